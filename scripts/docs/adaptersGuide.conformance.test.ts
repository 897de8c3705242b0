// docs/adapters.md's Cosmos adapter, as the guide prints it, through the conformance suite: the
// guide's file blocks are written out as the files they name (into .docs-examples/, ignored by
// git), with cosmosTestWallet.testing.ts as the driver module the guide describes, and the
// guide's own test/CosmosAdapter.conformance.test.ts registers the checks.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll } from 'vitest'
import { extractCodeBlocks } from './extractCodeBlocks.mjs'

const root = process.cwd()
const project = join(root, '.docs-examples', 'adapters')
const guide = readFileSync(join(root, 'docs', 'adapters.md'), 'utf8')
rmSync(project, { recursive: true, force: true })
for (const block of extractCodeBlocks(guide, 'docs/adapters.md').blocks) {
  // The skipped block needs CosmJS; the declaration block is the driver's shape, implemented here.
  if (!block.name || block.skip !== undefined || block.name.endsWith('.d.ts')) continue
  mkdirSync(dirname(join(project, block.name)), { recursive: true })
  writeFileSync(join(project, block.name), block.code)
}
const driver = join(root, 'scripts', 'docs', 'cosmosTestWallet.testing.ts')
writeFileSync(join(project, 'test', 'cosmosTestWallet.ts'), `export * from '${driver}'\n`)
afterAll(() => rmSync(dirname(project), { recursive: true, force: true }))

await import(join(project, 'test', 'CosmosAdapter.conformance.test.ts'))
