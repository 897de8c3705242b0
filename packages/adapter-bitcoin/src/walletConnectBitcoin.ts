import {
  type AccountEntry,
  bip122Family,
  type CaipNetwork,
  connectWalletConnectNamespace,
  type SignPsbtParams,
  type SignPsbtResult,
  sessionAccounts,
  timedWalletConnectRequest,
  type UniversalProviderLike,
  type WalletConnectNamespaceAccount,
} from '@gangway/core/adapter'

/** The bip122 methods and events a WalletConnect session asks for (the family's list). */
export const WALLET_CONNECT_BIP122_METHODS = bip122Family.walletConnect.methods
export const WALLET_CONNECT_BIP122_EVENTS = bip122Family.walletConnect.events

export interface WalletConnectBitcoinSession {
  chainId: string
  /** The payment address. */
  address: string
  accounts: AccountEntry[]
}

/** The addresses a WalletConnect wallet reports (payment, ordinal), else the session account. */
async function readAccounts(
  universal: UniversalProviderLike,
  chainId: string,
  address: string,
): Promise<AccountEntry[]> {
  try {
    const list = await timedWalletConnectRequest<
      { address: string; publicKey?: string; intention?: string }[]
    >(
      universal,
      {
        method: 'getAccountAddresses',
        params: { account: address, intentions: ['payment', 'ordinal'] },
      },
      `bip122:${chainId}`,
      { namespace: 'bip122' },
    )
    const entries = (Array.isArray(list) ? list : []).map(
      (item): AccountEntry => ({
        namespace: 'bip122',
        address: item.address,
        type: item.intention === 'ordinal' ? 'ordinal' : 'payment',
        ...(item.publicKey && { publicKey: item.publicKey }),
      }),
    )
    if (entries.some((entry) => entry.address === address)) {
      return [
        ...entries.filter((entry) => entry.type === 'payment'),
        ...entries.filter((entry) => entry.type === 'ordinal'),
      ]
    }
  } catch {
    // Wallets without getAccountAddresses: the session account is the payment address.
  }
  return [{ namespace: 'bip122', address, type: 'payment' }]
}

/** The session's bip122 account on the preferred chain, else its first. */
const pickAccount = (
  accounts: readonly WalletConnectNamespaceAccount[],
  preferredChainId?: string | number,
): WalletConnectNamespaceAccount | undefined =>
  accounts.find((account) => account.chainId === String(preferredChainId)) ?? accounts[0]

/**
 * Opens (or joins) the kit's WalletConnect session for bip122 (`connectWalletConnectNamespace`:
 * the kit's one pairing, else a bip122 proposal on `networks`; a refusal is USER_REJECTED) and
 * reads the wallet's payment and ordinal addresses. `onDisplayUri` receives the pairing URI.
 */
export async function connectWalletConnectBitcoin(
  universal: UniversalProviderLike,
  networks: readonly CaipNetwork[],
  options: {
    onDisplayUri?: (uri: string) => void
    chainId?: string | number
    pair?: () => Promise<unknown>
  } = {},
): Promise<WalletConnectBitcoinSession> {
  const accounts = await connectWalletConnectNamespace(universal, bip122Family, {
    networks,
    pair: options.pair,
    onDisplayUri: options.onDisplayUri,
  })
  const picked = pickAccount(accounts, options.chainId) as WalletConnectNamespaceAccount
  return { ...picked, accounts: await readAccounts(universal, picked.chainId, picked.address) }
}

/** The bip122 side of a WalletConnect session that survived a reload, if any. */
export async function restoreWalletConnectBitcoin(
  universal: UniversalProviderLike,
  preferredChainId?: string | number,
): Promise<WalletConnectBitcoinSession | undefined> {
  const picked = pickAccount(sessionAccounts(universal.session, bip122Family), preferredChainId)
  if (!picked) return undefined
  return { ...picked, accounts: await readAccounts(universal, picked.chainId, picked.address) }
}

/** The bip122 requests of a WalletConnect session, on one chain. */
export function walletConnectBitcoinRequests(universal: UniversalProviderLike, chainId: string) {
  const chain = `bip122:${chainId}`
  const limit = { namespace: 'bip122' }
  return {
    signMessage: (params: { address: string; message: string; protocol?: 'ecdsa' | 'bip322' }) =>
      timedWalletConnectRequest<{ signature: string; address?: string }>(
        universal,
        { method: 'signMessage', params },
        chain,
        limit,
      ),
    signPsbt: ({ psbt, signInputs, broadcast }: SignPsbtParams) =>
      timedWalletConnectRequest<SignPsbtResult>(
        universal,
        {
          method: 'signPsbt',
          params: {
            psbt,
            signInputs: Object.entries(signInputs ?? {}).flatMap(([address, indexes]) =>
              indexes.map((index) => ({ address, index })),
            ),
            broadcast: broadcast ?? false,
          },
        },
        chain,
        limit,
      ),
    sendTransfer: (params: { account: string; recipientAddress: string; amount: string }) =>
      timedWalletConnectRequest<{ txid: string }>(
        universal,
        { method: 'sendTransfer', params },
        chain,
        limit,
      ),
  }
}
