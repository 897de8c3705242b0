import { createContext, useContext, useLayoutEffect } from 'react'

/** What a view asks of the modal's header while a part of it stands in for the view. */
export interface HeaderOverride {
  title: string
}

/** ModalApp's setter of the header override (a no-op outside the modal). */
export const ViewHeaderContext = createContext<(override: HeaderOverride | undefined) => void>(
  () => {},
)

/**
 * While `title` is set, the modal's header shows it and no back button: something stands in for
 * the view with its own way out (the secure frame asking for the recovery code in a login step),
 * so the view's title and a back to the step before would mislead. Cleared when it is unset or
 * the view goes.
 */
export function useViewHeader(title: string | undefined): void {
  const set = useContext(ViewHeaderContext)
  useLayoutEffect(() => {
    if (title === undefined) return
    set({ title })
    return () => set(undefined)
  }, [set, title])
}
