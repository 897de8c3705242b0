// Values passed between the kit and sats-connect: message-signing protocols and amounts.
import { KitError } from '@gangway/core/common'
import type { BitcoinMessageProtocol, SatsConnectSdk } from './types.js'

/** The kit's protocol name as sats-connect's enum value (undefined: the wallet's choice). */
export const toSatsProtocol = (
  { MessageSigningProtocols }: SatsConnectSdk,
  protocol: BitcoinMessageProtocol | undefined,
) =>
  protocol === 'ecdsa'
    ? MessageSigningProtocols.ECDSA
    : protocol === 'bip322'
      ? MessageSigningProtocols.BIP322
      : undefined

/** sats-connect's protocol name as the kit's. */
export const fromSatsProtocol = (protocol: unknown): BitcoinMessageProtocol | undefined =>
  protocol === 'ECDSA' ? 'ecdsa' : protocol === 'BIP322' ? 'bip322' : undefined

/** Satoshis as the number sats-connect takes: INCORRECT_AMOUNT unless a positive safe integer. */
export const toSats = (amount: bigint | number): number => {
  const value = typeof amount === 'bigint' ? Number(amount) : amount
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new KitError('INCORRECT_AMOUNT')
  }
  return value
}
