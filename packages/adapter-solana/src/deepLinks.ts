/**
 * Wallet apps with a browse deep link: the dapp opens in the wallet's own browser. `explorerId`
 * is the wallet's id in the kit's wallet directory (its logo, and no second row for it).
 */
export const SOLANA_DEEP_LINK_WALLETS = [
  { id: 'phantom', name: 'Phantom', explorerId: 'phantom' },
  { id: 'solflare', name: 'Solflare', explorerId: 'solflare' },
  { id: 'backpack', name: 'Backpack', explorerId: 'backpack' },
  { id: 'coinbase', name: 'Coinbase Wallet', explorerId: 'coinbase-wallet' },
] as const

export type SolanaDeepLinkWalletId = (typeof SOLANA_DEEP_LINK_WALLETS)[number]['id']

/** 'Phantom', 'phantom', 'Coinbase Wallet', 'coinbase' → the wallet id, else undefined. */
export function toDeepLinkWalletId(walletIdOrName: string): SolanaDeepLinkWalletId | undefined {
  const key = walletIdOrName.trim().toLowerCase()
  return SOLANA_DEEP_LINK_WALLETS.find(
    (wallet) => wallet.id === key || wallet.name.toLowerCase() === key,
  )?.id
}

/**
 * Spec §7: the link that opens the dapp inside a Solana wallet app when no wallet is injected
 * (e.g. a mobile browser). `ref` (the origin of `dappUrl` by default) tells the wallet who
 * referred the visitor. Undefined for a wallet without such a link or an invalid URL.
 *
 * @example
 * getSolanaDeepLink('phantom', 'https://app.example/swap')
 * // 'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Fswap?ref=https%3A%2F%2Fapp.example'
 */
export function getSolanaDeepLink(
  walletId: string,
  dappUrl: string,
  ref?: string,
): string | undefined {
  let origin: string
  try {
    origin = new URL(dappUrl).origin
  } catch {
    return undefined
  }
  const url = encodeURIComponent(dappUrl)
  const referrer = encodeURIComponent(ref ?? origin)
  switch (toDeepLinkWalletId(walletId)) {
    case 'phantom':
      return `https://phantom.app/ul/browse/${url}?ref=${referrer}`
    case 'solflare':
      return `https://solflare.com/ul/v1/browse/${url}?ref=${referrer}`
    case 'backpack':
      return `https://backpack.app/ul/v1/browse/${url}?ref=${referrer}`
    case 'coinbase':
      return `https://go.cb-w.com/dapp?cb_url=${url}`
    default:
      return undefined
  }
}
