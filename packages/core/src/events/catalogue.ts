import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'

type Base = { namespace?: ChainNamespace }

/**
 * Every event the kit sends to the host (`kit.subscribeEvents`) and, when analytics is on,
 * to the analytics endpoint (except MODAL_CREATED, spec §7).
 */
export interface KitEventMap {
  MODAL_CREATED: Base
  MODAL_OPEN: Base & { connected: boolean }
  MODAL_CLOSE: Base & { connected: boolean }
  MODAL_LOADED: Base
  INITIALIZE: Base
  CONNECT_STARTED: Base & { method: string; name?: string; walletRank?: number }
  CONNECT_SUCCESS: Base & { method: string; name: string; caipNetworkId?: CaipNetworkId }
  CONNECT_ERROR: Base & { message: string }
  CONNECT_PROXY_ERROR: Base & { message: string }
  DISCONNECT_SUCCESS: Base
  DISCONNECT_ERROR: Base & { message: string }
  CLICK_WALLET_HELP: Base
  CLICK_NETWORK_HELP: Base
  CLICK_GET_WALLET: Base
  CLICK_TRANSACTIONS: Base & { isSmartAccount: boolean }
  ERROR_FETCH_TRANSACTIONS: Base & {
    address: string
    projectId: string
    cursor?: string
    isSmartAccount: boolean
  }
  LOAD_MORE_TRANSACTIONS: Base & {
    address?: string
    projectId: string
    cursor?: string
    isSmartAccount: boolean
  }
  SELECT_WALLET: Base & {
    name: string
    platform: 'mobile' | 'desktop' | 'browser' | 'web' | 'qrcode' | 'unsupported'
  }
  SWITCH_NETWORK: Base & { network: CaipNetworkId }
  SEARCH_WALLET: Base & { search: string }
  WALLET_IMPRESSION: Base & { name: string; walletRank?: number; explorerId?: string }
  SOCIAL_LOGIN_STARTED: Base & { provider: string }
  SOCIAL_LOGIN_SUCCESS: Base & { provider: string }
  SOCIAL_LOGIN_ERROR: Base & { provider: string; message: string }
  SOCIAL_LOGIN_CANCELED: Base & { provider: string }
  EMAIL_LOGIN_SELECTED: Base
  EMAIL_SUBMITTED: Base
  EMAIL_VERIFICATION_CODE_SENT: Base
  EMAIL_VERIFICATION_CODE_PASS: Base
  EMAIL_VERIFICATION_CODE_FAIL: Base & { message: string }
  EMAIL_EDIT: Base
  EMAIL_EDIT_COMPLETE: Base
  EMAIL_UPGRADE_FROM_MODAL: Base
  SET_PREFERRED_ACCOUNT_TYPE: Base & { accountType: string; network: string }
  OPEN_SWAP: Base & { isSmartAccount: boolean; network: string }
  INITIATE_SWAP: Base & {
    isSmartAccount: boolean
    network: string
    swapFromToken: string
    swapToToken: string
    swapFromAmount: string
    swapToAmount: string
  }
  SWAP_SUCCESS: Base & {
    isSmartAccount: boolean
    network: string
    swapFromToken: string
    swapToToken: string
    swapFromAmount: string
    swapToAmount: string
  }
  SWAP_ERROR: Base & { isSmartAccount: boolean; network: string; message: string }
  SWAP_APPROVAL_ERROR: Base & { isSmartAccount: boolean; network: string; message: string }
  OPEN_SEND: Base & { isSmartAccount: boolean; network: string }
  SEND_INITIATED: Base & { isSmartAccount: boolean; network: string; token: string; amount: number }
  SEND_SUCCESS: Base & {
    isSmartAccount: boolean
    network: string
    token: string
    amount: number
    hash?: string
  }
  SEND_ERROR: Base & {
    isSmartAccount: boolean
    network: string
    token: string
    amount: number
    message: string
  }
  OPEN_ONRAMP: Base
  CLICK_SIGN_SIWX_MESSAGE: Base & { network: string; isSmartAccount: boolean }
  CLICK_CANCEL_SIWX: Base & { network: string; isSmartAccount: boolean }
  SIWX_AUTH_SUCCESS: Base & { network: string; isSmartAccount: boolean }
  SIWX_AUTH_ERROR: Base & { network: string; isSmartAccount: boolean; message: string }
  REGISTER_ACCOUNT_NAME_INITIATED: Base & { isSmartAccount: boolean; ensName: string }
  REGISTER_ACCOUNT_NAME_SUCCESS: Base & { isSmartAccount: boolean; ensName: string }
  REGISTER_ACCOUNT_NAME_ERROR: Base & { isSmartAccount: boolean; ensName: string; error: string }
  ALERT_SHOWN: Base & { shortMessage: string; longMessage?: string }
  VIEW_CHANGED: Base & { view: string }
}

export type KitEventName = keyof KitEventMap

/** What `subscribeEvents` listeners receive. */
export interface KitEvent<N extends KitEventName = KitEventName> {
  name: N
  properties: KitEventMap[N]
  timestamp: number
}

export const KIT_EVENT_NAMES = [
  'MODAL_CREATED',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'MODAL_LOADED',
  'INITIALIZE',
  'CONNECT_STARTED',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'CONNECT_PROXY_ERROR',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'CLICK_WALLET_HELP',
  'CLICK_NETWORK_HELP',
  'CLICK_GET_WALLET',
  'CLICK_TRANSACTIONS',
  'ERROR_FETCH_TRANSACTIONS',
  'LOAD_MORE_TRANSACTIONS',
  'SELECT_WALLET',
  'SWITCH_NETWORK',
  'SEARCH_WALLET',
  'WALLET_IMPRESSION',
  'SOCIAL_LOGIN_STARTED',
  'SOCIAL_LOGIN_SUCCESS',
  'SOCIAL_LOGIN_ERROR',
  'SOCIAL_LOGIN_CANCELED',
  'EMAIL_LOGIN_SELECTED',
  'EMAIL_SUBMITTED',
  'EMAIL_VERIFICATION_CODE_SENT',
  'EMAIL_VERIFICATION_CODE_PASS',
  'EMAIL_VERIFICATION_CODE_FAIL',
  'EMAIL_EDIT',
  'EMAIL_EDIT_COMPLETE',
  'EMAIL_UPGRADE_FROM_MODAL',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'OPEN_SWAP',
  'INITIATE_SWAP',
  'SWAP_SUCCESS',
  'SWAP_ERROR',
  'SWAP_APPROVAL_ERROR',
  'OPEN_SEND',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'OPEN_ONRAMP',
  'CLICK_SIGN_SIWX_MESSAGE',
  'CLICK_CANCEL_SIWX',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'REGISTER_ACCOUNT_NAME_INITIATED',
  'REGISTER_ACCOUNT_NAME_SUCCESS',
  'REGISTER_ACCOUNT_NAME_ERROR',
  'ALERT_SHOWN',
  'VIEW_CHANGED',
] as const satisfies readonly KitEventName[]
