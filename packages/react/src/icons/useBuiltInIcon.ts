import { useEffect, useState } from 'react'
import { builtInIcon, type IconKind, loadBuiltInIcon } from './builtInIcons.js'

/**
 * A component's built-in icon: the URL, null when there is none (or no id), undefined while it
 * loads (show a blank tile then, not the monogram, so a logo does not replace letters).
 */
export function useBuiltInIcon(kind: IconKind, id: string | undefined): string | null | undefined {
  const key = id ? `${kind}:${id}` : ''
  const [loaded, setLoaded] = useState<{ key: string; url: string | null } | undefined>()
  useEffect(() => {
    if (!id) return
    let live = true
    void loadBuiltInIcon(kind, id).then((url) => {
      if (live) setLoaded({ key: `${kind}:${id}`, url })
    })
    return () => {
      live = false
    }
  }, [kind, id])
  if (!id) return null
  return loaded?.key === key ? loaded.url : builtInIcon(kind, id)
}
