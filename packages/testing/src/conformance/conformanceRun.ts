import type { ChainAdapter } from '@gangway/core/adapter'
import { isKitError } from '@gangway/core/common'
import { createAdapterContext, type TestAdapterContext } from '../adapters/createAdapterContext.js'
import { sleep } from './timerTracker.js'
import type { ConformanceEnvironment, OpenedConnection, WalletDriver } from './types.js'

/** What a settled promise held: its value or its error. */
export type Outcome<T> = { value: T } | { error: unknown }

export const settle = <T>(promise: Promise<T>): Promise<Outcome<T>> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )

/** The KitError code of a rejection, or the error itself when it is no KitError. */
export const rejectionCode = async (promise: Promise<unknown>): Promise<unknown> => {
  const outcome = await settle(promise)
  if ('value' in outcome) return 'resolved'
  return isKitError(outcome.error) ? outcome.error.code : outcome.error
}

/** Lets pending promise chains and wallet events run out before a check looks. */
export const quiet = (ms = 50) => sleep(ms)

/**
 * One check's world: the environment, a fresh wallet, and every adapter the check loads (each
 * set up as the kit sets one up, with a context the run aborts when it destroys the adapter).
 */
export class ConformanceRun<D extends WalletDriver = WalletDriver> {
  private readonly loaded: { adapter: ChainAdapter; context: TestAdapterContext }[] = []

  constructor(
    readonly env: ConformanceEnvironment<D>,
    readonly wallet: D,
  ) {}

  /** A new adapter, set up with the host's networks (one page load). */
  async load(): Promise<ChainAdapter> {
    const adapter = this.env.createAdapter(this.wallet)
    const context = createAdapterContext({
      networks: this.env.networks,
      ...(this.wallet.universalProvider && { universalProvider: this.wallet.universalProvider }),
      logger: { error: () => {}, warn: () => {} },
    })
    this.loaded.push({ adapter, context })
    await adapter.setup(context)
    return adapter
  }

  /** A new adapter connected to the wallet on the first network. */
  async connect(adapter?: ChainAdapter): Promise<OpenedConnection> {
    const target = adapter ?? (await this.load())
    const network = this.env.networks[0]
    if (!network) throw new Error('The conformance environment has no network.')
    const result = await target.connect({ id: this.wallet.connectorId, chainId: network.id })
    return { adapter: target, result, network }
  }

  /** Destroys the adapter as the kit does: its context's signal is aborted, then `destroy()`. */
  async destroy(adapter: ChainAdapter): Promise<void> {
    this.loaded.find((entry) => entry.adapter === adapter)?.context.abort()
    await adapter.destroy()
  }

  /** Destroys every adapter the check loaded and removes the wallet. */
  async close(): Promise<void> {
    for (const { adapter, context } of this.loaded.splice(0).reverse()) {
      await adapter.disconnect().catch(() => undefined)
      context.abort()
      await Promise.resolve(adapter.destroy()).catch(() => undefined)
    }
    await this.wallet.remove()
  }
}
