import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_PRIVATE_KEY } from '../anvil/anvilAccounts.js'

/** Who deploys: a private key (signed locally, works on any node) or an address the node unlocks. */
export type Deployer = Hex | Address

export interface DeployContractOptions {
  abi: Abi
  bytecode: Hex
  args?: readonly unknown[]
  /** Default: anvil's first dev account (its private key). */
  deployer?: Deployer
}

const PRIVATE_KEY_LENGTH = 66

/** The viem account of a deployer: a local account for a private key, else the address. */
export function deployerAccount(deployer: Deployer) {
  return deployer.length === PRIVATE_KEY_LENGTH ? privateKeyToAccount(deployer) : deployer
}

/** A viem public client for `rpcUrl` that polls quickly (local nodes mine instantly). */
export function localPublicClient(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
}

/** Deploys a contract, waits for its receipt, returns its address. */
export async function deployContract(
  rpcUrl: string,
  { abi, bytecode, args = [], deployer = ANVIL_PRIVATE_KEY }: DeployContractOptions,
): Promise<Address> {
  const walletClient = createWalletClient({ transport: http(rpcUrl) })
  const hash = await walletClient.deployContract({
    abi,
    bytecode,
    args,
    account: deployerAccount(deployer),
    chain: null,
  } as Parameters<typeof walletClient.deployContract>[0])
  const receipt = await localPublicClient(rpcUrl).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`Deploying the contract failed (transaction ${hash}).`)
  }
  return getAddress(receipt.contractAddress)
}
