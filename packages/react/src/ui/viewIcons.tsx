import { type IconProps, Svg } from './icons.js'

// The icons only views past the first wallet show (Account, Send, Swap, the connecting steps…):
// out of the modal's first file, which icons.tsx is part of.

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  )
}
export function CopyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="9" y="9" width="12" height="12" rx="3" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Svg>
  )
}
export function CardIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="2" y="5" width="20" height="14" rx="3" />
      <path d="M2 10h20" />
    </Svg>
  )
}
export function SwapIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
    </Svg>
  )
}
export function ReceiveIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 4v14M6 12l6 6 6-6M5 21h14" />
    </Svg>
  )
}
export function SendIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 20V6M6 12l6-6 6 6M5 3h14" />
    </Svg>
  )
}
export function PowerIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3v9M6.4 6.4a8 8 0 1 0 11.2 0" />
    </Svg>
  )
}
export function CoinsIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="9" cy="9" r="6" />
      <path d="M15.7 9.3A6 6 0 1 1 9.3 15.7" />
    </Svg>
  )
}
export function ImageIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-5-5L5 21" />
    </Svg>
  )
}
export function ClockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Svg>
  )
}
export function GlobeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Svg>
  )
}
export function RetryIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
      <path d="M21 3v5h-5M21 12a9 9 0 0 1-15.5 6.2L3 16" />
      <path d="M3 21v-5h5" />
    </Svg>
  )
}
export function MailIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="m3 7 9 6 9-6" />
    </Svg>
  )
}
export function ExternalIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M14 3h7v7M21 3l-9 9M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5" />
    </Svg>
  )
}

/** The spinning arc around a wallet image while a connection is pending. */
export function LoaderRing() {
  return (
    <svg className="gw-ring" viewBox="0 0 96 96" fill="none" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="45" stroke="var(--gw-color-surface-strong)" strokeWidth="3" />
      <path
        d="M48 3a45 45 0 0 1 45 45"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        style={{ color: 'var(--gw-accent)' }}
      />
    </svg>
  )
}
/** The neutral chain (icons/chainGlyph.ts): a network with no logo of its own (a local node). */
