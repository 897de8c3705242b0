import { readFile } from 'node:fs/promises'
import { type Plugin, transform } from 'esbuild'

/**
 * The style modules whose CSS texts are minified in the build: src/ui/styles/ (the theme, the
 * buttons', the modal's), each view's own stylesheet (`viewCss.ts` in the view's folder) and each
 * shared view part's (`views/shared/<part>Css.ts`, one file a part: a view's chunk then carries
 * only the rules of the parts it uses).
 */
const STYLE_MODULES =
  /[\\/]src[\\/](ui[\\/]styles[\\/](theme|\w+Css)|views[\\/][^\\/]+[\\/]\w*Css)\.ts$/

/** `= \`…\``: a constant's template literal with no substitution, a style module's CSS text. */
export const CSS_CONSTANT = /(=\s*)`([^`$\\]*)`/g

/**
 * One CSS text through esbuild's CSS minifier. A text without a rule (`{`) is a list of
 * declarations (the theme's tokens): minified inside a rule, taken out of it again, and ended
 * with `;` as the texts are joined one after the other.
 */
export async function minifyCssText(text: string): Promise<string> {
  const declarations = !text.includes('{')
  const { code } = await transform(declarations ? `x{${text}}` : text, {
    loader: 'css',
    minify: true,
    logLevel: 'error',
  })
  // esbuild keeps the spaces around a custom property's value; CSS trims them (css-variables-1).
  const css = code
    .trim()
    .replace(/(--[\w-]+):\s+/g, '$1:')
    .replace(/\s+;/g, ';')
  if (!declarations) return css
  if (!css.startsWith('x{') || !css.endsWith('}')) throw new Error(`unexpected CSS: ${css}`)
  return `${css.slice(2, -1)};`
}

/** A style module's source with each CSS text (a literal with no substitution) minified. */
export async function minifyStyleModule(source: string): Promise<string> {
  let contents = source
  for (const [constant, assign = '', text = ''] of source.matchAll(CSS_CONSTANT)) {
    contents = contents.replace(constant, assign + JSON.stringify(await minifyCssText(text)))
  }
  return contents
}

/**
 * The UI's stylesheets are written readable, one rule or declaration per line, in template
 * literals; this plugin minifies them as the style modules are built, so a page downloads, keeps
 * in memory and parses less CSS. The sources, and the tests that run them, keep the readable texts.
 */
export function minifyCss(): Plugin {
  return {
    name: 'minify-css',
    setup(build) {
      build.onLoad({ filter: STYLE_MODULES }, async (args) => ({
        contents: await minifyStyleModule(await readFile(args.path, 'utf8')),
        loader: 'ts',
      }))
    },
  }
}
