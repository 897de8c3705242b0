import { localPublicClient } from '@gangway/testing'
import { type Abi, type Address, createWalletClient, type Hash, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ActivityTransaction } from '../shared/answerSchemas.js'

/** A plain transfer, or a contract call (`transfer` unless `functionName` says otherwise). */
export type SentRequest =
  | { to: Address; value?: bigint }
  | { address: Address; abi: Abi; args: unknown[] }
export interface SendOptions {
  functionName?: string
  /** An explicit gas limit skips viem's estimation (a call meant to revert). */
  gas?: bigint
}

/** Sends one transaction from `key` and waits until it is mined (reverted ones too). */
export async function sendAndWait(
  rpcUrl: string,
  key: Hex,
  request: SentRequest,
  options: SendOptions = {},
): Promise<Hash> {
  const wallet = createWalletClient({ account: privateKeyToAccount(key), transport: http(rpcUrl) })
  const hash =
    'to' in request
      ? await wallet.sendTransaction({ chain: null, ...request })
      : await wallet.writeContract({
          chain: null,
          ...request,
          functionName: options.functionName ?? 'transfer',
          ...(options.gas ? { gas: options.gas } : {}),
        } as Parameters<typeof wallet.writeContract>[0])
  await localPublicClient(rpcUrl).waitForTransactionReceipt({ hash })
  return hash
}

/** Entries as [id, operationType, status, ['out 1.5 ETH', …]] (a collectible by its name). */
export const historySummary = (entries: readonly ActivityTransaction[]) =>
  entries.map(({ id, metadata, transfers }) => [
    id,
    metadata.operationType,
    metadata.status,
    transfers.map(
      (t) => `${t.direction} ${t.quantity.numeric} ${t.fungible_info?.symbol ?? t.nft_info?.name}`,
    ),
  ])
