// The driver module docs/adapters.md's conformance run imports (its `test/cosmosTestWallet`):
// a Keplr-style test wallet and a local bank "node". No Cosmos node runs on this machine, so the
// chain is an HTTP server on 127.0.0.1 answering the bank module's REST balance query
// (`/<chainId>/cosmos/bank/v1beta1/balances/<address>/by_denom?denom=`) from balances held in
// memory, and a transfer moves them; the wallet's keys are real secp256k1 keys (node:crypto) and
// its signatures real ECDSA ones over the message. Test-only.
import { createHash, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { HeldRequest, WalletDriver } from '@gangway/testing/conformance'

const CHAIN_IDS = ['gangway-1', 'gangway-2'] as const
const PREFIX = 'cosmos'
const DENOM = 'ustake'
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BECH32_GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

/** BIP-173 bech32 of `bytes` with the human-readable `prefix`. */
function bech32(prefix: string, bytes: Uint8Array): string {
  const words: number[] = []
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff
    bits += 8
    for (; bits >= 5; bits -= 5) words.push((value >> (bits - 5)) & 31)
  }
  if (bits > 0) words.push((value << (5 - bits)) & 31)
  const codes = [...prefix].map((char) => char.charCodeAt(0))
  let checksum = 1
  for (const word of [
    ...codes.map((c) => c >> 5),
    0,
    ...codes.map((c) => c & 31),
    ...words,
    0,
    0,
    0,
    0,
    0,
    0,
  ]) {
    const top = checksum >> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ word
    BECH32_GENERATOR.forEach((generator, index) => {
      if ((top >> index) & 1) checksum ^= generator
    })
  }
  checksum ^= 1
  const tail = Array.from({ length: 6 }, (_, index) => (checksum >> (5 * (5 - index))) & 31)
  return `${prefix}1${[...words, ...tail].map((word) => BECH32_CHARSET[word]).join('')}`
}

interface TestKey {
  privateKey: KeyObject
  publicKey: KeyObject
  /** 33-byte compressed secp256k1 key. */
  pubKey: Uint8Array
  address: string
}

function newKey(): TestKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
  const { x = '', y = '' } = publicKey.export({ format: 'jwk' })
  const yBytes = Buffer.from(y, 'base64url')
  const pubKey = Uint8Array.from([(yBytes.at(-1) ?? 0) & 1 ? 3 : 2, ...Buffer.from(x, 'base64url')])
  const address = bech32(PREFIX, createHash('sha256').update(pubKey).digest().subarray(0, 20))
  return { privateKey, publicKey, pubKey, address }
}

/** An address no test wallet holds. */
export const TEST_RECEIVER = bech32(PREFIX, new Uint8Array(20).fill(7))

type Listener = EventListenerOrEventListenerObject

/**
 * The page the wallet is injected into: `keplr`, and its `keplr_keystorechange` listeners (typed
 * as a window's, so it is the adapter's `KeplrWindow` in a strictly typed host too).
 */
class TestPage {
  keplr: KeplrTestWallet | undefined
  private readonly listeners = new Map<string, Set<Listener>>()
  addEventListener(type: string, listener: Listener | null): void {
    if (!listener) return
    const set = this.listeners.get(type) ?? new Set()
    this.listeners.set(type, set.add(listener))
  }
  removeEventListener(type: string, listener: Listener | null): void {
    if (listener) this.listeners.get(type)?.delete(listener)
  }
  fire(type: string): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) {
      const event = new Event(type)
      if (typeof listener === 'function') listener(event)
      else listener.handleEvent(event)
    }
  }
  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0)
  }
}

/** The wallet: two accounts, the chains the site may use, and a visitor the test plays. */
class KeplrTestWallet {
  readonly keys = [newKey(), newKey()]
  active = 0
  readonly enabled = new Set<string>()
  requests = 0
  private refuse = false
  private hold: { answer: Promise<boolean>; asked: () => void } | undefined

  /** A prompt: honours `rejectNext` and `holdNext`; a refusal is Keplr's 'Request rejected'. */
  async prompt(): Promise<void> {
    this.requests++
    const held = this.hold
    this.hold = undefined
    if (held) {
      held.asked()
      if (!(await held.answer)) throw new Error('Request rejected')
    }
    if (this.refuse) {
      this.refuse = false
      throw new Error('Request rejected')
    }
  }

  rejectNext(): void {
    this.refuse = true
  }

  holdNext(): HeldRequest {
    let answer: (approve: boolean) => void = () => {}
    let asked: () => void = () => {}
    const answered = new Promise<boolean>((resolve) => {
      answer = resolve
    })
    const wasAsked = new Promise<void>((resolve) => {
      asked = resolve
    })
    this.hold = { answer: answered, asked: () => asked() }
    return { asked: wasAsked, approve: () => answer(true), reject: () => answer(false) }
  }

  async enable(chainIds: string | string[]): Promise<void> {
    const ids = [chainIds].flat()
    if (ids.every((id) => this.enabled.has(id))) {
      this.requests++
      return
    }
    await this.prompt()
    for (const id of ids) this.enabled.add(id)
  }

  async getKey(chainId: string) {
    this.requests++
    if (!this.enabled.has(chainId)) throw new Error(`The site may not use ${chainId}.`)
    const key = this.keys[this.active] as TestKey
    return {
      name: `Test account ${this.active + 1}`,
      pubKey: key.pubKey,
      bech32Address: key.address,
    }
  }

  async signArbitrary(chainId: string, signer: string, data: string) {
    await this.prompt()
    const key = this.keys.find((candidate) => candidate.address === signer)
    if (!this.enabled.has(chainId) || !key) throw new Error(`Cannot sign for ${signer}.`)
    return {
      pub_key: {
        type: 'tendermint/PubKeySecp256k1',
        value: Buffer.from(key.pubKey).toString('base64'),
      },
      signature: sign('sha256', Buffer.from(data), key.privateKey).toString('base64'),
    }
  }

  async disable(chainIds?: string | string[]): Promise<void> {
    this.requests++
    if (chainIds === undefined) this.enabled.clear()
    else for (const id of [chainIds].flat()) this.enabled.delete(id)
  }

  verify(message: string, signature: string, address: string): boolean {
    const key = this.keys.find((candidate) => candidate.address === address)
    if (!key) return false
    return verify('sha256', Buffer.from(message), key.publicKey, Buffer.from(signature, 'base64'))
  }
}

/** The two local chains' bank: balances by chain and address, served over REST. */
export async function startCosmosTestNode() {
  const balances = new Map<string, bigint>()
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://node.invalid')
    const path = url.pathname.match(
      /^\/([\w-]+)\/cosmos\/bank\/v1beta1\/balances\/([^/]+)\/by_denom$/,
    )
    const denom = url.searchParams.get('denom')
    if (!path || denom !== DENOM) {
      response.writeHead(404).end()
      return
    }
    const amount = balances.get(`${path[1]}/${decodeURIComponent(path[2] ?? '')}`) ?? 0n
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ balance: { denom, amount: amount.toString() } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let sent = 0
  const move = (chainId: string, address: string, delta: bigint) =>
    balances.set(`${chainId}/${address}`, (balances.get(`${chainId}/${address}`) ?? 0n) + delta)
  return {
    chainIds: CHAIN_IDS,
    /** Not served: the adapter sends through `sendTokens`, and reads balances over REST. */
    rpcUrl: (chainId: string) => `${base}/${chainId}/rpc`,
    restUrl: (chainId: string) => `${base}/${chainId}`,
    fund: (address: string, amount: bigint) => {
      for (const chainId of CHAIN_IDS) move(chainId, address, amount)
    },
    balance: async (address: string, chainId: string) =>
      balances.get(`${chainId}/${address}`) ?? 0n,
    /** The transfer, once the wallet approved it. */
    async sendTokens(params: {
      wallet: unknown
      network: { id: number | string }
      from: string
      to: string
      amount: { denom: string; amount: string }
    }): Promise<string> {
      if (params.wallet instanceof KeplrTestWallet) await params.wallet.prompt()
      const value = BigInt(params.amount.amount)
      const chainId = String(params.network.id)
      if (
        params.amount.denom !== DENOM ||
        (balances.get(`${chainId}/${params.from}`) ?? 0n) < value
      )
        throw new Error('insufficient funds')
      move(chainId, params.from, -value)
      move(chainId, params.to, value)
      return createHash('sha256').update(`${chainId}:${++sent}`).digest('hex').toUpperCase()
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type CosmosTestNode = Awaited<ReturnType<typeof startCosmosTestNode>>

export interface KeplrWalletDriver extends WalletDriver {
  readonly window: TestPage
}

/** A fresh wallet in a page of its own, its accounts funded on both chains. */
export function installKeplrTestWallet(node: CosmosTestNode): KeplrWalletDriver {
  const page = new TestPage()
  const wallet = new KeplrTestWallet()
  page.keplr = wallet
  for (const key of wallet.keys) node.fund(key.address, 10n ** 12n)
  return {
    connectorId: 'keplr',
    window: page,
    rejectNext: () => wallet.rejectNext(),
    holdNext: () => wallet.holdNext(),
    switchAccount() {
      wallet.active = 1 - wallet.active
      page.fire('keplr_keystorechange')
    },
    disconnect() {
      wallet.enabled.clear()
      page.fire('keplr_keystorechange')
    },
    revoke: () => wallet.enabled.clear(),
    verifySignature: ({ message, signature, address }) =>
      wallet.verify(message, signature, address),
    listenerCount: () => page.listenerCount(),
    requestCount: () => wallet.requests,
    remove() {
      page.keplr = undefined
    },
  }
}
