import { encodeBase58 } from '../encoding/base58.js'
import { CAIP2_REFERENCE } from './defineChainFamily.js'
import type { ChainFamily } from './types.js'

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Spec §5: 32 to 44 base58 characters. Never throws. */
export function isValidSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 44 && SOLANA_ADDRESS.test(value)
}

/** Solana clusters (`solana:<genesis hash prefix>`). */
export const solanaFamily = Object.freeze({
  namespace: 'solana',
  name: 'Solana',
  isChainId: (reference) => CAIP2_REFERENCE.test(reference),
  isAddress: isValidSolanaAddress,
  accountTypes: ['eoa'],
  nativeTokenAddress: 'So11111111111111111111111111111111111111111',
  walletConnect: {
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'solana_getAccounts',
      'solana_requestAccounts',
    ],
    events: ['accountsChanged', 'chainChanged'],
    signMessage: (message, address) => ({
      method: 'solana_signMessage',
      params: { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address },
    }),
  },
  features: { balances: true, activity: true, nfts: true, send: true, onramp: true },
  // One signature's base fee (5,000 lamports) is what a SOL transfer costs.
  send: { failedError: 'SEND_SOLANA_FAILED', maxFeeReserve: 5000 },
} satisfies ChainFamily)
