// What `npm run bench:server` serves: one anvil chain (eip155:31337) with Multicall3, three test
// ERC-20s, an ERC-721 collection and a Uniswap V2 DEX, all held by anvil's first dev account; a
// local SMTP mailbox (the embedded wallet's login mail); a PostgreSQL cluster (Debian's, started
// as the tests start it); a listings file of LISTINGS wallets; and the server's configuration.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'

export const LISTINGS = 100_000
export const ORIGIN = 'https://app.example'
export const CHAIN = 'eip155:31337'
export const PROJECT = 'bench'
/** Anvil's first dev account ("test test ... junk"): holds the tokens, the NFTs, the pools. */
export const HOLDER = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
/** The CCIP-Read gateway's signer (a test key: anvil's dev account 9). */
const GATEWAY_SIGNER = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

/** Words the listings' names are made of: a search for one matches a share of the directory. */
export const WORDS = ['Nova', 'Cobalt', 'Ember', 'Lumen', 'Vault', 'Orbit', 'Prism', 'Quartz']

/** A listings file of LISTINGS wallets, half EVM and half Solana, one with an image. */
function writeListings(folder) {
  const images = path.join(folder, 'images')
  mkdirSync(images)
  writeFileSync(
    path.join(images, 'wallet-0.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
  )
  const listings = Array.from({ length: LISTINGS }, (_, index) => ({
    id: `wallet-${index}`,
    name: `${WORDS[index % WORDS.length]} ${WORDS[(index >> 3) % WORDS.length]} Wallet ${index}`,
    homepage: `https://wallet${index}.example`,
    chains: index % 2 ? ['eip155:1', 'eip155:10'] : ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    rdns: `io.wallet${index}.app`,
    ...(index === 0 && { image_id: 'wallet-0.svg' }),
  }))
  writeFileSync(path.join(folder, 'listings.json'), JSON.stringify({ data: listings }))
}

/** Starts the chain, the mailbox and PostgreSQL, and writes the listings into `folder`. */
export async function startWorld(folder) {
  const testing = await import('@gangway/testing')
  const { startMailbox, startPostgres } = await import('@gangway/testing/tools')
  const anvil = await testing.startAnvil({ chainId: 31337 })
  const stops = [() => anvil.stop()]
  try {
    const multicall3 = await testing.deployMulticall3(anvil.rpcUrl)
    const tokens = await testing.deployTestTokens(anvil.rpcUrl)
    const collection = await testing.deployTestCollectibles(anvil.rpcUrl, {
      to: HOLDER.address,
      count: 3,
    })
    const dex = await testing.deployUniswapV2(anvil.rpcUrl, { tokens })
    const mailbox = await startMailbox()
    stops.push(() => mailbox.close())
    const postgres = await startPostgres()
    stops.push(() => postgres.stop())
    writeListings(folder)
    return {
      anvil,
      tokens,
      mailbox,
      postgres,
      /** The server's configuration for a server reached at `publicUrl`. */
      config: (publicUrl) => ({
        publicUrl,
        projects: [{ id: PROJECT, origins: [ORIGIN] }],
        chains: [
          {
            caipNetworkId: CHAIN,
            name: 'Anvil',
            rpcUrls: [anvil.rpcUrl],
            native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            multicall3,
            tokens: [
              { address: tokens.USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1 },
              { address: tokens.DAI, name: 'Dai', symbol: 'DAI', decimals: 18, price: 1 },
              { address: tokens.USDT, name: 'Tether USD', symbol: 'USDT', decimals: 6, price: 1 },
            ],
            collections: [{ address: collection.address, name: collection.name }],
            swap: { router: dex.router, weth: dex.weth, usdToken: tokens.USDC },
          },
        ],
        directory: { listingsFile: 'listings.json', imagesDir: 'images' },
        database: { dataDir: 'memory://' },
        names: { suffix: 'gangway.eth', gateway: { signerKey: GATEWAY_SIGNER } },
        embedded: {
          smtp: { url: mailbox.url, from: 'Bench <no-reply@bench.local>' },
          mailLimits: {
            perClientPerHour: 100_000,
            perMailboxPerHour: 1_000,
            perProjectPerHour: 10_000_000,
          },
        },
        // One client (this script) sends everything: the per-client and per-project limits
        // would answer 429; so would the analytics quotas.
        limits: { requestsPerMinute: 1_000_000_000, projectRequestsPerMinute: 1_000_000_000 },
        analytics: { clientBytesPerMinute: 100_000_000, projectEventsPerDay: 1_000_000_000 },
        log: 'info',
      }),
      stop: () => Promise.all(stops.map((stop) => stop())),
    }
  } catch (error) {
    await Promise.all(stops.map((stop) => stop()))
    throw error
  }
}
