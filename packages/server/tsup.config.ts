import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  dts: false, // declarations: scripts/declarations.mjs, from the repository's one TypeScript program
  clean: false, // scripts/build.mjs empties dist/ (the declarations are written into it too)
  platform: 'node',
  target: 'node20',
  splitting: true,
  tsconfig: '../../tsconfig.build.json',
})
