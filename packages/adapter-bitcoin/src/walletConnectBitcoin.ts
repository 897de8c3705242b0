import {
  type AccountEntry,
  type CaipNetwork,
  type Connector,
  KitError,
  type SignPsbtParams,
  type SignPsbtResult,
  type UniversalProviderLike,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@gangway/core'

/** The bip122 methods and events a WalletConnect session asks for. */
export const WALLET_CONNECT_BIP122_METHODS = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const
export const WALLET_CONNECT_BIP122_EVENTS = ['bip122_addressesChanged'] as const

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
function sessionAccounts(universal: UniversalProviderLike): { chainId: string; address: string }[] {
  return (universal.session?.namespaces.bip122?.accounts ?? []).flatMap((caip) => {
    const [namespace, chainId, address] = caip.split(':')
    return namespace === 'bip122' && chainId && address ? [{ chainId, address }] : []
  })
}

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
 * Opens (or joins) the kit's WalletConnect session for bip122 on the given networks and reads
 * the wallet's payment and ordinal addresses. `onDisplayUri` receives the pairing URI.
 */
export async function connectWalletConnectBitcoin(
  universal: UniversalProviderLike,
  networks: readonly CaipNetwork[],
  options: { onDisplayUri?: (uri: string) => void; chainId?: string | number } = {},
): Promise<WalletConnectBitcoinSession> {
  if (sessionAccounts(universal).length === 0) {
    const onUri = (uri: string) => options.onDisplayUri?.(uri)
    universal.on('display_uri', onUri)
    try {
      await universal.connect({
        optionalNamespaces: {
          bip122: {
            methods: [...WALLET_CONNECT_BIP122_METHODS],
            chains: networks.map((network) => network.caipNetworkId),
            events: [...WALLET_CONNECT_BIP122_EVENTS],
          },
        },
      })
    } finally {
      universal.removeListener('display_uri', onUri)
    }
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
