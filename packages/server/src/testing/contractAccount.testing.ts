import {
  type AnvilNode,
  deployContract,
  startAnvil,
  TestSmartAccountArtifact,
} from '@gangway/testing'
import type { Address } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll } from 'vitest'
import type { ServerConfigInput } from '../config/schema.js'
import type { GangwayServer } from '../createServer.js'
import { START_TIMEOUT_MS, testConfig, useTestServers } from './testServer.testing.js'

/** An EIP-1271 contract account on anvil and a test server serving that chain. */
export interface ContractAccountChain {
  /** The account's owner, whose signatures the account accepts. */
  owner: PrivateKeyAccount
  /** Another key. */
  stranger: PrivateKeyAccount
  node: AnvilNode
  /** The deployed TestSmartAccount, owned by `owner`. */
  account: Address
  /** The server (for its database) and its URL. */
  started: { server: GangwayServer; url: string }
}

/**
 * Call at a file's top level (names and sign-in contract-account tests): before the file, starts
 * anvil, deploys the owner's TestSmartAccount and starts a server serving the node's chain (upstream
 * timeout 3 s); stops the node after it. The fields are set once the file's setup has run.
 */
export function useContractAccountChain(
  extra: Partial<ServerConfigInput> = {},
): ContractAccountChain {
  const start = useTestServers()
  const chain = {
    owner: privateKeyToAccount(generatePrivateKey()),
    stranger: privateKeyToAccount(generatePrivateKey()),
  } as ContractAccountChain
  beforeAll(async () => {
    chain.node = await startAnvil({ timeoutMs: 20_000 })
    chain.account = await deployContract(chain.node.rpcUrl, {
      abi: TestSmartAccountArtifact.abi,
      bytecode: TestSmartAccountArtifact.bytecode,
      args: [chain.owner.address],
    })
    chain.started = await start(
      testConfig({
        chains: [
          {
            caipNetworkId: `eip155:${chain.node.chainId}`,
            rpcUrls: [chain.node.rpcUrl],
            native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
        limits: { upstreamTimeoutMs: 3_000 },
        ...extra,
      }),
    )
  }, START_TIMEOUT_MS)
  afterAll(() => chain.node?.stop())
  return chain
}
