import type { WebSocket } from 'ws'
import { answerRpcRequest, type JsonRpcRequest } from './rpcMethods.js'
import type { SvmLedger } from './svmLedger.js'

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: string; encoding: unknown; last: string }
  | { kind: 'slot' }

const UNSUBSCRIBE: Record<string, Subscription['kind']> = {
  signatureUnsubscribe: 'signature',
  accountUnsubscribe: 'account',
  slotUnsubscribe: 'slot',
}

/**
 * The WebSocket pubsub of the test validator: `signatureSubscribe` (one notification once the
 * signature is processed, at once if it already is), `accountSubscribe` (after each change of
 * the account) and `slotSubscribe`, with their unsubscribe methods. Everything else sent over
 * the socket is answered as plain JSON-RPC.
 */
export function createPubsub(ledger: SvmLedger, methods: Parameters<typeof answerRpcRequest>[0]) {
  let nextId = 0
  const sockets = new Map<WebSocket, Map<number, Subscription>>()

  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const notify = (socket: WebSocket, method: string, subscription: number, result: unknown) =>
    send(socket, { jsonrpc: '2.0', method, params: { result, subscription } })

  const accountState = (address: string) => {
    const account = ledger.getAccount(address)
    return account ? `${account.lamports}:${Buffer.from(account.data).toString('base64')}` : ''
  }
  const accountValue = (address: string, encoding: unknown) => {
    const answer = answerRpcRequest(methods, {
      id: 0,
      method: 'getAccountInfo',
      params: [address, { encoding: encoding ?? 'base64' }],
    }) as { result?: { value: unknown } }
    return answer.result?.value ?? null
  }

  const offProcessed = ledger.onProcessed(({ signature, status }) => {
    for (const [socket, subscriptions] of sockets) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'signature' && subscription.signature === signature) {
          subscriptions.delete(id)
          notify(socket, 'signatureNotification', id, {
            context: { slot: status.slot },
            value: { err: status.err },
          })
        }
        if (subscription.kind === 'account') {
          const now = accountState(subscription.address)
          if (now === subscription.last) continue
          subscription.last = now
          notify(socket, 'accountNotification', id, {
            context: { slot: ledger.getSlot() },
            value: accountValue(subscription.address, subscription.encoding),
          })
        }
      }
    }
  })
  const offSlot = ledger.onSlot((slot) => {
    for (const [socket, subscriptions] of sockets) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'slot') {
          notify(socket, 'slotNotification', id, { parent: slot - 1, root: slot - 1, slot })
        }
      }
    }
  })

  const subscribe = (socket: WebSocket, request: JsonRpcRequest): unknown => {
    const params = Array.isArray(request.params) ? request.params : []
    const subscriptions = sockets.get(socket)
    if (!subscriptions) return undefined
    const id = nextId++
    if (request.method === 'signatureSubscribe') {
      const signature = String(params[0])
      subscriptions.set(id, { kind: 'signature', signature })
      const status = ledger.getSignatureStatus(signature)
      if (status) {
        // Answer the subscription first, then the notification it was waiting for.
        queueMicrotask(() => {
          if (!subscriptions.delete(id)) return
          notify(socket, 'signatureNotification', id, {
            context: { slot: status.slot },
            value: { err: status.err },
          })
        })
      }
      return id
    }
    if (request.method === 'accountSubscribe') {
      const address = String(params[0])
      const encoding = (params[1] as { encoding?: unknown } | undefined)?.encoding
      subscriptions.set(id, { kind: 'account', address, encoding, last: accountState(address) })
      return id
    }
    subscriptions.set(id, { kind: 'slot' })
    return id
  }

  const handle = (socket: WebSocket, request: JsonRpcRequest) => {
    const method = String(request?.method)
    // web3.js keeps the socket alive with `ping` notifications (no id): nothing to answer.
    if (request?.id === undefined || request.id === null) return undefined
    if (
      method === 'signatureSubscribe' ||
      method === 'accountSubscribe' ||
      method === 'slotSubscribe'
    ) {
      return { jsonrpc: '2.0', id: request.id, result: subscribe(socket, request) }
    }
    const kind = UNSUBSCRIBE[method]
    if (kind) {
      const subscriptions = sockets.get(socket)
      const id = Number(Array.isArray(request.params) ? request.params[0] : Number.NaN)
      const found = subscriptions?.get(id)?.kind === kind
      if (found) subscriptions?.delete(id)
      return { jsonrpc: '2.0', id: request.id, result: found }
    }
    return answerRpcRequest(methods, request)
  }

  return {
    /** Serves one client socket until it closes. */
    accept(socket: WebSocket) {
      sockets.set(socket, new Map())
      socket.on('close', () => sockets.delete(socket))
      socket.on('message', (raw) => {
        let request: unknown
        try {
          request = JSON.parse(String(raw))
        } catch {
          send(socket, {
            jsonrpc: '2.0',
            id: null,
            error: { code: -32700, message: 'Parse error' },
          })
          return
        }
        const answers = (Array.isArray(request) ? request : [request])
          .map((entry) => handle(socket, entry as JsonRpcRequest))
          .filter((answer) => answer !== undefined)
        if (answers.length === 0) return
        send(socket, Array.isArray(request) ? answers : answers[0])
      })
    },
    close() {
      offProcessed()
      offSlot()
      for (const socket of sockets.keys()) socket.terminate()
      sockets.clear()
    },
  }
}
