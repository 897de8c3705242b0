import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { PublicKey } from '@solana/web3.js'
import { WebSocketServer } from 'ws'
import { findFreePort } from '../anvil/findFreePort.js'
import { encodeBase58 } from './base58.js'
import { createPubsub } from './pubsub.js'
import { answerRpcRequest, createRpcMethods, type JsonRpcRequest } from './rpcMethods.js'
import {
  type CreateSplMintOptions,
  createSplMint,
  getSplTokenBalance,
  type MintSplTokensOptions,
  mintSplTokens,
  type SplAddress,
  type SplMint,
} from './splTokens.js'
import { createSvmLedger, type SvmLedger } from './svmLedger.js'
import { SOLANA_LOCALNET_CHAIN } from './wallet/constants.js'

export interface StartSolanaValidatorOptions {
  /** HTTP JSON-RPC port; the WebSocket pubsub also listens on port + 1. Default: a free pair. */
  port?: number
  host?: string
  /** Blocks a blockhash stays valid for (default 150, as on a real cluster). */
  blockhashValidity?: number
  /** Genesis hash the node reports (default: a fixed hash for the Gangway localnet). */
  genesisHash?: string
}

export interface SolanaValidator {
  /** `http://host:port`: give it to `new Connection(rpcUrl)`. */
  rpcUrl: string
  /** `ws://host:port+1`: where web3.js 1.x looks for the pubsub (also served on `port`). */
  wsUrl: string
  port: number
  genesisHash: string
  /** The Wallet Standard chain of this node: 'solana:localnet'. */
  chain: typeof SOLANA_LOCALNET_CHAIN
  /** Chain state (litesvm, slots, blockhash window, statuses). */
  ledger: SvmLedger
  /** Credits lamports to an address (creating the account); returns the signature. */
  airdrop(address: string | PublicKey, lamports: number | bigint): string
  getBalance(address: string | PublicKey): bigint
  /**
   * Creates an SPL token mint with `decimals` (the classic Token program, or `program:
   * 'token-2022'`) whose mint authority is the node's faucet.
   */
  createSplMint(options: CreateSplMintOptions): SplMint
  /** Mints base units to an owner's associated token account, creating it when missing. */
  mintSplTokens(options: MintSplTokensOptions): { tokenAccount: string; signature: string }
  /** The base units of `mint` that `owner` holds (over all its token accounts). */
  getSplTokenBalance(owner: SplAddress, mint: SplAddress): bigint
  /** Moves the chain on by `count` slots, each with a new blockhash. */
  advanceSlots(count?: number): void
  /** Moves the chain past the validity of every blockhash handed out so far. */
  expireBlockhashes(): void
  stop(): Promise<void>
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '600',
}

const DEFAULT_GENESIS_HASH = encodeBase58(
  createHash('sha256').update('gangway solana localnet').digest(),
)

async function freePortPair(host: string): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await findFreePort(host)
    if (port < 65535 && (await isFree(port + 1, host))) return port
  }
  throw new Error('Could not find two free adjacent ports for the Solana test validator.')
}

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * Starts an offline Solana node for tests: litesvm (the real Solana runtime, in-process) behind
 * a JSON-RPC HTTP server on 127.0.0.1 with the WebSocket pubsub on the same port and on port + 1
 * (where `@solana/web3.js` 1.x derives its socket URL). Blockhashes stay valid for 150 blocks,
 * so a stale one fails with 'Blockhash not found' as on a real cluster.
 *
 * @example
 * const validator = await startSolanaValidator()
 * validator.airdrop(keypair.publicKey, 2 * LAMPORTS_PER_SOL)
 * const connection = new Connection(validator.rpcUrl, 'confirmed')
 */
export async function startSolanaValidator(
  options: StartSolanaValidatorOptions = {},
): Promise<SolanaValidator> {
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? (await freePortPair(host))
  const genesisHash = options.genesisHash ?? DEFAULT_GENESIS_HASH
  const ledger = createSvmLedger(
    options.blockhashValidity !== undefined ? { blockhashValidity: options.blockhashValidity } : {},
  )
  const methods = createRpcMethods(ledger, { genesisHash })
  const pubsub = createPubsub(ledger, methods)

  let inFlight = 0
  const idle = new Set<() => void>()
  const handleHttp = async (request: IncomingMessage, response: ServerResponse) => {
    inFlight++
    response.once('close', () => {
      inFlight--
      if (inFlight === 0) for (const resolve of idle) resolve()
    })
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end()
      return
    }
    if (request.method === 'GET') {
      response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain' }).end('ok')
      return
    }
    let body: unknown
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      body = undefined
    }
    const answer =
      body === undefined
        ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
        : Array.isArray(body)
          ? body.map((entry) => answerRpcRequest(methods, entry as JsonRpcRequest))
          : answerRpcRequest(methods, body as JsonRpcRequest)
    response
      .writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' })
      .end(JSON.stringify(answer))
  }

  const sockets = new WebSocketServer({ noServer: true })
  sockets.on('connection', (socket) => pubsub.accept(socket))
  const servers = [port, port + 1].map(() => {
    const server = createServer((request, response) => void handleHttp(request, response))
    server.on('upgrade', (request, socket, head) => {
      sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request))
    })
    return server
  })
  try {
    await Promise.all(servers.map((server, i) => listen(server, port + i, host)))
  } catch (error) {
    // One of the two ports was taken: release the other before reporting it.
    await Promise.all(
      servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    )
    throw error
  }

  return {
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port + 1}`,
    port,
    genesisHash,
    chain: SOLANA_LOCALNET_CHAIN,
    ledger,
    airdrop(address, lamports) {
      const outcome = ledger.airdrop(address, BigInt(lamports))
      if (!outcome.ok) throw new Error(`Airdrop failed: ${outcome.description}`)
      return outcome.signature
    },
    getBalance: (address) => ledger.getBalance(address),
    createSplMint: (mintOptions) => createSplMint(ledger, mintOptions),
    mintSplTokens: (mintOptions) => mintSplTokens(ledger, mintOptions),
    getSplTokenBalance: (owner, mint) => getSplTokenBalance(ledger, owner, mint),
    advanceSlots: (count = 1) => ledger.advance(count),
    expireBlockhashes: () => ledger.expireBlockhashes(),
    async stop() {
      pubsub.close()
      sockets.close()
      // Requests already on the wire (web3.js fires some without awaiting them, e.g. a status
      // check after a confirmation) are still answered, so no client sees a reset connection.
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 1000)
          idle.add(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections()
              if (server.listening) server.close(() => resolve())
              else resolve()
            }),
        ),
      )
    },
  }
}
