import type { AdapterRegistry } from '../../adapters/registry.js'
import type { ChainController } from '../../controllers/chain/chainController.js'
import type { ModalController } from '../../controllers/modal/modalController.js'
import type { RouterController } from '../../controllers/router/routerController.js'
import type { KitError } from '../../errors/KitError.js'
import type { EventBus } from '../../events/createEventBus.js'
import type { SIWXConfig } from '../../options/types.js'
import type { Store } from '../../store/createStore.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../types/chain.js'

/** The account and network a sign-in is for. */
export interface SiwxTarget {
  namespace: ChainNamespace
  caipAddress: CaipAddress
  /** The address in its family's form (no CAIP prefix). */
  address: string
  chainId: CaipNetworkId
  isSmartAccount: boolean
}

export interface SiwxFlowState {
  /**
   * idle: nothing asked (no account, a valid session, or dismissed); checking: reading the
   * sessions; pending: SIWXSignMessage waits for the visitor; signing: the wallet or the session
   * store is at work; error: the last attempt failed (`error` says why) and the view stays.
   */
  status: 'idle' | 'checking' | 'pending' | 'signing' | 'error'
  target: SiwxTarget | undefined
  /** Sign-in required (siwx.getRequired()): cancel disconnects, close is disabled. */
  required: boolean
  /** The text shown under the buttons after a failed attempt. */
  error: string | undefined
  /** The kit error behind `error` (its code and params), so the modal can show it in its locale. */
  failure: KitError | undefined
}

/** The sign-in flow of spec §4 "SIWX", loaded only when the host sets `siwx`. */
export interface SiwxFlow {
  store: Store<SiwxFlowState>
  /** Signs the message with the wallet and stores the session; closes the modal on success. */
  sign(): Promise<void>
  /** Cancel: disconnects when required, else closes; the router then resets to Connect. */
  cancel(): Promise<void>
  /** Checks the current account and network now (the kit calls it on every change). */
  check(): Promise<void>
  dispose(): void
}

export interface SiwxFlowDeps {
  siwx: SIWXConfig
  chain: ChainController
  adapters: Pick<AdapterRegistry, 'get'>
  modal: ModalController
  router: Pick<RouterController, 'reset' | 'getState'>
  events: EventBus
  disconnect(namespace: ChainNamespace): Promise<unknown>
  logger?: { error(...args: unknown[]): void }
}
