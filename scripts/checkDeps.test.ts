import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkWorkspace } from './check-deps.mjs'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A workspace of `packages` (name → { manifest, files by path under src/ }). */
function workspace(packages: Record<string, { manifest: object; files: Record<string, string> }>) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-deps-'))
  roots.push(root)
  writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ devDependencies: { vitest: '*' } }),
  )
  for (const [dir, { manifest, files }] of Object.entries(packages)) {
    for (const [file, code] of Object.entries(files)) {
      const at = path.join(root, 'packages', dir, 'src', file)
      mkdirSync(path.dirname(at), { recursive: true })
      writeFileSync(at, code)
    }
    writeFileSync(path.join(root, 'packages', dir, 'package.json'), JSON.stringify(manifest))
  }
  return root
}

const adapter = (testHelper: string) => ({
  manifest: { name: '@gangway/adapter-x', dependencies: { '@gangway/core': '0.1.0' } },
  files: {
    'index.ts': "import { KitError } from '@gangway/core/common'\nexport { KitError }\n",
    'index.test.ts':
      "import { it } from 'vitest'\nimport { harness } from './testing/h.testing.js'\n",
    'testing/h.testing.ts': testHelper,
  },
})

describe('check-deps: test code of every package', () => {
  it("names an adapter's test helper that imports a package its manifest does not declare", async () => {
    const root = workspace({
      'adapter-x': adapter(
        "import { startAnvil } from '@gangway/testing'\nexport const harness = startAnvil\n",
      ),
    })
    expect(await checkWorkspace(root)).toEqual([
      '@gangway/adapter-x: its test code imports @gangway/testing (packages/adapter-x/src/testing/h.testing.ts), not in its package.json',
    ])
  })

  it("checks @gangway/testing's own tests, and passes a declared devDependency", async () => {
    const root = workspace({
      testing: {
        manifest: { name: '@gangway/testing', devDependencies: { pg: '*' } },
        files: {
          'index.ts': 'export const x = 1\n',
          'a.test.ts': "import pg from 'pg'\nimport nodemailer from 'nodemailer'\n",
        },
      },
    })
    expect(await checkWorkspace(root)).toEqual([
      '@gangway/testing: its test code imports nodemailer (packages/testing/src/a.test.ts), not in its package.json',
    ])
  })
})
