// `npm run demo` (after `npm run build`): starts the local chains, then the Vite dev server of the
// demo app on 127.0.0.1, and prints the URL to open. Ctrl-C stops everything.
//   PORT=5174 npm run demo    another port for the app (default 5173, or the next free one)
import { rmSync, writeFileSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { startDemoChains } from './chains.mjs'

const appRoot = fileURLToPath(new URL('..', import.meta.url))
const started = Date.now()

/** `preferred` when it is free on 127.0.0.1, else any free port. */
function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve, reject) => {
      const probe = createNetServer()
      probe.once('error', reject)
      probe.listen(port, '127.0.0.1', () => {
        const { port: chosen } = probe.address()
        probe.close(() => resolve(chosen))
      })
    })
  return tryPort(preferred).catch(() => tryPort(0))
}

// The app's port is chosen first: the server's embedded wallet answers the app's origin only.
const wanted = Number(process.env.PORT) || 5173
const port = await freePort(wanted)
if (port !== wanted) console.log(`demo: port ${wanted} is taken; the app runs on ${port} instead`)
const chains = await startDemoChains({ appOrigins: [`http://127.0.0.1:${port}`] })
process.env.GANGWAY_DEMO_CONFIG = JSON.stringify(chains.config)
// `npm run demo:pair` reads the relay and chain URLs this run got, `npm run demo:farcaster` the
// embedded wallet's server and Farcaster account.
const runtimeFile = `${appRoot}/.runtime.json`
const { embedded } = chains.config
writeFileSync(
  runtimeFile,
  JSON.stringify({
    relayUrl: chains.config.relayUrl,
    chains: chains.config.chains,
    ...(embedded && {
      embedded: {
        url: embedded.url,
        farcaster: { fid: embedded.farcaster.fid, username: embedded.farcaster.username },
      },
    }),
  }),
)

const server = await createServer({
  configFile: `${appRoot}/vite.config.ts`,
  root: appRoot,
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
  },
  clearScreen: false,
})
await server.listen()

const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`
const { wallet, recipient } = chains.config
console.log(`
  Gangway demo is running (ready in ${Date.now() - started} ms)

  Open:            ${url}
  ethers adapter:  ${url}?adapter=ethers
  no test wallet:  ${url}?testWallet=0   (use your own browser wallet)

  Chains:
${chains.config.chains.map((chain) => `    eip155:${chain.chainId}  ${chain.name.padEnd(10)} ${chain.rpcUrl}`).join('\n')}
    solana:localnet Solana     ${chains.config.solana.rpcUrl} (litesvm; pubsub on the next port)
    ton:${chains.config.ton.globalId}       TON        ${chains.config.ton.rpcUrl} (@ton/sandbox, toncenter v2 API)
    bip122 testnet, polkadot westend: no node (their test wallets connect and sign offline)
  Solana wallet:   ${chains.config.solana.wallet.address} (Wallet Standard test wallet, 100 SOL)
  TON wallet:      ${chains.config.ton.wallet.address} (TON Connect test wallet, v4r2, 100 TON)
  Bitcoin wallet:  sats-connect test provider ('test … junk' mnemonic, tb1… payment address)
  Polkadot wallet: injectedWeb3 test extension (Alice and Bob, sr25519)
  Test wallet:     ${wallet.address} (anvil dev account 1, 10,000 ETH, 1,000,000 USDC/DAI/USDT, 3 GWTC NFTs)
  Server:          ${chains.config.serverUrl} (@gangway/server, PGlite: Tokens, Activity and NFTs tabs read
                   live from the local chains, analytics stored; swaps on each anvil chain's Uniswap V2,
                   account names, sign-in sessions; OpenAPI at /openapi.json)
  Sign-in:         ${url}?siwx=required   (or ?siwx=optional; verified by the server above)
  On-ramp:         ${chains.config.onramp.url} (Account → Buy on Anvil: "pays" with real ETH on anvil)
  Directory:       ${url}?directoryUrl=${encodeURIComponent(`${chains.config.serverUrl}/directory`)}
                   (AllWallets from the server's /directory instead of the bundled catalogue)
  WalletConnect:   relay ${chains.config.relayUrl} — Connect → WalletConnect → Copy link, then in
                   another terminal: npm run demo:pair -- "<the copied wc: link>"
  Embedded wallet: Connect → email: read the login code at ${chains.config.embedded?.inboxUrl}
                   (a local SMTP mailbox); socials sign in through a local OpenID Connect provider;
                   Farcaster → Copy link, then in another terminal:
                   npm run demo:farcaster -- "<the copied link>"
  ERC-4337:        EntryPoint v0.7 ${chains.config.chains[0].erc4337.entryPoint} on each anvil; bundlers (alto)
${chains.config.chains.map((chain) => `                   eip155:${chain.chainId} ${chain.erc4337.bundlerUrl}`).join('\n')}
                   sponsored gas: POST ${chains.config.serverUrl}/sponsor/user-operation (test-token transfers)
  Send test goes to ${recipient}

  Press Ctrl-C to stop.
`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.close()
  await chains.stop()
  rmSync(runtimeFile, { force: true })
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
