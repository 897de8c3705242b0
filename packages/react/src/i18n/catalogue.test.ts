/**
 * The catalogues are whole: every locale has every English id with the same placeholders and
 * plural `count`, and every error code has a text; no view, modal part or button shows a text
 * that is not in the catalogue (a scan of the TSX sources for visible literals).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ERROR_CATALOGUE } from '@gangway/core/common'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales.js'
import { en } from './messages/en/index.js'
import type { Catalogue, Message } from './translate.js'

const placeholders = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message)
  const names = new Set<string>()
  for (const text of texts) for (const [, name = ''] of text.matchAll(/\{(\w+)\}/g)) names.add(name)
  return [...names].sort()
}

const loadLocale = async (locale: string): Promise<Catalogue> =>
  ((await import(`./messages/${locale}/index.ts`)) as { messages: Catalogue }).messages

describe('message catalogues', () => {
  const englishIds = Object.keys(en).sort()
  const errorIds = Object.keys(ERROR_CATALOGUE).map((code) => `error.${code}`)

  it('English ids are <part>.<what> and every message is non-empty', () => {
    for (const [id, message] of Object.entries(en as Catalogue)) {
      expect(id).toMatch(/^[a-z][A-Za-z]*\.[A-Za-z0-9.]+$/)
      expect(placeholders(message)).toBeDefined()
      const texts = typeof message === 'string' ? [message] : Object.values(message)
      for (const text of texts) expect(text.trim(), id).not.toBe('')
    }
  })

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every English id and every error code, with the same placeholders`, async () => {
      const messages = await loadLocale(locale)
      const missing = [...englishIds, ...errorIds].filter((id) => !(id in messages))
      expect(missing, `${locale} lacks these ids`).toEqual([])
      const extra = Object.keys(messages).filter((id) => !(id in en) && !errorIds.includes(id))
      expect(extra, `${locale} has ids English does not`).toEqual([])
      for (const id of englishIds) {
        const english = (en as Catalogue)[id] ?? ''
        const translated = messages[id] ?? ''
        expect(placeholders(translated), `${locale} ${id}`).toEqual(placeholders(english))
        const texts = typeof translated === 'string' ? [translated] : Object.values(translated)
        for (const text of texts) expect(text.trim(), `${locale} ${id}`).not.toBe('')
      }
      for (const code of Object.keys(ERROR_CATALOGUE) as (keyof typeof ERROR_CATALOGUE)[]) {
        const entry = ERROR_CATALOGUE[code] as { short: string }
        expect(placeholders(messages[`error.${code}`] ?? ''), `${locale} error.${code}`).toEqual(
          placeholders(entry.short),
        )
      }
    })
  }
})

/** Props whose string value a visitor reads or hears. */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'text',
  'description',
  'hint',
  'message',
  'heading',
  'subtitle',
  'caption',
  'cta',
  'loadingLabel',
  'emptyText',
])

const SRC = join(import.meta.dirname, '..')
const SCANNED = ['views', 'modal', 'components', 'ui', 'elements']

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text)
/** A literal that reads as prose: a capitalised word followed by more words, or a sentence. */
const looksLikeProse = (text: string) =>
  /^\p{Lu}\p{Ll}+[\s,'’]+\p{L}/u.test(text.trim()) || /\p{Ll}[.!?…]$/u.test(text.trim())

/** Visible literals of one source file, as 'file:line text'. */
function untranslated(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
    found.push(`${relative(SRC, path)}:${line} ${JSON.stringify(text.trim())}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text)
    else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source)
      const value = node.initializer
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : undefined
      if (literal && TEXT_PROPS.has(name) && hasWords(literal.text)) report(literal, literal.text)
      if (literal) return
    } else if (ts.isStringLiteralLike(node) && looksLikeProse(node.text)) {
      const parent = node.parent
      const translated =
        ts.isCallExpression(parent) &&
        (parent.expression.getText(source) === 't' ||
          /\.t$/.test(parent.expression.getText(source)))
      const imported = ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)
      const thrown = ts.isNewExpression(parent) || ts.isThrowStatement(parent.parent ?? parent)
      const logged =
        ts.isCallExpression(parent) && /^console\./.test(parent.expression.getText(source))
      if (!translated && !imported && !thrown && !logged) report(node, node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('every visible text comes from the catalogue', () => {
  it('the views, the modal, the buttons and the UI parts show no literal text', () => {
    const files = SCANNED.flatMap((dir) => sources(join(SRC, dir)))
    expect(files.length).toBeGreaterThan(40)
    expect(files.flatMap(untranslated).join('\n')).toBe('')
  })
})
