// Hosts on ethers 5 and on ethers 6 install the packed @gangway/core and
// @gangway/adapter-ethers: no ERESOLVE, exactly one copy of ethers (the host's own), and each
// runs: the v5 host's `/ethers5` entry and the v6 host's main entry each load their shim on the
// host's ethers, and a kit, without the optional @walletconnect/universal-provider, sets up its
// WalletConnect universal adapter and, asked to pair, says the package is missing in the
// catalogue's words (KitError OPTIONAL_PEER_MISSING).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { installHost, manifest, tarballsOf, timed } from './host.mjs'
import { run } from './run.mjs'

/** Each host: the ethers it depends on and the adapter entry it uses. */
export const HOSTS = [
  { name: 'host-ethers5', ethers: '^5.7.0', major: 5, entry: '@gangway/adapter-ethers/ethers5' },
  { name: 'host-ethers6', ethers: '^6.13.0', major: 6, entry: '@gangway/adapter-ethers' },
]

/**
 * What each host runs: its adapter's ethers shim (loaded on first use), and a kit with a Solana
 * network beside the adapter's EVM one, so the kit imports its WalletConnect universal adapter
 * (a chunk of core's dist) for Solana, and pairing imports @walletconnect/universal-provider,
 * the optional peer this host leaves out.
 */
const SMOKE = (entry) => `
import { createKit } from '@gangway/core'
import * as entry from '${entry}'

const Adapter = entry.Ethers5Adapter ?? entry.EthersAdapter
// The shim loads on first use (connect, reads): \`sdk\` is the adapter's loader of it.
const shim = await new Adapter().sdk()
const address = shim.getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const currency = (name, symbol, decimals) => ({ name, symbol, decimals })
const kit = createKit({
  adapters: [new Adapter()],
  networks: [
    { id: 31337, name: 'Anvil', chainNamespace: 'eip155', caipNetworkId: 'eip155:31337',
      nativeCurrency: currency('Ether', 'ETH', 18),
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } },
    { id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet', chainNamespace: 'solana',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      nativeCurrency: currency('Solana', 'SOL', 9),
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } },
  ],
  projectId: 'check-install',
  metadata: { name: 'check-install', description: 'host', url: 'http://127.0.0.1', icons: [] },
})
await kit.ready
const universal = kit.getAdapter('solana')?.constructor.name
const pairing = await kit.controllers.walletConnect.pair().then(() => 'paired', (error) => error.code)
await kit.destroy()
console.log(JSON.stringify({ adapterType: shim.adapterType, address, universal, pairing }))
`

/** Every installed copy of `name` under `dir`: folders whose package.json names it (aliases too). */
export function installedCopies(dir, name) {
  const copies = []
  const visit = (modules) => {
    if (!existsSync(modules)) return
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue
      const folders = entry.name.startsWith('@')
        ? readdirSync(join(modules, entry.name)).map((inner) => join(modules, entry.name, inner))
        : [join(modules, entry.name)]
      for (const folder of folders) {
        const manifest = join(folder, 'package.json')
        if (!existsSync(manifest)) continue
        const { name: own, version } = JSON.parse(readFileSync(manifest, 'utf8'))
        if (own === name) copies.push({ folder, version })
        visit(join(folder, 'node_modules'))
      }
    }
  }
  visit(join(dir, 'node_modules'))
  return copies
}

/** The problems of one installed host (empty when it is as it should be). */
export function checkHost(host, dir, smokeOutput) {
  const problems = []
  const copies = installedCopies(dir, 'ethers')
  if (copies.length !== 1) {
    const list = copies.map((copy) => `${copy.version} in ${copy.folder}`).join(', ')
    problems.push(`${host.name}: ${copies.length} copies of ethers (${list})`)
  } else if (Number(copies[0].version.split('.')[0]) !== host.major)
    problems.push(
      `${host.name}: ethers ${copies[0].version} installed, not the host's ${host.major}`,
    )
  const result = JSON.parse(smokeOutput)
  const expected = {
    adapterType: host.major === 5 ? 'ethers5' : 'ethers',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    universal: 'UniversalAdapter',
    pairing: 'OPTIONAL_PEER_MISSING',
  }
  for (const [key, value] of Object.entries(expected))
    if (result[key] !== value) problems.push(`${host.name}: ${key} is ${result[key]}, not ${value}`)
  return problems
}

/** Installs one ethers host from the tarballs into `work`/<its name> and runs it. */
export function checkEthersHost(host, work, packed) {
  return timed(host.name, async () => {
    const dir = join(work, host.name)
    const dependencies = {
      ethers: host.ethers,
      ...tarballsOf(packed, ['@gangway/core', '@gangway/adapter-ethers']),
    }
    await installHost(dir, {
      'package.json': manifest(host.name, { dependencies }),
      'smoke.mjs': SMOKE(host.entry),
    })
    const output = await run(process.execPath, ['smoke.mjs'], { cwd: dir, limitMs: 60_000 })
    const summary = output.trim().split('\n').at(-1) ?? '{}'
    return { problems: checkHost(host, dir, summary), summary }
  })
}
