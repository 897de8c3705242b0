import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/config.ts', 'src/descriptor.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  tsconfig: '../../tsconfig.build.json',
})
