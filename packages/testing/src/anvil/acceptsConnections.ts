import { connect } from 'node:net'

/** Whether something accepts TCP connections on `host`:`port` (an answer within `timeoutMs`). */
export function acceptsConnections(
  port: number,
  { host = '127.0.0.1', timeoutMs = 2_000 }: { host?: string; timeoutMs?: number } = {},
): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host, port })
    const done = (open: boolean) => {
      socket.destroy()
      resolve(open)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}
