import { useInsertionEffect } from 'react'
import { buttonCss } from '../ui/styles/buttonCss.js'

export const BUTTON_STYLE_ID = 'gangway-button-styles'

/**
 * Puts the button styles in document.head once (per document, found by id). Runs on the client
 * only; a server-rendered page can inline `buttonCss` itself to avoid a flash.
 */
export function useButtonStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(BUTTON_STYLE_ID)) return
    const style = document.createElement('style')
    style.id = BUTTON_STYLE_ID
    style.textContent = buttonCss
    document.head.appendChild(style)
  }, [])
}
