// The demo's local chains: two anvil nodes (eip155:31337 and eip155:31338), each with Multicall3
// at its canonical address, three ERC-20 test tokens and an ERC-721 test collection (3 tokens)
// minted to the test wallet's account, a Uniswap V2 DEX (the real contracts) with ETH/USDC,
// ETH/DAI and USDC/USDT pools (their liquidity anvil account 0's), a local Solana validator
// (litesvm, solana:localnet) with the Solana test wallet funded, a local TON node (@ton/sandbox
// behind toncenter's v2 API, ton:-1000) with the TON test wallet funded, and a local
// WalletConnect relay (so QR pairing works offline) and a local on-ramp (a page on 127.0.0.1 that
// sells ETH on the first anvil chain by sending it from anvil dev account 5). With the app's
// origin known (`appOrigin`), the server also runs the embedded wallet: mail through a local SMTP
// mailbox, social login through a local OpenID Connect provider, Farcaster through an IdRegistry
// on the first anvil chain.
// Used by `npm run demo` (scripts/start.mjs) and by the e2e suite's global setup.
import { fileURLToPath } from 'node:url'
import {
  anvilPrivateKey,
  deployIdRegistry,
  deployMulticall3,
  deployTestCollectibles,
  deployTestTokens,
  deployUniswapV2,
  MULTICALL3_ADDRESS,
  startAnvil,
  startLocalBalanceApi,
  startLocalOnramp,
  startLocalRelay,
  startTestHub,
  TEST_TOKENS,
} from '@gangway/testing'
import { serveMailboxInbox, startMailbox, startOAuthProvider } from '@gangway/testing/tools'
import { privateKeyToAccount } from 'viem/accounts'
import { prepareSolana, startSolana, startTon, tonConfig } from './localNodes.mjs'
import {
  demoSponsorship,
  deploySmartAccountContracts,
  erc4337ServerConfig,
  startDemoBundlers,
} from './smartAccounts.mjs'

// The Solana and TON parts' constants, exported from here as before.
export {
  DEMO_SOLANA_PORT,
  DEMO_SOLANA_RECIPIENT,
  DEMO_SOLANA_SECRET_KEY,
  DEMO_TON_PORT,
  DEMO_TON_RECIPIENT,
} from './localNodes.mjs'

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

/**
 * Test-token prices the demo's balance API reports (stablecoins). Native currencies have no fixed
 * price: the server prices ETH from each anvil's Uniswap V2 pools (its `swap`); SOL has none.
 */
const DEMO_TOKEN_PRICES = { USDC: 1, DAI: 1, USDT: 1 }
/** SOL's fixed USD price on the demo's Solana node (the server's `native.price`). */
const DEMO_SOL_PRICE = 100

/**
 * The demo's self-hosted balance, activity and NFT API (the kit's `balanceApiUrl`,
 * `activityApiUrl` and `nftApiUrl`), `@gangway/server` started by `startLocalBalanceApi`: the Tokens tab's native and ERC-20 balances read live from
 * the anvil nodes and the Solana validator, the Activity tab's transactions read from the anvil
 * nodes and the Solana validator, the NFTs tab's tokens of the test collection (`GET /nfts`), and
 * swaps on the anvil chains' Uniswap V2 (`/swap/*`, the kit's `swapApiUrl`).
 */
function startBalanceApi(chains, solana, embedded) {
  return startLocalBalanceApi({
    chains: [
      ...chains.map((chain) => ({
        caipNetworkId: `eip155:${chain.chainId}`,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
        native: { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: TOKEN_LOGOS.ETH },
        tokens: chain.tokens.map((token) => ({
          ...TEST_TOKENS[token.symbol],
          address: token.address,
          price: DEMO_TOKEN_PRICES[token.symbol],
          iconUrl: TOKEN_LOGOS[token.symbol],
        })),
        collectibles: chain.collectibles,
        // Deployed on each anvil below: the token balances are read in one call.
        multicall3: MULTICALL3_ADDRESS,
        // Swaps (`/swap/*`) through the chain's Uniswap V2 router, priced in USDC.
        swap: {
          router: chain.dex.router,
          weth: chain.dex.weth,
          usdToken: chain.tokens.find((token) => token.symbol === 'USDC').address,
        },
        // The chain's bundler and paymaster (sponsored gas, `POST /sponsor/user-operation`).
        ...(chain.erc4337.bundlerUrl && { erc4337: erc4337ServerConfig(chain) }),
      })),
      {
        caipNetworkId: 'solana:localnet',
        name: 'Solana Localnet',
        rpcUrl: solana.rpcUrl,
        // No market on a local node: SOL is priced at a fixed demo price, as the test tokens are.
        native: {
          name: 'Solana',
          symbol: 'SOL',
          decimals: 9,
          iconUrl: TOKEN_LOGOS.SOL,
          price: DEMO_SOL_PRICE,
        },
        tokens: solana.tokens,
      },
    ],
    server: {
      // The demo's project (its analytics land here): the app's own origin when known (the
      // embedded wallet's frame answers listed origins only), else any origin on this machine.
      projects: [
        {
          id: DEMO_PROJECT_ID,
          origins: embedded ? embedded.origins : ['*'],
          // Gasless test-token transfers for visitors' smart accounts.
          sponsorship: demoSponsorship(chains),
        },
      ],
      // The embedded wallet needs publicUrl: startLocalBalanceApi gives the server its own
      // address (its links, the Farcaster domain and the frame's origin are built on it).
      ...(embedded && { embedded: embedded.server }),
      // The wallet catalogue the kit bundles, served as a directory (`?directoryUrl=<api>/directory`).
      directory: { listingsFile: DEMO_LISTINGS_FILE },
    },
  })
}

/**
 * The logos of the demo's currencies and test tokens, as a token list gives them: the
 * @web3icons/core SVGs (MIT) of the real ETH, SOL, USDC, DAI and USDT, inline, so the server
 * serves them with every balance, activity and swap answer (no request to anywhere else).
 */
const TOKEN_LOGOS = Object.fromEntries(
  await Promise.all(
    ['ETH', 'SOL', 'USDC', 'DAI', 'USDT'].map(async (symbol) => {
      const { default: svg } = await import(
        `@web3icons/core/svgs/tokens/background/${symbol}.svg.js`
      )
      const markup = svg.replace(/>\s+</g, '><').trim()
      return [symbol, `data:image/svg+xml,${encodeURIComponent(markup)}`]
    }),
  ),
)

/** The project id the demo kit sends (WalletConnect relay, analytics). */
export const DEMO_PROJECT_ID = 'gangway-demo'

/** The listings the demo's server serves: the catalogue bundled with the kit. */
const DEMO_LISTINGS_FILE = fileURLToPath(
  new URL('../../../packages/core/src/directory/catalogue.json', import.meta.url),
)

/** Whole tokens of each test token minted to the test wallet. */
const TOKEN_SUPPLY = 1_000_000

/** Test NFTs minted to the test wallet on each anvil chain. */
const COLLECTIBLES_MINTED = 3

async function startOnPreferredPort(chainId, preferredPort, usePreferredPorts) {
  if (usePreferredPorts) {
    try {
      return await startAnvil({ chainId, port: preferredPort })
    } catch {
      // The port is taken (another anvil, another app): fall back to any free port, and say so.
      const node = await startAnvil({ chainId })
      console.log(
        `demo: port ${preferredPort} is taken; chain ${chainId} runs on ${node.rpcUrl} instead`,
      )
      return node
    }
  }
  return startAnvil({ chainId })
}

/**
 * Starts the demo's chains and prepares them. Returns the nodes (to stop them) and the
 * configuration the app is built with (`GANGWAY_DEMO_CONFIG`).
 * @param {{ usePreferredPorts?: boolean, appOrigins?: string[], bundlers?: boolean | number[] }} [options]
 *   `appOrigins`: where the app will be served (`http://127.0.0.1:<port>`); the embedded wallet
 *   needs them. `bundlers: false`: no bundler (the ERC-4337 contracts are deployed all the same);
 *   a list of indices: bundlers for those chains only (the others have no smart accounts).
 */
export async function startDemoChains(options = {}) {
  const usePreferredPorts = options.usePreferredPorts ?? true
  const nodes = await Promise.all(
    DEMO_CHAINS.map((chain) =>
      startOnPreferredPort(chain.chainId, chain.preferredPort, usePreferredPorts),
    ),
  )
  let relay
  let solana
  let ton
  let balances
  let onramp
  let mailbox
  let inbox
  let oauth
  let embedded
  let bundlers = []
  let bundlersStarted
  try {
    relay = await startRelay(usePreferredPorts)
    solana = await startSolana(usePreferredPorts)
    ton = await startTon(usePreferredPorts)
    const chains = await Promise.all(
      DEMO_CHAINS.map(async (chain, index) => {
        const node = nodes[index]
        await deployMulticall3(node.rpcUrl)
        const [tokens, collection] = await Promise.all([
          deployTestTokens(node.rpcUrl, {
            deployer: DEMO_WALLET_KEY,
            initialSupply: TOKEN_SUPPLY,
          }),
          // Deployed and minted by anvil dev account 0 (the default deployer), so the test
          // wallet's own transactions (its Activity tab, its nonce) stay those of the tokens.
          deployTestCollectibles(node.rpcUrl, {
            to: privateKeyToAccount(DEMO_WALLET_KEY).address,
            count: COLLECTIBLES_MINTED,
          }),
        ])
        // Also anvil dev account 0's (after the collection: its nonces must not race), which
        // mints the pools' tokens to itself: the test wallet keeps its tokens and nonces.
        const { router, factory, weth } = await deployUniswapV2(node.rpcUrl, { tokens })
        // ERC-4337 (EntryPoint, account factory, paymaster), also anvil dev account 0's.
        const erc4337 = await deploySmartAccountContracts(node.rpcUrl)
        return {
          chainId: chain.chainId,
          name: chain.name,
          rpcUrl: node.rpcUrl,
          tokens: Object.entries(tokens).map(([symbol, address]) => ({
            symbol,
            address,
            decimals: TEST_TOKENS[symbol].decimals,
          })),
          collectibles: [collection],
          dex: { router, factory, weth },
          erc4337,
        }
      }),
    )
    // A bundler per chain (alto loads for seconds): started now, awaited before the server.
    const bundled =
      options.bundlers === false
        ? []
        : Array.isArray(options.bundlers)
          ? chains.filter((_chain, index) => options.bundlers.includes(index))
          : chains
    bundlersStarted = startDemoBundlers(bundled)
    const solanaConfig = await prepareSolana(solana)
    if (options.appOrigins?.length) {
      ;[mailbox, oauth] = await Promise.all([startMailbox(), startOAuthProvider()])
      inbox = await serveMailboxInbox(mailbox)
      embedded = await prepareEmbedded(options.appOrigins, chains[0], nodes[0], mailbox, oauth)
      embedded.kit.inboxUrl = inbox.url
    }
    bundlers = await bundlersStarted
    bundlers.forEach((bundler, index) => {
      bundled[index].erc4337.bundlerUrl = bundler.rpcUrl
    })
    balances = await startBalanceApi(chains, solanaConfig, embedded)
    // The local on-ramp: sells ETH on the first anvil chain, sent from anvil dev account 5.
    onramp = await startLocalOnramp({
      rpcUrl: chains[0].rpcUrl,
      network: `eip155:${chains[0].chainId}`,
    })
    const config = {
      chains,
      balanceApiUrl: balances.url,
      activityApiUrl: balances.url,
      nftApiUrl: balances.url,
      // Quotes and swap transactions from the same server, read from the chains' Uniswap V2 pools.
      swapApiUrl: balances.url,
      // The same @gangway/server: analytics (POST /e) and the wallet directory (GET /directory).
      serverUrl: balances.url,
      projectId: DEMO_PROJECT_ID,
      wallet: {
        privateKey: DEMO_WALLET_KEY,
        address: privateKeyToAccount(DEMO_WALLET_KEY).address,
      },
      recipient: DEMO_RECIPIENT,
      relayUrl: relay.url,
      solana: solanaConfig,
      ton: tonConfig(ton),
      onramp: {
        url: onramp.url,
        network: `eip155:${chains[0].chainId}`,
        sender: onramp.sender,
        assets: ['ETH'],
      },
      ...(embedded && { embedded: { ...embedded.kit, url: balances.url } }),
    }
    return {
      mailbox,
      oauth,
      nodes,
      relay,
      config,
      solana,
      ton,
      stop: () =>
        Promise.all([
          ...nodes.map((node) => node.stop()),
          relay.close(),
          solana.stop(),
          ton.stop(),
          balances.close(),
          onramp.close(),
          mailbox?.close(),
          inbox?.close(),
          embedded?.hub.close(),
          oauth?.close(),
          ...bundlers.map((bundler) => bundler.stop()),
        ]),
    }
  } catch (error) {
    if (bundlers.length === 0 && bundlersStarted) bundlers = await bundlersStarted.catch(() => [])
    await Promise.all([
      ...nodes.map((node) => node.stop()),
      relay?.close(),
      solana?.stop(),
      ton?.stop(),
      balances?.close(),
      onramp?.close(),
      mailbox?.close(),
      inbox?.close(),
      embedded?.hub.close(),
      oauth?.close(),
      ...bundlers.map((bundler) => bundler.stop()),
    ])
    throw error
  }
}

/** The demo's Farcaster account: fid registered on the first anvil chain to anvil dev account 7. */
export const DEMO_FARCASTER = { username: 'gangway-demo', custodyKey: anvilPrivateKey(7) }

/**
 * The embedded wallet's parts: the server's `embedded` config (mail to the local mailbox, every
 * social provider through the local OpenID Connect provider, Farcaster custody read from a
 * test IdRegistry on the first chain), the project's origins, and what the app and tests need.
 */
async function prepareEmbedded(appOrigins, chain, node, mailbox, oauth) {
  // Deployed by anvil dev account 0 after the DEX: its nonces must not race.
  const registry = await deployIdRegistry(node)
  const fid = await registry.register(privateKeyToAccount(DEMO_FARCASTER.custodyKey).address)
  // The server reads Farcaster usernames from a hub's HTTP API, never from the client: a local
  // stand-in hub has the demo fid's username.
  const hub = await startTestHub({ usernames: { [fid.toString()]: DEMO_FARCASTER.username } })
  const provider = {
    clientId: 'gangway-demo',
    clientSecret: 'gangway-demo-secret',
    issuer: oauth.issuer,
  }
  const localhost = appOrigins.map((origin) => origin.replace('//127.0.0.1:', '//localhost:'))
  return {
    origins: [...new Set([...appOrigins, ...localhost])],
    server: {
      smtp: { url: mailbox.url, from: 'Gangway demo <no-reply@gangway.local>' },
      social: Object.fromEntries(
        ['google', 'x', 'discord', 'github', 'apple', 'facebook'].map((name) => [name, provider]),
      ),
      farcaster: {
        caipNetworkId: `eip155:${chain.chainId}`,
        idRegistry: registry.address,
        hubUrl: hub.url,
      },
    },
    hub,
    kit: {
      mailboxUrl: mailbox.url,
      oauthIssuer: oauth.issuer,
      farcaster: { fid: fid.toString(), idRegistry: registry.address, ...DEMO_FARCASTER },
    },
  }
}
