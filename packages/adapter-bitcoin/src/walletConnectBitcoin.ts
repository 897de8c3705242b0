import {
  type AccountEntry,
  buildOptionalNamespaces,
  type CaipNetwork,
  type Connector,
  KitError,
  sessionAccounts as namespaceAccounts,
  type SignPsbtParams,
  type SignPsbtResult,
  type UniversalProviderLike,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_EVENTS,
  WALLET_CONNECT_METHODS,
} from '@gangway/core'

/** The bip122 methods and events a WalletConnect session asks for (the kernel's list). */
export const WALLET_CONNECT_BIP122_METHODS = WALLET_CONNECT_METHODS.bip122
export const WALLET_CONNECT_BIP122_EVENTS = WALLET_CONNECT_EVENTS.bip122

/** The kit connector for WalletConnect on bip122. */
export function walletConnectBitcoinConnector(): Connector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'bip122',
  }
}

/** The bip122 accounts (`bip122:<chain>:<address>`) of the session. */
const sessionAccounts = (universal: UniversalProviderLike) =>
  namespaceAccounts(universal.session, 'bip122')

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
    const list = await universal.request<
      { address: string; publicKey?: string; intention?: string }[]
    >(
      {
        method: 'getAccountAddresses',
        params: { account: address, intentions: ['payment', 'ordinal'] },
      },
      `bip122:${chainId}`,
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

function pickSession(
  universal: UniversalProviderLike,
  preferredChainId?: string | number,
): { chainId: string; address: string } | undefined {
  const accounts = sessionAccounts(universal)
  return accounts.find((account) => account.chainId === String(preferredChainId)) ?? accounts[0]
}

/**
 * Opens (or joins) the kit's WalletConnect session for bip122 and reads the wallet's payment and
 * ordinal addresses: the kernel's one pairing (`pair`, a session for every namespace of the
 * host's networks) when there is no session yet, else a session proposing bip122 on `networks`;
 * a session with bip122 accounts is joined as it is. `onDisplayUri` receives the pairing URI.
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
  const onUri = (uri: string) => options.onDisplayUri?.(uri)
  universal.on('display_uri', onUri)
  try {
    if (options.pair && !universal.session) {
      await options.pair()
    } else if (sessionAccounts(universal).length === 0) {
      const bip122 = networks.filter((network) => network.chainNamespace === 'bip122')
      await universal.connect({ optionalNamespaces: buildOptionalNamespaces(bip122) })
    }
  } finally {
    universal.removeListener('display_uri', onUri)
  }
  const picked = pickSession(universal, options.chainId)
  if (!picked) {
    throw new KitError('CONNECT_FAILED', {
      params: { details: 'The WalletConnect session holds no bip122 account.' },
    })
  }
  return { ...picked, accounts: await readAccounts(universal, picked.chainId, picked.address) }
}

/** The bip122 side of a WalletConnect session that survived a reload, if any. */
export async function restoreWalletConnectBitcoin(
  universal: UniversalProviderLike,
  preferredChainId?: string | number,
): Promise<WalletConnectBitcoinSession | undefined> {
  const picked = pickSession(universal, preferredChainId)
  if (!picked) return undefined
  return { ...picked, accounts: await readAccounts(universal, picked.chainId, picked.address) }
}

/** The bip122 requests of a WalletConnect session, on one chain. */
export function walletConnectBitcoinRequests(universal: UniversalProviderLike, chainId: string) {
  const chain = `bip122:${chainId}`
  return {
    signMessage: (params: { address: string; message: string; protocol?: 'ecdsa' | 'bip322' }) =>
      universal.request<{ signature: string; address?: string }>(
        { method: 'signMessage', params },
        chain,
      ),
    signPsbt: ({ psbt, signInputs, broadcast }: SignPsbtParams) =>
      universal.request<SignPsbtResult>(
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
      ),
    sendTransfer: (params: { account: string; recipientAddress: string; amount: string }) =>
      universal.request<{ txid: string }>({ method: 'sendTransfer', params }, chain),
  }
}
