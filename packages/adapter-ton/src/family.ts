import { defineChainFamily } from '@gangway/core/adapter'
import { isValidTonAddress } from './address.js'

/** TON network ids are the network's `global_id`, a 32-bit signed integer (-239, -3, ...). */
const GLOBAL_ID = /^-?(0|[1-9][0-9]{0,9})$/

/** True for a TON network id: a 32-bit signed integer in decimal (`-239`, `-3`). Never throws. */
export function isTonChainId(reference: string): boolean {
  if (typeof reference !== 'string' || !GLOBAL_ID.test(reference)) return false
  const value = Number(reference)
  return value >= -(2 ** 31) && value < 2 ** 31 && reference !== '-0'
}

/**
 * The TON chain family: CAIP-2 namespace `ton`, chain ids are the network's `global_id` as TON
 * Connect reports it (`ton:-239` mainnet, `ton:-3` testnet: the chain list of the WalletConnect /
 * Reown TON RPC reference and TON Connect's `CHAIN` enum). Addresses in raw or user-friendly form.
 * WalletConnect: the methods of that same reference, `ton_sendMessage` and `ton_signData`, and
 * no events.
 */
export const tonFamily = defineChainFamily({
  namespace: 'ton',
  name: 'TON',
  isChainId: isTonChainId,
  isAddress: isValidTonAddress,
  accountTypes: ['eoa'],
  walletConnect: {
    methods: ['ton_sendMessage', 'ton_signData'],
    events: [],
    signMessage: (message, address) => ({
      method: 'ton_signData',
      params: [{ type: 'text', text: message, from: address }],
    }),
    sendTransaction: ({ from, to, value }) => ({
      method: 'ton_sendMessage',
      params: [
        {
          valid_until: Math.floor(Date.now() / 1000) + 5 * 60,
          from,
          messages: [{ address: to, amount: value.toString() }],
        },
      ],
    }),
  },
  features: { balances: true, send: true },
})
