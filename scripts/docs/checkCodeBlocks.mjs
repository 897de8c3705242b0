// Type-checks documentation code blocks (see extractCodeBlocks.mjs) as a host's or an adapter
// author's files: one TypeScript 5.9 program with the repository's strict compiler options
// (scripts/compilerOptions.mjs), where `@gangway/*` resolves to the packages' public entries only
// (their package.json `exports`, scripts/check-api.mjs's `publicEntries`), read from source, so
// no build is needed and an import of a path npm does not ship fails as it would in a host.
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'
import { publicEntries } from '../check-api.mjs'
import { repositoryConfig } from '../compilerOptions.mjs'

/**
 * Where a block lives in the program: in a folder beside its Markdown file (`README.md` →
 * `README.md.examples/`), as the file its `// path` line names, or as `block-L<line>`.
 */
function virtualPath(root, block) {
  const folder = join(root, `${block.file}.examples`)
  return join(folder, block.name ?? `block-L${block.line}.${block.extension}`)
}

/** `@gangway/core/adapter` → [its source], for every entry of every published package. */
function publicPaths(root) {
  return Object.fromEntries(
    publicEntries().map((entry) => [
      `${entry.pkgName}${entry.subpath.slice(1)}`,
      [join(root, entry.file)],
    ]),
  )
}

/**
 * Checks the blocks (all of them: leave skipped ones out before). Resolves nothing asynchronously;
 * returns one line per error, `file.md:line:column TSnnnn message`, in the blocks' order, plus the
 * blocks' own problems (two blocks naming the same file).
 *
 * @param {import('./extractCodeBlocks.mjs').CodeBlock[]} blocks
 * @param {{ root: string }} options `root`: the repository (tsconfig.json, packages/)
 * @returns {string[]}
 */
export function checkCodeBlocks(blocks, { root }) {
  const problems = []
  const files = new Map()
  for (const block of blocks) {
    const path = virtualPath(root, block)
    const earlier = files.get(path)
    if (earlier) {
      problems.push(
        `${block.file}:${block.line}: names ${block.name}, as the block at line ${earlier.line} does`,
      )
      continue
    }
    files.set(path, block)
  }
  if (files.size === 0) return problems
  const { options } = repositoryConfig(ts, root)
  const compilerOptions = {
    ...options,
    noEmit: true,
    // Every block is a module of its own, with or without an import.
    moduleDetection: ts.ModuleDetectionKind.Force,
    allowJs: true,
    checkJs: true,
    // Only what the packages publish: no `@gangway/core/*` wildcard onto the sources.
    paths: publicPaths(root),
  }
  const host = ts.createCompilerHost(compilerOptions)
  const folders = new Set([...files.keys()].flatMap((path) => ancestors(dirname(path), root)))
  const { fileExists, readFile, getSourceFile, directoryExists } = host
  host.fileExists = (path) => files.has(path) || fileExists.call(host, path)
  host.readFile = (path) => files.get(path)?.code ?? readFile.call(host, path)
  host.directoryExists = (path) => folders.has(path) || (directoryExists?.call(host, path) ?? true)
  host.getSourceFile = (path, language, ...rest) => {
    const block = files.get(path)
    if (block) return ts.createSourceFile(path, block.code, language, true)
    return getSourceFile.call(host, path, language, ...rest)
  }
  const program = ts.createProgram({ rootNames: [...files.keys()], options: compilerOptions, host })
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]
  for (const path of files.keys()) {
    const source = program.getSourceFile(path)
    if (!source) continue
    diagnostics.push(
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    )
  }
  for (const diagnostic of diagnostics) problems.push(describe(diagnostic, files, root))
  return problems
}

/** `dir` and its parents up to (not including) `root`. */
function ancestors(dir, root) {
  const found = []
  for (let at = dir; at.length > root.length && at !== dirname(at); at = dirname(at)) found.push(at)
  return found
}

/** A diagnostic as `file.md:line:column TSnnnn message` (or the source file's path, outside a block). */
function describe(diagnostic, files, root) {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ')
  const code = `TS${diagnostic.code}`
  const { file, start } = diagnostic
  if (!file || start === undefined) return `${code} ${message}`
  const { line, character } = file.getLineAndCharacterOfPosition(start)
  const block = files.get(file.fileName)
  if (!block)
    return `${relative(root, file.fileName)}:${line + 1}:${character + 1} ${code} ${message}`
  return `${block.file}:${block.line + line}:${character + 1} ${code} ${message}`
}
