import type { WriteContractParams } from '../adapters/capabilities.js'
import type { CaipNetwork } from '../types/chain.js'

/**
 * ERC-20 ABIs as plain JSON (usable by viem, ethers v6 and ethers v5 alike), and the USDT rule
 * of spec §7: USDT's contract returns nothing from transfer/approve/transferFrom, so it needs its
 * own ABI (decoding a `bool` from its empty return data fails).
 */

const addressInput = (name: string) => ({ name, type: 'address' }) as const
const amountInput = { name: 'amount', type: 'uint256' } as const
const boolOutput = [{ name: '', type: 'bool' }] as const

const READ_FUNCTIONS = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'allowance',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
    ],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
] as const

/** The standard ERC-20 ABI: transfer, approve and transferFrom return a bool. */
export const ERC20_ABI = [
  ...READ_FUNCTIONS,
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [addressInput('to'), amountInput],
    outputs: boolOutput,
  },
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [addressInput('spender'), amountInput],
    outputs: boolOutput,
  },
  {
    type: 'function',
    name: 'transferFrom',
    stateMutability: 'nonpayable',
    inputs: [addressInput('from'), addressInput('to'), amountInput],
    outputs: boolOutput,
  },
] as const

/** The USDT ABI: transfer, approve and transferFrom return nothing. */
export const USDT_ABI = [
  ...READ_FUNCTIONS,
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [addressInput('to'), amountInput],
    outputs: [],
  },
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [addressInput('spender'), amountInput],
    outputs: [],
  },
  {
    type: 'function',
    name: 'transferFrom',
    stateMutability: 'nonpayable',
    inputs: [addressInput('from'), addressInput('to'), amountInput],
    outputs: [],
  },
] as const

/** Tether USD on Ethereum mainnet. */
export const MAINNET_USDT_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

/** True for mainnet USDT or any address in `extraUsdtAddresses` (case-insensitive). */
export function isUsdtContract(
  tokenAddress: string,
  extraUsdtAddresses: readonly string[] = [],
): boolean {
  const address = tokenAddress.toLowerCase()
  return [MAINNET_USDT_ADDRESS, ...extraUsdtAddresses].some(
    (usdt) => usdt.toLowerCase() === address,
  )
}

/** The ABI to call a token with: USDT's for USDT contracts, the standard ERC-20 one otherwise. */
export function erc20AbiFor(
  tokenAddress: string,
  extraUsdtAddresses: readonly string[] = [],
): typeof ERC20_ABI | typeof USDT_ABI {
  return isUsdtContract(tokenAddress, extraUsdtAddresses) ? USDT_ABI : ERC20_ABI
}

/** The arguments of a write method, in ABI order. */
export function erc20WriteArgs(params: {
  method: 'transfer' | 'approve' | 'transferFrom'
  fromAddress: string
  receiverAddress: string
  tokenAmount: bigint
}): readonly [string, bigint] | readonly [string, string, bigint] {
  return params.method === 'transferFrom'
    ? [params.fromAddress, params.receiverAddress, params.tokenAmount]
    : [params.receiverAddress, params.tokenAmount]
}

/**
 * The ERC-20 `transfer` a Send flow token transfer is (the adapters' `transferToken` on top of
 * their `writeContract`), from `fromAddress`.
 */
export function erc20Transfer(
  params: { tokenAddress: string; to: string; amount: bigint; caipNetwork?: CaipNetwork },
  fromAddress: string,
): WriteContractParams {
  return {
    tokenAddress: params.tokenAddress,
    receiverAddress: params.to,
    tokenAmount: params.amount,
    fromAddress,
    method: 'transfer',
    ...(params.caipNetwork ? { caipNetwork: params.caipNetwork } : {}),
  }
}
