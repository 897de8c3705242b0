import type { ChainController } from '../controllers/chain/chainController.js'
import type { NftsState } from '../controllers/nfts/types.js'
import type { KitError } from '../errors/KitError.js'
import { activeAccount, activeAccountKey } from '../selectors/activeAccount.js'
import type { Store } from '../store/createStore.js'
import type { ChainNamespace } from '../types/chain.js'
import { withTimeLimit } from '../utils/timeLimit.js'
import { parseNfts } from './parseNfts.js'
import type { NftSource } from './types.js'

// Loaded on demand with the first NFT read (createNftsController): the kernel's services come in
// through the deps; nothing here is imported by the first load.

export interface NftsReaderDeps {
  chain: ChainController
  /** Whether the namespace's family lists NFTs (eip155 and solana, like balances). */
  supported(namespace: ChainNamespace): boolean
  source: NftSource | undefined
  store: Store<NftsState>
  empty: NftsState
  /** The catalogue's 'Failed to fetch NFTs' (its error, so the modal can translate it). */
  failedMessage: string | KitError
  showError(message: string | KitError): void
  /** How long the source gets to answer (ms): past it the read counts as failed. */
  timeoutMs: number
}

export interface NftsReader {
  fetchNfts(options?: { refresh?: boolean }): Promise<void>
  dispose(): void
}

export function createNftsReader(deps: NftsReaderDeps): NftsReader {
  const { chain, store, source, empty } = deps
  let run = 0
  let inFlight: AbortController | undefined

  async function read() {
    const account = activeAccount(chain.store.getState())
    const id = ++run
    inFlight?.abort()
    inFlight = undefined
    if (!account) return store.setState(() => empty)
    if (!source || !deps.supported(account.namespace))
      return store.setState(() => ({ ...empty, account: account.key }))
    store.setState(() => ({ ...empty, account: account.key, loading: true }))
    const controller = new AbortController()
    inFlight = controller
    const caipNetworkId = account.network.caipNetworkId
    try {
      const answer = await withTimeLimit(
        deps.timeoutMs,
        (signal) => source.getNfts({ address: account.address, caipNetworkId }, { signal }),
        controller.signal,
      )
      const nfts = parseNfts(answer, caipNetworkId)
      if (!nfts) throw new Error('The NFT API answered no list')
      if (id !== run) return
      store.setState(() => ({ ...empty, account: account.key, nfts }))
    } catch {
      if (id !== run) return
      store.setState(() => ({ ...empty, account: account.key, failed: true }))
      deps.showError(deps.failedMessage)
    }
  }

  // A list belongs to one account on one network: dropped when either changes.
  const unsubscribe = chain.store.subscribe(activeAccountKey, () => {
    run++
    inFlight?.abort()
    if (store.getState().account !== undefined) store.setState(() => empty)
  })

  return {
    async fetchNfts(options = {}) {
      const account = activeAccount(chain.store.getState())
      const state = store.getState()
      const here = account && state.account === account.key && !state.failed
      if (here && !options.refresh) return
      await read()
    },
    dispose() {
      run++
      inFlight?.abort()
      unsubscribe()
    },
  }
}
