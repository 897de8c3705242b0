import type { ModalHost } from './host.js'

/** An element of the sample: tag, classes, then its text or children. */
type Bone = [tag: string, className: string, ...content: (Bone | string)[]]

/**
 * The modal's bones, in its own classes: a card with a header and title, a list with one wallet
 * row (tile, name, tag) and a text link — what the first open lays out. Its words are single
 * placeholders, never shown (the visible texts come from the catalogue). Built with DOM calls (no
 * markup parsed: a page enforcing Trusted Types allows it).
 */
const SAMPLE: Bone = [
  'div',
  'gw-card',
  ['div', 'gw-header', ['span', ''], ['h2', 'gw-title', 'Wallets']],
  [
    'div',
    'gw-body',
    [
      'div',
      'gw-view',
      [
        'ul',
        'gw-list',
        [
          'li',
          '',
          [
            'button',
            'gw-list-item',
            ['span', 'gw-image'],
            ['span', 'gw-list-item-label gw-name', 'Wallet'],
            ['span', 'gw-list-item-end', ['span', 'gw-tag', 'Installed']],
          ],
        ],
      ],
      ['p', '', ['button', 'gw-link', 'wallet']],
    ],
  ],
]

function build([tag, className, ...content]: Bone): HTMLElement {
  const element = document.createElement(tag)
  if (className) element.className = className
  for (const part of content) element.append(typeof part === 'string' ? part : build(part))
  return element
}

/**
 * Lays the modal's bones out once while the page is idle, in the prepared host, so the first open
 * does not pay for what the engine does the first time it lays the modal out (its boxes, and the
 * font's first shaping at the modal's sizes: layout in the click at 4× CPU fell from 20 to 7 ms;
 * style recalculation did not move). The host enters the page hidden (never painted: it leaves again in the same task, so
 * nothing shows and assistive tech never sees it), is styled and laid out, and leaves. Nothing
 * when the host is already in the page (the modal is open).
 */
export function warmUpLayout(prepared: ModalHost, themeMode: string): void {
  const { host, container } = prepared
  if (host.isConnected || !document.body) return
  const sample = build(['div', 'gw-theme gw-root', SAMPLE])
  sample.setAttribute('data-theme', themeMode)
  host.style.cssText = 'position:fixed;inset:0;visibility:hidden;pointer-events:none'
  container.append(sample)
  document.body.append(host)
  try {
    void sample.getBoundingClientRect()
  } finally {
    host.remove()
    sample.remove()
    host.removeAttribute('style')
  }
}
