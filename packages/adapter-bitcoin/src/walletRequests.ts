// What the adapter asks the connected wallet (sign a message or a PSBT, send a transfer, read the
// balance): through sats-connect for an injected wallet, as bip122 requests over WalletConnect
// otherwise. sats-connect comes in through `context.sdk()` (loaded on first use), never an import.

import type {
  BalanceResult,
  GetBalanceParams,
  SignPsbtParams,
  SignPsbtResult,
} from '@gangway/core/adapter'
import { formatUnits, KitError } from '@gangway/core/common'
import { toBitcoinError } from './bitcoinErrors.js'
import { type BitcoinSession, paymentAddress } from './bitcoinSession.js'
import { discoverBitcoinWallets } from './discoverWallets.js'
import { fromSatsProtocol, toSats, toSatsProtocol } from './satsValues.js'
import type {
  BitcoinSignMessageParams,
  BitcoinSignMessageResult,
  BitcoinTransferParams,
  SatsConnectSdk,
} from './types.js'
import { walletConnectBitcoinRequests } from './walletConnectBitcoin.js'

/** What the requests use of the adapter. */
export interface WalletRequestContext {
  /** The connected session, else KitError('WALLET_NOT_CONNECTED') for `method`. */
  requireSession(method: string): BitcoinSession
  /** sats-connect, loaded on first use (a failed load is tried again). */
  sdk(): Promise<SatsConnectSdk>
  /** The adapter's METHOD_NOT_SUPPORTED rejection for `method`. */
  notSupported(method: string): Promise<never>
}

/** The methods the wallet advertises in the provider registry (undefined: it lists none). */
function registryMethods(providerId: string): readonly string[] | undefined {
  return discoverBitcoinWallets().find((wallet) => wallet.info.id === providerId)?.info.methods
}

/** `BitcoinAdapter.signMessage`: signs with `params.address`, else the account in use. */
export async function signBitcoinMessage(
  context: WalletRequestContext,
  params: BitcoinSignMessageParams,
): Promise<BitcoinSignMessageResult> {
  const session = context.requireSession('signMessage')
  const address = params.address || session.address
  if (session.kind === 'walletConnect') {
    const result = await walletConnectBitcoinRequests(session.universal, session.chainId)
      .signMessage({
        address,
        message: params.message,
        ...(params.protocol && { protocol: params.protocol }),
      })
      .catch((error: unknown) => Promise.reject(toBitcoinError('signMessage', error)))
    return {
      signature: result.signature,
      address,
      ...(params.protocol && { protocol: params.protocol }),
    }
  }
  const sdk = await context.sdk()
  const protocol = toSatsProtocol(sdk, params.protocol)
  const result = await sdk.requestWallet(session.providerId, 'signMessage', {
    address,
    message: params.message,
    ...(protocol && { protocol }),
  })
  const used = fromSatsProtocol(result.protocol) ?? params.protocol
  return {
    signature: result.signature,
    address: result.address || address,
    ...(used && { protocol: used }),
  }
}

/** `BitcoinAdapter.signPsbt` (documented there): over WalletConnect, else through sats-connect. */
export async function signBitcoinPsbt(
  context: WalletRequestContext,
  params: SignPsbtParams,
): Promise<SignPsbtResult> {
  const session = context.requireSession('signPsbt')
  if (session.kind === 'walletConnect') {
    return walletConnectBitcoinRequests(session.universal, session.chainId)
      .signPsbt(params)
      .catch((error: unknown) => Promise.reject(toBitcoinError('signPsbt', error)))
  }
  const sdk = await context.sdk()
  const result = await sdk.requestWallet(session.providerId, 'signPsbt', {
    psbt: params.psbt,
    ...(params.signInputs && { signInputs: params.signInputs }),
    ...(params.broadcast !== undefined && { broadcast: params.broadcast }),
  })
  return { psbt: result.psbt, ...(result.txid && { txid: result.txid }) }
}

/** `BitcoinAdapter.sendTransfer` (documented there): from the payment address. */
export async function sendBitcoinTransfer(
  context: WalletRequestContext,
  params: BitcoinTransferParams,
): Promise<{ txid: string }> {
  const session = context.requireSession('sendTransfer')
  const recipients = params.recipients.map(({ address, amount }) => ({
    address,
    amount: toSats(amount),
  }))
  if (session.kind === 'walletConnect') {
    const [recipient, ...rest] = recipients
    if (!recipient || rest.length > 0) return context.notSupported('sendTransfer')
    return walletConnectBitcoinRequests(session.universal, session.chainId)
      .sendTransfer({
        account: paymentAddress(session),
        recipientAddress: recipient.address,
        amount: String(recipient.amount),
      })
      .catch((error: unknown) => Promise.reject(toBitcoinError('sendTransfer', error)))
  }
  const advertised = registryMethods(session.providerId)
  if (advertised && !advertised.includes('sendTransfer'))
    return context.notSupported('sendTransfer')
  return (await context.sdk()).requestWallet(session.providerId, 'sendTransfer', { recipients })
}

/** `BitcoinAdapter.getBalance` (documented there): the payment address's, as the wallet reports. */
export async function getBitcoinBalance(
  context: WalletRequestContext,
  params: GetBalanceParams,
): Promise<BalanceResult> {
  const { decimals, symbol } = params.caipNetwork.nativeCurrency
  const session = context.requireSession('getBalance')
  if (session.kind === 'walletConnect') return context.notSupported('getBalance')
  // The wallet reports its payment address's balance only (not an ordinals address's).
  if (params.address && params.address !== paymentAddress(session))
    return context.notSupported('getBalance')
  const advertised = registryMethods(session.providerId)
  if (advertised && !advertised.includes('getBalance')) return context.notSupported('getBalance')
  const sdk = await context.sdk()
  const result = await sdk
    .requestWallet(session.providerId, 'getBalance', null)
    .catch((error: unknown) => Promise.reject(toBitcoinError('getBalance', error)))
  const total = typeof result?.total === 'string' ? result.total : ''
  if (!/^\d{1,20}$/.test(total)) {
    throw new KitError('CONNECT_FAILED', {
      params: { details: 'The wallet answered getBalance without a total in satoshis.' },
    })
  }
  return { balance: formatUnits(BigInt(total), decimals), symbol, decimals }
}
