import type { CaipNetwork, SendTransactionParams } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { parseTonAddress, type TonAddress, toFriendlyTonAddress } from './address.js'
import { isTestOnlyNetwork } from './networks.js'
import type { TonAccount } from './protocol.js'

/** A native transfer the adapter can send: a TON receiver and a positive nanoton amount. */
export interface TonTransfer {
  to: TonAddress
  nanotons: bigint
}

/**
 * Checks `sendTransaction`'s parameters: `to` a TON address (INVALID_ADDRESS), `value` a
 * positive bigint (INCORRECT_AMOUNT), no `data` (INVALID_RPC_PARAMS: payloads go through the
 * provider's `request`).
 */
export function readTransferParams(params: SendTransactionParams): TonTransfer {
  const to = parseTonAddress(params.to)
  if (!to) {
    throw new KitError('INVALID_ADDRESS', {
      params: { details: `Not a TON address: ${JSON.stringify(params.to)?.slice(0, 80)}` },
    })
  }
  if (typeof params.value !== 'bigint' || params.value <= 0n) {
    throw new KitError('INCORRECT_AMOUNT')
  }
  if (params.data) {
    throw new KitError('INVALID_RPC_PARAMS', {
      params: {
        method: 'sendTransaction',
        details: 'TON transfers here take no call data: send payloads with provider.request.',
      },
    })
  }
  return { to, nanotons: params.value }
}

/**
 * The TON Connect `sendTransaction` payload of one transfer from `account`: valid for
 * `validForSeconds`, the receiver bounceable as its user-friendly form says (a raw address is
 * sent bounceable, so TON sent to an address without a contract comes back), in the test-only
 * form off mainnet.
 */
export function transferRequest(
  transfer: TonTransfer,
  account: TonAccount,
  network: CaipNetwork,
  validForSeconds: number,
) {
  const address = toFriendlyTonAddress(transfer.to, {
    bounceable: transfer.to.bounceable ?? true,
    testOnly: isTestOnlyNetwork(network),
  })
  return {
    valid_until: Math.floor(Date.now() / 1000) + validForSeconds,
    network: account.network,
    from: account.address,
    messages: [{ address, amount: transfer.nanotons.toString() }],
  }
}
