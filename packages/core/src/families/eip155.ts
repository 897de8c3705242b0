import { SWAP } from '../constants.js'
import { utf8ToHex } from '../encoding/hex.js'
import { keccak256 } from '../encoding/keccak256.js'
import type { ChainFamily } from './types.js'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
/** A decimal chain id without leading zeros (CAIP-2 for eip155). */
const EVM_CHAIN_ID = /^(0|[1-9][0-9]{0,31})$/

/**
 * EIP-55: an address in mixed case carries a checksum in its letters' case (a letter is upper
 * case where the Keccak-256 of the lower-case address has a nibble of 8 or more). All lower or
 * all upper case carries none.
 */
function hasValidChecksum(hex: string): boolean {
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  const lower = hex.toLowerCase()
  const hash = keccak256(new TextEncoder().encode(lower))
  for (let index = 0; index < 40; index++) {
    const nibble = ((hash[index >> 1] as number) >> (index & 1 ? 0 : 4)) & 0x0f
    const expected = nibble >= 8 ? (lower[index] as string).toUpperCase() : lower[index]
    if (hex[index] !== expected) return false
  }
  return true
}

/**
 * Spec §5: optional 0x prefix, then 40 hex characters; in mixed case, with a right EIP-55
 * checksum (a mistyped address is refused before it reaches the wallet). Never throws.
 */
export function isValidEvmAddress(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 42 &&
    EVM_ADDRESS.test(value) &&
    hasValidChecksum(value.slice(-40))
  )
}

/** `personal_sign` takes hex: a message already in hex is sent as it is, text as its UTF-8. */
const toHexUtf8 = (text: string) => (/^0x[0-9a-fA-F]*$/.test(text) ? text : utf8ToHex(text))
const hex = (value: bigint) => `0x${value.toString(16)}`

/** Methods an EVM WalletConnect session asks for. */
export const EIP155_WALLET_CONNECT_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const
export const EIP155_WALLET_CONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** EVM chains (`eip155:<decimal chain id>`). */
export const eip155Family = Object.freeze({
  namespace: 'eip155',
  name: 'EVM',
  isChainId: (reference) => EVM_CHAIN_ID.test(reference),
  isAddress: isValidEvmAddress,
  accountTypes: ['smartAccount', 'eoa'],
  nativeTokenAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  walletConnect: {
    methods: EIP155_WALLET_CONNECT_METHODS,
    events: EIP155_WALLET_CONNECT_EVENTS,
    signMessage: (message, address) => ({
      method: 'personal_sign',
      params: [toHexUtf8(message), address],
    }),
    sendTransaction: ({ from, to, value, data, gas }) => ({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to,
          value: hex(value),
          ...(data ? { data } : {}),
          ...(gas !== undefined ? { gas: hex(gas) } : {}),
        },
      ],
    }),
  },
  features: {
    balances: true,
    activity: true,
    nfts: true,
    send: true,
    onramp: true,
    names: true,
    swaps: (reference) =>
      (SWAP.SUPPORTED_EIP155_CHAIN_IDS as readonly number[]).includes(Number(reference)),
  },
  send: { gasPriceMethod: 'eth_gasPrice', tokenStandard: 'erc20' },
} satisfies ChainFamily)
