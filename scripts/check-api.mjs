// The public API of every published package, as a recorded surface: each entry of each package's
// `exports` gets a report (packages/<pkg>/api/<entry>.api.txt) listing every exported name, its
// kind, and its type (functions' signatures, interfaces' members). `npm test` runs this with
// `--check` and fails when the surface changed without the report being updated; record a change
// with `npm run api:update` and commit the report with it (a semver decision made on purpose).
// The check runs on the one TypeScript program of scripts/typescript.mjs (which also type-checks
// the repository and writes the packages' declarations): `node scripts/typescript.mjs --api`.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const root = process.cwd()

/** `./dist/adapter.d.ts` → `src/adapter.ts` (or .tsx), as tsup builds each entry. */
function sourceOf(pkgDir, typesPath) {
  const base = typesPath.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$/, '')
  for (const ext of ['.ts', '.tsx']) {
    const file = join(pkgDir, base + ext)
    if (existsSync(file)) return file
  }
  throw new Error(`${pkgDir}: no source for ${typesPath}`)
}

/** Every entry of every published package's `exports`, with the source file it is built from. */
export function publicEntries() {
  const entries = []
  for (const dir of readdirSync('packages')) {
    const pkgDir = join('packages', dir)
    const manifest = join(pkgDir, 'package.json')
    if (!existsSync(manifest)) continue
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'))
    if (pkg.private) continue
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      if (typeof target !== 'object' || !target.types) continue
      const name = subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-')
      entries.push({
        pkgDir,
        pkgName: pkg.name,
        subpath,
        name,
        file: sourceOf(pkgDir, target.types),
      })
    }
  }
  return entries
}

const flags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseFullyQualifiedType |
  ts.TypeFormatFlags.WriteArrowStyleSignature

function kindOf(symbol) {
  const f = symbol.flags
  if (f & ts.SymbolFlags.Class) return 'class'
  if (f & ts.SymbolFlags.Function) return 'function'
  if (f & ts.SymbolFlags.Interface) return 'interface'
  if (f & ts.SymbolFlags.TypeAlias) return 'type'
  if (f & ts.SymbolFlags.Enum) return 'enum'
  if (f & ts.SymbolFlags.Variable) return 'const'
  return 'other'
}

/** Strips the repository's absolute paths from import("...") types. */
const tidy = (text) =>
  text.replaceAll(/import\("([^"]+)"\)/g, (_, path) =>
    path.startsWith('/') ? `import("${relative(root, path)}")` : `import("${path}")`,
  )

function describe(checker, symbol, at) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  const kind = kindOf(target)
  const lines = [`${kind} ${symbol.name}`]
  if (kind === 'interface' || kind === 'class') {
    const type = checker.getDeclaredTypeOfSymbol(target)
    for (const property of checker.getPropertiesOfType(type)) {
      if (property.name.startsWith('#')) continue
      const declaration = property.valueDeclaration ?? property.declarations?.[0]
      const modifiers = declaration ? ts.getCombinedModifierFlags(declaration) : 0
      if (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : ''
      const propertyType = checker.getTypeOfSymbolAtLocation(property, at)
      lines.push(
        `  ${property.name}${optional}: ${tidy(checker.typeToString(propertyType, at, flags))}`,
      )
    }
    if (kind === 'class') {
      const constructors = checker
        .getTypeOfSymbolAtLocation(target, at)
        .getConstructSignatures()
        .map((signature) => `  new ${tidy(checker.signatureToString(signature, at, flags))}`)
      lines.push(...constructors)
    }
  } else if (kind === 'type') {
    lines.push(
      `  = ${tidy(checker.typeToString(checker.getDeclaredTypeOfSymbol(target), at, flags))}`,
    )
  } else if (kind === 'function' || kind === 'const') {
    lines.push(
      `  : ${tidy(checker.typeToString(checker.getTypeOfSymbolAtLocation(target, at), at, flags))}`,
    )
  }
  return lines.join('\n')
}

/**
 * The names exported by more than one entry of the same package: `[{ pkgName, name, entries }]`.
 * Each name has one home, so a consumer never wonders which import is the right one (and which
 * of two promises holds). `namesByEntry`: [{ pkgName, subpath, names }].
 */
export function namesInTwoEntries(namesByEntry) {
  const homes = new Map()
  for (const { pkgName, subpath, names } of namesByEntry) {
    for (const name of names) {
      const key = `${pkgName}\0${name}`
      homes.set(key, [...(homes.get(key) ?? []), subpath])
    }
  }
  return [...homes]
    .filter(([, entries]) => entries.length > 1)
    .map(([key, entries]) => {
      const [pkgName, name] = key.split('\0')
      return { pkgName, name, entries }
    })
}

/**
 * Compares (or, with `update`, writes) each public entry's report against `program`, which must
 * hold the entries' sources. Returns how many entries changed, plus how many names are exported
 * by two entries of one package (a failure even with `update`: see namesInTwoEntries).
 */
export function checkApi(program, { update = false } = {}) {
  const entries = publicEntries()
  const checker = program.getTypeChecker()
  const namesByEntry = []
  let changed = 0
  for (const entry of entries) {
    const source = program.getSourceFile(join(root, entry.file))
    const moduleSymbol = source && checker.getSymbolAtLocation(source)
    if (!moduleSymbol) throw new Error(`${entry.file}: not a module`)
    const exported = checker
      .getExportsOfModule(moduleSymbol)
      .sort((a, b) => a.name.localeCompare(b.name))
    namesByEntry.push({
      pkgName: entry.pkgName,
      subpath: entry.subpath,
      names: exported.map((symbol) => symbol.name),
    })
    const report = [
      `# ${entry.pkgName}${entry.subpath === '.' ? '' : entry.subpath.slice(1)}: public API`,
      '# Generated by scripts/check-api.mjs; update with `npm run api:update` when you mean to change it.',
      '',
      ...exported.map((symbol) => describe(checker, symbol, source)),
      '',
    ].join('\n')
    const file = join(entry.pkgDir, 'api', `${entry.name}.api.txt`)
    const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined
    if (before === report) continue
    changed++
    if (!update) {
      console.error(
        `api: ${entry.pkgName}${entry.subpath === '.' ? '' : entry.subpath.slice(1)} changed (${file}).`,
      )
    } else {
      mkdirSync(join(entry.pkgDir, 'api'), { recursive: true })
      writeFileSync(file, report)
      console.log(`api: wrote ${file}`)
    }
  }
  const twice = namesInTwoEntries(namesByEntry)
  for (const { pkgName, name, entries: where } of twice)
    console.error(`api: ${pkgName} exports ${name} from ${where.join(' and ')}: one entry each`)
  if (!update && changed) {
    console.error(
      `api: ${changed} public entr${changed === 1 ? 'y' : 'ies'} changed without their report. Review the change (it is a semver promise), then run \`npm run api:update\` and commit the reports.`,
    )
  } else {
    console.log(`api: ${entries.length} entries ${update ? 'recorded' : 'match their reports'}`)
  }
  return { changed, twice: twice.length }
}
