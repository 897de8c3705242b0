import { type Address, createWalletClient, getAddress, http } from 'viem'
import { ANVIL_PRIVATE_KEY } from '../anvil/anvilAccounts.js'
import { TestIdRegistryArtifact } from '../contracts/artifacts.generated.js'
import {
  type Deployer,
  deployContract,
  deployerAccount,
  localPublicClient,
} from '../contracts/deployContract.js'

/** The ABI of the test IdRegistry (contracts/TestIdRegistry.sol): `custodyOf`, `idOf`, ... */
export const testIdRegistryAbi = TestIdRegistryArtifact.abi

export interface TestIdRegistry {
  address: Address
  /** Registers the next fid with `custody` as its custody address; resolves to the fid. */
  register(custody: Address): Promise<bigint>
  /** Moves `fid` to the custody address `to`. */
  transfer(fid: bigint, to: Address): Promise<void>
  /** The fid's custody address on chain (the zero address for an unknown fid). */
  custodyOf(fid: bigint): Promise<Address>
}

/**
 * A Farcaster-style IdRegistry on a local node (anvil): `custodyOf(uint256) returns (address)` as
 * Farcaster's IdRegistry answers it, with fids registered by the deployer (no fees, no
 * signatures). A server verifying Sign In With Farcaster reads custody addresses from it.
 */
export async function deployIdRegistry(
  node: { rpcUrl: string },
  { deployer = ANVIL_PRIVATE_KEY as Deployer } = {},
): Promise<TestIdRegistry> {
  const address = await deployContract(node.rpcUrl, {
    abi: testIdRegistryAbi,
    bytecode: TestIdRegistryArtifact.bytecode,
    deployer,
  })
  const wallet = createWalletClient({
    transport: http(node.rpcUrl),
    account: deployerAccount(deployer),
  })
  const client = localPublicClient(node.rpcUrl)
  const send = async (functionName: 'register' | 'transfer', args: readonly unknown[]) => {
    const hash = await wallet.writeContract({
      address,
      abi: testIdRegistryAbi,
      functionName,
      args,
      chain: null,
    } as Parameters<typeof wallet.writeContract>[0])
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`IdRegistry ${functionName} failed (${hash})`)
  }
  const read = <T>(functionName: 'custodyOf' | 'idOf', args: readonly unknown[]) =>
    client.readContract({
      address,
      abi: testIdRegistryAbi,
      functionName,
      args,
    } as never) as Promise<T>
  return {
    address,
    async register(custody) {
      await send('register', [custody])
      return read<bigint>('idOf', [custody])
    },
    transfer: (fid, to) => send('transfer', [fid, to]),
    custodyOf: async (fid) => getAddress(await read<Address>('custodyOf', [fid])),
  }
}
