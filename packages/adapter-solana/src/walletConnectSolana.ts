import {
  type AdapterContext,
  buildOptionalNamespaces,
  type CaipNetwork,
  type Connector,
  decodeBase58,
  encodeBase58,
  sessionAccounts,
  type UniversalProviderLike,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@gangway/core'
import type { SendOptions } from '@solana/web3.js'
import type { SolanaSdk, SolanaWalletSession } from './types.js'

export function walletConnectSolanaConnector(): Connector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'solana',
  }
}

/** The solana accounts (`solana:<chain>:<address>`) of a WalletConnect session. */
export const solanaSessionAccounts = (universal: UniversalProviderLike) =>
  sessionAccounts(universal.session, 'solana')

const toBase64 = (bytes: Uint8Array) => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** A session over the solana namespace of the kit's shared UniversalProvider. */
function createSession(
  universal: UniversalProviderLike,
  address: string,
  { PublicKey, VersionedTransaction }: SolanaSdk,
): SolanaWalletSession {
  // WalletConnect names chains by CAIP id; a Wallet Standard chain (solana:mainnet) is mapped
  // to the session's chain for this account.
  const target = (chain?: string) => {
    const chains = solanaSessionAccounts(universal).map((account) => `solana:${account.chainId}`)
    return chain && chains.includes(chain) ? chain : (chains[0] ?? chain ?? 'solana')
  }
  const session: SolanaWalletSession = {
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    publicKey: new PublicKey(address),
    async signMessage(message) {
      const { signature } = await universal.request<{ signature: string }>(
        {
          method: 'solana_signMessage',
          params: { message: encodeBase58(message), pubkey: session.publicKey.toBase58() },
        },
        target(),
      )
      return decodeBase58(signature)
    },
    async signTransaction(transaction, chain) {
      const answer = await universal.request<{ signature?: string; transaction?: string }>(
        { method: 'solana_signTransaction', params: { transaction: toBase64(transaction) } },
        target(chain),
      )
      if (answer.transaction) return fromBase64(answer.transaction)
      if (!answer.signature) throw new Error('WalletConnect returned no signature.')
      const signed = VersionedTransaction.deserialize(transaction)
      signed.addSignature(session.publicKey, decodeBase58(answer.signature))
      return signed.serialize()
    },
    async signAndSendTransaction(transaction, chain, sendOptions?: SendOptions) {
      const { signature } = await universal.request<{ signature: string }>(
        {
          method: 'solana_signAndSendTransaction',
          params: { transaction: toBase64(transaction), sendOptions: sendOptions ?? {} },
        },
        target(chain),
      )
      return signature
    },
    watch(listener) {
      const onDelete = () => listener(null)
      universal.on('session_delete', onDelete)
      return () => universal.removeListener('session_delete', onDelete)
    },
    disconnect: () => universal.disconnect(),
  }
  return session
}

/**
 * Opens (or joins) the kit's WalletConnect pairing for solana, on the kit's shared
 * UniversalProvider: the kernel's one pairing when it offers it and there is no session yet,
 * else a session proposing the solana namespace; an existing session with solana accounts is
 * joined as it is. `onDisplayUri` receives the pairing URI to show. `loadSdk` (web3.js) is
 * awaited once paired, so the pairing URI does not wait for the download.
 */
export async function connectWalletConnectSolana(
  context: AdapterContext,
  networks: readonly CaipNetwork[],
  onDisplayUri: (uri: string) => void,
  loadSdk: () => Promise<SolanaSdk>,
): Promise<{ session: SolanaWalletSession; chainId: string | undefined }> {
  const universal = await context.getUniversalProvider()
  universal.on('display_uri', onDisplayUri)
  try {
    if (context.pairWalletConnect && !universal.session) {
      // The kit's one pairing: a session for every namespace of the host's networks.
      await context.pairWalletConnect()
    } else if (!universal.session || solanaSessionAccounts(universal).length === 0) {
      // No session, or one paired without solana accounts: propose the solana namespace.
      const solanaNetworks = networks.filter((network) => network.chainNamespace === 'solana')
      await universal.connect({ optionalNamespaces: buildOptionalNamespaces(solanaNetworks) })
    }
  } finally {
    universal.removeListener('display_uri', onDisplayUri)
  }
  const restored = await restoreWalletConnectSolana(universal, loadSdk)
  if (!restored) throw new Error('The WalletConnect session has no solana account.')
  return restored
}

/**
 * The solana side of a WalletConnect session that survived a reload, if there is one. Without
 * one, nothing is loaded; with one, `loadSdk` (web3.js) is awaited.
 */
export async function restoreWalletConnectSolana(
  universal: UniversalProviderLike,
  loadSdk: () => Promise<SolanaSdk>,
): Promise<{ session: SolanaWalletSession; chainId: string | undefined } | undefined> {
  const [first] = solanaSessionAccounts(universal)
  if (!universal.session || !first) return undefined
  const sdk = await loadSdk()
  return { session: createSession(universal, first.address, sdk), chainId: first.chainId }
}
