import type { TokenBalance } from '../../types/account.js'

/** Send state of spec §3. The send flow itself lives elsewhere; this is its store. */
export interface SendState {
  token: TokenBalance | undefined
  /** The amount as the visitor typed it: a decimal string in the token's units ('1.5'). */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  gasPrice: bigint | undefined
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: string | undefined
  tokenBalances: TokenBalance[]
  loading: boolean
  /** When balances were last fetched (ms), for the 30 s retry gap. */
  lastRetry: number | undefined
}

export function createInitialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileImageUrl: undefined,
    receiverProfileName: undefined,
    gasPrice: undefined,
    gasPriceInUSD: undefined,
    networkBalanceInUSD: undefined,
    tokenBalances: [],
    loading: false,
    lastRetry: undefined,
  }
}
