import { createContext } from 'react'

/**
 * True inside the modal, whose stylesheet has the monogram colours (a rule per hue step,
 * modalCss.ts): WalletImage then marks its hue step instead of styling itself.
 */
export const MonogramPaletteContext = createContext(false)
