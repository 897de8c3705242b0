// A new dapp on the packed packages, as the READMEs tell a user to write one: Vite + React with
// strict TypeScript on @gangway/react, core and adapter-wagmi, and the conformance suite of
// @gangway/testing run on the adapter it uses. From the tarballs it must:
// - type-check with `tsc --noEmit` under strict options (Vite's template's, and
//   `noUncheckedIndexedAccess`): an entry without its declarations fails here (TS7016);
// - build with `vite build`;
// - pass `@gangway/testing/conformance` against WagmiAdapter from npm, with the same test file
//   the repository runs from source (packages/adapter-wagmi/src/WagmiAdapter.conformance.test.ts,
//   its import of the adapter turned into the package's), on two anvil chains. The adapter reads
//   over `fetch`, so a suite that blamed Node's own keep-alive timer on it fails here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { conformanceReport } from './conformanceReport.mjs'
import { installHost, manifest, repositoryVersions, tarballsOf, timed } from './host.mjs'
import { ROOT } from './pack.mjs'
import { run } from './run.mjs'

const NAME = 'host-vite-react'
const CONFORMANCE_SOURCE = 'packages/adapter-wagmi/src/WagmiAdapter.conformance.test.ts'

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    types: ['vite/client'],
    strict: true,
    noUncheckedIndexedAccess: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    noFallthroughCasesInSwitch: true,
    verbatimModuleSyntax: true,
    noEmit: true,
    // As Vite's template: checking every library's declarations (viem's, and those of
    // @gangway/testing's chain SDKs) would take the host 4 times as long.
    skipLibCheck: true,
  },
  include: ['src', 'test', 'vite.config.ts'],
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Host</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`

const VITE_CONFIG = `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()] })
`

/** The app: the kit with the wagmi adapter's descriptor, the buttons, an account hook. */
const MAIN_TSX = `import { wagmiAdapter } from '@gangway/adapter-wagmi/descriptor'
import { base, mainnet } from '@gangway/core/networks'
import { ConnectButton, createKit, type CaipNetwork, GangwayProvider, NetworkButton, useKitAccount } from '@gangway/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const networks: CaipNetwork[] = [mainnet, base]

const kit = createKit({
  adapters: [wagmiAdapter({ networks })],
  networks,
  metadata: { name: 'Host', description: 'A host', url: 'https://host.example', icons: [] },
})

function Account() {
  const { address, isConnected } = useKitAccount()
  return <p aria-live="polite">{isConnected ? \`Connected: \${address}\` : 'Not connected'}</p>
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <GangwayProvider kit={kit}>
        <NetworkButton />
        <ConnectButton />
        <Account />
      </GangwayProvider>
    </StrictMode>,
  )
`

/** The repository's conformance test of WagmiAdapter, importing the adapter as a host does. */
export function conformanceTest() {
  const source = readFileSync(join(ROOT, CONFORMANCE_SOURCE), 'utf8')
  const fromNpm = source.replace("from './WagmiAdapter.js'", "from '@gangway/adapter-wagmi'")
  if (fromNpm === source)
    throw new Error(`${CONFORMANCE_SOURCE} no longer imports ./WagmiAdapter.js`)
  return fromNpm
}

/** Installs the app from the tarballs into `work`/host-vite-react; type-checks, builds, tests it. */
export function checkAppHost(work, packed) {
  return timed(NAME, async () => {
    const dir = join(work, NAME)
    const dependencies = {
      ...repositoryVersions(['react', 'react-dom', '@wagmi/core', 'viem']),
      ...tarballsOf(packed, ['@gangway/core', '@gangway/react', '@gangway/adapter-wagmi']),
    }
    const devDependencies = {
      ...repositoryVersions([
        'typescript',
        'vite',
        '@vitejs/plugin-react',
        '@types/react',
        '@types/react-dom',
        'vitest',
        // The EVM conformance environment's chains (@gangway/testing's optional peer for them).
        '@foundry-rs/anvil',
      ]),
      // @gangway/testing alone: no @gangway/server, no other family's SDK (its optional peers).
      ...tarballsOf(packed, ['@gangway/testing']),
    }
    const files = {
      'package.json': manifest(NAME, { dependencies, devDependencies }),
      'tsconfig.json': `${JSON.stringify(TSCONFIG, null, 2)}\n`,
      'index.html': INDEX_HTML,
      'vite.config.ts': VITE_CONFIG,
      'src/main.tsx': MAIN_TSX,
      'test/WagmiAdapter.conformance.test.ts': conformanceTest(),
    }
    await installHost(dir, files)
    const bin = (name) => join(dir, 'node_modules', '.bin', name)
    await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: dir })
    await run(bin('vite'), ['build', '--logLevel', 'error'], { cwd: dir })
    const report = await conformanceReport(dir, bin('vitest'))
    const problems = report.failures.map((failure) => `${NAME}: conformance from npm: ${failure}`)
    if (report.passed === 0) problems.push(`${NAME}: conformance from npm: no test passed`)
    const summary = `tsc strict, vite build, conformance ${report.passed} passed, ${report.failed} failed`
    return { problems, summary }
  })
}
