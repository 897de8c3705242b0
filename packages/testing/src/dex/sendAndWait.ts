import { type Abi, createWalletClient, type Hex, http } from 'viem'
import { type Deployer, deployerAccount, localPublicClient } from '../contracts/deployContract.js'

/** How long one local transaction may take to be mined. */
export const RECEIPT_TIMEOUT_MS = 30_000

export interface ContractWrite {
  address: Hex
  abi: Abi
  functionName: string
  args?: readonly unknown[]
  value?: bigint
}

/**
 * A contract write from `sender`, waited for (within RECEIPT_TIMEOUT_MS); throws when it
 * reverts. Sequential use keeps the sender's nonces in order.
 */
export async function sendAndWait(
  rpcUrl: string,
  sender: Deployer,
  write: ContractWrite,
): Promise<void> {
  const walletClient = createWalletClient({ transport: http(rpcUrl) })
  const hash = await walletClient.writeContract({
    ...write,
    account: deployerAccount(sender),
    chain: null,
  } as Parameters<typeof walletClient.writeContract>[0])
  const receipt = await localPublicClient(rpcUrl).waitForTransactionReceipt({
    hash,
    timeout: RECEIPT_TIMEOUT_MS,
  })
  if (receipt.status !== 'success') {
    throw new Error(`${write.functionName} on ${write.address} reverted (transaction ${hash}).`)
  }
}

/** The address of a deployer (its key's account, or the node-unlocked address itself). */
export function deployerAddress(deployer: Deployer): Hex {
  const account = deployerAccount(deployer)
  return typeof account === 'string' ? account : account.address
}
