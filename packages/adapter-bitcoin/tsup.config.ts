import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/descriptor.ts'],
  format: ['esm'],
  dts: false, // declarations: scripts/declarations.mjs, from the repository's one TypeScript program
  clean: false, // scripts/build.mjs empties dist/ (the declarations are written into it too)
  treeshake: true,
  splitting: true,
  target: 'es2022',
  tsconfig: '../../tsconfig.build.json',
})
