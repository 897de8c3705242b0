/**
 * The embedded wallet's smart account on eip155: the SimpleAccount (ERC-4337 v0.7) its key owns,
 * at the address the chain's account factory gives it before it is deployed (its first user
 * operation deploys it there), and the server's services its operations go through.
 */
import { concat, getAddress, type Hex, isHex, pad, slice } from 'viem'
import { type Api, ApiError, type ProjectInfo } from './api.js'
import { rpcCall } from './evm.js'
import type { SmartAccountChain, UserOperationServices } from './userOperation.js'

/** SimpleAccountFactory's `getAddress(address owner, uint256 salt)`. */
const GET_ADDRESS_SELECTOR: Hex = '0x8cb84e18'
/** EntryPoint v0.7's address, for a server that does not name it (older servers). */
const ENTRY_POINT_07: Hex = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
/** The sponsorship route's refusals after which the account pays its own gas. */
const NOT_PAID_BY_PROJECT = new Set(['NOT_SPONSORED', 'SPONSOR_LIMIT'])

/**
 * The counterfactual address of `owner`'s account (salt 0), read from `factory` on the chain
 * (`eth_call`): the factory computes it (CREATE2 of its ERC-1967 proxy), so no proxy code
 * ships in the frame.
 */
export async function counterfactualAddress(rpcUrl: string, factory: Hex, owner: Hex) {
  const data = concat([GET_ADDRESS_SELECTOR, pad(owner), pad('0x00')])
  const result = await rpcCall(rpcUrl, 'eth_call', [{ to: factory, data }, 'latest'])
  if (!isHex(result) || result.length !== 66) throw new Error('The account factory gave no address')
  const address = getAddress(slice(result, 12))
  if (BigInt(address) === 0n) throw new Error('The account factory gave no address')
  return address
}

/** Counterfactual addresses asked of a factory already: they never change. */
const addresses = new Map<string, Hex>()

/** `owner`'s smart account address on `chain`, asked of its factory once. */
export async function smartAccountAddress(owner: Hex, chain: SmartAccountChain): Promise<Hex> {
  const key = `${chain.id} ${chain.accountFactory} ${owner}`.toLowerCase()
  let address = addresses.get(key)
  if (!address) {
    address = await counterfactualAddress(chain.rpcUrl, chain.accountFactory, owner)
    addresses.set(key, address)
  }
  return address
}

/** Whether the account at `address` is deployed (has code). */
export async function isDeployed(rpcUrl: string, address: Hex): Promise<boolean> {
  const code = await rpcCall(rpcUrl, 'eth_getCode', [address, 'latest'])
  return typeof code === 'string' && code.length > 2 && code !== '0x0'
}

/** The smart account of `owner` on `chain` (address, deployed or not); throws when unknown. */
export async function smartAccountOf(owner: Hex, chain: SmartAccountChain) {
  const address = await smartAccountAddress(owner, chain)
  return { address, deployed: await isDeployed(chain.rpcUrl, address) }
}

/** The chain's ERC-4337 parts, or undefined when smart accounts are not enabled on it. */
export function smartAccountChain(
  project: ProjectInfo,
  caipNetworkId: string,
): SmartAccountChain | undefined {
  const chain = project.chains.find((one) => one.caipNetworkId === caipNetworkId)
  if (!caipNetworkId.startsWith('eip155:') || !chain?.smartAccounts) return undefined
  if (!chain.accountFactory || !chain.rpcUrl) return undefined
  return {
    id: Number(caipNetworkId.slice('eip155:'.length)),
    rpcUrl: chain.rpcUrl,
    entryPoint: (chain.entryPoint ?? ENTRY_POINT_07) as Hex,
    accountFactory: chain.accountFactory as Hex,
  }
}

/**
 * The bundler and the sponsorship of `caipNetworkId`, both through the server (which keeps the
 * bundler's URL and the paymaster's key): an operation the project does not pay for (outside its
 * policy, or the visitor's daily cap used) is paid by the account.
 */
export function userOperationServices(api: Api, caipNetworkId: string): UserOperationServices {
  return {
    bundler: (method, params) => api.bundler(caipNetworkId, method, params),
    sponsor: async (userOperation, stub) => {
      try {
        const answer = await api.sponsorUserOperation(caipNetworkId, userOperation, stub)
        return {
          paymaster: answer.paymaster,
          paymasterData: answer.paymasterData,
          paymasterVerificationGasLimit: answer.paymasterVerificationGasLimit,
          paymasterPostOpGasLimit: answer.paymasterPostOpGasLimit,
        }
      } catch (error) {
        if (error instanceof ApiError && NOT_PAID_BY_PROJECT.has(error.code ?? '')) return undefined
        throw error
      }
    },
  }
}
