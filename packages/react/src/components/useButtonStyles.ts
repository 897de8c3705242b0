import { useInsertionEffect } from 'react'
import { useKitInstance } from '../hooks/context.js'
import { adoptStyles } from '../ui/styles/adoptStyles.js'
import { buttonCss } from '../ui/styles/buttonCss.js'

export const BUTTON_STYLE_ID = 'gangway-button-styles'

/**
 * Applies the button styles to the document once (a constructed stylesheet, or a `<style>` with
 * the kit's CSP nonce in document.head; see adoptStyles). Runs on the client only; a
 * server-rendered page can inline `buttonCss` itself to avoid a flash.
 */
export function useButtonStyles() {
  const kit = useKitInstance()
  const nonce = kit.options.nonce
  useInsertionEffect(() => {
    adoptStyles(document, buttonCss, { nonce, id: BUTTON_STYLE_ID })
  }, [nonce])
}
