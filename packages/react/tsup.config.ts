import { defineConfig } from 'tsup'

/**
 * One public entry. The modal (`modal/mount`) and every view are dynamic imports, so with
 * splitting on they land in their own chunks and the button + provider code never loads them.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  platform: 'browser',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@gangway/core', 'use-sync-external-store'],
  tsconfig: '../../tsconfig.build.json',
})
