import type { SocialProvider } from '@gangway/core/internal'
import type { ReactNode } from 'react'

/**
 * Simple marks of the social login providers, drawn inline (24 × 24, decorative: the button
 * carries the provider's name). They ship with the Connect view's chunk, never the first load.
 * Marks in one colour follow the text colour, so they read in both themes.
 */
const MARKS: Record<SocialProvider, ReactNode> = {
  google: (
    <g fill="none" strokeWidth="3.2">
      <path d="M16.95 7.05A7 7 0 0 0 5.42 9.61" stroke="#ea4335" />
      <path d="M5.42 9.61a7 7 0 0 0 0 4.78" stroke="#fbbc05" />
      <path d="M5.42 14.39a7 7 0 0 0 11.53 2.56" stroke="#34a853" />
      <path d="M16.95 16.95A7 7 0 0 0 19 12h-7" stroke="#4285f4" />
    </g>
  ),
  x: (
    <g fill="currentColor">
      <path d="M4.5 4h4.2l10.8 16h-4.2z" />
      <path d="m18.2 4-5.2 6-1 1.2-6.8 8.8h1.9l6-7.3 1-1.2L20 4z" />
    </g>
  ),
  discord: (
    <>
      <path
        fill="#5865f2"
        d="M6 6.8C8 5.5 10 5 12 5s4 .5 6 1.8c1.6 2.4 2.4 5.3 2.3 8.8-1.6 1.3-3.3 2.1-5.1 2.6l-1-1.8c-.7.2-1.4.3-2.2.3s-1.5-.1-2.2-.3l-1 1.8c-1.8-.5-3.5-1.3-5.1-2.6-.1-3.5.7-6.4 2.3-8.8z"
      />
      <circle cx="9.4" cy="12.2" r="1.5" fill="#fff" />
      <circle cx="14.6" cy="12.2" r="1.5" fill="#fff" />
    </>
  ),
  farcaster: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#855dcd" />
      <path fill="#fff" d="M7 6.5h10V18h-2.2v-5a2.8 2.8 0 0 0-5.6 0v5H7z" />
    </>
  ),
  github: (
    <>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        style={{ fill: 'var(--gw-color-surface)' }}
        d="M9.6 20.8v-2.7c-2.4.5-3-1-3-1-.4-1-1-1.3-1-1.3-.8-.6.1-.6.1-.6.9.1 1.4 1 1.4 1 .8 1.4 2.1 1 2.6.8.1-.6.3-1 .6-1.2-1.9-.2-3.9-1-3.9-4.3 0-1 .3-1.7.9-2.3-.1-.2-.4-1.1.1-2.3 0 0 .7-.2 2.4.9a8 8 0 0 1 4.4 0c1.7-1.1 2.4-.9 2.4-.9.5 1.2.2 2.1.1 2.3.6.6.9 1.4.9 2.3 0 3.3-2 4.1-3.9 4.3.3.3.6.8.6 1.6v3.3z"
      />
    </>
  ),
  apple: (
    <g fill="currentColor">
      <path d="M16.5 12.7c0-2.1 1.7-3.1 1.8-3.2-1-1.4-2.5-1.6-3-1.6-1.3-.1-2.5.8-3.2.8-.6 0-1.7-.8-2.8-.7-1.4 0-2.7.8-3.5 2.1-1.5 2.6-.4 6.4 1.1 8.5.7 1 1.5 2.2 2.6 2.1 1 0 1.4-.7 2.7-.7s1.6.7 2.7.6c1.1 0 1.8-1 2.5-2.1.8-1.2 1.1-2.3 1.2-2.4-.1 0-2.1-.8-2.1-3.4z" />
      <path d="M14.5 6.3c.6-.7 1-1.7.9-2.7-.9 0-1.9.6-2.5 1.3-.6.6-1 1.6-.9 2.6 1 .1 1.9-.5 2.5-1.2z" />
    </g>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" fill="#1877f2" />
      <path
        fill="#fff"
        d="M13.4 22v-7.3h2.4l.4-2.8h-2.8v-1.8c0-.8.2-1.4 1.4-1.4h1.5V6.2c-.3 0-1.1-.1-2.1-.1-2.1 0-3.6 1.3-3.6 3.7v2.1H8.2v2.8h2.4V22z"
      />
    </>
  ),
}

/** The provider's mark, `size` pixels (default 20). */
export function SocialLogo({ provider, size = 20 }: { provider: SocialProvider; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-logo={provider}
    >
      {MARKS[provider]}
    </svg>
  )
}

/**
 * Columns of the grid of the providers after the first: one row of up to six, else two even
 * rows (never a last row with a lone button).
 */
export function socialGridColumns(count: number): number {
  return count <= 6 ? Math.max(count, 1) : Math.ceil(count / 2)
}
