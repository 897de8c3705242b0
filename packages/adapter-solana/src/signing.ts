// What the adapter does with a connected wallet on one network: sign, sign and send, transfer
// SOL and SPL tokens. web3.js comes in through `sdk` (loaded by the adapter), never through an import here.

import type { CaipNetwork } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import type {
  BlockhashWithExpiryBlockHeight,
  Connection,
  PublicKey,
  SendOptions,
  Transaction,
} from '@solana/web3.js'
import { toWalletStandardChain } from './networks.js'
import type { TokenTransfer } from './splToken.js'
import type { SolanaSdk, SolanaTransaction, SolanaWalletSession } from './types.js'

/** The loaded SDK, the connected wallet, the network, and that network's RPC connection. */
export interface SolanaSigner {
  sdk: SolanaSdk
  session: SolanaWalletSession
  network: CaipNetwork
  /** Created on first use: signing wire bytes needs no RPC. */
  connection: () => Connection
}

/** The connected wallet, else WALLET_NOT_CONNECTED; a stated sender must be its account. */
export function requireSession(
  session: SolanaWalletSession | undefined,
  method: string,
  address?: string,
): SolanaWalletSession {
  if (!session) {
    throw new KitError('WALLET_NOT_CONNECTED', { params: { namespace: 'solana', method } })
  }
  if (address !== undefined && address !== session.publicKey.toBase58()) {
    throw new KitError('INVALID_ADDRESS', {
      params: { details: `${address} is not the connected account.` },
    })
  }
  return session
}

/** The chain name a wallet expects: CAIP for WalletConnect, else its announced form. */
export function chainFor(session: SolanaWalletSession, network: CaipNetwork): string {
  if (session.type === 'WALLET_CONNECT' || session.chains?.includes(network.caipNetworkId)) {
    return network.caipNetworkId
  }
  return toWalletStandardChain(network)
}

/** Wire bytes of a transaction, a legacy one given its fee payer and blockhash when it lacks them. */
async function prepare(signer: SolanaSigner, transaction: SolanaTransaction): Promise<Uint8Array> {
  const { sdk, session } = signer
  await sdk.completeLegacyTransaction(transaction, session.publicKey, () =>
    signer.connection().getLatestBlockhash(),
  )
  return sdk.serializeTransaction(transaction)
}

/** Has the wallet sign (the transaction is not sent); resolves in the shape it was given. */
export async function signSolanaTransaction<T extends SolanaTransaction>(
  signer: SolanaSigner,
  transaction: T,
): Promise<T> {
  const bytes = await prepare(signer, transaction)
  const signed = await signer.session.signTransaction(
    bytes,
    chainFor(signer.session, signer.network),
  )
  return signer.sdk.deserializeLike(transaction, signed)
}

/** Signs and sends through the wallet (or signs, then sends over RPC); the base58 signature. */
export async function signAndSendSolanaTransaction(
  signer: SolanaSigner,
  transaction: SolanaTransaction,
  sendOptions?: SendOptions,
): Promise<string> {
  return send(signer, await prepare(signer, transaction), sendOptions)
}

/** The transfer of `lamports` to `to`, on a blockhash. */
const solTransfer =
  (signer: SolanaSigner, to: PublicKey, lamports: bigint) =>
  (latest: BlockhashWithExpiryBlockHeight) =>
    signer.sdk.buildSolTransfer({ from: signer.session.publicKey, to, lamports, ...latest })

/** Sends `lamports` to `to` and waits for confirmation; the base58 signature. */
export function transferSol(
  signer: SolanaSigner,
  to: PublicKey,
  lamports: bigint,
): Promise<string> {
  return sendConfirmed(signer, solTransfer(signer, to, lamports))
}

/**
 * The fee the node asks for a transfer (getFeeForMessage of the message `transferSol` or
 * `transferSplToken` would send, on the latest blockhash), in lamports; nothing is signed.
 */
export async function transferFee(
  signer: SolanaSigner,
  transfer: { to: PublicKey; lamports: bigint } | TokenTransfer,
): Promise<bigint> {
  const build =
    'lamports' in transfer
      ? solTransfer(signer, transfer.to, transfer.lamports)
      : await splTransfer(signer, transfer, { checkBalance: false })
  const connection = signer.connection()
  const { value } = await connection.getFeeForMessage(
    build(await connection.getLatestBlockhash()).compileMessage(),
  )
  if (value === null) throw new Error('The node did not price the transfer (getFeeForMessage).')
  return BigInt(value)
}

/**
 * Sends an SPL token (TransferChecked, the receiver's associated token account created first
 * when missing) and waits for confirmation; the base58 signature. Reads the mint (its token
 * program: classic or Token-2022; its decimals), the receiver (not a token account) and the
 * sender's token account (the amount held) before the wallet is asked.
 */
export async function transferSplToken(
  signer: SolanaSigner,
  transfer: TokenTransfer,
): Promise<string> {
  return sendConfirmed(signer, await splTransfer(signer, transfer, { checkBalance: true }))
}

/**
 * The token transfer on a blockhash, once the mint (its program), the receiver and, when asked,
 * the sender's balance are checked.
 */
async function splTransfer(
  signer: SolanaSigner,
  transfer: TokenTransfer,
  { checkBalance }: { checkBalance: boolean },
) {
  const { sdk } = signer
  const from = signer.session.publicKey
  const connection = signer.connection()
  const [mint, receiver] = await connection.getMultipleAccountsInfo([transfer.mint, transfer.to])
  const tokenProgram = sdk.mintProgram(transfer, mint ?? null)
  sdk.checkReceiver(receiver ?? null)
  if (checkBalance) {
    const source = sdk.associatedTokenAddress(from, transfer.mint, tokenProgram)
    sdk.checkTokenBalance(transfer, await connection.getAccountInfo(source))
  }
  return (latest: BlockhashWithExpiryBlockHeight) =>
    sdk.buildTokenTransfer({ ...transfer, from, tokenProgram, ...latest })
}

/** Sends the transaction `build` makes on the latest blockhash and waits for its confirmation. */
async function sendConfirmed(
  signer: SolanaSigner,
  build: (latest: BlockhashWithExpiryBlockHeight) => Transaction,
): Promise<string> {
  const connection = signer.connection()
  const latest = await connection.getLatestBlockhash()
  const signature = await send(signer, signer.sdk.serializeTransaction(build(latest)))
  await signer.sdk.confirmSignature(connection, signature, latest.lastValidBlockHeight)
  return signature
}

async function send(
  signer: SolanaSigner,
  bytes: Uint8Array,
  sendOptions?: SendOptions,
): Promise<string> {
  const { session, network } = signer
  const chain = chainFor(session, network)
  if (session.signAndSendTransaction) {
    return session.signAndSendTransaction(bytes, chain, sendOptions)
  }
  const signed = await session.signTransaction(bytes, chain)
  return signer.connection().sendRawTransaction(signed, sendOptions)
}
