import type { ReactNode, SVGProps } from 'react'
import { CHAIN_GLYPH_PATH } from '../icons/chainGlyph.js'

/** Inline 24×24 stroke icons (decorative: `aria-hidden`, the control carries the name). */
type IconProps = SVGProps<SVGSVGElement>

function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Svg>
  )
}
export function BackIcon(props: IconProps) {
  return (
    <Svg className="gw-mirror" {...props}>
      <path d="m15 18-6-6 6-6" />
    </Svg>
  )
}
export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg className="gw-mirror" {...props}>
      <path d="m9 18 6-6-6-6" />
    </Svg>
  )
}
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
export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Svg>
  )
}
export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  )
}
export function WalletIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3" />
      <path d="M21 9h-5a3 3 0 0 0 0 6h5z" />
    </Svg>
  )
}
export function WarningIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </Svg>
  )
}
export function InfoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 16v-4M12 8h.01" />
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
export function GridIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="3" width="7" height="7" rx="2" />
      <rect x="14" y="3" width="7" height="7" rx="2" />
      <rect x="3" y="14" width="7" height="7" rx="2" />
      <rect x="14" y="14" width="7" height="7" rx="2" />
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
export function ChainIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d={CHAIN_GLYPH_PATH} />
    </Svg>
  )
}
