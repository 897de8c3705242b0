import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

const react18 = (name: string) =>
  fileURLToPath(new URL(`./tests/react18/node_modules/${name}`, import.meta.url))

const pkg = (name: string) =>
  fileURLToPath(new URL(`./packages/${name}/src/index.ts`, import.meta.url))

const ALIASES = [
  { find: /^@gangway\/core$/, replacement: pkg('core') },
  {
    find: /^@gangway\/core\/(adapter|common|eip155|ui|send|swap|siwx|names|onramp|sessions|embedded|networks|shell|internal|directory)$/,
    replacement: fileURLToPath(new URL('./packages/core/src/$1.ts', import.meta.url)),
  },
  { find: /^@gangway\/react$/, replacement: pkg('react') },
  {
    find: /^@gangway\/react\/kernel$/,
    replacement: fileURLToPath(new URL('./packages/react/src/kernel.ts', import.meta.url)),
  },
  {
    find: /^@gangway\/adapter-(\w+)\/descriptor$/,
    replacement: fileURLToPath(new URL('./packages/adapter-$1/src/descriptor.ts', import.meta.url)),
  },
  { find: /^@gangway\/server$/, replacement: pkg('server') },
  { find: /^@gangway\/testing$/, replacement: pkg('testing') },
  {
    find: /^@gangway\/testing\/tools$/,
    replacement: fileURLToPath(new URL('./packages/testing/src/tools.ts', import.meta.url)),
  },
  {
    find: /^@gangway\/testing\/browser$/,
    replacement: fileURLToPath(new URL('./packages/testing/src/browser/index.ts', import.meta.url)),
  },
  {
    find: /^@gangway\/testing\/(bitcoin|polkadot|solana|ton)$/,
    replacement: fileURLToPath(new URL('./packages/testing/src/$1/browser.ts', import.meta.url)),
  },
  {
    find: /^@gangway\/testing\/(bitcoin|polkadot|solana|ton)\/node$/,
    replacement: fileURLToPath(new URL('./packages/testing/src/$1/node.ts', import.meta.url)),
  },
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
]

/**
 * Files that need a module graph of their own (vitest's `isolate: true`). Every other file shares
 * its worker's modules with the files before it (`isolate: false`): loading viem, React, Hono or
 * PGlite once per worker instead of once per file is what keeps the unit stage in minutes. A file
 * belongs here when it tests what only a fresh process has; each says why.
 */
const FRESH_MODULES: Record<string, string> = {
  'packages/react/src/ssr.test.tsx': 'renders with no DOM globals (the react files install them)',
  'packages/react/src/hydrate.test.tsx': 'server markup rendered before any DOM global exists',
  'packages/react/src/kit/preload.server.test.ts': 'a server: no window, nothing scheduled',
  'packages/react/src/modal/preload.test.tsx': 'the first import of the lazy modal chunks',
  'packages/react/src/modal/warmUp.test.tsx': 'the first, idle render of the modal host',
  'packages/react/src/components/images.test.tsx': 'the page-wide image cache, empty',
  'packages/react/src/ui/styles/adoptStyles.test.tsx': 'the constructed-sheet cache, empty',
  'packages/react/src/views/SIWXSignMessage/SIWXSignMessage.test.tsx':
    'the lazy sign-in flow loaded by its first use',
  'packages/testing/src/solana/wallet/createSolanaTestWallet.test.ts':
    "@wallet-standard/app's registry, bound to the first window that asks for it",
  'packages/testing/src/kit/kitDestroy.test.ts': 'counts every timer the worker has pending',
  'packages/adapter-wagmi/src/rpcTransport.test.ts': 'vi.mock of viem, before viem is loaded',
  'packages/adapter-wagmi/src/WagmiAdapter.test.ts':
    'vi.doMock of its wagmi runtime, before it is loaded',
  'packages/adapter-polkadot/src/ssr.test.ts':
    'vi.doMock of @polkadot/extension-dapp, before it is loaded',
  'packages/core/src/walletconnect/loadUniversalProvider.test.ts':
    'vi.mock of the optional peer, before it is loaded',
  'packages/core/src/walletconnect/universalProviderMissing.test.ts':
    'vi.mock of the optional peer as missing, before it is loaded',
  'packages/core/src/kit/partsOnFirstUse.test.ts':
    "vi.mock of the kit's lazily imported parts, to see their first import",
  'packages/adapter-solana/src/multichain.kit.test.ts':
    "@wallet-standard/app's registry, bound to the first window that asks for it",
  // The adapters' conformance suite (and its own negative test) checks that destroy leaves no
  // timer, listener or request behind: it counts every one the worker has.
  ...Object.fromEntries(
    [
      'adapter-bitcoin/src/BitcoinAdapter',
      'adapter-ethers/src/EthersAdapter',
      'adapter-ethers/src/Ethers5Adapter',
      'adapter-polkadot/src/PolkadotAdapter',
      'adapter-solana/src/SolanaAdapter',
      'adapter-ton/src/TonAdapter',
      'adapter-wagmi/src/WagmiAdapter',
    ].map((name) => [
      `packages/${name}.conformance.test.ts`,
      'counts every timer, listener and request of the worker after destroy',
    ]),
  ),
  'packages/testing/src/conformance/conformance.negative.test.ts':
    'counts every timer, listener and request of the worker after destroy',
  // docs/adapters.md's worked adapter through the same suite.
  'scripts/docs/adaptersGuide.conformance.test.ts':
    'counts every timer, listener and request of the worker after destroy',
  'packages/adapter-ton/src/TonAdapter.test.ts': 'counts every timer of the worker after destroy',
  'packages/testing/src/kit/relayFault.test.ts': 'counts every timer of the worker after destroy',
  'packages/adapter-bitcoin/src/BitcoinAdapter.test.ts':
    "a page still loading: redefines document.readyState, which the next file's page cannot",
  'packages/adapter-polkadot/src/PolkadotAdapter.test.ts':
    "a page still loading: redefines document.readyState, which the next file's page cannot",
  'packages/adapter-solana/src/discovery.test.ts': 'a page still loading (document.readyState)',
  'packages/adapter-solana/src/rpcFallback.test.ts': "the page's location and its readiness",
  'packages/adapter-ethers/src/embedded.kit.test.ts':
    "the kit injects the wallet's frame into a page of its own",
  'packages/adapter-wagmi/src/embedded.kit.test.ts':
    "the kit injects the wallet's frame into a page of its own",
  'packages/adapter-wagmi/src/embedded.social.kit.test.ts':
    "the kit injects the wallet's frame into a page of its own (and its location)",
  'packages/testing/src/ton/wallet/createTonConnectTestWallet.test.ts':
    "the page's host, which the TON Connect proof signs",
  'packages/testing/src/walletconnect/walletconnect.test.ts':
    "WalletConnect's core and relay client, started once per module graph",
  'packages/testing/src/solana/solanaTestWalletInitScript.test.ts':
    "the Solana wallet's registration in a page of its own",
  'packages/server/src/embedded/secrets.timing.test.ts':
    'vi.mock of node:crypto, before the secrets module is loaded',
}
const fresh = Object.keys(FRESH_MODULES)

/**
 * What the React 18 project runs: the files that exercise what differs between React 18 and 19
 * (the host's React handed to the lazy UI, server rendering and hydration, refs and focus, the
 * custom-element wrappers, the modal root, error boundaries); every view renders on React 18
 * through views.test.tsx. The rest of @gangway/react runs on React 19 only.
 */
const REACT18_FILES = [
  'reactVersion.test.ts',
  'ssr.test.tsx',
  'hydrate.test.tsx',
  'useClient.test.ts',
  'kit/*.test.{ts,tsx}',
  'hooks/hooks.test.tsx',
  'components/*.test.tsx',
  'elements/defineElements.test.ts',
  'modal/{modal,warmUp,ViewErrorBoundary}.test.tsx',
  'ui/ListItem.test.tsx',
  'views/views.test.tsx',
  'views/EmailVerifyOtp/EmailVerifyOtp.test.tsx',
  'views/AllWallets/useVirtualRows.test.tsx',
].map((file) => `packages/react/src/${file}`)

/**
 * What the PostgreSQL project runs: the route groups and stores that keep state in SQL
 * (sign-in, names, the embedded wallet, analytics, the signing key, quotas, migrations), whose
 * statements, transactions and locks must behave the same on PostgreSQL as on PGlite; plus the
 * tests that only make sense on PostgreSQL (*.postgres.test.ts: replicas, racing migrations).
 * The rest of @gangway/server (chain reads, swaps, directory, config) runs on PGlite only.
 */
const SERVER_POSTGRES_FILES = [
  'db/migrations.test.ts',
  'limits/**/*.test.ts',
  'auth/{sessionTokens,signingKeyring}.test.ts',
  'routes/{analytics,embedded,names,siwx}/*.test.ts',
  // The sponsorship cap is a database quota.
  'routes/sponsor/sponsorLimits.test.ts',
  'testing/testServer.test.ts',
  '**/*.postgres.test.ts',
].map((file) => `packages/server/src/${file}`)

export default defineConfig({
  resolve: {
    alias: ALIASES,
  },
  test: {
    // Lazily imported kernel modules, loaded up front so no test ends with their import in flight.
    setupFiles: ['./tests/setup/preloadLazyKernel.ts'],
    // One worker per core (at least 2): the checks beside the stage fill its waits; a third
    // worker was no faster and held the checks, and so the browser stage, back (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...fresh],
          isolate: false,
          environment: 'node',
        },
      },
      {
        // The adapters and @gangway/testing. The files that stand in for a page (its document and
        // readiness, timers and listeners counted after destroy) are in FRESH_MODULES; the rest
        // share their worker's modules (files shuffled across workers pass the same).
        extends: true,
        test: {
          name: 'packages',
          include: ['packages/!(core|react|server)/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...fresh],
          isolate: false,
          environment: 'node',
        },
      },
      {
        // @gangway/server on PGlite.
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...fresh,
            'packages/server/src/**/*.postgres.test.ts',
          ],
          isolate: false,
          environment: 'node',
        },
      },
      {
        // @gangway/server's SQL again on PostgreSQL (SERVER_POSTGRES_FILES): one throwaway
        // cluster for the run, a fresh database per test server. Needs the PostgreSQL server
        // binaries (scripts/setup.mjs installs Debian's postgresql).
        extends: true,
        test: {
          name: 'server-postgres',
          include: SERVER_POSTGRES_FILES,
          globalSetup: ['./packages/server/src/testing/postgresGlobalSetup.testing.ts'],
          isolate: false,
          environment: 'node',
        },
      },
      {
        // @gangway/react on React 19 (happy-dom's globals installed by testing/dom.testing.ts), each file in
        // a module graph of its own: with one page and one React shared by a worker's files,
        // shuffled runs failed 1 to 15 tests that pass alone (waits timing out on a page other
        // files had used), while isolation costs this project only ≈ 40 s of import in all.
        extends: true,
        test: {
          name: 'react',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...fresh],
          isolate: true,
          environment: 'node',
        },
      },
      {
        // The FRESH_MODULES files, each in a module graph of its own.
        extends: true,
        test: { name: 'fresh', include: fresh, isolate: true, environment: 'node' },
      },
      {
        // REACT18_FILES on React 18.3, @gangway/react's other supported peer (tests/react18 holds
        // React 18 with its own react-dom and use-sync-external-store). Isolated: its selection
        // holds the server-rendering files.
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
          include: REACT18_FILES,
          isolate: true,
          environment: 'node',
          env: { GANGWAY_EXPECT_REACT_MAJOR: '18' },
        },
      },
      {
        // The repository's own scripts (scripts/**/*.test.ts): the documentation's code block
        // checker, and a package's prepack on a copy of the build in a temporary folder.
        extends: true,
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...fresh],
          isolate: false,
          environment: 'node',
        },
      },
      {
        // Size budgets of the built packages (bench/size-budget.json); needs `npm run build`, so
        // `npm test` runs it after the build, not in the unit stage.
        extends: true,
        test: { name: 'bench', include: ['bench/*.test.ts'], environment: 'node' },
      },
    ],
  },
})
