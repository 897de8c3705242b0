// axe-core's color-contrast rule on the kit's UI (the modal's shadow root and the buttons in the
// page), and a check that a focused control's ring is not clipped by any box around it.
import { createRequire } from 'node:module'
import type { Locator, Page } from 'playwright-core'
import { settled } from './demoPage.js'

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

export interface ContrastOptions {
  allowUnknown?: (finding: ContrastFinding) => boolean
  /** What is read: the modal and the kit's buttons in the page (default), or the modal only. */
  scope?: 'all' | 'modal'
}

export interface ContrastFinding {
  where: string
  /**
   * 'violation': below AA (axe); 'icon': an icon below 3:1 (WCAG 1.4.11); 'text': text axe
   * leaves undecided, measured here, below its ratio; 'unknown': nobody could tell.
   */
  kind: 'violation' | 'icon' | 'text' | 'unknown'
  /** The text is a name's monogram (white letters on the name's gradient, see monogram.test.ts). */
  monogram: boolean
  target: string
  text: string
  detail: string
}

/**
 * Monogram letters sit on a gradient, which axe cannot measure (and one letter is too short for
 * it): their colours are checked for every hue by packages/react/src/utils/monogram.test.ts.
 */
const monogramOnGradient = (finding: ContrastFinding) =>
  finding.monogram && /bgGradient|shortTextContent/.test(finding.detail)

/**
 * Contrast of the kit's UI (the modal and the buttons in the page), WCAG AA:
 * - axe's color-contrast on all text (4.5:1, 3:1 for large text), with the snackbar hidden (it
 *   floats over the view, so axe cannot tell what is under the text beneath it);
 * - measured here, for what axe leaves undecided: the snackbar's text on its own background and
 *   glyphs such as '●' (axe skips symbols), at 4.5:1;
 * - every icon drawn in currentColor against what is behind it, at 3:1 (axe does not look at
 *   icons).
 * Nodes nobody could decide are findings too, unless `allowUnknown` says why they may be left
 * (by default: a monogram on its gradient). `scope: 'modal'`: the modal only (the page's buttons
 * lie under its backdrop while it is open; they are read with the modal closed).
 */
export async function contrastFindings(
  page: Page,
  where: string,
  { allowUnknown = monogramOnGradient, scope = 'all' }: ContrastOptions = {},
): Promise<ContrastFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE })
  const found: ContrastFinding[] = await page.evaluate(async (modalOnly) => {
    const root = document.querySelector('gangway-modal')?.shadowRoot
    const buttons = modalOnly ? [] : [...document.querySelectorAll('.gw-w')]
    const include: string[][] = []
    if (root) include.push(['gangway-modal'])
    if (buttons.length) include.push(['.gw-w'])
    if (!include.length) return []

    // Colours as computed styles give them: rgb(), rgba(), color(srgb …).
    const parse = (value: string): [number, number, number, number] | undefined => {
      const rgb = value.match(/^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/)
      if (rgb) return [+rgb[1]! / 255, +rgb[2]! / 255, +rgb[3]! / 255, rgb[4] ? +rgb[4] : 1]
      const srgb = value.match(/^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/)
      if (srgb) return [+srgb[1]!, +srgb[2]!, +srgb[3]!, srgb[4] ? +srgb[4] : 1]
      return undefined
    }
    const parentOf = (node: Element): Element | null =>
      node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null
    /** The opaque colour behind an element (its and its ancestors' backgrounds, composited). */
    const backdrop = (el: Element): [number, number, number] | 'unknown' => {
      const layers: [number, number, number, number][] = []
      for (let node: Element | null = el; node; node = parentOf(node)) {
        const style = getComputedStyle(node)
        if (style.backgroundImage !== 'none') return 'unknown'
        const colour = parse(style.backgroundColor)
        if (!colour) return 'unknown'
        if (colour[3] > 0) layers.push(colour)
        if (colour[3] >= 1) break
      }
      let rgb: [number, number, number] = [1, 1, 1]
      for (const [r, g, b, a] of layers.reverse())
        rgb = [r * a + rgb[0] * (1 - a), g * a + rgb[1] * (1 - a), b * a + rgb[2] * (1 - a)]
      return rgb
    }
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
    }
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (hi! + 0.05) / (lo! + 0.05)
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`
    const disabled = (el: Element) => Boolean(el.closest(':disabled, [aria-disabled="true"]'))
    /** One element's colour against its backdrop: a finding when below `needed`. */
    const measure = (
      el: Element,
      kind: 'icon' | 'text',
      needed: number,
    ): Record<string, unknown> | undefined => {
      const fg = parse(getComputedStyle(el).color)
      const bg = backdrop(el)
      const base = {
        where: '',
        monogram: Boolean(el.closest('[data-monogram]')),
        target: describe(el),
        text: el.outerHTML.replace(/\s+/g, ' ').slice(0, 160),
      }
      if (!fg || bg === 'unknown')
        return { ...base, kind: 'unknown', detail: `${kind}: bgGradient or unparsed colour` }
      // A translucent colour over its backdrop.
      const shown = fg.slice(0, 3).map((c, i) => c * fg[3] + bg[i]! * (1 - fg[3]))
      const value = ratio(shown, bg)
      if (value >= needed) return undefined
      return { ...base, kind, detail: `${value.toFixed(2)}:1 (needs ${needed})` }
    }

    // Hidden by a rule, not per element: a snackbar that appears while axe reads is hidden too.
    // `display`, not `visibility`: under reduced motion every property change is a 0.01 ms
    // transition (the kit's rule sets every element's duration), and a running transition beats
    // !important, so a visibility change shows only a frame later; display does not transition.
    // (Hidden, it gives its row back to the body: axe reads the same elements, a row lower.)
    const hideSnackbars = document.createElement('style')
    hideSnackbars.textContent = '.gw-snackbar { display: none !important; }'
    root?.append(hideSnackbars)
    let result: any
    try {
      result = await (window as any).axe.run(
        { include },
        {
          runOnly: { type: 'rule', values: ['color-contrast'] },
          resultTypes: ['violations', 'incomplete'],
          elementRef: true,
        },
      )
    } finally {
      hideSnackbars.remove()
    }
    const out: Record<string, unknown>[] = []
    for (const rule of result.violations)
      for (const node of rule.nodes) {
        const data = [...node.any, ...node.all, ...node.none][0]?.data ?? {}
        out.push({
          where: '',
          kind: 'violation',
          monogram: Boolean(node.element?.closest?.('[data-monogram]')),
          target: JSON.stringify(node.target),
          text: (node.html as string).replace(/\s+/g, ' ').slice(0, 160),
          detail: `${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1, needs ${data.expectedContrastRatio}`,
        })
      }
    for (const rule of result.incomplete)
      for (const node of rule.nodes) {
        const check = [...node.any, ...node.all, ...node.none][0]
        const reason = check?.data?.messageKey ?? check?.message ?? 'undetermined'
        // A symbol ('●'): measured here, as text.
        if (reason === 'nonBmp' && node.element) {
          const finding = measure(node.element, 'text', 4.5)
          if (finding) out.push(finding)
          continue
        }
        out.push({
          where: '',
          kind: 'unknown',
          monogram: Boolean(node.element?.closest?.('[data-monogram]')),
          target: JSON.stringify(node.target),
          text: (node.html as string).replace(/\s+/g, ' ').slice(0, 160),
          detail: String(reason),
        })
      }
    // The snackbar's text and icon on its own (opaque) background.
    for (const bar of root ? root.querySelectorAll<HTMLElement>('.gw-snackbar') : [])
      for (const el of bar.querySelectorAll(':scope > span')) {
        const finding = measure(el, 'text', 4.5)
        if (finding) out.push(finding)
      }
    // Icons drawn in currentColor (a wallet's own logo keeps its colours and is not checked).
    const scopes: ParentNode[] = [...buttons]
    if (root) scopes.push(root)
    for (const scope of scopes)
      for (const svg of scope.querySelectorAll('svg')) {
        if (svg.getClientRects().length === 0 || disabled(svg)) continue
        if (svg.closest('[data-testid="wc-qr"], .gw-qr')) continue
        const colour = getComputedStyle(svg).color
        const drawn = [svg, ...svg.querySelectorAll('*')].some((part) => {
          const style = getComputedStyle(part)
          return style.fill === colour || style.stroke === colour
        })
        if (!drawn) continue
        const finding = measure(svg, 'icon', 3)
        if (finding) out.push(finding)
      }
    return out as unknown as ContrastFinding[]
  }, scope === 'modal')
  return found
    .map((finding) => ({ ...finding, where }))
    .filter((finding) => finding.kind !== 'unknown' || !allowUnknown(finding))
}

/**
 * Whether a focused element's ring (its outer box-shadows and outline) reaches past a box that
 * clips it: any ancestor (across shadow roots) whose overflow is not visible, and the viewport.
 * Returns one line per clipped side, [] when the whole ring is visible.
 */
export function focusRingClips(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el)
    let ring = 0
    // Computed box-shadow: "rgb(…) 0px 0px 0px 2px, rgb(…) 0px 0px 0px 4px" (inset ones excluded).
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      if (/\binset\b/.test(shadow)) continue
      const lengths = (
        shadow.replace(/rgba?\([^)]*\)|[a-z-]+\([^)]*\)/g, '').match(/-?[\d.]+px/g) ?? []
      ).map((length) => Number.parseFloat(length))
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths
      ring = Math.max(ring, Math.max(Math.abs(x), Math.abs(y)) + blur + spread)
    }
    if (style.outlineStyle !== 'none')
      ring = Math.max(
        ring,
        Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset || '0'),
      )
    const box = el.getBoundingClientRect()
    const outer = {
      top: box.top - ring,
      right: box.right + ring,
      bottom: box.bottom + ring,
      left: box.left - ring,
    }
    const label = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(/\s+/).join('.')}` : ''}`
    const clips: string[] = []
    const check = (
      name: string,
      clip: { top: number; right: number; bottom: number; left: number },
    ) => {
      for (const side of ['top', 'right', 'bottom', 'left'] as const) {
        const out =
          side === 'top' || side === 'left' ? clip[side] - outer[side] : outer[side] - clip[side]
        if (out > 0.5)
          clips.push(`${label(el)} (ring ${ring}px): ${side} cut by ${out.toFixed(1)}px at ${name}`)
      }
    }
    let node: Element | null = el
    for (;;) {
      const parent: Element | null =
        node.parentElement ??
        ((node.getRootNode() as ShadowRoot).host as Element | undefined) ??
        null
      if (!parent) break
      node = parent
      const ancestor = getComputedStyle(node)
      if (ancestor.overflowX === 'visible' && ancestor.overflowY === 'visible') continue
      const rect = node.getBoundingClientRect()
      // Overflow clips at the padding box.
      check(label(node), {
        top: rect.top + Number.parseFloat(ancestor.borderTopWidth),
        right: rect.right - Number.parseFloat(ancestor.borderRightWidth),
        bottom: rect.bottom - Number.parseFloat(ancestor.borderBottomWidth),
        left: rect.left + Number.parseFloat(ancestor.borderLeftWidth),
      })
    }
    check('the viewport', { top: 0, left: 0, right: innerWidth, bottom: innerHeight })
    return clips
  })
}

export interface ClippedText {
  text: string
  /** Lines shown (the box's height over its line height). */
  lines: number
  /** The nearest title at or around the element (the tooltip with the full text). */
  title: string | null
}

/**
 * Texts of the modal cut short right now: elements that hide overflowing content (an ellipsis or
 * a line clamp) and whose content is larger than their box.
 */
export function clippedTexts(page: Page): Promise<ClippedText[]> {
  return page.evaluate(() => {
    const root = document.querySelector('gangway-modal')?.shadowRoot
    if (!root) return []
    const found: ClippedText[] = []
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      if (!el.textContent?.trim() || el.getClientRects().length === 0) continue
      if (style.overflowY === 'auto' || style.overflowY === 'scroll') continue
      // (The visually hidden texts are 1 px boxes on purpose.)
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue
      const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1
      if (!cut) continue
      const lineHeight =
        Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2
      found.push({
        text: el.textContent.trim(),
        lines: Math.round(el.clientHeight / lineHeight),
        title: el.closest('[title]')?.getAttribute('title') ?? null,
      })
    }
    return found
  })
}

/**
 * How many transitions and animations have started in the page and in the modal's shadow root
 * (counted from the first call on: the listeners are added then, and to a shadow root once).
 */
function motionStarted(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { gwMotion?: number; gwMotionRoots?: WeakSet<object> }
    w.gwMotion ??= 0
    w.gwMotionRoots ??= new WeakSet()
    const count = () => {
      w.gwMotion = (w.gwMotion ?? 0) + 1
    }
    const root = document.querySelector('gangway-modal')?.shadowRoot
    for (const target of [document, root]) {
      if (!target || w.gwMotionRoots.has(target)) continue
      w.gwMotionRoots.add(target)
      for (const type of ['transitionrun', 'animationstart'])
        target.addEventListener(type, count, true)
    }
    return w.gwMotion
  })
}

/**
 * `contrastFindings` of the settled page: read once nothing moves, and read again (after the page
 * is still again) when something started to move while axe read, or when it found something:
 * colours caught between two states (a control the view enabled meanwhile, fading in) are not
 * what the view shows, while a colour the view keeps is found by every read. At most three reads;
 * the last one counts.
 */
export async function settledContrastFindings(
  page: Page,
  where: string,
  options?: ContrastOptions,
): Promise<ContrastFinding[]> {
  for (let read = 1; ; read++) {
    // Counted before the wait: motion that starts between the wait and axe is seen too.
    const before = await motionStarted(page)
    await settled(page)
    const found = await contrastFindings(page, where, options)
    const moved = (await motionStarted(page)) !== before
    if (read === 3 || (!moved && found.length === 0)) return found
  }
}
