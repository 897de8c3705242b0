import { type AccountEntry, KitError, mapProviderError } from '@gangway/core'
import {
  type Address,
  AddressPurpose,
  addListener,
  defaultAdapters,
  type ListenerInfo,
  type Params,
  type Requests,
  type Return,
  RpcErrorCode,
  BaseAdapter as SatsConnectBaseAdapter,
} from 'sats-connect'

/** A wallet error sats-connect reported that the catalogue has no entry for. */
export class BitcoinWalletError extends Error {
  override name = 'BitcoinWalletError'
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** True for sats-connect's "the wallet has no such method" codes. */
export function isMethodMissing(error: unknown): boolean {
  if (error instanceof KitError) return error.code === 'METHOD_NOT_SUPPORTED'
  const code = (error as { code?: unknown } | null)?.code
  return code === RpcErrorCode.METHOD_NOT_FOUND || code === RpcErrorCode.METHOD_NOT_SUPPORTED
}

/**
 * A sats-connect error (or thrown value) as what the adapter throws: the visitor's refusal →
 * KitError('USER_REJECTED'), a method the wallet lacks → KitError('METHOD_NOT_SUPPORTED'), the
 * spec §8 provider messages → their alerts, anything else → BitcoinWalletError.
 */
export function toBitcoinError(method: string, error: unknown): Error {
  if (error instanceof KitError) return error
  const { code, message, data } = (error ?? {}) as {
    code?: unknown
    message?: unknown
    data?: unknown
  }
  if (code === RpcErrorCode.USER_REJECTION) return new KitError('USER_REJECTED', { cause: error })
  if (isMethodMissing(error)) {
    return new KitError('METHOD_NOT_SUPPORTED', {
      params: { method, namespace: 'bip122' },
      cause: error,
    })
  }
  return (
    mapProviderError(error) ??
    new BitcoinWalletError(
      typeof message === 'string' ? message : String(error),
      typeof code === 'number' ? code : undefined,
      data,
    )
  )
}

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

/**
 * sats-connect addresses as the kit's account entries: payment first (type 'payment'), then
 * ordinals (type 'ordinal'); other purposes (stacks, spark, starknet) are left out.
 */
export function toAccountEntries(addresses: readonly Address[]): AccountEntry[] {
  const entry = (address: Address, type: 'payment' | 'ordinal'): AccountEntry => ({
    namespace: 'bip122',
    address: address.address,
    type,
    ...(address.publicKey && { publicKey: address.publicKey }),
  })
  return [
    ...addresses.filter((a) => a.purpose === 'payment').map((a) => entry(a, 'payment')),
    ...addresses.filter((a) => a.purpose === 'ordinals').map((a) => entry(a, 'ordinal')),
  ]
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
