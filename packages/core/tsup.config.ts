import { defineConfig } from 'tsup'

export default defineConfig({
  entry: [
    'src/index.ts',
    'src/adapter.ts',
    'src/eip155.ts',
    'src/ui.ts',
    'src/send.ts',
    'src/swap.ts',
    'src/siwx.ts',
    'src/names.ts',
    'src/onramp.ts',
    'src/embedded.ts',
    'src/shell.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  tsconfig: '../../tsconfig.build.json',
  // Loaded on first pairing by a dynamic import (walletconnect/loadUniversalProvider.ts); the
  // literal specifier stays in the output for the host's bundler to resolve.
  external: ['@walletconnect/universal-provider'],
})
