import { type Address, createWalletClient, http, labelhash, namehash, zeroHash } from 'viem'
import { ANVIL_PRIVATE_KEY } from '../anvil/anvilAccounts.js'
import {
  TestEnsRegistryArtifact,
  TestOffchainResolverArtifact,
  TestUniversalResolverArtifact,
} from './artifacts.generated.js'
import {
  type Deployer,
  deployContract,
  deployerAccount,
  localPublicClient,
} from './deployContract.js'

export interface DeployTestEnsOptions {
  /** The name the offchain resolver answers for, and its subnames (e.g. 'gangway.eth'). */
  suffix: string
  /** The CCIP-Read gateway URLs (EIP-3668: `{sender}`/`{data}` templates, or POST). */
  gatewayUrls: string[]
  /** Addresses whose signature the resolver accepts on a gateway answer. */
  signers: Address[]
  /** Private key (or node-unlocked address) that deploys and owns the names; default `ANVIL_PRIVATE_KEY`. */
  deployer?: Deployer
}

export interface TestEns {
  registry: Address
  offchainResolver: Address
  /** Give it to viem: `getEnsAddress({ name, universalResolverAddress })`. */
  universalResolver: Address
}

/**
 * Local ENS for tests (contracts/TestEns.sol): a registry whose root the deployer owns, `suffix`
 * (each of its labels) created under it with the offchain resolver as its resolver, and a
 * universal resolver over the registry, as viem's `getEnsAddress` calls it. Names under
 * `suffix` resolve through the gateway (CCIP-Read, ENSIP-10 wildcard).
 */
export async function deployTestEns(
  rpcUrl: string,
  options: DeployTestEnsOptions,
): Promise<TestEns> {
  const deployer = options.deployer ?? ANVIL_PRIVATE_KEY
  const registry = await deployContract(rpcUrl, {
    abi: TestEnsRegistryArtifact.abi,
    bytecode: TestEnsRegistryArtifact.bytecode,
    deployer,
  })
  const offchainResolver = await deployContract(rpcUrl, {
    abi: TestOffchainResolverArtifact.abi,
    bytecode: TestOffchainResolverArtifact.bytecode,
    args: [options.gatewayUrls, options.signers],
    deployer,
  })
  const universalResolver = await deployContract(rpcUrl, {
    abi: TestUniversalResolverArtifact.abi,
    bytecode: TestUniversalResolverArtifact.bytecode,
    args: [registry],
    deployer,
  })
  const wallet = createWalletClient({ transport: http(rpcUrl), account: deployerAccount(deployer) })
  const client = localPublicClient(rpcUrl)
  const owner = wallet.account?.address ?? (deployer as Address)
  const send = async (
    functionName: 'setSubnodeOwner' | 'setResolver',
    args: readonly unknown[],
  ) => {
    const hash = await wallet.writeContract({
      address: registry,
      abi: TestEnsRegistryArtifact.abi,
      functionName,
      args,
      chain: null,
    } as Parameters<typeof wallet.writeContract>[0])
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`ENS ${functionName} failed (${hash})`)
  }
  // From the root down: `eth`, then `gangway` under `gangway.eth`'s parent, and so on.
  const labels = options.suffix.split('.')
  for (let i = labels.length - 1; i >= 0; i--) {
    const parent = labels.slice(i + 1).join('.')
    await send('setSubnodeOwner', [
      parent ? namehash(parent) : zeroHash,
      labelhash(labels[i] ?? ''),
      owner,
    ])
  }
  await send('setResolver', [namehash(options.suffix), offchainResolver])
  return { registry, offchainResolver, universalResolver }
}
