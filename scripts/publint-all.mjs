// `npm run publint`: packs every published package (scripts/packed/pack.mjs) and runs publint
// and are-the-types-wrong on each tarball (scripts/packed/lint.mjs); fails on any error or
// warning. `npm test` runs the same checks on its one pack, in scripts/check-install.mjs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { packageProblems } from './packed/lint.mjs'
import { packPackages } from './packed/pack.mjs'

const packs = mkdtempSync(join(tmpdir(), 'gangway-publint-'))
let problems = 0
try {
  for (const pack of (await packPackages(packs)).values()) {
    const found = await packageProblems(pack)
    for (const problem of found) console.log(problem)
    problems += found.length
    if (found.length === 0) console.log(`${pack.name}: ok`)
  }
} finally {
  rmSync(packs, { recursive: true, force: true })
}
if (problems) {
  console.error(`publint: ${problems} problem(s)`)
  process.exit(1)
}
