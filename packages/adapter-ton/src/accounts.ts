import type { AccountEntry, CaipNetwork } from '@gangway/core/adapter'
import { parseTonAddress, toFriendlyTonAddress } from './address.js'
import { isTestOnlyNetwork } from './networks.js'
import type { TonAccount } from './protocol.js'

/**
 * The address the kit shows for a wallet's account: user-friendly and non-bounceable (a wallet
 * address, `UQ…`), in the test-only form off mainnet (`0Q…`). The account's raw address was
 * checked when the wallet answered.
 */
export function friendlyAddressOf(account: TonAccount, network: CaipNetwork): string {
  const parsed = parseTonAddress(account.address) as NonNullable<ReturnType<typeof parseTonAddress>>
  return toFriendlyTonAddress(parsed, { bounceable: false, testOnly: isTestOnlyNetwork(network) })
}

/** The kit's account entry for a wallet's account (with its public key). */
export function accountEntryOf(account: TonAccount, network: CaipNetwork): AccountEntry {
  return {
    namespace: 'ton',
    address: friendlyAddressOf(account, network),
    type: 'eoa',
    publicKey: account.publicKey,
  }
}
