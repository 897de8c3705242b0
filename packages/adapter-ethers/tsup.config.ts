import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/ethers5.ts', 'src/descriptor.ts', 'src/descriptor5.ts'],
  format: ['esm'],
  dts: false, // declarations: scripts/declarations.mjs, from the repository's one TypeScript program
  clean: false, // scripts/build.mjs empties dist/ (the declarations are written into it too)
  treeshake: true,
  // Keeps each SDK shim (src/sdk/*) and so ethers in its own chunk behind `import()`: the
  // entries load ethers on first use, not with the page (checked by src/bundle.test.ts).
  splitting: true,
  target: 'es2022',
  tsconfig: '../../tsconfig.build.json',
  esbuildPlugins: [
    {
      // The v5 shim (src/sdk/ethersV5.ts) imports `ethers5`, the monorepo's ethers 5 (an npm alias
      // devDependency beside ethers 6): published, it imports the host's own `ethers` (the peer,
      // ^5.7 || ^6), so `/ethers5` runs on the ethers 5 of a host that has it.
      name: 'ethers5-is-the-hosts-ethers',
      setup(build) {
        build.onResolve({ filter: /^ethers5$/ }, () => ({ path: 'ethers', external: true }))
      },
    },
  ],
})
