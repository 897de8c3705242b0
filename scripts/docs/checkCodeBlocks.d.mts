import type { CodeBlock } from './extractCodeBlocks.mjs'

/** Type-checks the blocks against the packages' public entries; one line per error. */
export declare function checkCodeBlocks(blocks: CodeBlock[], options: { root: string }): string[]
