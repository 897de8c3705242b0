import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The browser suite: real Chromium (Debian's, through playwright-core) against the demo app,
// built once and served by the global setup, with the anvil-backed test wallet injected.
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
    // One Chromium per file and one file at a time: the machine has two cores.
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
})
