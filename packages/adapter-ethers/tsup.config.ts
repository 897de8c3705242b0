import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/ethers5.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  // Keeps each SDK shim (src/sdk/*) and so ethers in its own chunk behind `import()`: the
  // entries load ethers on first use, not with the page (checked by src/bundle.test.ts).
  splitting: true,
  target: 'es2022',
  tsconfig: '../../tsconfig.build.json',
})
