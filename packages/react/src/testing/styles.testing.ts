/** The CSS a document or shadow root has: its adopted sheets' rules and its <style> elements. */
export function appliedCss(root: Document | ShadowRoot): string {
  const adopted = root.adoptedStyleSheets.flatMap((sheet) =>
    [...sheet.cssRules].map((rule) => rule.cssText),
  )
  const container = (root as Document).head ?? root
  const inline = [...container.querySelectorAll('style')].map((style) => style.textContent ?? '')
  return [...adopted, ...inline].join('\n')
}
