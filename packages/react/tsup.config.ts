import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { defineConfig, type Options } from 'tsup'
import { dynamicImportTargets, oneFilePlugin, sourceFiles } from '../../scripts/oneFile.mjs'
import { minifyCss } from './tsup.minifyCss.js'

/** The entry files' names in the output (one per public `entry`). */
const ENTRY_FILES = ['index.js', 'kernel.js']
const USE_CLIENT = "'use client';\n"
const SRC = resolve('src')

/**
 * What the first paint imports on demand (`import()` through kit/loadUi.ts), by path in src/
 * without the extension: built on their own into dist/ui/, where the first paint's build refers
 * to them. A dynamic import in the first paint's code that is not listed fails the build.
 */
const LAZY = [
  'modal/mount',
  'kit/viewTable',
  'ui/networkIconChunk',
  'icons/elementNetworkIcon',
  'i18n/kitLocale',
]

/** A LAZY key's source file (`.ts`, else `.tsx`). */
const sourceOf = (key: string) => (existsSync(`src/${key}.ts`) ? `src/${key}.ts` : `src/${key}.tsx`)

/** In the lazy build, what stands for React (the host's, provided at run time: runtime/host.ts). */
const REACT_RUNTIME: Record<string, string> = {
  react: 'src/runtime/react.ts',
  'react/jsx-runtime': 'src/runtime/jsxRuntime.ts',
  'react-dom': 'src/runtime/reactDom.ts',
  'react-dom/client': 'src/runtime/reactDom.ts',
}

/**
 * What the click always needs, as one file of dist/ui/ and so one chunk in a host's bundle
 * (scripts/oneFile.mjs says how and why): the modal's mount with the first view of a visitor not
 * connected yet (Connect, pulled into the mount's file), and every module they import. The views'
 * table and each view the modal loads with `import()` import the mount, so each reaches all of
 * it or none. Not the other lazy parts of the first paint (the network icons, the locales), which
 * load without the modal.
 */
const modalFile = oneFilePlugin({
  name: 'modal-file',
  hub: resolve('src/modal/mount.tsx'),
  members: [
    resolve('src/kit/viewTable.ts'),
    ...dynamicImportTargets([
      resolve('src/kit/viewTable.ts'),
      ...sourceFiles(resolve('src/views')),
    ]),
  ],
  pulled: [resolve('src/views/Connect/index.tsx')],
})

const common: Options = {
  format: ['esm'],
  clean: false, // scripts/build.mjs empties dist/ once: the two builds below write into it together
  treeshake: true,
  splitting: true,
  target: 'es2022',
  platform: 'browser',
  tsconfig: '../../tsconfig.build.json',
}

/**
 * Two builds, which share no module. The first paint (`index`, `kernel`): the buttons, the
 * provider, the hooks, `createKit`; its `import()`s of the lazy parts are left as `./ui/….js`.
 * The lazy UI (`dist/ui/`: the modal, the views, the icons, the locales), with its own copy of
 * the few helpers both use, and React taken from the first paint at run time instead of imported.
 * A host's bundler then finds no module that both the page's first paint and a lazy chunk import,
 * so it keeps the first paint whole in the page's entry file: esbuild, for one, makes a separate
 * chunk for every set of entries that import a module, which split a 15 KiB first paint into 21
 * files (and a second round trip) before.
 */
export default defineConfig((overrides) => [
  {
    ...common,
    entry: ['src/index.ts', 'src/kernel.ts'],
    dts: false, // declarations: scripts/declarations.mjs, from the repository's one TypeScript program
    external: ['react', 'react-dom', 'react/jsx-runtime', '@gangway/core'],
    esbuildPlugins: [
      minifyCss(),
      {
        name: 'lazy-ui',
        setup(build) {
          build.onResolve({ filter: /^\.\.?\// }, (args) => {
            if (args.kind !== 'dynamic-import') return undefined
            const file = relative(SRC, resolve(dirname(args.importer), args.path))
            const key = file.replace(/\.(js|ts|tsx)$/, '')
            if (!LAZY.includes(key)) {
              return { errors: [{ text: `${file}: a lazy import of the first paint not in LAZY` }] }
            }
            return { path: `./ui/${key}.js`, external: true }
          })
        },
      },
    ],
    /**
     * Next.js App Router: the package is client code (hooks, context, the modal), so its entry
     * starts with the 'use client' directive and a server component can render the buttons. Added
     * once the files are written: the treeshake pass (rollup) drops a `banner` directive, and
     * bundling drops directives in src.
     */
    async onSuccess() {
      const outDir = overrides.outDir ?? 'dist'
      for (const name of ENTRY_FILES) {
        const file = join(outDir, name)
        const code = await readFile(file, 'utf8')
        if (!code.startsWith(USE_CLIENT)) await writeFile(file, USE_CLIENT + code)
      }
    },
  },
  {
    ...common,
    entry: Object.fromEntries(LAZY.map((key) => [key, sourceOf(key)])),
    outDir: join(overrides.outDir ?? 'dist', 'ui'),
    dts: false,
    noExternal: [/^react(-dom)?(\/|$)/, /^@gangway\/core\/shell$/],
    esbuildPlugins: [
      minifyCss(),
      modalFile,
      {
        name: 'react-runtime',
        setup(build) {
          build.onResolve({ filter: /^(react|react-dom)(\/client|\/jsx-runtime)?$/ }, (args) => {
            const shim = REACT_RUNTIME[args.path]
            if (!shim) return { errors: [{ text: `${args.path}: no runtime binding (runtime/)` }] }
            return { path: resolve(shim) }
          })
          // The few helpers of core's shell that the first paint uses too come from the first
          // paint at run time (runtime/coreShell.ts), as React does: the lazy UI shares no module
          // with the first paint and carries no copy of them.
          build.onResolve({ filter: /^@gangway\/core\/shell$/ }, () => ({
            path: resolve('src/runtime/coreShell.ts'),
          }))
        },
      },
    ],
  },
])
