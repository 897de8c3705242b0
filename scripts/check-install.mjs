#!/usr/bin/env node
// Tests run on what users get: every published package packed once, as `npm pack` and
// `npm publish` would (its `prepack` builds it when dist/ is not current), and every check on
// those tarballs:
// - each tarball has a prepack that builds it, its LICENSE and every file its `exports` names,
//   and passes publint and are-the-types-wrong (scripts/packed/lint.mjs);
// - hosts on ethers 5 and on ethers 6 install core + adapter-ethers and run
//   (scripts/packed/ethersHosts.mjs);
// - a strict-TypeScript Vite + React app on react + core + adapter-wagmi type-checks, builds, and
//   passes the conformance suite of the packed @gangway/testing on its adapter
//   (scripts/packed/appHost.mjs);
// - the adapter guide's Cosmos adapter (docs/adapters.md), a family we do not ship, type-checks
//   and passes the packed conformance suite (scripts/packed/adapterHost.mjs);
// - a Solana host with the testing README's Solana line installs with no EBADENGINE on this Node
//   and runs the packed local Solana node (scripts/packed/solanaHost.mjs).
// The hosts install outside the workspace, from npm's cache first (the npm registry for what
// the cache lacks), into ~/.cache/gangway-install/<this clone>/, where they stay for a look and
// for the next run.
//
//   node scripts/check-install.mjs
import { mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkAdapterHost } from './packed/adapterHost.mjs'
import { checkAppHost } from './packed/appHost.mjs'
import { checkEthersHost, HOSTS } from './packed/ethersHosts.mjs'
import { HOSTS_DIR } from './packed/host.mjs'
import { packageProblems } from './packed/lint.mjs'
import { packPackages } from './packed/pack.mjs'
import { checkSolanaHost } from './packed/solanaHost.mjs'

/** Packs every package, lints every tarball and checks every host; the problems found. */
export async function checkInstall() {
  const work = HOSTS_DIR
  const problems = []
  const started = Date.now()
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
  try {
    const packs = join(work, 'packs')
    rmSync(packs, { recursive: true, force: true })
    mkdirSync(packs, { recursive: true })
    const packed = await packPackages(packs)
    console.log(`packed: ${packed.size} packages (${took()})`)
    for (const pack of packed.values()) {
      const found = await packageProblems(pack)
      problems.push(...found)
      if (found.length === 0) console.log(`${pack.name}: publint, are-the-types-wrong: ok`)
    }
    console.log(`linted (${took()})`)
    // The hosts install side by side: mostly waiting on npm's cache and the disk.
    const hosts = await Promise.all([
      ...HOSTS.map((host) => checkEthersHost(host, work, packed)),
      checkAppHost(work, packed),
      checkAdapterHost(work, packed),
      checkSolanaHost(work, packed),
    ])
    problems.push(...hosts.flat())
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
  }
  console.log(`check-install: done in ${took()}`)
  return problems
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = await checkInstall()
  if (problems.length) {
    for (const problem of problems) console.error(`check-install: ${problem}`)
    process.exit(1)
  }
  console.log('check-install: every package packed, linted and installed into its hosts')
}
