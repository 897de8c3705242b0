import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { type WebSocket, WebSocketServer } from 'ws'
import { rawError, rawResult, readRawId } from './rawJsonRpc.js'

export interface StartLocalRelayOptions {
  /** Port on 127.0.0.1; 0 or omitted picks a free one. */
  port?: number
  host?: string
  /** Milliseconds between WebSocket pings to each client (clients give up after ~35 s). */
  pingIntervalMs?: number
  /** Called with each request a client sends (method, client id, topic) — for debugging. */
  onRequest?: (entry: RelayLogEntry) => void
}

export interface RelayLogEntry {
  clientId: string
  method: string
  topic?: string
}

export interface LocalRelay {
  /** `ws://127.0.0.1:<port>`: pass it as the relay URL to both sides. */
  url: string
  port: number
  /** Clients connected now. */
  clientCount(): number
  /** Every request received so far, in order. */
  log(): readonly RelayLogEntry[]
  /** Messages held for a topic (not yet expired). */
  storedMessages(topic: string): readonly StoredMessage[]
  /**
   * Drops every client's socket at once (as a relay restart or a network blip does), staying up:
   * clients reconnect and subscribe again on their own; messages not yet delivered are kept.
   */
  dropConnections(): void
  /** Disconnects every client and stops listening. */
  close(): Promise<void>
}

export interface StoredMessage {
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number
  attestation?: string
  /** The publisher's client id (a client never receives its own messages). */
  from: string
  /** Client ids that acknowledged it (it is not sent to them again). */
  ackedBy: Set<string>
}

interface Client {
  socket: WebSocket
  /** The `iss` of the client's auth JWT (`did:key:...`). */
  id: string
  topics: Set<string>
}

/** Message tags of the sign protocol for the messages this relay publishes itself. */
const TAG = { proposal: 1100, proposalResponse: 1101, settle: 1102 } as const
const DEFAULT_TTL_S = 300

/** The `iss` of a JWT (no signature check: this relay trusts everyone on 127.0.0.1). */
function jwtIssuer(token: string | null): string | undefined {
  const payload = token?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof claims.iss === 'string' ? claims.iss : undefined
  } catch {
    return undefined
  }
}

/**
 * A WalletConnect relay for tests, on 127.0.0.1, speaking the irn JSON-RPC dialect the
 * WalletConnect 2.x clients use (universal-provider 2.25, walletkit 1.6):
 * - clients connect with `?auth=<EdDSA JWT>`; the JWT's `iss` is their identity;
 * - `irn_subscribe`, `irn_batchSubscribe`, `irn_unsubscribe`, `irn_batchUnsubscribe`,
 *   `irn_publish`, `irn_batchPublish`, `irn_batchFetchMessages`;
 * - messages are pushed as `irn_subscription` (clients ack), kept per topic for their ttl and
 *   delivered to clients that subscribe later (the proposal and the settle message are both
 *   published before the other side subscribes);
 * - `wc_proposeSession`: subscribes the proposer to the pairing topic and publishes the proposal;
 * - `wc_approveSession`: publishes the proposal response on the pairing topic and the settle
 *   request on the session topic, and subscribes the wallet to the session topic;
 * - request ids are echoed exactly as sent (they exceed 2^53); every client is pinged.
 *
 * No signature checks, no rate limits, no persistence: test use only.
 */
export async function startLocalRelay(options: StartLocalRelayOptions = {}): Promise<LocalRelay> {
  const host = options.host ?? '127.0.0.1'
  const server = new WebSocketServer({ host, port: options.port ?? 0 })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  const clients = new Set<Client>()
  const stored = new Map<string, StoredMessage[]>()
  const pending = new Map<number, { message: StoredMessage; clientId: string }>()
  const entries: RelayLogEntry[] = []
  let pushId = Date.now() * 1000

  const live = (topic: string): StoredMessage[] => {
    const now = Date.now()
    const list = (stored.get(topic) ?? []).filter((message) => message.expiresAt > now)
    if (list.length) stored.set(topic, list)
    else stored.delete(topic)
    return list
  }

  const subscriptionId = (client: Client, topic: string) =>
    createHash('sha256')
      .update(topic + client.id)
      .digest('hex')

  const push = (client: Client, message: StoredMessage) => {
    if (message.from === client.id || message.ackedBy.has(client.id)) return
    if (client.socket.readyState !== client.socket.OPEN) return
    const id = ++pushId
    pending.set(id, { message, clientId: client.id })
    client.socket.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(client, message.topic),
          data: {
            topic: message.topic,
            message: message.message,
            publishedAt: message.publishedAt,
            tag: message.tag,
            ...(message.attestation ? { attestation: message.attestation } : {}),
          },
        },
      }),
    )
  }

  const subscribe = (client: Client, topic: string): string => {
    client.topics.add(topic)
    queueMicrotask(() => {
      for (const message of live(topic)) push(client, message)
    })
    return subscriptionId(client, topic)
  }

  const publish = (
    from: Client,
    params: { topic: string; message: string; ttl?: number; tag?: number; attestation?: string },
  ) => {
    const publishedAt = Date.now()
    const message: StoredMessage = {
      topic: params.topic,
      message: params.message,
      publishedAt,
      expiresAt: publishedAt + (params.ttl ?? DEFAULT_TTL_S) * 1000,
      tag: params.tag ?? 0,
      from: from.id,
      ackedBy: new Set(),
      ...(params.attestation ? { attestation: params.attestation } : {}),
    }
    stored.set(params.topic, [...live(params.topic), message])
    for (const client of clients) if (client.topics.has(params.topic)) push(client, message)
  }

  const handlers: Record<string, (client: Client, params: any) => unknown> = {
    irn_subscribe: (client, { topic }) => subscribe(client, topic),
    irn_batchSubscribe: (client, { topics }) =>
      (topics as string[]).map((topic) => subscribe(client, topic)),
    irn_unsubscribe: (client, { topic }) => client.topics.delete(topic) || true,
    irn_batchUnsubscribe: (client, { subscriptions }) => {
      for (const { topic } of subscriptions as { topic: string }[]) client.topics.delete(topic)
      return true
    },
    irn_publish: (client, params) => {
      publish(client, params)
      return true
    },
    irn_batchPublish: (client, { messages }) => {
      for (const message of messages) publish(client, message)
      return true
    },
    irn_batchFetchMessages: (client, { topics }) => ({
      messages: (topics as string[]).flatMap((topic) =>
        live(topic)
          .filter((message) => message.from !== client.id && !message.ackedBy.has(client.id))
          .map(({ topic: t, message, publishedAt, attestation }) => ({
            topic: t,
            message,
            publishedAt,
            ...(attestation ? { attestation } : {}),
          })),
      ),
      hasMore: false,
    }),
    wc_proposeSession: (client, params) => {
      subscribe(client, params.pairingTopic)
      publish(client, {
        topic: params.pairingTopic,
        message: params.sessionProposal,
        ttl: params.ttl,
        tag: params.tag ?? TAG.proposal,
        attestation: params.attestation,
      })
      return true
    },
    wc_approveSession: (client, params) => {
      publish(client, {
        topic: params.pairingTopic,
        message: params.sessionProposalResponse,
        ttl: params.ttl,
        tag: TAG.proposalResponse,
      })
      publish(client, {
        topic: params.sessionTopic,
        message: params.sessionSettlementRequest,
        ttl: params.ttl,
        tag: TAG.settle,
      })
      subscribe(client, params.sessionTopic)
      return true
    },
  }

  const onMessage = (client: Client, text: string) => {
    const rawId = readRawId(text)
    let payload: { method?: string; params?: any; id?: unknown; result?: unknown }
    try {
      payload = JSON.parse(text)
    } catch {
      return
    }
    if (payload.method === undefined) {
      // An ack of one of our pushes (our own ids are safe integers).
      const acked = pending.get(Number(payload.id))
      if (acked) {
        acked.message.ackedBy.add(acked.clientId)
        pending.delete(Number(payload.id))
      }
      return
    }
    const entry: RelayLogEntry = { clientId: client.id, method: payload.method }
    const topic = payload.params?.topic ?? payload.params?.pairingTopic
    if (typeof topic === 'string') entry.topic = topic
    entries.push(entry)
    options.onRequest?.(entry)
    if (rawId === undefined) return
    const handler = handlers[payload.method]
    if (!handler) {
      client.socket.send(rawError(rawId, -32601, `Method not found: ${payload.method}`))
      return
    }
    try {
      client.socket.send(rawResult(rawId, handler(client, payload.params ?? {})))
    } catch (error) {
      client.socket.send(rawError(rawId, -32602, String((error as Error)?.message ?? error)))
    }
  }

  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const url = new URL(request.url ?? '/', 'ws://relay')
    const id = jwtIssuer(url.searchParams.get('auth'))
    if (!id) {
      socket.close(3000, 'Unauthorized: missing or invalid auth JWT')
      return
    }
    const client: Client = { socket, id, topics: new Set() }
    clients.add(client)
    socket.on('message', (data) => onMessage(client, data.toString()))
    socket.on('close', () => clients.delete(client))
    socket.on('error', () => clients.delete(client))
  })

  const ping = setInterval(() => {
    for (const client of clients)
      if (client.socket.readyState === client.socket.OPEN) client.socket.ping()
  }, options.pingIntervalMs ?? 20_000)
  ping.unref()

  return {
    url: `ws://${host}:${port}`,
    port,
    clientCount: () => clients.size,
    log: () => entries,
    storedMessages: (topic) => live(topic),
    dropConnections() {
      for (const client of clients) client.socket.terminate()
      clients.clear()
    },
    async close() {
      clearInterval(ping)
      for (const client of clients) client.socket.terminate()
      clients.clear()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
