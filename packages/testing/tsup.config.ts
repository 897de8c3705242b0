import { defineConfig } from 'tsup'
import { ENTRIES } from './scripts/entries.mjs'

export default defineConfig({
  // The entries of scripts/entries.mjs: the Node entry, the browser entry (no node: modules), the
  // conformance suite (imports vitest, a peer dependency), each family's browser-safe entry (its
  // page script bundles it: no viem there) and Node entry. peers/requirePeers is what the Node
  // entries check their optional peers with (scripts/peer-entries.mjs wraps them after this build).
  entry: {
    ...Object.fromEntries(ENTRIES.map((entry) => [entry.out, entry.source])),
    'peers/requirePeers': 'src/peers/requirePeers.ts',
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
