import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TestHub {
  /** The hub's HTTP API base, `http://127.0.0.1:<port>` (the server's `embedded.farcaster.hubUrl`). */
  url: string
  /** Sets (or, with undefined, removes) the username the hub has for `fid`. */
  setUsername(fid: bigint | number, username: string | undefined): void
  /** While down, every request answers 503 (a hub that fails). */
  setDown(down: boolean): void
  /** Every fid asked for, in order (for tests). */
  asked: string[]
  close(): Promise<void>
}

/** How a hub answers a message it does not have (Hubble's HubError, `not_found`). */
const notFound = (fid: string) => ({
  errCode: 'not_found',
  presentable: false,
  name: 'HubError',
  code: 3,
  details: `UserDataAdd not found for fid ${fid}`,
  metadata: { errcode: ['not_found'] },
})

/**
 * A stand-in for a Farcaster hub's HTTP API (a real hub, Hubble or Snapchain, does not run
 * here), answering what a server reads to learn a fid's username:
 * `GET /v1/userDataByFid?fid=<fid>&user_data_type=6` (or `USER_DATA_TYPE_USERNAME`) → the
 * `USER_DATA_TYPE_USERNAME` UserDataAdd message, in the hub API's JSON shape, or 400 `not_found`.
 * A real hub only stores that message once the fid proved it owns the name; here the test says
 * which fid has which name (`usernames`, `setUsername`).
 */
export async function startTestHub(
  options: { usernames?: Record<string, string>; port?: number; host?: string } = {},
): Promise<TestHub> {
  const usernames = new Map(Object.entries(options.usernames ?? {}))
  const asked: string[] = []
  let down = false
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://hub')
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (down) return send(503, { errCode: 'unavailable', details: 'the hub is down' })
    const fid = url.searchParams.get('fid') ?? ''
    const type = url.searchParams.get('user_data_type')
    if (request.method !== 'GET' || url.pathname !== '/v1/userDataByFid' || !/^\d+$/.test(fid))
      return send(400, { errCode: 'bad_request.validation_failure', details: 'unsupported' })
    if (type !== '6' && type !== 'USER_DATA_TYPE_USERNAME')
      return send(400, { errCode: 'bad_request.validation_failure', details: 'user_data_type' })
    asked.push(fid)
    const username = usernames.get(fid)
    if (username === undefined) return send(400, notFound(fid))
    send(200, {
      data: {
        type: 'MESSAGE_TYPE_USER_DATA_ADD',
        fid: Number(fid),
        timestamp: 1,
        network: 'FARCASTER_NETWORK_DEVNET',
        userDataBody: { type: 'USER_DATA_TYPE_USERNAME', value: username },
      },
      hash: `0x${'00'.repeat(20)}`,
      hashScheme: 'HASH_SCHEME_BLAKE3',
      signature: '',
      signatureScheme: 'SIGNATURE_SCHEME_ED25519',
      signer: `0x${'00'.repeat(32)}`,
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { address, port } = server.address() as AddressInfo
  return {
    url: `http://${address}:${port}`,
    setUsername(fid, username) {
      if (username === undefined) usernames.delete(String(fid))
      else usernames.set(String(fid), username)
    },
    setDown(value) {
      down = value
    },
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
