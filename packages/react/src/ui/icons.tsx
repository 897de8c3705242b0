import type { ReactNode, SVGProps } from 'react'
import { CHAIN_GLYPH_PATH } from '../icons/chainGlyph.js'

/** Inline 24×24 stroke icons (decorative: `aria-hidden`, the control carries the name). */
export type IconProps = SVGProps<SVGSVGElement>

export function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
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
export function ChainIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d={CHAIN_GLYPH_PATH} />
    </Svg>
  )
}
