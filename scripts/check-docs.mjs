// Every ts/tsx/js code block of the READMEs and docs/ type-checks against the packages' public
// entries, so an example cannot drift from the API (a step of `npm test`; `npm run docs:check`).
// How blocks are found and named: scripts/docs/extractCodeBlocks.mjs; how they are checked:
// scripts/docs/checkCodeBlocks.mjs. A block that is partial on purpose carries
// `<!-- check-docs: skip <why> -->` before its fence; the skipped ones are listed at the end.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkCodeBlocks } from './docs/checkCodeBlocks.mjs'
import { extractCodeBlocks } from './docs/extractCodeBlocks.mjs'

/** The Markdown files whose code blocks are checked, relative to `root`. */
export function documentationFiles(root) {
  const inFolder = (folder, pick) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder), { withFileTypes: true })
          .filter((entry) => pick(entry))
          .map((entry) => `${folder}/${entry.name}`)
      : []
  const readmes = (folder) =>
    inFolder(folder, (entry) => entry.isDirectory())
      .map((dir) => `${dir}/README.md`)
      .filter((file) => existsSync(join(root, file)))
  return [
    'README.md',
    ...readmes('packages'),
    ...readmes('apps'),
    ...readmes('examples'),
    ...inFolder('docs', (entry) => entry.isFile() && entry.name.endsWith('.md')),
  ].filter((file) => existsSync(join(root, file)))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now()
  const root = process.cwd()
  const files = documentationFiles(root)
  const problems = []
  const blocks = []
  for (const file of files) {
    const found = extractCodeBlocks(readFileSync(join(root, file), 'utf8'), file)
    blocks.push(...found.blocks)
    problems.push(...found.problems)
  }
  const skipped = blocks.filter((block) => block.skip !== undefined)
  const checked = blocks.filter((block) => block.skip === undefined)
  problems.push(...checkCodeBlocks(checked, { root }))
  for (const block of skipped) console.log(`skipped ${block.file}:${block.line}: ${block.skip}`)
  for (const problem of problems) console.error(problem)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const summary = `${checked.length} code blocks of ${files.length} files checked, ${skipped.length} skipped`
  if (problems.length) {
    console.error(`docs: ${problems.length} problem(s); ${summary} (${seconds} s)`)
    process.exit(1)
  }
  console.log(`docs: no errors; ${summary} (${seconds} s)`)
}
