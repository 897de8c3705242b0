import type {
  AccountEntry,
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
} from './chain.js'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
export type AccountTab = 'tokens' | 'nfts' | 'activity'

export type SocialProvider =
  | 'google'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'github'
  | 'apple'
  | 'facebook'

export interface TokenBalance {
  name: string
  symbol: string
  chainId: CaipNetworkId
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  type?: string
  rdns?: string
  [key: string]: unknown
}

export interface EmbeddedUser {
  email?: string
  address: string
  chainId: string | number
  accounts?: { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  smartAccountDeployed?: boolean
  preferredAccountType?: AccountType
}

/** Account state of spec §3, one per namespace. */
export interface AccountState {
  currentTab: AccountTab
  tokenBalance: TokenBalance[]
  smartAccountDeployed: boolean
  addressLabels: Record<string, string>
  allAccounts: AccountEntry[]
  user?: EmbeddedUser
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  profileName?: string | null
  profileImage?: string | null
  addressExplorerUrl?: string
  connectedWalletInfo?: ConnectedWalletInfo
  preferredAccountType?: AccountType
  socialProvider?: SocialProvider
  farcasterUrl?: string
  /** The namespace's connection status (spec §4; held here only). */
  status: ConnectionStatus
  /**
   * The connector the namespace is connected (or being restored) through (spec §3: connector ids
   * are remembered per namespace; held here only, stored for the next visit).
   */
  connectorId?: string
  /**
   * The kit shell's first state for a returning visitor: the account is the last visit's, shown
   * while the kernel restores it (status 'connecting'). The kernel's own state never sets it.
   */
  restoring?: boolean
}

/** Network state of spec §3, one per namespace. */
export interface NetworkState {
  caipNetwork?: CaipNetwork
  supportsAllNetworks: boolean
  approvedCaipNetworkIds: CaipNetworkId[]
  requestedCaipNetworks: CaipNetwork[]
  smartAccountEnabledNetworks: number[]
}

export interface ChainEntry {
  namespace: ChainNamespace
  networks: CaipNetwork[]
  networkState: NetworkState
  accountState: AccountState
}
