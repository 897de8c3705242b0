// Every style the UI adds to a page goes through here, so a host with a strict
// Content-Security-Policy (`style-src 'self' 'nonce-…'`, no 'unsafe-inline') renders it styled.

/** The constructed stylesheet of each CSS text, per document (a sheet serves one document). */
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>()

type StyleRoot = Document | ShadowRoot

const documentOf = (root: StyleRoot): Document =>
  (root as ShadowRoot).host ? (root as ShadowRoot).host.ownerDocument : (root as Document)

/** The document's constructed sheet for `css`, made on first use; undefined where unsupported. */
function constructedSheet(root: StyleRoot, css: string): CSSStyleSheet | undefined {
  const doc = documentOf(root)
  const Sheet = doc.defaultView?.CSSStyleSheet ?? globalThis.CSSStyleSheet
  if (!('adoptedStyleSheets' in root) || typeof Sheet?.prototype?.replaceSync !== 'function')
    return undefined
  let byCss = sheets.get(doc)
  if (!byCss) {
    byCss = new Map()
    sheets.set(doc, byCss)
  }
  let sheet = byCss.get(css)
  if (!sheet) {
    sheet = new Sheet()
    sheet.replaceSync(css)
    byCss.set(css, sheet)
  }
  return sheet
}

/**
 * Applies `css` to a document or shadow root: as a constructed stylesheet (`adoptedStyleSheets`),
 * which a Content-Security-Policy does not block, where the browser has them; else as a
 * `<style>` carrying the host's CSP `nonce` (the kit's `nonce` option). Applied once per root:
 * an `id` names the `<style>` (a document's), a sheet is adopted once.
 */
export function adoptStyles(
  root: StyleRoot,
  css: string,
  { nonce, id }: { nonce?: string | undefined; id?: string } = {},
): void {
  try {
    const sheet = constructedSheet(root, css)
    if (sheet) {
      if (!root.adoptedStyleSheets.includes(sheet))
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return
    }
  } catch {
    // A browser that has the API but refuses the sheet: a <style> element below.
  }
  if (id && root.getElementById?.(id)) return
  const doc = documentOf(root)
  const style = doc.createElement('style')
  if (id) style.id = id
  if (nonce) style.setAttribute('nonce', nonce)
  style.textContent = css
  ;((root as Document).head ?? root).append(style)
}
