// bench/RESULTS.md is written in sections, each between `<!-- <name>:start -->` and
// `<!-- <name>:end -->` markers, so `npm run bench` and `npm run bench:peers` each refresh their own
// part and leave the other (and any hand-written text outside the markers) alone.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const RESULTS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../RESULTS.md',
)

export function replaceSection(name, body, file = RESULTS_FILE) {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const block = `${start}\n${body.trim()}\n${end}`
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Gangway benchmarks\n'
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`
  fs.writeFileSync(file, next)
}
