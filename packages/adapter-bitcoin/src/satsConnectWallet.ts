// Requests to a wallet through sats-connect. Loaded with sats-connect on first use (through
// ./satsConnectSdk.ts): nothing here may be imported statically by the package entry.
import {
  type Address,
  AddressPurpose,
  addListener,
  defaultAdapters,
  type ListenerInfo,
  type Params,
  type Requests,
  type Return,
  BaseAdapter as SatsConnectBaseAdapter,
} from 'sats-connect'
import { BitcoinWalletError, isMethodMissing, toBitcoinError } from './bitcoinErrors.js'

/** sats-connect's adapter for a provider id: its own for Xverse/Unisat/Fordefi, else the generic. */
function walletAdapter(providerId: string) {
  const Known = defaultAdapters[providerId]
  return Known ? new Known() : new SatsConnectBaseAdapter(providerId)
}

/**
 * Sends one sats-connect request to the wallet with this provider id (its path on `window`),
 * without sats-connect's own wallet picker. Resolves the result; rejects with `toBitcoinError`.
 */
export async function requestWallet<M extends keyof Requests>(
  providerId: string,
  method: M,
  params: Params<M>,
): Promise<Return<M>> {
  let response: Awaited<ReturnType<ReturnType<typeof walletAdapter>['request']>>
  try {
    response = await walletAdapter(providerId).request(method, params)
  } catch (error) {
    throw toBitcoinError(method, error)
  }
  if (!response) throw new BitcoinWalletError('The wallet gave no answer.', undefined)
  if (response.status === 'error') throw toBitcoinError(method, response.error)
  return response.result as Return<M>
}

/** Follows a wallet event; a wallet without listeners yields a no-op unsubscribe. */
export function listenToWallet(providerId: string, info: ListenerInfo): () => void {
  try {
    const Known = defaultAdapters[providerId]
    const off = Known ? new Known().addListener(info) : addListener(info, providerId)
    return typeof off === 'function' ? off : () => {}
  } catch {
    return () => {}
  }
}

/** The address purposes the adapter asks for: payment (the account) and ordinals. */
export const BITCOIN_PURPOSES = [AddressPurpose.Payment, AddressPurpose.Ordinals]

/**
 * The addresses of a wallet that already trusts the site, without a prompt: `wallet_getAccount`
 * (undefined when the wallet refuses: the site is no longer authorised), else, for wallets
 * without it, `getAccounts` (which such wallets answer without a prompt once authorised).
 */
export async function askAccountsSilently(providerId: string): Promise<Address[] | undefined> {
  try {
    return (await requestWallet(providerId, 'wallet_getAccount', null)).addresses
  } catch (error) {
    if (!isMethodMissing(error)) return undefined
  }
  return requestWallet(providerId, 'getAccounts', { purposes: BITCOIN_PURPOSES }).catch(
    () => undefined,
  )
}
