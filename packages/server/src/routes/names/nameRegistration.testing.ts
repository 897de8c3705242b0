import type { PrivateKeyAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** Chain 31337's ENSIP-11 coin type. */
export const ANVIL_COIN_TYPE = (0x80000000 | 31_337) >>> 0

export const newAccount = () => privateKeyToAccount(generatePrivateKey())

/** A registration body as the kit sends it, signed by `signer` (default: the account itself). */
export async function signedRegistration(
  account: PrivateKeyAccount,
  name: string,
  options: {
    signer?: PrivateKeyAccount
    timestamp?: number
    coinType?: number
    extra?: Record<string, unknown>
  } = {},
) {
  const coinType = options.coinType ?? ANVIL_COIN_TYPE
  const message = JSON.stringify({
    name,
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
