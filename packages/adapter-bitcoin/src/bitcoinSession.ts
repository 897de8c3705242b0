import type { AccountEntry, UniversalProviderLike } from '@gangway/core/adapter'

/** The connected wallet: an injected one (by its provider id) or a WalletConnect session. */
export type BitcoinSession = (
  | { kind: 'injected'; providerId: string }
  | { kind: 'walletConnect'; universal: UniversalProviderLike }
) & {
  chainId: string
  accounts: AccountEntry[]
  /** The account in use (signing): the payment address unless the visitor chose another. */
  address: string
}

/**
 * The account in use after the wallet's list changed: the same address, else the account of the
 * same type (payment, ordinal; the addresses differ per network), else the first.
 */
function keepActive(accounts: readonly AccountEntry[], previous: AccountEntry | undefined) {
  return (
    accounts.find((account) => account.address === previous?.address) ??
    accounts.find((account) => account.type === previous?.type) ??
    accounts[0]
  )
}

const activeEntry = (session: BitcoinSession) =>
  session.accounts.find((account) => account.address === session.address)

/** The wallet's new list; the account in use is kept (or its type's, or the first). */
export function setSessionAccounts(session: BitcoinSession, accounts: AccountEntry[]) {
  const active = keepActive(accounts, activeEntry(session))
  session.accounts = accounts
  if (active) session.address = active.address
}

/** The session's payment address (transfers and the balance are its), else its first account. */
export function paymentAddress(session: BitcoinSession): string {
  return (
    session.accounts.find((account) => account.type === 'payment')?.address ??
    (session.accounts[0]?.address as string)
  )
}
