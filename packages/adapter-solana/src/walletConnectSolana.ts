import {
  type AdapterContext,
  type CaipNetwork,
  connectWalletConnectNamespace,
  decodeBase58,
  encodeBase58,
  onWalletConnectSessionEnd,
  sessionAccounts,
  solanaFamily,
  timedWalletConnectRequest,
  type UniversalProviderLike,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceAccount,
} from '@gangway/core/adapter'
import type { SendOptions } from '@solana/web3.js'
import type { SolanaSdk, SolanaWalletSession } from './types.js'

/** The solana accounts (`solana:<chain>:<address>`) of a WalletConnect session. */
export const solanaSessionAccounts = (universal: UniversalProviderLike) =>
  sessionAccounts(universal.session, solanaFamily)

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
      const { signature } = await timedWalletConnectRequest<{ signature: string }>(
        universal,
        {
          method: 'solana_signMessage',
          params: { message: encodeBase58(message), pubkey: session.publicKey.toBase58() },
        },
        target(),
        { namespace: 'solana' },
      )
      return decodeBase58(signature)
    },
    async signTransaction(transaction, chain) {
      const answer = await timedWalletConnectRequest<{ signature?: string; transaction?: string }>(
        universal,
        { method: 'solana_signTransaction', params: { transaction: toBase64(transaction) } },
        target(chain),
        { namespace: 'solana' },
      )
      if (answer.transaction) return fromBase64(answer.transaction)
      if (!answer.signature) throw new Error('WalletConnect returned no signature.')
      const signed = VersionedTransaction.deserialize(transaction)
      signed.addSignature(session.publicKey, decodeBase58(answer.signature))
      return signed.serialize()
    },
    async signAndSendTransaction(transaction, chain, sendOptions?: SendOptions) {
      const { signature } = await timedWalletConnectRequest<{ signature: string }>(
        universal,
        {
          method: 'solana_signAndSendTransaction',
          params: { transaction: toBase64(transaction), sendOptions: sendOptions ?? {} },
        },
        target(chain),
        { namespace: 'solana' },
      )
      return signature
    },
    watch: (listener) => onWalletConnectSessionEnd(universal, () => listener(null)),
    disconnect: () => universal.disconnect(),
  }
  return session
}

/**
 * Opens (or joins) the kit's WalletConnect session for solana, on the kit's shared
 * UniversalProvider (`connectWalletConnectNamespace`: the kit's one pairing, else a solana
 * proposal; a refusal is USER_REJECTED). `onDisplayUri` receives the pairing URI to show.
 * `loadSdk` (web3.js) is awaited once paired, so the pairing URI does not wait for the download.
 */
export async function connectWalletConnectSolana(
  context: AdapterContext,
  networks: readonly CaipNetwork[],
  onDisplayUri: (uri: string) => void,
  loadSdk: () => Promise<SolanaSdk>,
): Promise<{ session: SolanaWalletSession; chainId: string | undefined }> {
  const universal = await context.getUniversalProvider()
  const [first] = await connectWalletConnectNamespace(universal, solanaFamily, {
    networks,
    pair: context.pairWalletConnect,
    onDisplayUri,
  })
  const { address, chainId } = first as WalletConnectNamespaceAccount
  return { session: createSession(universal, address, await loadSdk()), chainId }
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
