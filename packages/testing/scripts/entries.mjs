// The entries of @gangway/testing and the packages each one needs: one list for the build
// (tsup.config.ts bundles them; scripts/peer-entries.mjs wraps the Node ones) and for the test of
// the package's shape (src/packageShape.test.ts: package.json's exports, dependencies and
// optional peers, and what each entry's sources import, agree with it).
//
// A host installs @gangway/testing with the peers of the entries it imports (the README's install
// line per family), never every family's SDK: only DEPENDENCIES are installed with it.

/** Installed with the package: what every entry, or most, imports (no chain SDK, no server). */
export const DEPENDENCIES = ['@gangway/core', '@noble/curves', 'ws']

/**
 * `peers`: the optional peer dependencies an entry imports as it loads. The Node entries check
 * them first (scripts/peer-entries.mjs) and name the missing ones; the browser entries (`browser`:
 * bundled into page scripts, and imported by bundlers) do not.
 */
export const ENTRIES = [
  { subpath: '.', source: 'src/index.ts', out: 'index', peers: ['viem'] },
  { subpath: './tools', source: 'src/tools.ts', out: 'tools', peers: [] },
  {
    subpath: './browser',
    source: 'src/browser/index.ts',
    out: 'browser/index',
    browser: true,
    peers: ['viem'],
  },
  {
    subpath: './conformance',
    source: 'src/conformance/index.ts',
    out: 'conformance/index',
    peers: ['vitest'],
  },
  {
    subpath: './solana',
    source: 'src/solana/browser.ts',
    out: 'solana/browser',
    browser: true,
    peers: [
      '@solana/web3.js',
      '@solana/wallet-standard-features',
      '@wallet-standard/base',
      '@wallet-standard/features',
    ],
  },
  {
    subpath: './solana/node',
    source: 'src/solana/node.ts',
    out: 'solana/node',
    peers: [
      '@solana/web3.js',
      '@solana/wallet-standard-features',
      '@wallet-standard/base',
      '@wallet-standard/features',
      'litesvm',
    ],
  },
  {
    subpath: './bitcoin',
    source: 'src/bitcoin/browser.ts',
    out: 'bitcoin/browser',
    browser: true,
    peers: ['bitcoinjs-lib', '@bitcoinerlab/secp256k1', 'ecpair', '@scure/bip32', '@scure/bip39'],
  },
  {
    subpath: './bitcoin/node',
    source: 'src/bitcoin/node.ts',
    out: 'bitcoin/node',
    peers: [
      'bitcoinjs-lib',
      '@bitcoinerlab/secp256k1',
      'ecpair',
      '@scure/bip32',
      '@scure/bip39',
      'bip322-js',
    ],
  },
  {
    subpath: './polkadot',
    source: 'src/polkadot/browser.ts',
    out: 'polkadot/browser',
    browser: true,
    peers: ['@polkadot/keyring', '@polkadot/util', '@polkadot/util-crypto'],
  },
  {
    subpath: './polkadot/node',
    source: 'src/polkadot/node.ts',
    out: 'polkadot/node',
    peers: ['@polkadot/keyring', '@polkadot/util', '@polkadot/util-crypto'],
  },
  {
    subpath: './ton',
    source: 'src/ton/browser.ts',
    out: 'ton/browser',
    browser: true,
    peers: ['@ton/core', '@ton/crypto', '@ton/ton', 'buffer'],
  },
  {
    subpath: './ton/node',
    source: 'src/ton/node.ts',
    out: 'ton/node',
    peers: ['@ton/core', '@ton/crypto', '@ton/ton', '@ton/sandbox'],
  },
]

/**
 * Optional peers a function imports when first called (named then by a
 * KitError('OPTIONAL_PEER_MISSING')), not when its entry loads.
 */
export const ON_USE_PEERS = {
  '@account-abstraction/contracts': 'deployErc4337 (the EntryPoint, account factory, paymaster)',
  '@foundry-rs/anvil': 'startAnvil (the anvil binary)',
  '@gangway/server': 'startLocalBalanceApi',
  '@hono/node-server': 'startLocalBalanceApi',
  '@reown/walletkit': 'createTestWalletKit',
  '@uniswap/v2-core': 'deployUniswapV2',
  '@uniswap/v2-periphery': 'deployUniswapV2',
  '@walletconnect/core': 'createTestWalletKit',
  esbuild: 'the page scripts (testWalletInitScript, solanaTestWalletInitScript, ...)',
  mailparser: 'startMailbox',
  'oauth2-mock-server': 'startOAuthProvider',
  '@pimlico/alto': 'startBundler (the ERC-4337 bundler)',
  'playwright-core': 'launchBrowser',
  'smtp-server': 'startMailbox',
}
