/**
 * `eth_sendUserOperation` from the dapp (ERC-4337's RPC form: `[userOperation, entryPoint]`) to
 * the embedded wallet's smart account. The operation says what the account calls (its callData:
 * `execute` or `executeBatch`, shown call by call for approval); the frame builds the rest itself
 * (nonce, the factory while the account is not deployed, gas, fees, the project's paymaster) and
 * signs with the key it holds, so a dapp cannot have it sign a nonce, gas limits or a paymaster
 * of its choosing. Answers the user operation's hash, as the method does.
 */
import { type Address, type Hex, isAddress, isAddressEqual, isHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { type ApprovalNetwork, networkRow } from './network.js'
import { callRow } from './sendCalls.js'
import type { ApprovalDetails } from './ui.js'
import {
  type AccountCall,
  accountCallsOf,
  type SmartAccountChain,
  sendUserOperation,
  type UserOperationServices,
} from './userOperation.js'

/** The visitor's smart account on the request's chain, when the account in use is one. */
export interface SmartAccountInUse {
  address: string
  chain: SmartAccountChain
}

/** The smart account in use, or the refusal an EOA gets. */
function requireSmartAccount(account: SmartAccountInUse | undefined): SmartAccountInUse {
  if (!account)
    throw new Error('eth_sendUserOperation needs the smart account: the account in use is an EOA')
  return account
}

/**
 * The calls of an `eth_sendUserOperation` request, checked against the account in use: its
 * sender is the visitor's smart account and its entry point the chain's.
 */
export function userOperationRequestCalls(
  params: unknown,
  account: SmartAccountInUse | undefined,
): AccountCall[] {
  const smart = requireSmartAccount(account)
  const [operation, entryPoint] = Array.isArray(params) ? params : []
  const { sender, callData } = (operation ?? {}) as { sender?: unknown; callData?: unknown }
  if (typeof sender !== 'string' || !isAddress(sender))
    throw new Error('The user operation needs its sender, an address')
  if (!isAddressEqual(sender, smart.address as Address))
    throw new Error('The request names another account')
  if (typeof entryPoint !== 'string' || !isAddress(entryPoint))
    throw new Error('eth_sendUserOperation needs the entry point, an address')
  if (!isAddressEqual(entryPoint, smart.chain.entryPoint))
    throw new Error(`This account's entry point is ${smart.chain.entryPoint}`)
  if (typeof callData !== 'string' || !isHex(callData))
    throw new Error("The user operation's callData must be 0x hex")
  return accountCallsOf(callData)
}

/** What the visitor approves: each call the account makes, in one operation. */
export function describeUserOperationRequest(
  params: unknown,
  network: ApprovalNetwork,
  account: SmartAccountInUse | undefined,
): ApprovalDetails {
  const calls = userOperationRequestCalls(params, account)
  return {
    title:
      calls.length === 1 ? 'Send user operation' : `Send ${calls.length} calls in one operation`,
    rows: [
      networkRow(network),
      ...calls.map((call, index) => callRow({ ...call, value: call.value ?? 0n }, index, network)),
    ],
  }
}

/** Sends the approved request's calls as one user operation of `owner`'s smart account. */
export async function sendUserOperationRequest(
  params: unknown,
  owner: PrivateKeyAccount,
  account: SmartAccountInUse | undefined,
  services: UserOperationServices,
): Promise<Hex> {
  const calls = userOperationRequestCalls(params, account)
  const { chain } = requireSmartAccount(account)
  const { hash } = await sendUserOperation(calls, owner, chain, services)
  return hash
}
