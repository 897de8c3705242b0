import { type Address, createWalletClient, http, parseEventLogs } from 'viem'
import { ANVIL_PRIVATE_KEY } from '../anvil/anvilAccounts.js'
import { TestMultiTokenArtifact } from './artifacts.generated.js'
import {
  type Deployer,
  deployContract,
  deployerAccount,
  localPublicClient,
} from './deployContract.js'

/**
 * ABI of TestMultiToken: a minimal ERC-1155 (+ the metadata `uri`, empty until set) plus a
 * collection `name` and `mint(to, id, value)`, `mintBatch(to, ids, values)` and
 * `setURI(id, uri)`, which only the deployer may call.
 */
export const testMultiTokenAbi = TestMultiTokenArtifact.abi

/** One token id of a multi-token and its amount; decimal strings. */
export interface TestMultiTokenAmount {
  tokenId: string
  amount: string
}

export interface DeployTestMultiTokensOptions {
  /** Default 'Gangway Test Multi-Tokens'. */
  name?: string
  /** Who receives the minted amounts; default the deployer. */
  to?: Address
  /**
   * The ids and amounts minted to `to`, in one `mintBatch` (a `TransferBatch`); default ids 1, 2
   * and 3 with amounts 10, 1 and 5. An empty list mints nothing.
   */
  mint?: readonly { tokenId: bigint | number | string; amount: bigint | number | string }[]
  /** Private key (or node-unlocked address) that deploys and mints; default `ANVIL_PRIVATE_KEY`. */
  deployer?: Deployer
}

/** A deployed test multi-token (ERC-1155). */
export interface TestMultiTokenCollection {
  /** Checksummed. */
  address: Address
  name: string
  /** What was minted, in the given order. */
  minted: TestMultiTokenAmount[]
}

const DEFAULT_MINT = [
  { tokenId: 1n, amount: 10n },
  { tokenId: 2n, amount: 1n },
  { tokenId: 3n, amount: 5n },
]

/** Deploys one TestMultiToken and mints the `mint` ids and amounts to `to` in one transaction. */
export async function deployTestMultiTokens(
  rpcUrl: string,
  options: DeployTestMultiTokensOptions = {},
): Promise<TestMultiTokenCollection> {
  const {
    name = 'Gangway Test Multi-Tokens',
    mint = DEFAULT_MINT,
    deployer = ANVIL_PRIVATE_KEY,
  } = options
  const ids = mint.map(({ tokenId }) => BigInt(tokenId))
  const amounts = mint.map(({ amount }) => BigInt(amount))
  if ([...ids, ...amounts].some((value) => value < 0n)) {
    throw new Error('token ids and amounts must be 0 or more')
  }
  const address = await deployContract(rpcUrl, {
    abi: testMultiTokenAbi,
    bytecode: TestMultiTokenArtifact.bytecode,
    args: [name],
    deployer,
  })
  const account = deployerAccount(deployer)
  const to = options.to ?? (typeof account === 'string' ? account : account.address)
  if (ids.length > 0) {
    const hash = await createWalletClient({ transport: http(rpcUrl) }).writeContract({
      address,
      abi: testMultiTokenAbi,
      functionName: 'mintBatch',
      args: [to, ids, amounts],
      account,
      chain: null,
    })
    const receipt = await localPublicClient(rpcUrl).waitForTransactionReceipt({ hash })
    const [minted] = parseEventLogs({
      abi: testMultiTokenAbi,
      eventName: 'TransferBatch',
      logs: receipt.logs,
    })
    if (receipt.status !== 'success' || !minted) {
      throw new Error(`Minting failed (transaction ${hash}).`)
    }
  }
  return {
    address,
    name,
    minted: ids.map((tokenId, index) => ({
      tokenId: tokenId.toString(),
      amount: (amounts[index] ?? 0n).toString(),
    })),
  }
}
