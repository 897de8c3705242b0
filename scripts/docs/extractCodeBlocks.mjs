// The code blocks of a Markdown file that `scripts/check-docs.mjs` type-checks: every fenced
// block whose info string starts with ts, tsx, js or jsx (or typescript / javascript).
//
// Two conventions make a block more than a loose snippet:
//   - A first line `// <path>` (say `// src/CosmosAdapter.ts`) names the block as that file of the
//     document's example project: the document's other blocks import it by relative path
//     (`./CosmosAdapter.js`), as the files of a real package would.
//   - `<!-- check-docs: skip <why> -->` on the last non-blank line before the fence leaves the
//     block out, for a block that is partial on purpose; the reason is required and printed.

/** Info-string languages that are checked, and the file extension each is checked as. */
const CHECKED = new Map([
  ['ts', 'ts'],
  ['typescript', 'ts'],
  ['tsx', 'tsx'],
  ['js', 'js'],
  ['javascript', 'js'],
  ['jsx', 'jsx'],
])

const OPENING_FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/
const SKIP_MARKER = /^\s*<!--\s*check-docs:\s*skip\b(.*?)-->\s*$/
/** A first line naming the block as a file of the document's example project. */
const FILE_NAME = /^\/\/ ((?:[\w.-]+\/)*[\w-][\w.-]*\.(?:ts|tsx|js|jsx))\s*$/

/**
 * @typedef {object} CodeBlock
 * @property {string} file the Markdown file (as given)
 * @property {number} line the 1-based line of the block's first code line in `file`
 * @property {'ts' | 'tsx' | 'js' | 'jsx'} extension what the block is checked as
 * @property {string} code the block's text, its fence's indentation removed
 * @property {string} [name] the example project's file the block is (from its `// path` line)
 * @property {string} [skip] why the block is not checked (its skip marker's reason)
 */

/**
 * The checked code blocks of `markdown`, and what is wrong with the file's markup: an unclosed
 * fence, a skip marker without a reason, or one that marks no checked block.
 *
 * @param {string} markdown
 * @param {string} file the file's name, for the blocks and the problems
 * @returns {{ blocks: CodeBlock[], problems: string[] }}
 */
export function extractCodeBlocks(markdown, file) {
  const lines = markdown.split(/\r?\n/)
  const blocks = []
  const problems = []
  /** A skip marker waiting for its block: its line and reason. */
  let marker
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index] ?? ''
    const skip = text.match(SKIP_MARKER)
    if (skip) {
      if (marker) problems.push(`${file}:${marker.line}: a skip marker that marks no code block`)
      marker = { line: index + 1, reason: (skip[1] ?? '').trim().replace(/^[-—:]\s*/, '') }
      if (!marker.reason)
        problems.push(`${file}:${index + 1}: a skip marker must say why the block is not checked`)
      continue
    }
    const fence = text.match(OPENING_FENCE)
    if (!fence) {
      if (marker && text.trim() !== '') {
        problems.push(`${file}:${marker.line}: a skip marker that marks no code block`)
        marker = undefined
      }
      continue
    }
    const [, indent = '', ticks = '', info = ''] = fence
    if (ticks.startsWith('`') && info.includes('`')) continue // an inline code span, not a fence
    const closing = new RegExp(`^\\s*${ticks[0] === '`' ? '`' : '~'}{${ticks.length},}\\s*$`)
    let end = index + 1
    while (end < lines.length && !closing.test(lines[end] ?? '')) end++
    if (end === lines.length) {
      problems.push(`${file}:${index + 1}: a code fence that is never closed`)
      break
    }
    const language = info.trim().split(/\s+/)[0]?.toLowerCase() ?? ''
    const extension = CHECKED.get(language)
    if (extension) {
      const dedent = new RegExp(`^ {0,${indent.length}}`)
      const code = lines
        .slice(index + 1, end)
        .map((line) => line.replace(dedent, ''))
        .join('\n')
      const name = code.split('\n', 1)[0]?.match(FILE_NAME)?.[1]
      blocks.push({
        file,
        line: index + 2,
        extension,
        code: `${code}\n`,
        ...(name && { name }),
        ...(marker && { skip: marker.reason }),
      })
    } else if (marker) {
      problems.push(
        `${file}:${marker.line}: a skip marker before a \`\`\`${language || '(plain)'} block, which is not checked anyway`,
      )
    }
    marker = undefined
    index = end
  }
  if (marker) problems.push(`${file}:${marker.line}: a skip marker that marks no code block`)
  return { blocks, problems }
}
