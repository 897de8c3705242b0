import type { ChainAdapter } from '../adapters/types.js'
import type { ChainController } from '../controllers/chain/chainController.js'
import type { SnackbarController } from '../controllers/snackbar/snackbarController.js'
import type { KitError } from '../errors/KitError.js'
import { type ActiveAccount, activeAccount, activeAccountKey } from '../selectors/activeAccount.js'
import type { BalanceRetryGate } from '../storage/balanceRetryGate.js'
import type { KitStorage } from '../storage/types.js'
import type { TokenBalance } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import { withTimeLimit } from '../utils/timeLimit.js'
import { parseTokenBalances } from '../validators/tokenBalance.js'
import {
  mergeNativeBalance,
  type NativeTokenAddresses,
  nativeTokenBalance,
} from './nativeTokenBalance.js'
import type { BalanceSource } from './types.js'
import { createWalletTokens, type WalletTokensDeps } from './walletTokens.js'

// Loaded on demand (startPortfolioSync): the kernel's services come in through the deps, and
// nothing here imports a module the first load also uses — a shared import would make host
// bundlers put this code in a chunk of the first load.

export interface PortfolioSyncDeps {
  chain: ChainController
  /** Whether the namespace's family has balances (spec §9: eip155 and solana). */
  supported(namespace: ChainNamespace): boolean
  /** The namespace's adapter (it reads the native balance). */
  adapterOf(namespace: ChainNamespace): ChainAdapter | undefined
  storage: KitStorage
  snackbar: Pick<SnackbarController, 'showError'>
  /** The balance API or the host's own source; without one the Tokens tab lists the native balance. */
  source?: BalanceSource
  /** Spec §5: after a failed token read, none for 30 s. */
  retryGate: BalanceRetryGate
  /** The catalogue's 'Token Balance Unavailable' (its error, so the modal can translate it). */
  unavailableMessage: string | KitError
  /** How long the token source gets to answer (ms): past it the read counts as failed. */
  timeoutMs: number
  nativeTokenAddresses: NativeTokenAddresses
  /** The wallet's own asset list (`wallet_getAssets`), checked and converted (spec §5). */
  walletAssetBalances: WalletTokensDeps['walletAssetBalances']
}

export interface PortfolioSync {
  /** Reads the active account's balances again, past the caches (after a send, say). */
  refresh(): Promise<void>
  dispose(): void
}

interface NativeCacheEntry {
  balance: string
  symbol: string
}

/**
 * Keeps the active account's balances current (spec §3 account state): the native balance
 * (`balance`, `balanceSymbol`, from the adapter) and the Tokens tab (`tokenBalance`, from the
 * balance source). Both are read when the active address or network changes, served from the
 * address-keyed caches while fresh (spec §5: 30 s each). The native balance is listed as soon as
 * the adapter answers, whatever the token source does. A failed or timed-out token read shows
 * 'Token Balance Unavailable' and is not retried for 30 s; meanwhile the tab lists the native
 * balance.
 */
export function createPortfolioSync(deps: PortfolioSyncDeps): PortfolioSync {
  const { chain, storage, snackbar, source, retryGate: gate, nativeTokenAddresses } = deps
  let run = 0
  let inFlight: AbortController | undefined
  const readWalletTokens = createWalletTokens(deps)

  const balanceAccount = (): ActiveAccount | undefined => {
    const account = activeAccount(chain.store.getState())
    return account && deps.supported(account.namespace) ? account : undefined
  }

  async function readNative(
    active: ActiveAccount,
    fresh: boolean,
  ): Promise<NativeCacheEntry | undefined> {
    const key = active.key
    const cached = fresh ? undefined : storage.getCache<NativeCacheEntry>('nativeBalance', key)
    if (cached && typeof cached.balance === 'string' && typeof cached.symbol === 'string')
      return cached
    const adapter = deps.adapterOf(active.namespace)
    if (!adapter) return undefined
    try {
      const { balance, symbol } = await adapter.getBalance({
        address: active.address,
        caipNetwork: active.network,
      })
      const entry = { balance, symbol }
      storage.setCache('nativeBalance', key, entry)
      return entry
    } catch {
      return undefined
    }
  }

  async function readTokens(
    active: ActiveAccount,
    fresh: boolean,
    signal: AbortSignal,
  ): Promise<TokenBalance[] | undefined> {
    const key = active.key
    const cached = fresh ? undefined : storage.getCache<unknown>('portfolio', key)
    const parsedCache = cached === undefined ? undefined : parseTokenBalances(cached)
    if (parsedCache) return parsedCache
    // Spec §5: the wallet's own asset list first, where it offers one; else the balance API.
    const fromWallet = await readWalletTokens(deps.adapterOf(active.namespace), active)
    if (signal.aborted) throw signal.reason
    if (fromWallet) {
      storage.setCache('portfolio', key, fromWallet)
      return fromWallet
    }
    if (!source) return []
    if (!gate.canRetry()) return undefined
    try {
      const query = { address: active.address, caipNetworkId: active.network.caipNetworkId }
      const answer = await withTimeLimit(
        deps.timeoutMs,
        (limited) => source.getBalances(query, { signal: limited, current: fresh }),
        signal,
      )
      const balances = parseTokenBalances(answer)
      if (!balances) throw new Error('The balance source answered no balances')
      gate.reset()
      storage.setCache('portfolio', key, balances)
      return balances
    } catch (error) {
      if (signal.aborted) throw error
      gate.markFailure()
      snackbar.showError(deps.unavailableMessage)
      return undefined
    }
  }

  /** The source's tokens last listed, and whose: kept on screen while the same account reads. */
  let listed: { key: string; tokens: TokenBalance[] } | undefined
  const listedFor = (active: ActiveAccount) => (listed?.key === active.key ? listed.tokens : [])

  function list(
    active: ActiveAccount,
    tokens: TokenBalance[],
    native: NativeCacheEntry | undefined,
  ) {
    listed = { key: active.key, tokens }
    const nativeRow = native
      ? nativeTokenBalance(active.network, native.balance, nativeTokenAddresses)
      : undefined
    chain.updateAccountState(active.namespace, {
      tokenBalance: mergeNativeBalance(tokens, active.network, nativeRow, nativeTokenAddresses),
    })
  }

  async function sync(fresh: boolean) {
    const id = ++run
    inFlight?.abort()
    inFlight = undefined
    const active = balanceAccount()
    if (!active) return
    const controller = new AbortController()
    inFlight = controller
    const current = () => id === run
    let tokensRead = false
    const nativeRead = readNative(active, fresh).then((native) => {
      if (!current()) return native
      chain.updateAccountState(active.namespace, {
        balance: native?.balance,
        balanceSymbol: native?.symbol ?? active.network.nativeCurrency.symbol,
      })
      // The native row does not wait for the token source, which may take its whole time limit.
      if (native && !tokensRead) list(active, listedFor(active), native)
      return native
    })
    let tokens: TokenBalance[] | undefined
    try {
      tokens = await readTokens(active, fresh, controller.signal)
    } catch {
      return // superseded
    }
    tokensRead = true
    const native = await nativeRead
    if (current()) list(active, tokens ?? [], native)
  }

  const unsubscribe = chain.store.subscribe(activeAccountKey, () => void sync(false), {
    fireImmediately: true,
  })

  return {
    refresh() {
      // The cached entries are stale now: a read that replaces this one before it ends (another
      // network and back) must not show them (e.g. the balance before a send).
      const active = balanceAccount()
      if (active) {
        storage.removeCacheEntry('nativeBalance', active.key)
        storage.removeCacheEntry('portfolio', active.key)
      }
      return sync(true)
    },
    dispose() {
      run++
      inFlight?.abort()
      unsubscribe()
    },
  }
}
