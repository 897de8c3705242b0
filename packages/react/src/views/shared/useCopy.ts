import { useEffect, useRef, useState } from 'react'
import type { UiKit } from '../../kit/types.js'

const COPIED_MS = 1500

/**
 * Copies a text to the clipboard. `copied` is true for a moment after a copy worked; a failure
 * (no clipboard, permission refused) shows `failure` in the snackbar. `copy` answers whether it
 * worked.
 */
export function useCopy(
  kit: UiKit,
  failure: string,
): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      kit.controllers.snackbar.showError(failure)
      return false
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_MS)
    return true
  }
  return { copied, copy }
}
