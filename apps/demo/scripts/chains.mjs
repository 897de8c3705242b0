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
import { createSolanaTestWallet } from '@gangway/testing/solana'
import { startSolanaValidator } from '@gangway/testing/solana/node'
import { TON_TEST_MNEMONIC } from '@gangway/testing/ton'
import { startTonSandbox } from '@gangway/testing/ton/node'
import { serveMailboxInbox, startMailbox, startOAuthProvider } from '@gangway/testing/tools'
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

/** The Solana validator's preferred port (solana-test-validator's; the pubsub takes port + 1). */
export const DEMO_SOLANA_PORT = 8899

/** The Solana test wallet's secret key (base58; a public test key, never for real funds). */
export const DEMO_SOLANA_SECRET_KEY =
  '34t5mxrRMv5gyR4BZ7kH7irAWPtZdJTDqxVRDKNX7zvK3ps8Qc5WKu8Kqs99G7Z6Tv2TZnP55DK7X2RvsqrsquXR'

/** Where the demo sends SOL. */
export const DEMO_SOLANA_RECIPIENT = 'ekuMiZpqX4E7PqnBdGmDVkvNLZAFHWq9a9xaEjw1tEm'

/** The demo's SPL test token, listed by its server (priced at $1) so the Tokens tab and Send show it. */
const DEMO_SPL_TOKEN = { name: 'Gangway Test Dollar', symbol: 'GTD', decimals: 6, price: 1 }

/** Whole GTD minted to the Solana test wallet. */
const DEMO_SPL_MINTED = 1_000_000n

/** SOL airdropped to the Solana test wallet (in lamports: 100 SOL). */
const SOLANA_AIRDROP = 100_000_000_000

async function startSolana(usePreferredPorts) {
  if (usePreferredPorts) {
    try {
      return await startSolanaValidator({ port: DEMO_SOLANA_PORT })
    } catch {
      // Taken: any free pair of ports.
    }
  }
  return startSolanaValidator()
}

/** The Solana side of the demo: the validator and the funded test wallet. */
async function prepareSolana(validator) {
  const { address } = createSolanaTestWallet({
    rpcUrl: validator.rpcUrl,
    secretKey: DEMO_SOLANA_SECRET_KEY,
  })
  validator.airdrop(address, SOLANA_AIRDROP)
  // An SPL test token (classic Token program) with the wallet holding DEMO_SPL_MINTED of it.
  const mint = validator.createSplMint({ decimals: DEMO_SPL_TOKEN.decimals })
  validator.mintSplTokens({
    mint: mint.address,
    owner: address,
    amount: DEMO_SPL_MINTED * 10n ** BigInt(DEMO_SPL_TOKEN.decimals),
  })
  return {
    rpcUrl: validator.rpcUrl,
    wallet: { secretKey: DEMO_SOLANA_SECRET_KEY, address },
    recipient: DEMO_SOLANA_RECIPIENT,
    tokens: [{ ...DEMO_SPL_TOKEN, address: mint.address }],
  }
}

/** The TON node's preferred port (any free port when taken). */
export const DEMO_TON_PORT = 8548

/** Where the demo sends TON: a wallet address, user-friendly non-bounceable, test-only form. */
export const DEMO_TON_RECIPIENT = '0QDrGOR7YyDCyJChfL-iEilrMPzmFGvmBfESEA7UpfkdCDvs'

async function startTon(usePreferredPorts) {
  if (usePreferredPorts) {
    try {
      return await startTonSandbox({ port: DEMO_TON_PORT })
    } catch {
      // Taken: any free port.
    }
  }
  return startTonSandbox()
}

/** The TON side of the demo: the sandbox node (the test wallet funded with 100 TON). */
function tonConfig(node) {
  return {
    rpcUrl: node.rpcUrl,
    globalId: node.globalId,
    wallet: { mnemonic: TON_TEST_MNEMONIC, address: node.walletAddresses[0] },
    recipient: DEMO_TON_RECIPIENT,
  }
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
      projects: [{ id: DEMO_PROJECT_ID, origins: embedded ? embedded.origins : ['*'] }],
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
 * @param {{ usePreferredPorts?: boolean, appOrigins?: string[] }} [options] `appOrigins`: where
 *   the app will be served (`http://127.0.0.1:<port>`); the embedded wallet needs them.
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
        }
      }),
    )
    const solanaConfig = await prepareSolana(solana)
    if (options.appOrigins?.length) {
      ;[mailbox, oauth] = await Promise.all([startMailbox(), startOAuthProvider()])
      inbox = await serveMailboxInbox(mailbox)
      embedded = await prepareEmbedded(options.appOrigins, chains[0], nodes[0], mailbox, oauth)
      embedded.kit.inboxUrl = inbox.url
    }
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
        ]),
    }
  } catch (error) {
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
