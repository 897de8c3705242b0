import { registrationMessage } from '@gangway/core/names'
import type { PrivateKeyAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { ServerConfigInput } from '../../config/schema.js'
import { testConfig } from '../../testing/testServer.testing.js'

/** Chain 31337's ENSIP-11 coin type. */
export const ANVIL_COIN_TYPE = (0x80000000 | 31_337) >>> 0

/** The `publicUrl` of the names test servers, whose host registrations are signed for. */
export const NAMES_PUBLIC_URL = 'https://names.test'
export const NAMES_DOMAIN = new URL(NAMES_PUBLIC_URL).host

/** testConfig with the `publicUrl` registrations are signed for. */
export const namesTestConfig = (extra: Partial<ServerConfigInput> = {}) =>
  testConfig({ publicUrl: NAMES_PUBLIC_URL, ...extra })

export const newAccount = () => privateKeyToAccount(generatePrivateKey())

/**
 * A registration body as the kit sends it (core's `registrationMessage`), signed by `signer`
 * (default: the account itself). A bare label is signed as `label.gangway.eth` (the kit signs
 * the full name), unless `exactName`.
 */
export async function signedRegistration(
  account: PrivateKeyAccount,
  name: string,
  options: {
    signer?: PrivateKeyAccount
    timestamp?: number
    coinType?: number
    domain?: string
    exactName?: boolean
    extra?: Record<string, unknown>
  } = {},
) {
  const coinType = options.coinType ?? ANVIL_COIN_TYPE
  const message = registrationMessage({
    domain: options.domain ?? NAMES_DOMAIN,
    name: options.exactName || name.includes('.') ? name : `${name}.gangway.eth`,
    coinType,
    address: account.address,
    timestamp: options.timestamp ?? Date.now(),
  })
  const signature = await (options.signer ?? account).signMessage({ message })
  return { coinType, address: account.address, signature, message, ...options.extra }
}

export const postJson = (url: string, path: string, body: unknown, origin?: string) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin && { origin }) },
    body: JSON.stringify(body),
  })
