import { describe, expect, it } from 'vitest'
import { checkCodeBlocks } from './checkCodeBlocks.mjs'
import { extractCodeBlocks } from './extractCodeBlocks.mjs'

const FENCE = '```'
const doc = (...lines: string[]) => lines.join('\n')

describe('extractCodeBlocks', () => {
  it('takes the ts, tsx, js and jsx blocks, with the line of their first code line', () => {
    const { blocks, problems } = extractCodeBlocks(
      doc(
        '# Title', // 1
        `${FENCE}ts`, // 2
        "const a = 'one'", // 3
        FENCE, // 4
        `${FENCE}bash`, // 5
        'npm ci', // 6
        FENCE, // 7
        '~~~tsx title="App"', // 8
        'export const App = () => <div />', // 9
        '~~~', // 10
        `${FENCE}json`, // 11
        '{}', // 12
        FENCE, // 13
        `${FENCE}js`, // 14
        'export default 1', // 15
        FENCE, // 16
        `${FENCE}`, // 17
        'plain', // 18
        FENCE, // 19
      ),
      'README.md',
    )
    expect(problems).toEqual([])
    expect(blocks).toEqual([
      { file: 'README.md', line: 3, extension: 'ts', code: "const a = 'one'\n" },
      { file: 'README.md', line: 9, extension: 'tsx', code: 'export const App = () => <div />\n' },
      { file: 'README.md', line: 15, extension: 'js', code: 'export default 1\n' },
    ])
  })

  it('reads a block indented in a list item, and a longer fence holding a short one', () => {
    const { blocks } = extractCodeBlocks(
      doc(
        '1. Step one:',
        '',
        `   ${FENCE}ts`,
        '   if (ready) {',
        '     go()',
        '   }',
        `   ${FENCE}`,
        `${FENCE}${FENCE[0]}ts`,
        `const markdown = '${FENCE}'`,
        `${FENCE}${FENCE[0]}`,
      ),
      'docs/guide.md',
    )
    expect(blocks.map((block) => [block.line, block.code])).toEqual([
      [4, 'if (ready) {\n  go()\n}\n'],
      [9, `const markdown = '${FENCE}'\n`],
    ])
  })

  it("names a block by its first line's path, as a file of the document's example project", () => {
    const { blocks } = extractCodeBlocks(
      doc(`${FENCE}ts`, '// src/cosmosFamily.ts', 'export const x = 1', FENCE),
      'docs/adapters.md',
    )
    expect(blocks[0]?.name).toBe('src/cosmosFamily.ts')
  })

  it('skips a block marked on purpose, and refuses a marker without a reason or a block', () => {
    const { blocks, problems } = extractCodeBlocks(
      doc(
        '<!-- check-docs: skip — a fragment of the options above -->', // 1
        '', // 2
        `${FENCE}ts`, // 3
        '{ ...options }', // 4
        FENCE, // 5
        '<!-- check-docs: skip -->', // 6
        `${FENCE}ts`, // 7
        'x', // 8
        FENCE, // 9
        '<!-- check-docs: skip because -->', // 10
        `${FENCE}bash`, // 11
        'ls', // 12
        FENCE, // 13
        '<!-- check-docs: skip stale -->', // 14
        'A paragraph.', // 15
        `${FENCE}ts`, // 16
        'const open = true', // 17
      ),
      'README.md',
    )
    expect(blocks.map((block) => [block.line, block.skip])).toEqual([
      [4, 'a fragment of the options above'],
      [8, ''],
    ])
    expect(problems).toEqual([
      'README.md:6: a skip marker must say why the block is not checked',
      'README.md:10: a skip marker before a ```bash block, which is not checked anyway',
      'README.md:14: a skip marker that marks no code block',
      'README.md:16: a code fence that is never closed',
    ])
  })
})

describe('checkCodeBlocks', () => {
  it('passes a right block and reports a wrong one at its line in the Markdown file', () => {
    const block = (line: number, code: string, name?: string) => ({
      file: 'docs/example.md',
      line,
      extension: 'ts' as const,
      code,
      ...(name && { name }),
    })
    const right = block(
      10,
      doc(
        "import { createKit, type KitEvent } from '@gangway/core'",
        "import { isKitError } from '@gangway/core/common'",
        'const kit = createKit({ networks: [] })',
        'kit.subscribeEvents((event: KitEvent) => console.log(event.name))',
        "export const rejected = (error: unknown) => isKitError(error, 'USER_REJECTED')",
      ),
    )
    // The root README's drift: the kit has no `events` object.
    const wrong = block(
      20,
      doc(
        "import { createKit } from '@gangway/core'",
        'const kit = createKit({ networks: [] })',
        'kit.events.subscribeEvents(() => {})',
      ),
    )
    // A path inside the package, which npm does not export.
    const unpublished = block(30, "import { KitError } from '@gangway/core/errors/KitError.js'\n")
    // Named blocks are files of one example project, importing each other.
    const family = block(
      40,
      "// src/family.ts\nexport const prefix: string = 'cosmos'\n",
      'src/family.ts',
    )
    const user = block(
      50,
      "// src/user.ts\nimport { prefix } from './family.js'\nexport const length: string = prefix.length\n",
      'src/user.ts',
    )
    const script = {
      file: 'docs/example.md',
      line: 60,
      extension: 'js' as const,
      code: "import { formatUnits } from '@gangway/core/common'\nformatUnits(1n)\n",
    }
    const problems = checkCodeBlocks([right, wrong, unpublished, family, user, script], {
      root: process.cwd(),
    })
    expect(problems.map((problem) => problem.split(' ', 2).join(' '))).toEqual([
      'docs/example.md:22:5 TS2339',
      'docs/example.md:30:26 TS2307',
      'docs/example.md:52:14 TS2322',
      'docs/example.md:61:1 TS2554',
    ])
    expect(problems[0]).toContain("Property 'events' does not exist")
  }, 60_000)
})
