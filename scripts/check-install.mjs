#!/usr/bin/env node
// A host installs our packages without surprises: packs @gangway/core and
// @gangway/adapter-ethers as they would be published (`npm pack`, after `npm run build`) and
// installs them into two throw-away host projects, one on ethers 5 and one on ethers 6. Each
// install must succeed (no ERESOLVE), leave exactly one copy of ethers (the host's own), and run:
// the v5 host's `/ethers5` entry and the v6 host's main entry each load their shim on the host's
// ethers, and a kit, without the optional @walletconnect/universal-provider, sets up its
// WalletConnect universal adapter and, asked to pair, says the package is missing in the
// catalogue's words (KitError OPTIONAL_PEER_MISSING). Needs the npm registry (for ethers and the
// packages' own dependencies).
//
//   node scripts/check-install.mjs [--keep]    (--keep leaves the temporary folder for a look)
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
const PACKAGES = ['@gangway/core', '@gangway/adapter-ethers']
const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']

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

function run(cmd, args, cwd) {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim()
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${output}`)
  }
}

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

/** Installs one host from the tarballs and runs it; returns its problems. */
function installHost(host, dir, tarballs) {
  const started = Date.now()
  let problems
  let output = ''
  try {
    mkdirSync(dir)
    const manifest = { name: host.name, private: true, type: 'module' }
    manifest.dependencies = { ethers: host.ethers, ...tarballs }
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    writeFileSync(join(dir, 'smoke.mjs'), SMOKE(host.entry))
    run('npm', ['install', ...NPM_FLAGS], dir)
    output = run(process.execPath, ['smoke.mjs'], dir).trim().split('\n').at(-1) ?? '{}'
    problems = checkHost(host, dir, output)
  } catch (error) {
    problems = [`${host.name}: ${error instanceof Error ? error.message : error}`]
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const state = problems.length ? 'FAILED' : 'ok'
  console.log(`${host.name}: ${state} (${output || 'did not run'}; ${seconds} s)`)
  return problems
}

/** Packs the packages and installs every host; returns the problems found. */
export function checkInstall({ keep = false } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'gangway-install-'))
  const problems = []
  try {
    const packs = join(work, 'packs')
    mkdirSync(packs)
    const workspaces = PACKAGES.flatMap((name) => ['-w', name])
    const packed = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', packs, ...workspaces], ROOT),
    )
    for (const name of PACKAGES) {
      const files = packed.find((entry) => entry.name === name)?.files.map((file) => file.path)
      if (!files?.includes('LICENSE')) problems.push(`${name}: the tarball has no LICENSE`)
      if (!files?.includes('dist/index.js')) problems.push(`${name}: not built (npm run build)`)
    }
    const tarballs = Object.fromEntries(
      packed.map(({ name, filename }) => [name, `file:${join(packs, filename)}`]),
    )
    for (const host of HOSTS) problems.push(...installHost(host, join(work, host.name), tarballs))
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
  } finally {
    if (keep) console.log(`check-install: kept ${work}`)
    else rmSync(work, { recursive: true, force: true })
  }
  return problems
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkInstall({ keep: process.argv.includes('--keep') })
  if (problems.length) {
    for (const problem of problems) console.error(`check-install: ${problem}`)
    process.exit(1)
  }
  console.log(`check-install: ${PACKAGES.join(' + ')} install into hosts on ethers 5 and 6`)
}
