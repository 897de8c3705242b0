import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { E2E_WORKERS } from './support/lanes.js'

// The browser suite: real Chromium (Debian's, through playwright-core) against the demo app. The
// global setup starts one lane per worker (the demo's chains, nodes and server, and the app built
// against them: support/lanes.ts); each worker keeps one Chromium for the files it runs (a fresh
// browser context per test) and its modules across files (`isolate: false`).
// `npx vitest run -c e2e/vitest.config.ts` (needs `npm run build` first; `npm test` does it).
const repoRoot = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig({
  root: repoRoot,
  resolve: {
    alias: [
      {
        find: /^@gangway\/testing$/,
        replacement: fileURLToPath(new URL('../packages/testing/src/index.ts', import.meta.url)),
      },
      {
        find: /^@gangway\/testing\/tools$/,
        replacement: fileURLToPath(new URL('../packages/testing/src/tools.ts', import.meta.url)),
      },
      {
        // The browser wallets' names (their constants, key derivations) have their own entries.
        find: /^@gangway\/testing\/(bitcoin|solana|ton)$/,
        replacement: fileURLToPath(
          new URL('../packages/testing/src/$1/browser.ts', import.meta.url),
        ),
      },
      {
        // Their Node sides (local nodes, conformance drivers): the family's optional peers.
        find: /^@gangway\/testing\/(bitcoin|polkadot|solana|ton)\/node$/,
        replacement: fileURLToPath(new URL('../packages/testing/src/$1/node.ts', import.meta.url)),
      },
      {
        find: /^@gangway\/server$/,
        replacement: fileURLToPath(new URL('../packages/server/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: E2E_WORKERS,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
})
