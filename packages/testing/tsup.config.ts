import { defineConfig } from 'tsup'

export default defineConfig({
  // Node entry, and a browser entry that imports no node: modules. conformance/index is the
  // adapter conformance suite (imports vitest, a peer dependency).
  // The Solana, Bitcoin, Polkadot and TON init scripts each bundle their own browser entry (no
  // viem in those page scripts); solana/browser, bitcoin/browser, polkadot/browser and ton/browser
  // are also package exports.
  entry: {
    index: 'src/index.ts',
    'browser/index': 'src/browser/index.ts',
    'solana/browser': 'src/solana/browser.ts',
    'bitcoin/browser': 'src/bitcoin/browser.ts',
    'polkadot/browser': 'src/polkadot/browser.ts',
    'conformance/index': 'src/conformance/index.ts',
    'ton/browser': 'src/ton/browser.ts',
  },
  format: ['esm'],
  dts: false, // declarations: scripts/declarations.mjs, from the repository's one TypeScript program
  clean: false, // scripts/build.mjs empties dist/ (the declarations are written into it too)
  treeshake: true,
  external: ['vitest'],
  splitting: true,
  target: 'es2022',
  tsconfig: '../../tsconfig.build.json',
})
