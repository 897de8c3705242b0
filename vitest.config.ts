import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

const react18 = (name: string) =>
  fileURLToPath(new URL(`./tests/react18/node_modules/${name}`, import.meta.url))

const pkg = (name: string) =>
  fileURLToPath(new URL(`./packages/${name}/src/index.ts`, import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@gangway\/core$/, replacement: pkg('core') },
      {
        find: /^@gangway\/core\/(adapter|eip155|ui|send|swap|siwx|names|onramp|embedded|shell)$/,
        replacement: fileURLToPath(new URL('./packages/core/src/$1.ts', import.meta.url)),
      },
      { find: /^@gangway\/react$/, replacement: pkg('react') },
      {
        find: /^@gangway\/react\/kernel$/,
        replacement: fileURLToPath(new URL('./packages/react/src/kernel.ts', import.meta.url)),
      },
      {
        find: /^@gangway\/adapter-(\w+)\/descriptor$/,
        replacement: fileURLToPath(
          new URL('./packages/adapter-$1/src/descriptor.ts', import.meta.url),
        ),
      },
      { find: /^@gangway\/server$/, replacement: pkg('server') },
      { find: /^@gangway\/testing$/, replacement: pkg('testing') },
      {
        find: /^@gangway\/testing\/conformance$/,
        replacement: fileURLToPath(
          new URL('./packages/testing/src/conformance/index.ts', import.meta.url),
        ),
      },
      {
        find: /^@gangway\/adapter-ethers\/ethers5\/descriptor$/,
        replacement: fileURLToPath(
          new URL('./packages/adapter-ethers/src/descriptor5.ts', import.meta.url),
        ),
      },
      {
        find: /^@gangway\/adapter-ethers\/ethers5$/,
        replacement: fileURLToPath(
          new URL('./packages/adapter-ethers/src/ethers5.ts', import.meta.url),
        ),
      },
      {
        find: /^@gangway\/adapter-(\w+)$/,
        replacement: fileURLToPath(new URL('./packages/adapter-$1/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    // Lazily imported kernel modules, loaded up front so no test ends with their import in flight.
    setupFiles: ['./tests/setup/preloadLazyKernel.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'packages',
          include: ['packages/!(core|react|server)/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          // The server's PostgreSQL-only tests (replicas, racing migrations) run in server-postgres.
          exclude: [...configDefaults.exclude, 'packages/server/src/**/*.postgres.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // @gangway/server's suite again on PostgreSQL (the packages project runs it on PGlite):
        // one throwaway cluster for the run, a fresh database per test server; plus the tests that
        // only make sense on PostgreSQL (*.postgres.test.ts). Needs the PostgreSQL server binaries
        // (scripts/setup.mjs installs Debian's postgresql).
        extends: true,
        test: {
          name: 'server-postgres',
          include: ['packages/server/src/**/*.test.ts'],
          globalSetup: ['./packages/server/src/testing/postgresGlobalSetup.testing.ts'],
          environment: 'node',
        },
      },
      {
        // @gangway/react's tests again on React 18.3, its other supported peer (tests/react18
        // holds React 18 with its own react-dom and use-sync-external-store).
        extends: true,
        resolve: {
          alias: [
            { find: /^react$/, replacement: react18('react/index.js') },
            { find: /^react\/(.*)$/, replacement: react18('react/$1') },
            { find: /^react-dom$/, replacement: react18('react-dom/index.js') },
            { find: /^react-dom\/(.*)$/, replacement: react18('react-dom/$1') },
            {
              find: /^use-sync-external-store\/(.*)$/,
              replacement: react18('use-sync-external-store/$1'),
            },
          ],
        },
        test: {
          name: 'react18',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          env: { GANGWAY_EXPECT_REACT_MAJOR: '18' },
        },
      },
      {
        // Size budgets of the built packages (bench/size-budget.json); needs `npm run build`.
        extends: true,
        test: { name: 'bench', include: ['bench/*.test.ts'], environment: 'node' },
      },
    ],
  },
})
