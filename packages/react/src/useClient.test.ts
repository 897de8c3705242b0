import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { buildWithTsup } from '../../../scripts/firstLoad.mjs'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

/** The directives of a module, parsed (esbuild keeps a file's leading directives, minified). */
async function directives(code: string): Promise<string[]> {
  const { code: minified } = await transform(code, { loader: 'js', minify: true, format: 'esm' })
  return [...minified.matchAll(/^(?:"([^"]*)";)/g)].map((match) => match[1] ?? '')
}

describe("the built package starts with 'use client' (Next.js App Router)", () => {
  it("dist/index.js's first statement is the 'use client' directive", async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'gangway-react-dist-'))
    try {
      await buildWithTsup(packageDir, outDir)
      const code = await readFile(join(outDir, 'index.js'), 'utf8')
      expect(code.startsWith("'use client';\n")).toBe(true)
      expect(await directives(code)).toEqual(['use client'])
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  }, 120_000)

  it('a directive after an import is no directive (the check can fail)', async () => {
    expect(await directives("import 'x'\n'use client'\n")).toEqual([])
    expect(await directives("'use client'\nimport 'x'\n")).toEqual(['use client'])
  })
})
