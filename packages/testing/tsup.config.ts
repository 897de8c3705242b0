import { defineConfig } from 'tsup'

export default defineConfig({
  // Node entry, and a browser entry that imports no node: modules.
  // The Solana init script bundles solana/browser on its own (no viem in that page script).
  entry: {
    index: 'src/index.ts',
    'browser/index': 'src/browser/index.ts',
    'solana/browser': 'src/solana/browser.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  tsconfig: '../../tsconfig.build.json',
})
