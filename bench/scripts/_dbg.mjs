import * as esbuild from 'esbuild'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measureSizes, BENCH } from './sizes.mjs'
const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-dbg-'))
const { rows } = await measureSizes(esbuild, outdir)
const row = rows.find((r) => r.key === 'button')
console.log(row.files.slice(0, 5), outdir)
for (const f of row.files) {
  const p = path.resolve(BENCH, f)
  const t = fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : fs.readFileSync(path.join(outdir, f), 'utf8')
  for (const needle of ['"zh"', 'Conectar', 'kitLocale', 'applyKitLocale', 'Intl.PluralRules', 'ListFormat'])
    if (t.includes(needle)) console.log(f, needle)
}
