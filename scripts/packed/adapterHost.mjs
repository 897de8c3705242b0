// A third-party adapter on the packed packages, as docs/adapters.md tells an adapter author to
// write one: the guide's Cosmos adapter (its file blocks, as the page prints them) in a package of
// its own on the packed @gangway/core and @gangway/testing, with the guide's Keplr-style test
// wallet driver (scripts/docs/cosmosTestWallet.testing.ts, the module the guide's test imports).
// From the tarballs it must type-check with `tsc --noEmit` under strict options and pass the
// packed conformance suite with the guide's own test file (test/CosmosAdapter.conformance.test.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractCodeBlocks } from '../docs/extractCodeBlocks.mjs'
import { conformanceReport } from './conformanceReport.mjs'
import { installHost, manifest, repositoryVersions, tarballsOf, timed } from './host.mjs'
import { ROOT } from './pack.mjs'
import { run } from './run.mjs'

const NAME = 'host-cosmos-adapter'
const GUIDE = 'docs/adapters.md'
const DRIVER = 'scripts/docs/cosmosTestWallet.testing.ts'

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    verbatimModuleSyntax: true,
    noEmit: true,
    skipLibCheck: true,
  },
  include: ['src', 'test'],
}

/** The guide's file blocks (a first line `// src/x.ts`) but the skipped ones and declarations. */
function guideFiles() {
  const { blocks } = extractCodeBlocks(readFileSync(join(ROOT, GUIDE), 'utf8'), GUIDE)
  const files = Object.fromEntries(
    blocks
      .filter((block) => block.name && block.skip === undefined && !block.name.endsWith('.d.ts'))
      .map((block) => [block.name, block.code]),
  )
  if (!files['test/CosmosAdapter.conformance.test.ts'])
    throw new Error(`${GUIDE} no longer has test/CosmosAdapter.conformance.test.ts`)
  return files
}

/** Installs the guide's adapter package from the tarballs; type-checks it and runs conformance. */
export function checkAdapterHost(work, packed) {
  return timed(NAME, async () => {
    const dir = join(work, NAME)
    const files = {
      'package.json': manifest(NAME, {
        peerDependencies: { '@gangway/core': '*' },
        devDependencies: {
          ...tarballsOf(packed, ['@gangway/core', '@gangway/testing']),
          ...repositoryVersions(['typescript', 'vitest', '@types/node']),
        },
      }),
      'tsconfig.json': `${JSON.stringify(TSCONFIG, null, 2)}\n`,
      ...guideFiles(),
      'test/cosmosTestWallet.ts': readFileSync(join(ROOT, DRIVER), 'utf8'),
    }
    await installHost(dir, files)
    const bin = (name) => join(dir, 'node_modules', '.bin', name)
    await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: dir })
    const report = await conformanceReport(dir, bin('vitest'))
    const problems = report.failures.map((failure) => `${NAME}: conformance from npm: ${failure}`)
    if (report.passed === 0) problems.push(`${NAME}: conformance from npm: no test passed`)
    const summary = `tsc strict, conformance ${report.passed} passed, ${report.failed} failed`
    return { problems, summary }
  })
}
