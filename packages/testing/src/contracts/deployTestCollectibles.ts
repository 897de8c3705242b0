import { type Address, createWalletClient, http, parseEventLogs } from 'viem'
import { ANVIL_PRIVATE_KEY } from '../anvil/anvilAccounts.js'
import { TestCollectibleArtifact } from './artifacts.generated.js'
import {
  type Deployer,
  deployContract,
  deployerAccount,
  localPublicClient,
} from './deployContract.js'

/**
 * ABI of TestCollectible: a minimal ERC-721 (+ metadata `name`/`symbol`/`tokenURI`) plus
 * `mint(to) returns (tokenId)`, which only the deployer may call; token ids count from 1.
 */
export const testCollectibleAbi = TestCollectibleArtifact.abi

export interface DeployTestCollectiblesOptions {
  /** Default 'Gangway Test Collectibles'. */
  name?: string
  /** Default 'GWTC'. */
  symbol?: string
  /** Who receives the minted tokens; default the deployer. */
  to?: Address
  /** Tokens minted to `to`, one transaction each; default 3. */
  count?: number
  /** Private key (or node-unlocked address) that deploys and mints; default `ANVIL_PRIVATE_KEY`. */
  deployer?: Deployer
}

/** A deployed test collection; it is also a `LocalCollection` for `readAccountCollectibles`. */
export interface TestCollection {
  /** Checksummed. */
  address: Address
  name: string
  symbol: string
  /** The minted ids, decimal strings in mint order ('1', '2', …). */
  tokenIds: string[]
}

/** Deploys one TestCollectible collection and mints `count` tokens (ids 1…count) to `to`. */
export async function deployTestCollectibles(
  rpcUrl: string,
  options: DeployTestCollectiblesOptions = {},
): Promise<TestCollection> {
  const {
    name = 'Gangway Test Collectibles',
    symbol = 'GWTC',
    count = 3,
    deployer = ANVIL_PRIVATE_KEY,
  } = options
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new Error('count must be a whole number of tokens, 0 or more')
  }
  const address = await deployContract(rpcUrl, {
    abi: testCollectibleAbi,
    bytecode: TestCollectibleArtifact.bytecode,
    args: [name, symbol],
    deployer,
  })
  const account = deployerAccount(deployer)
  const to = options.to ?? (typeof account === 'string' ? account : account.address)
  const walletClient = createWalletClient({ transport: http(rpcUrl) })
  const publicClient = localPublicClient(rpcUrl)
  const tokenIds: string[] = []
  // One after the other: the deployer's nonces must not race, and ids follow the mint order.
  for (let index = 0; index < count; index++) {
    const hash = await walletClient.writeContract({
      address,
      abi: testCollectibleAbi,
      functionName: 'mint',
      args: [to],
      account,
      chain: null,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    const [minted] = parseEventLogs({
      abi: testCollectibleAbi,
      eventName: 'Transfer',
      logs: receipt.logs,
    })
    if (receipt.status !== 'success' || !minted) {
      throw new Error(`Minting failed (transaction ${hash}).`)
    }
    tokenIds.push(minted.args.tokenId.toString())
  }
  return { address, name, symbol, tokenIds }
}
