// `npm run demo:pair -- "<wc: URI>"`: a real WalletConnect wallet (@reown/walletkit, from
// @gangway/testing) pairs with the demo through the demo's local relay, so you can watch a
// pairing end to end. In the demo: Connect → WalletConnect → "Copy link", then run this with the
// copied URI in a second terminal. The wallet approves at once, answers personal_sign,
// eth_signTypedData_v4 and eth_sendTransaction on the demo's anvil chains (printing each one),
// and ends the session when you press Ctrl-C (the demo then shows disconnected).
//
//   npm run demo:pair -- "wc:…"                    relay and chains from the running demo
//   npm run demo:pair -- --relay ws://127.0.0.1:8547 --rpc http://127.0.0.1:8545 "wc:…"
//   npm run demo:pair -- --keep "wc:…"             Ctrl-C leaves the session alive
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { anvilPrivateKey, createTestWalletKit } from '@gangway/testing'
import { DEMO_CHAINS, DEMO_RELAY_PORT } from './chains.mjs'

/** What `npm run demo` wrote when it started (the ports it actually got). */
export const RUNTIME_FILE = fileURLToPath(new URL('../.runtime.json', import.meta.url))

/** The pairing wallet's key: anvil dev account 2 (the injected test wallet uses account 1). */
export const PAIR_WALLET_KEY = anvilPrivateKey(2)

function usage(message) {
  if (message) console.error(`demo:pair: ${message}\n`)
  console.error('Usage: npm run demo:pair -- [--relay ws://…] [--rpc url,url] [--keep] "wc:…"')
  process.exit(2)
}

function runtimeConfig() {
  if (!existsSync(RUNTIME_FILE)) return undefined
  try {
    return JSON.parse(readFileSync(RUNTIME_FILE, 'utf8'))
  } catch {
    return undefined
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    relay: { type: 'string' },
    rpc: { type: 'string' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
if (values.help) usage()
const uri = positionals[0]
if (!uri?.startsWith('wc:')) usage('give the pairing URI the demo shows (it starts with "wc:").')

const runtime = runtimeConfig()
const relayUrl = values.relay ?? runtime?.relayUrl ?? `ws://127.0.0.1:${DEMO_RELAY_PORT}`
const chains = values.rpc
  ? values.rpc.split(',').map((rpcUrl, index) => ({
      chainId: DEMO_CHAINS[index]?.chainId ?? 0,
      rpcUrl: rpcUrl.trim(),
    }))
  : (runtime?.chains?.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })) ??
    DEMO_CHAINS.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: `http://127.0.0.1:${chain.preferredPort}`,
    })))

const wallet = await createTestWalletKit({
  relayUrl,
  privateKey: PAIR_WALLET_KEY,
  chains,
  name: 'Gangway Test WalletKit (demo:pair)',
})
console.log(`Test wallet ${wallet.address}`)
console.log(`Relay       ${relayUrl}`)
console.log(`Chains      ${chains.map((c) => `eip155:${c.chainId} ${c.rpcUrl}`).join(', ')}`)
console.log('Pairing…')

wallet.walletKit.on('session_delete', () => {
  console.log('The dapp ended the session.')
  void wallet.close().then(() => process.exit(0))
})

try {
  const session = await Promise.race([
    wallet.pair(uri),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('no session proposal within 30 s')), 30_000),
    ),
  ])
  console.log(`Paired with ${session.peer.metadata.name} (${session.peer.metadata.url})`)
  for (const [namespace, value] of Object.entries(session.namespaces)) {
    console.log(`  ${namespace}: ${value.accounts.join(', ')}`)
  }
} catch (error) {
  console.error(`Pairing failed: ${error?.message ?? error}`)
  console.error('Is the demo running (npm run demo), and is the URI fresh (it lives 4 minutes)?')
  await wallet.close()
  process.exit(1)
}

let seen = 0
setInterval(() => {
  for (const request of wallet.requests().slice(seen)) {
    const outcome = request.error
      ? `error ${request.error.message}`
      : JSON.stringify(request.result)
    console.log(`${request.method} on ${request.chainId} → ${outcome}`)
  }
  seen = wallet.requests().length
}, 200).unref()

console.log(
  values.keep
    ? 'Answering requests. Ctrl-C stops the wallet (the session stays).'
    : 'Answering requests. Ctrl-C ends the session and stops the wallet.',
)
let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  if (!values.keep) {
    await wallet.disconnectSession().catch(() => {})
    console.log('Session ended.')
  }
  await wallet.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
setInterval(() => {}, 1 << 30)
