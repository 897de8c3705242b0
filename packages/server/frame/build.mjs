// Bundles the secure frame (frame/src/main.ts) for the browser into dist/frame/frame.js.
// Run by the server's `npm run build` after tsup (which empties dist/), and by the frame tests.
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
export const FRAME_BUNDLE = path.join(here, '..', 'dist', 'frame', 'frame.js')

/** Builds the bundle; written through a temporary file so a reader never sees half of it. */
export async function buildFrame({ outFile = FRAME_BUNDLE, minify = true } = {}) {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [path.join(here, 'src', 'main.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('esbuild produced no frame bundle')
  await mkdir(path.dirname(outFile), { recursive: true })
  const temporary = `${outFile}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, output.contents)
  await rename(temporary, outFile)
  return { outFile, bytes: output.contents.length }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { outFile, bytes } = await buildFrame()
  console.log(`frame: ${path.relative(process.cwd(), outFile)} ${bytes} B`)
}
