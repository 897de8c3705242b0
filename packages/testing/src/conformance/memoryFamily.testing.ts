// An in-memory wallet and adapter for the conformance suite's own tests: a well-behaved pair, and
// switches that break the adapter one way at a time, so each check is seen to fail. Test-only.
import { createHash } from 'node:crypto'
import type {
  AdapterEventMap,
  AdapterEventName,
  CaipNetwork,
  ChainAdapter,
  ConnectResult,
} from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { eip155Family } from '@gangway/core/eip155'
import type { HeldRequest, WalletDriver } from './types.js'

export const MEMORY_ADDRESSES = [
  '0x1111111111111111111111111111111111111111',
  '0x2222222222222222222222222222222222222222',
] as const

export const memoryNetworks: CaipNetwork[] = [1, 2].map((id) => ({
  id,
  name: `Memory ${id}`,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
}))

const signatureOf = (address: string, message: string) =>
  `0x${createHash('sha256').update(`${address.toLowerCase()}:${message}`).digest('hex')}`

type Listener = (...args: unknown[]) => void

/** The wallet: two accounts, a site it may trust, balances, and a visitor the test plays. */
export class MemoryWallet implements WalletDriver {
  readonly connectorId = 'memory-wallet'
  trusted = false
  active = 0
  chainId = 1
  requests = 0
  readonly balances = new Map<string, bigint>([[MEMORY_ADDRESSES[0], 10n ** 18n]])
  private readonly listeners = new Map<string, Set<Listener>>()
  private refuse = false
  private hold: { answer: Promise<boolean>; asked: () => void } | undefined

  get address(): string {
    return MEMORY_ADDRESSES[this.active] as string
  }

  on(event: string, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set()
    this.listeners.set(event, set.add(listener))
    return () => void set.delete(listener)
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args)
  }

  /** A request the visitor approves (connect, sign, send): honours `rejectNext` and `holdNext`. */
  async ask(): Promise<void> {
    this.requests++
    const held = this.hold
    this.hold = undefined
    if (held) {
      held.asked()
      if (!(await held.answer)) throw Object.assign(new Error('User rejected.'), { code: 4001 })
    }
    if (this.refuse) {
      this.refuse = false
      throw Object.assign(new Error('User rejected.'), { code: 4001 })
    }
  }

  rejectNext(): void {
    this.refuse = true
  }

  holdNext(): HeldRequest {
    let answer: (approve: boolean) => void = () => {}
    let asked: () => void = () => {}
    this.hold = {
      answer: new Promise((resolve) => {
        answer = resolve
      }),
      asked: () => asked(),
    }
    return {
      asked: new Promise((resolve) => {
        asked = resolve
      }),
      approve: () => answer(true),
      reject: () => answer(false),
    }
  }

  switchAccount(): void {
    this.active = 1 - this.active
    this.emit('accounts', this.address)
  }

  disconnect(): void {
    this.emit('disconnect')
  }

  revoke(): void {
    this.trusted = false
  }

  sign(address: string, message: string): string {
    return signatureOf(address, message)
  }

  verifySignature({ message, signature, address }: Record<string, string>): boolean {
    return signature === signatureOf(address as string, message as string)
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0)
  }

  requestCount(): number {
    return this.requests
  }

  remove(): void {}
}

/** Ways to break the adapter, each against one rule of the contract. */
export type MemoryAdapterDefect =
  | 'connectorOfAnotherNamespace'
  | 'invalidAddress'
  | 'unknownChain'
  | 'rawRejection'
  | 'forgetsOnReload'
  | 'restoresRevokedSite'
  | 'keepsProviderAfterDisconnect'
  | 'noNetworkChangedEvent'
  | 'badSignature'
  | 'signsDespiteRefusal'
  | 'sendsNothing'
  | 'wrongBalance'
  | 'capabilityNotAFunction'
  | 'ignoresAccountChange'
  | 'ignoresWalletDisconnect'
  | 'emitsAfterDestroy'
  | 'connectsAfterDestroy'
  | 'restoresAfterDestroy'
  | 'leaksTimer'
  | 'leaksWalletListener'
  | 'requestsAfterDestroy'
  | 'unsupportedWithPlainError'

/** Timers the broken adapters leaked, for the test file to clear. */
export const leakedTimers: ReturnType<typeof setInterval>[] = []

/**
 * An adapter over `MemoryWallet` that implements `ChainAdapter` by hand (no `BaseAdapter`, whose
 * guards would hide some defects), with at most the given defects.
 */
export class MemoryAdapter implements ChainAdapter {
  readonly family = eip155Family
  readonly adapterType = 'memory'
  readonly capabilities: ChainAdapter['capabilities']
  private readonly listeners = new Map<AdapterEventName, Set<(payload: never) => void>>()
  private provider: MemoryWallet | undefined
  private unfollow: (() => void)[] = []
  private destroyed = false
  private chainId = 1

  constructor(
    private readonly wallet: MemoryWallet,
    private readonly defects: ReadonlySet<MemoryAdapterDefect> = new Set(),
    private readonly node?: { url: string },
  ) {
    this.capabilities = defects.has('capabilityNotAFunction')
      ? ({ getAccounts: 'yes' } as never)
      : { getAccounts: async () => ({ accounts: [] }) }
  }

  private has(defect: MemoryAdapterDefect): boolean {
    return this.defects.has(defect)
  }

  private emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void {
    if (this.destroyed && !this.has('emitsAfterDestroy')) return
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload as never)
  }

  on<E extends AdapterEventName>(event: E, listener: (payload: AdapterEventMap[E]) => void) {
    const set = this.listeners.get(event) ?? new Set()
    this.listeners.set(event, set.add(listener as (payload: never) => void))
    return () => void set.delete(listener as (payload: never) => void)
  }

  setup(): void {
    if (this.has('leaksTimer')) leakedTimers.push(setInterval(() => {}, 4000))
  }

  getConnectors() {
    const chain = this.has('connectorOfAnotherNamespace') ? 'solana' : 'eip155'
    return [{ id: this.wallet.connectorId, name: 'Memory', type: 'INJECTED' as const, chain }]
  }

  private open(): ConnectResult {
    const live = !this.destroyed || this.has('connectsAfterDestroy')
    if (!live) throw new KitError('CONNECT_FAILED', { params: { details: 'destroyed' } })
    const wallet = this.wallet
    this.provider = wallet
    this.unfollow.push(
      wallet.on('accounts', (address) => {
        if (!this.has('ignoresAccountChange'))
          this.emit('accountChanged', { address: address as string })
      }),
      wallet.on('disconnect', () => {
        this.provider = undefined
        if (!this.has('ignoresWalletDisconnect')) this.emit('disconnect', undefined)
      }),
    )
    return {
      id: wallet.connectorId,
      type: 'INJECTED',
      address: this.has('invalidAddress') ? 'not-an-address' : wallet.address,
      chainId: this.has('unknownChain') ? 99 : this.chainId,
      provider: wallet,
    }
  }

  async connect(): Promise<ConnectResult> {
    try {
      await this.wallet.ask()
    } catch (error) {
      if (this.has('rawRejection')) throw error
      throw new KitError('USER_REJECTED', { cause: error })
    }
    this.wallet.trusted = true
    return this.open()
  }

  async restore(): Promise<ConnectResult | null> {
    await Promise.resolve()
    if (this.destroyed && !this.has('restoresAfterDestroy')) return null
    if (this.has('forgetsOnReload')) return null
    if (!this.wallet.trusted && !this.has('restoresRevokedSite')) return null
    return this.has('restoresAfterDestroy') ? this.openAnyway() : this.open()
  }

  private openAnyway(): ConnectResult {
    const destroyed = this.destroyed
    this.destroyed = false
    try {
      return this.open()
    } finally {
      this.destroyed = destroyed
    }
  }

  async disconnect(): Promise<void> {
    for (const off of this.unfollow.splice(0)) off()
    if (!this.has('keepsProviderAfterDisconnect')) this.provider = undefined
  }

  async signMessage({ message, address }: { message: string; address: string }) {
    if (!this.has('signsDespiteRefusal')) {
      try {
        await this.wallet.ask()
      } catch (error) {
        throw new KitError('USER_REJECTED', { cause: error })
      }
    }
    if (this.has('badSignature')) return { signature: '0xbad' }
    return { signature: this.wallet.sign(address, message) }
  }

  async sendTransaction({ to, value }: { to: string; value: bigint }) {
    if (this.has('unsupportedWithPlainError')) throw new Error('cannot send')
    await this.wallet.ask()
    if (!this.has('sendsNothing')) {
      const { balances, address } = this.wallet
      balances.set(address, (balances.get(address) ?? 0n) - value)
      balances.set(to, (balances.get(to) ?? 0n) + value)
    }
    return { hash: `0x${'ab'.repeat(32)}` }
  }

  async getBalance({ address }: { address: string }) {
    const wei = (this.wallet.balances.get(address) ?? 0n) + (this.has('wrongBalance') ? 1n : 0n)
    const whole = wei / 10n ** 18n
    const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
    return { balance: fraction ? `${whole}.${fraction}` : `${whole}`, symbol: 'ETH', decimals: 18 }
  }

  async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }) {
    this.chainId = Number(caipNetwork.id)
    if (!this.has('noNetworkChangedEvent')) this.emit('networkChanged', { chainId: this.chainId })
  }

  getProvider(): unknown {
    return this.provider
  }

  destroy(): void {
    this.destroyed = true
    if (!this.has('leaksWalletListener') && !this.has('emitsAfterDestroy'))
      for (const off of this.unfollow.splice(0)) off()
    if (!this.has('keepsProviderAfterDisconnect')) this.provider = undefined
    if (this.has('requestsAfterDestroy') && this.node) void fetch(this.node.url).catch(() => {})
  }
}
