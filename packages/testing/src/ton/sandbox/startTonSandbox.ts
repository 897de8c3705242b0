import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { Address, toNano } from '@ton/core'
import { Blockchain, type SandboxContract, type TreasuryContract, updateConfig } from '@ton/sandbox'
import { findFreePort } from '../../anvil/findFreePort.js'
import { deriveTonTestKey, TON_TEST_MNEMONIC } from '../wallet/tonKeys.js'
import { TON_SANDBOX_GLOBAL_ID } from './globalId.js'
import { createToncenterApi, ToncenterError } from './toncenterApi.js'

export interface StartTonSandboxOptions {
  /** HTTP port. Default: a free one. */
  port?: number
  host?: string
  /** The network's `global_id` (config param 19). Default -1000 (not mainnet's -239). */
  globalId?: number
  /**
   * Wallets to fund at start (v4r2 contracts of these mnemonics, left undeployed as a fresh
   * wallet is: the first transfer deploys it). Default: TON_TEST_MNEMONIC with 100 TON.
   */
  wallets?: { mnemonic: string; nanotons: bigint }[]
}

export interface TonSandbox {
  /** `http://host:port/api/v2/jsonRPC`: toncenter's v2 JSON-RPC (POST), for `tonLocalnet(rpcUrl)`. */
  rpcUrl: string
  /** `http://host:port/api/v2`: the same methods as `GET <url>/<method>?<params>`. */
  apiUrl: string
  port: number
  globalId: number
  /** The emulated chain (`@ton/sandbox`). */
  blockchain: Blockchain
  /** The funded wallets' addresses (raw form), in the order of `wallets`. */
  walletAddresses: string[]
  getBalance(address: string | Address): Promise<bigint>
  /** Sends nanotons from the sandbox's treasury (a real internal transfer, non-bounceable). */
  fund(address: string | Address, nanotons: bigint): Promise<void>
  /** Every API call served, by method name. */
  calls: string[]
  stop(): Promise<void>
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, x-api-key, x-ton-client-version',
  'access-control-max-age': '600',
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
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

/**
 * Starts a local TON node for tests: `@ton/sandbox` (the TON transaction emulator, in-process)
 * behind toncenter's v2 HTTP API on 127.0.0.1 (JSON-RPC at `/api/v2/jsonRPC`, also `GET
 * /api/v2/<method>`; CORS open), with the test wallet funded. Methods: getAddressBalance,
 * getAddressState, getAddressInformation, getWalletInformation, runGetMethod, sendBoc,
 * sendBocReturnHash, getMasterchainInfo.
 *
 * @example
 * const node = await startTonSandbox()
 * const network = tonLocalnet(node.rpcUrl)
 */
export async function startTonSandbox(options: StartTonSandboxOptions = {}): Promise<TonSandbox> {
  const host = options.host ?? '127.0.0.1'
  const globalId = options.globalId ?? TON_SANDBOX_GLOBAL_ID
  const blockchain = await Blockchain.create()
  blockchain.setConfig(
    updateConfig(blockchain.config, { kind: 'ConfigParam__19', global_id: globalId }),
  )
  const treasury: SandboxContract<TreasuryContract> = await blockchain.treasury('gangway-faucet')
  const fund = async (address: string | Address, nanotons: bigint) => {
    const to = typeof address === 'string' ? Address.parse(address) : address
    await treasury.send({ to, value: nanotons, bounce: false })
  }
  const wallets = options.wallets ?? [{ mnemonic: TON_TEST_MNEMONIC, nanotons: toNano('100') }]
  const walletAddresses: string[] = []
  for (const wallet of wallets) {
    const { contract } = await deriveTonTestKey(wallet.mnemonic)
    await fund(contract.address, wallet.nanotons)
    walletAddresses.push(contract.address.toRawString())
  }

  const api = createToncenterApi(blockchain)
  const calls: string[] = []
  const answer = async (method: string, params: Record<string, unknown>, id: unknown) => {
    calls.push(method)
    try {
      return {
        status: 200,
        body: { ok: true, result: await api.call(method, params), jsonrpc: '2.0', id },
      }
    } catch (error) {
      const code = error instanceof ToncenterError ? error.code : 500
      const message = error instanceof Error ? error.message : String(error)
      return { status: code, body: { ok: false, error: message, code, jsonrpc: '2.0', id } }
    }
  }
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://${host}`)
    const path = url.pathname.replace(/\/+$/, '')
    const send = (status: number, body: unknown) =>
      response
        .writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' })
        .end(JSON.stringify(body))
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS_HEADERS).end()
    if (request.method === 'GET' && (path === '' || path === '/api/v2'))
      return send(200, { ok: true })
    if (request.method === 'GET') {
      const method = path.replace(/^\/api\/v2\//, '').replace(/^\//, '')
      const { status, body } = await answer(method, Object.fromEntries(url.searchParams), undefined)
      return send(status, body)
    }
    if (path !== '/api/v2/jsonRPC' && path !== '/jsonRPC')
      return send(404, { ok: false, code: 404, error: 'Not found' })
    let calls: unknown
    try {
      calls = JSON.parse(await readBody(request))
    } catch {
      return send(400, { ok: false, code: 400, error: 'The body is not JSON' })
    }
    const one = async (call: unknown) => {
      const { method, params, id } = (call ?? {}) as {
        method?: unknown
        params?: unknown
        id?: unknown
      }
      if (typeof method !== 'string') {
        return { status: 422, body: { ok: false, code: 422, error: 'method is required', id } }
      }
      const named = typeof params === 'object' && params !== null && !Array.isArray(params)
      return answer(method, named ? (params as Record<string, unknown>) : {}, id)
    }
    if (Array.isArray(calls))
      return send(
        200,
        (await Promise.all(calls.map(one))).map((a) => a.body),
      )
    const { status, body } = await one(calls)
    return send(status, body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, CORS_HEADERS)
      response.end(JSON.stringify({ ok: false, code: 500, error: String(error) }))
    })
  })
  const port = options.port ?? (await findFreePort(host))
  await listen(server, port, host)
  return {
    rpcUrl: `http://${host}:${port}/api/v2/jsonRPC`,
    apiUrl: `http://${host}:${port}/api/v2`,
    port,
    globalId,
    blockchain,
    walletAddresses,
    async getBalance(address) {
      const to = typeof address === 'string' ? Address.parse(address) : address
      return (await blockchain.getContract(to)).balance
    },
    fund,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
