// The demo's local chains: two anvil nodes (eip155:31337 and eip155:31338), each with Multicall3
// at its canonical address and three ERC-20 test tokens minted to the test wallet's account, and a
// local WalletConnect relay (so QR pairing works offline).
// Used by `npm run demo` (scripts/start.mjs) and by the e2e suite's global setup.
import {
  anvilPrivateKey,
  deployMulticall3,
  deployTestTokens,
  startAnvil,
  startLocalRelay,
  TEST_TOKENS,
} from '@gangway/testing'
import { privateKeyToAccount } from 'viem/accounts'

/** The chains the demo runs, with the ports it tries first (any free port when taken). */
export const DEMO_CHAINS = [
  { chainId: 31337, name: 'Anvil', preferredPort: 8545 },
  { chainId: 31338, name: 'Anvil Two', preferredPort: 8546 },
]

/** The test wallet's key: anvil dev account 1 (public test key, 10,000 ETH on every anvil). */
export const DEMO_WALLET_KEY = anvilPrivateKey(1)

/** The port the demo's WalletConnect relay tries first (any free port when taken). */
export const DEMO_RELAY_PORT = 8547

async function startRelay(usePreferredPorts) {
  if (usePreferredPorts) {
    try {
      return await startLocalRelay({ port: DEMO_RELAY_PORT })
    } catch {
      // Taken: any free port.
    }
  }
  return startLocalRelay()
}

/** Where the demo's "Send test" button sends 0.01 ETH. */
export const DEMO_RECIPIENT = '0x000000000000000000000000000000000000dEaD'

/** Whole tokens of each test token minted to the test wallet. */
const TOKEN_SUPPLY = 1_000_000

async function startOnPreferredPort(chainId, preferredPort, usePreferredPorts) {
  if (usePreferredPorts) {
    try {
      return await startAnvil({ chainId, port: preferredPort })
    } catch {
      // The port is taken (another anvil, another app): fall back to any free port.
    }
  }
  return startAnvil({ chainId })
}

/**
 * Starts the demo's chains and prepares them. Returns the nodes (to stop them) and the
 * configuration the app is built with (`GANGWAY_DEMO_CONFIG`).
 * @param {{ usePreferredPorts?: boolean }} [options]
 */
export async function startDemoChains(options = {}) {
  const usePreferredPorts = options.usePreferredPorts ?? true
  const nodes = await Promise.all(
    DEMO_CHAINS.map((chain) =>
      startOnPreferredPort(chain.chainId, chain.preferredPort, usePreferredPorts),
    ),
  )
  let relay
  try {
    relay = await startRelay(usePreferredPorts)
    const chains = await Promise.all(
      DEMO_CHAINS.map(async (chain, index) => {
        const node = nodes[index]
        await deployMulticall3(node.rpcUrl)
        const tokens = await deployTestTokens(node.rpcUrl, {
          deployer: DEMO_WALLET_KEY,
          initialSupply: TOKEN_SUPPLY,
        })
        return {
          chainId: chain.chainId,
          name: chain.name,
          rpcUrl: node.rpcUrl,
          tokens: Object.entries(tokens).map(([symbol, address]) => ({
            symbol,
            address,
            decimals: TEST_TOKENS[symbol].decimals,
          })),
        }
      }),
    )
    const config = {
      chains,
      wallet: {
        privateKey: DEMO_WALLET_KEY,
        address: privateKeyToAccount(DEMO_WALLET_KEY).address,
      },
      recipient: DEMO_RECIPIENT,
      relayUrl: relay.url,
    }
    return {
      nodes,
      relay,
      config,
      stop: () => Promise.all([...nodes.map((node) => node.stop()), relay.close()]),
    }
  } catch (error) {
    await Promise.all([...nodes.map((node) => node.stop()), relay?.close()])
    throw error
  }
}
