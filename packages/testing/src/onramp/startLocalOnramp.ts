import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetworkId } from '@gangway/core'
import type { OnRampProvider } from '@gangway/core/onramp'
import {
  type Address,
  createWalletClient,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  isAddress,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { localPublicClient } from '../contracts/deployContract.js'
import { localOnrampProvider } from './localOnrampProvider.js'
import { buyPage, paidPage, refusedPage } from './pages.js'

/** An asset the local on-ramp sells: native (no `token`) or an ERC-20 at `token`. */
export interface LocalOnrampAsset {
  symbol: string
  decimals: number
  /** USD per unit: the amount paid (USD) / price = units sent. */
  priceUsd: number
  token?: Address
}

export interface StartLocalOnrampOptions {
  /** The anvil node it sends on. */
  rpcUrl: string
  network: CaipNetworkId
  /** The key it sends from; default anvil dev account 5. */
  senderKey?: Hex
  /** What it sells; default ETH at $2,000. */
  assets?: LocalOnrampAsset[]
  port?: number
  host?: string
  /** How long a delivery may take before the page says so (ms); default 30,000. */
  timeoutMs?: number
}

export interface LocalOnramp {
  /** http://127.0.0.1:<port> */
  url: string
  /** The address deliveries come from. */
  sender: Address
  /** The descriptor for the kit's `onrampProviders`. */
  provider: OnRampProvider
  /** Every delivery made, in order (for tests). */
  deliveries: { address: Address; asset: string; amountUsd: number; units: bigint; hash: Hash }[]
  close(): Promise<void>
}

const DEFAULT_ASSETS: LocalOnrampAsset[] = [{ symbol: 'ETH', decimals: 18, priceUsd: 2000 }]
const MAX_USD = 10_000

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > 4096) throw new Error('The form is too large.')
  }
  return new URLSearchParams(body)
}

/**
 * A local on-ramp provider on 127.0.0.1: `GET /buy?address=&network=&asset=&amount=` shows the
 * order with a Pay button; paying sends the bought units of the asset (amount / price) from an
 * anvil dev account to the address on the anvil node, and the page shows the transaction. Every
 * field is checked and refused by name; a delivery not mined within `timeoutMs` is reported.
 */
export async function startLocalOnramp(options: StartLocalOnrampOptions): Promise<LocalOnramp> {
  const account = privateKeyToAccount(options.senderKey ?? anvilPrivateKey(5))
  const assets = options.assets ?? DEFAULT_ASSETS
  const timeoutMs = options.timeoutMs ?? 30_000
  const wallet = createWalletClient({ account, transport: http(options.rpcUrl) })
  const client = localPublicClient(options.rpcUrl)
  const deliveries: LocalOnramp['deliveries'] = []

  /** The order in the query or form, or the reason it is refused (a string). */
  function order(
    fields: URLSearchParams,
  ): { address: Address; asset: LocalOnrampAsset; amount: number } | string {
    const address = fields.get('address') ?? ''
    const asset = assets.find(({ symbol }) => symbol === fields.get('asset'))
    const amount = Number(fields.get('amount') ?? '')
    if (!isAddress(address)) return `Not an address: ${address || '(none)'}`
    if (fields.get('network') !== options.network)
      return `This on-ramp sells on ${options.network} only.`
    if (!asset) return `This on-ramp sells ${assets.map((a) => a.symbol).join(', ')} only.`
    if (!(amount > 0 && amount <= MAX_USD))
      return `The amount must be between 0 and ${MAX_USD} USD.`
    return { address, asset, amount }
  }

  async function deliver(address: Address, asset: LocalOnrampAsset, amountUsd: number) {
    const units = parseUnits((amountUsd / asset.priceUsd).toFixed(asset.decimals), asset.decimals)
    const hash = asset.token
      ? await wallet.writeContract({
          chain: null,
          address: asset.token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [address, units],
        })
      : await wallet.sendTransaction({ chain: null, to: address, value: units })
    await client.waitForTransactionReceipt({ hash, timeout: timeoutMs })
    deliveries.push({ address, asset: asset.symbol, amountUsd, units, hash })
    return { hash, units }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const send = (status: number, html: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      response.end(html)
    }
    if (url.pathname !== '/buy') return send(404, refusedPage('No such page.'))
    if (request.method === 'GET') {
      const found = order(url.searchParams)
      return typeof found === 'string'
        ? send(400, refusedPage(found))
        : send(200, buyPage(found, options.network))
    }
    if (request.method !== 'POST') return send(405, refusedPage('GET or POST only.'))
    const found = order(await readForm(request))
    if (typeof found === 'string') return send(400, refusedPage(found))
    try {
      const { hash } = await deliver(found.address, found.asset, found.amount)
      send(200, paidPage(found, hash))
    } catch (error) {
      send(502, refusedPage(`The delivery failed: ${(error as Error).message.split('\n')[0]}`))
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' })
      response.end(String((error as Error)?.message ?? error))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    sender: account.address,
    provider: localOnrampProvider({
      url,
      network: options.network,
      sender: account.address,
      assets: assets.map(({ symbol }) => symbol),
    }),
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
