import { resolve } from 'node:path'
import { defineConfig, type Options } from 'tsup'
import { dynamicImportTargets, oneFilePlugin, sourceFiles } from '../../scripts/oneFile.mjs'

/** The package's entries besides the shell (which is built on its own, below). */
const ENTRIES = [
  'src/index.ts',
  'src/adapter.ts',
  'src/common.ts',
  'src/eip155.ts',
  'src/ui.ts',
  'src/send.ts',
  'src/swap.ts',
  'src/siwx.ts',
  'src/names.ts',
  'src/onramp.ts',
  'src/sessions.ts',
  'src/embedded.ts',
  'src/networks.ts',
  'src/internal.ts',
  'src/directory.ts',
  // Each family's presets a file of its own (not an entry of the package: `/networks` re-exports
  // them), so an adapter that re-exports its family's presets carries no other family's.
  'src/networks/eip155.ts',
  'src/networks/solana.ts',
  'src/networks/bip122.ts',
  'src/networks/polkadot.ts',
]

/**
 * The kernel (`createKit.ts` and every module it imports) as one file of dist/, and so one chunk
 * in a host's bundle (scripts/oneFile.mjs says how and why): the entries the lazy UI imports
 * (`ui`, `internal`) and every module core loads with `import()` import the kernel, so each
 * reaches all of it or none. Not the host-facing entries (`.`, `common`, the network presets),
 * which a host may import in its first paint, nor `adapter` and `eip155`, which an adapter
 * imported statically brings into the first paint: those keep reaching only the parts they use.
 */
const kernelFile = oneFilePlugin({
  name: 'kernel-file',
  hub: resolve('src/createKit.ts'),
  members: [
    resolve('src/ui.ts'),
    resolve('src/internal.ts'),
    ...dynamicImportTargets(sourceFiles(resolve('src'))),
  ],
})

const common: Options = {
  format: ['esm'],
  clean: false, // scripts/build.mjs empties dist/ once: the two builds below write into it together
  treeshake: true,
  target: 'es2022',
  tsconfig: '../../tsconfig.build.json',
}

/**
 * Two builds. The first is the package (every entry, sharing chunks), plus `createKit.js`, the
 * kernel the shell imports after the first paint. The second is `shell.js` on its own: one file
 * that shares no module with the first build, its kernel import left as `./createKit.js`. A
 * host's bundler then finds nothing the shell's first paint and the kernel both import, so it
 * keeps the first paint in the page's entry file rather than splitting it into chunks shared
 * with the kernel (esbuild makes one chunk per set of entries that import a module; the few
 * helpers both need are small and stateless, so each side has its own copy).
 */
export default defineConfig([
  {
    ...common,
    entry: [...ENTRIES, 'src/createKit.ts'],
    dts: false, // declarations: scripts/declarations.mjs, from the repository's one TypeScript program
    splitting: true,
    // Loaded on first pairing by a dynamic import (walletconnect/loadUniversalProvider.ts); the
    // literal specifier stays in the output for the host's bundler to resolve.
    external: ['@walletconnect/universal-provider'],
    esbuildPlugins: [kernelFile],
  },
  {
    ...common,
    entry: ['src/shell.ts'],
    dts: false,
    splitting: false,
    esbuildPlugins: [
      {
        name: 'kernel-import',
        setup(build) {
          build.onResolve({ filter: /\/createKit\.js$/ }, (args) => {
            if (args.kind !== 'dynamic-import') return undefined
            return { path: './createKit.js', external: true }
          })
        },
      },
    ],
  },
])
