/**
 * EIP-5792 for the embedded account (no smart account: calls are sent one by one, not atomic):
 * wallet_sendCalls after one approval, wallet_getCallsStatus from the receipts, and
 * wallet_getCapabilities (none).
 */
import { type Hex, hexToBigInt, isHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { rpcCall, sendTransaction } from './evm.js'
import { type ApprovalNetwork, nativeAmount, networkRow } from './network.js'
import type { ApprovalDetails } from './ui.js'

interface Call {
  to: string
  value?: string
  data?: string
}

/** Batches sent by this frame: id → their chain and transaction hashes. */
const batches = new Map<string, { chainId: number; rpcUrl: string; hashes: Hex[] }>()

function callsOf(params: unknown): { calls: Call[]; from?: string } {
  const request = Array.isArray(params) ? params[0] : undefined
  const calls = (request as { calls?: unknown })?.calls
  if (!Array.isArray(calls) || calls.length === 0 || calls.length > 20)
    throw new Error('wallet_sendCalls needs 1 to 20 calls')
  return { calls: calls as Call[], from: (request as { from?: string }).from }
}

export function describeSendCalls(params: unknown, network: ApprovalNetwork): ApprovalDetails {
  const { calls } = callsOf(params)
  return {
    title: calls.length === 1 ? 'Send transaction' : `Send ${calls.length} transactions`,
    rows: [
      networkRow(network),
      ...calls.map((call, index): [string, string] => [
        `Call ${index + 1}`,
        `to ${call.to}, ${nativeAmount(isHex(call.value) ? hexToBigInt(call.value as Hex) : 0n, network)}${
          call.data && call.data !== '0x' ? `, data ${call.data.slice(0, 66)}…` : ''
        }`,
      ]),
    ],
  }
}

/** Sends each call as a transaction (in order); the batch id is the first transaction's hash. */
export async function sendCalls(
  params: unknown,
  account: PrivateKeyAccount,
  chain: { id: number; rpcUrl: string | undefined },
): Promise<{ id: string }> {
  const { rpcUrl } = chain
  if (!rpcUrl) throw new Error('No rpcUrl for this network')
  const { calls, from } = callsOf(params)
  if (from !== undefined && from.toLowerCase() !== account.address.toLowerCase())
    throw new Error('The request names another account')
  const hashes: Hex[] = []
  for (const call of calls)
    hashes.push((await sendTransaction({ ...call }, account, chain.id, rpcUrl)) as Hex)
  const id = hashes[0]!
  batches.set(id, { chainId: chain.id, rpcUrl, hashes })
  return { id }
}

/** EIP-5792 status: 100 pending, 200 all confirmed and successful, 500 a call reverted. */
export async function callsStatus(params: unknown): Promise<unknown> {
  const id = Array.isArray(params) ? params[0] : undefined
  const batch = typeof id === 'string' ? batches.get(id) : undefined
  if (!batch) throw new Error('Unknown bundle id')
  const receipts = (await Promise.all(
    batch.hashes.map((hash) => rpcCall(batch.rpcUrl, 'eth_getTransactionReceipt', [hash])),
  )) as ({ status: string } | null)[]
  const pending = receipts.some((receipt) => !receipt)
  const failed = receipts.some((receipt) => receipt && receipt.status !== '0x1')
  return {
    version: '2.0.0',
    id,
    chainId: `0x${batch.chainId.toString(16)}`,
    atomic: false,
    status: pending ? 100 : failed ? 500 : 200,
    receipts: receipts.filter(Boolean),
  }
}
