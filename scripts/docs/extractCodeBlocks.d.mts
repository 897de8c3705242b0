/** A checked code block of a Markdown file (see extractCodeBlocks.mjs). */
export interface CodeBlock {
  /** The Markdown file, as given. */
  file: string
  /** The 1-based line of the block's first code line in `file`. */
  line: number
  /** What the block is checked as. */
  extension: 'ts' | 'tsx' | 'js' | 'jsx'
  /** The block's text, its fence's indentation removed. */
  code: string
  /** The example project's file the block is (from its `// path` first line). */
  name?: string
  /** Why the block is not checked (its skip marker's reason). */
  skip?: string
}

/** The checked code blocks of `markdown`, and what is wrong with the file's markup. */
export declare function extractCodeBlocks(
  markdown: string,
  file: string,
): { blocks: CodeBlock[]; problems: string[] }
