/**
 * EIP-5792 (2.0.0) for the embedded account: `wallet_sendCalls` after one approval — from the
 * smart account, all calls as ONE user operation (`executeBatch`: all or nothing); from the EOA,
 * each call its own transaction, in order (not atomic: a batch that requires atomicity is
 * refused) —, `wallet_getCallsStatus` from the user operation's receipt or the transactions'
 * receipts, and `wallet_getCapabilities` (`atomic` on the chains where the account asked about is
 * the smart account).
 */
import { type Address, getAddress, type Hex, hexToBigInt, isAddress, isHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { callsStatusCode } from '../../../core/src/evm/callsStatusCode.js'
import { rpcCall, sendTransaction } from './evm.js'
import { type ApprovalNetwork, nativeAmount, networkRow } from './network.js'
import type { ApprovalDetails } from './ui.js'
import {
  type AccountCall,
  type SmartAccountChain,
  sendUserOperation,
  type UserOperationReceipt,
  type UserOperationServices,
} from './userOperation.js'

interface Call {
  to: string
  value?: string
  data?: string
}

/** The smart account a batch is sent from: its address, chain parts and services. */
export interface SmartSender {
  address: Address
  chain: SmartAccountChain
  services: UserOperationServices
}

/** What `wallet_getCallsStatus` reads a batch from: the EOA's transactions or one operation. */
type Batch =
  | { chainId: number; rpcUrl: string; hashes: Hex[] }
  | { chainId: number; userOperation: Hex; bundler: UserOperationServices['bundler'] }

/** Batches sent by this frame, by id. */
const batches = new Map<string, Batch>()

/** A call's row in an approval: its target, value and the start of its data. */
export function callRow(
  call: { to: string; value: bigint; data?: string },
  index: number,
  network: ApprovalNetwork,
): [string, string] {
  const data = call.data && call.data !== '0x' ? `, data ${call.data.slice(0, 66)}…` : ''
  return [`Call ${index + 1}`, `to ${call.to}, ${nativeAmount(call.value, network)}${data}`]
}

/** EIP-5792 code 5760: the wallet cannot run the calls atomically. */
export const ATOMICITY_NOT_SUPPORTED =
  'This account cannot run the calls atomically (EIP-5792 5760); switch to the smart account'

function callsOf(params: unknown): { calls: Call[]; from?: string; atomicRequired: boolean } {
  const request = Array.isArray(params) ? params[0] : undefined
  const calls = (request as { calls?: unknown })?.calls
  if (!Array.isArray(calls) || calls.length === 0 || calls.length > 20)
    throw new Error('wallet_sendCalls needs 1 to 20 calls')
  return {
    calls: calls as Call[],
    from: (request as { from?: string }).from,
    atomicRequired: (request as { atomicRequired?: unknown }).atomicRequired === true,
  }
}

export function describeSendCalls(
  params: unknown,
  network: ApprovalNetwork,
  atomic = false,
): ApprovalDetails {
  const { calls } = callsOf(params)
  return {
    title:
      calls.length === 1
        ? 'Send transaction'
        : atomic
          ? `Send ${calls.length} calls in one transaction`
          : `Send ${calls.length} transactions`,
    rows: [
      networkRow(network),
      ...calls.map((call, index) =>
        callRow(
          {
            to: call.to,
            value: isHex(call.value) ? hexToBigInt(call.value as Hex) : 0n,
            data: call.data,
          },
          index,
          network,
        ),
      ),
    ],
  }
}

/** A call as the account makes it (checked: an address, hex value and data). */
function accountCall(call: Call): AccountCall {
  if (!isAddress(call.to)) throw new Error(`${String(call.to)} is not an address`)
  if (call.value !== undefined && !isHex(call.value)) throw new Error('A call value must be hex')
  if (call.data !== undefined && !isHex(call.data)) throw new Error('Call data must be hex')
  return {
    to: getAddress(call.to),
    ...(call.value !== undefined && { value: hexToBigInt(call.value as Hex) }),
    ...(call.data !== undefined && { data: call.data as Hex }),
  }
}

const namesOther = (from: string | undefined, address: string) =>
  from !== undefined && from.toLowerCase() !== address.toLowerCase()

/**
 * Sends the batch: from `smart` (when given) as one user operation, whose hash is the batch id;
 * else from the EOA `owner`, each call as a transaction in order, the first hash the id.
 */
export async function sendCalls(
  params: unknown,
  owner: PrivateKeyAccount,
  chain: { id: number; rpcUrl: string | undefined },
  smart?: SmartSender,
): Promise<{ id: string }> {
  const { rpcUrl } = chain
  if (!rpcUrl) throw new Error('No rpcUrl for this network')
  const { calls, from, atomicRequired } = callsOf(params)
  if (smart) {
    if (namesOther(from, smart.address)) throw new Error('The request names another account')
    const { hash } = await sendUserOperation(
      calls.map(accountCall),
      owner,
      smart.chain,
      smart.services,
    )
    batches.set(hash, { chainId: chain.id, userOperation: hash, bundler: smart.services.bundler })
    return { id: hash }
  }
  if (namesOther(from, owner.address)) throw new Error('The request names another account')
  if (atomicRequired) throw new Error(ATOMICITY_NOT_SUPPORTED)
  const hashes: Hex[] = []
  for (const call of calls)
    hashes.push((await sendTransaction({ ...call }, owner, chain.id, rpcUrl)) as Hex)
  const id = hashes[0]!
  batches.set(id, { chainId: chain.id, rpcUrl, hashes })
  return { id }
}

interface TransactionReceipt {
  status: string
  transactionHash: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  logs: unknown[]
}

/** A receipt as EIP-5792 lists it. */
const listed = (receipt: TransactionReceipt, status = receipt.status) => ({
  logs: receipt.logs,
  status,
  blockHash: receipt.blockHash,
  blockNumber: receipt.blockNumber,
  gasUsed: receipt.gasUsed,
  transactionHash: receipt.transactionHash,
})

/**
 * The user operation's status: 100 until the bundler has its receipt, then 200 when the calls
 * ran, 500 when the operation reverted (all calls undone; the bundle transaction itself
 * succeeded, so its receipt is listed with status 0x0: the calls' outcome).
 */
async function userOperationStatus(batch: Extract<Batch, { userOperation: Hex }>) {
  const found = (await batch.bundler('eth_getUserOperationReceipt', [batch.userOperation])) as
    | (UserOperationReceipt & { receipt: TransactionReceipt })
    | null
  if (!found) return { atomic: true, status: 100, receipts: [] }
  return {
    atomic: true,
    status: found.success ? 200 : 500,
    receipts: [listed(found.receipt, found.success ? '0x1' : '0x0')],
  }
}

/** The EOA's transactions: 100 until all are mined, 200 all succeeded, 500 all reverted, 600 some. */
async function transactionsStatus(batch: Extract<Batch, { hashes: Hex[] }>) {
  const receipts = (await Promise.all(
    batch.hashes.map((hash) => rpcCall(batch.rpcUrl, 'eth_getTransactionReceipt', [hash])),
  )) as (TransactionReceipt | null)[]
  const landed = receipts.filter((receipt): receipt is TransactionReceipt => receipt !== null)
  const status = callsStatusCode(receipts)
  return { atomic: false, status, receipts: landed.map((receipt) => listed(receipt)) }
}

/** EIP-5792 `wallet_getCallsStatus` of a batch this frame sent. */
export async function callsStatus(params: unknown): Promise<unknown> {
  const id = Array.isArray(params) ? params[0] : undefined
  const batch = typeof id === 'string' ? batches.get(id) : undefined
  if (!batch) throw new Error('Unknown bundle id')
  const outcome =
    'userOperation' in batch ? await userOperationStatus(batch) : await transactionsStatus(batch)
  return { version: '2.0.0', id, chainId: `0x${batch.chainId.toString(16)}`, ...outcome }
}

/**
 * EIP-5792 `wallet_getCapabilities` for `[address, chainIds?]`: `atomic: { status: 'supported' }`
 * on each chain (hex id) where `smartAccountOn(chainId)` is that address (the visitor's smart
 * account there); the other chains are left out (no capability to report, as wallets answer).
 * Only the chains asked for, when a list is given.
 */
export async function walletCapabilities(
  params: unknown,
  chainIds: readonly number[],
  smartAccountOn: (chainId: number) => Promise<Address | undefined>,
): Promise<Record<string, Record<string, unknown>>> {
  const [address, wanted] = Array.isArray(params) ? params : []
  if (typeof address !== 'string' || !isAddress(address))
    throw new Error('wallet_getCapabilities needs an address')
  const asked = Array.isArray(wanted)
    ? chainIds.filter((id) =>
        wanted.some((hex) => isHex(hex) && hexToBigInt(hex as Hex) === BigInt(id)),
      )
    : chainIds
  const atomic = await Promise.all(
    asked.map(async (id) => {
      const smart = await smartAccountOn(id)
      return smart !== undefined && smart.toLowerCase() === address.toLowerCase()
    }),
  )
  return Object.fromEntries(
    asked
      .filter((_, index) => atomic[index])
      .map((id) => [`0x${id.toString(16)}`, { atomic: { status: 'supported' } }]),
  )
}
