import type { ModalOpenOptions } from '@gangway/core'
import { useMemo } from 'react'
import { useKitInstance } from './context.js'

export interface UseKitResult {
  /** Opens the modal; `view` picks a view, `namespace` filters the connectors. */
  open(options?: Pick<ModalOpenOptions, 'view' | 'namespace' | 'data'>): Promise<void>
  close(): void
}

/** Open and close the modal. Never re-renders on its own (it reads no state). */
export function useKit(): UseKitResult {
  const kit = useKitInstance()
  return useMemo(
    () => ({
      open: (options) => kit.open(options),
      close: () => kit.close(),
    }),
    [kit],
  )
}
