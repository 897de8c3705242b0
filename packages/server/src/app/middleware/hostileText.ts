/**
 * What no field of any route accepts, found in a request's text before any route reads it:
 * NUL (U+0000, which PostgreSQL's text and jsonb refuse: the insert failed, a 500), a UTF-16
 * surrogate escape without its pair (`\ud800`: jsonb refuses it too), and JSON nested deeper than
 * any route's schema (`JSON.stringify` of 5,000 levels overflowed the stack). JSON is scanned as
 * text, without recursion, so no depth can overflow the scan itself.
 */
export type HostileFinding =
  | { kind: 'nul'; field: string }
  | { kind: 'surrogate'; field: string }
  | { kind: 'depth'; field: string }

/** Deepest JSON nesting a request may have; the deepest schema (a CACAO, `/e`'s props) uses 4. */
export const MAX_JSON_DEPTH = 20

interface Frame {
  array: boolean
  /** The key being read or last read (objects), the element's index (arrays). */
  at: string | number
  expectKey: boolean
}

const pathOf = (stack: readonly Frame[], root: string) =>
  [root, ...stack.map((frame) => frame.at)].filter((part) => part !== '').join('.')

const hex4 = (text: string, from: number) => {
  const digits = text.slice(from, from + 4)
  return /^[0-9a-fA-F]{4}$/.test(digits) ? Number.parseInt(digits, 16) : undefined
}

/**
 * The first hostile thing in a JSON text, with the field it is in (`body.props.event`). Text that
 * is not JSON is scanned as far as it goes: the route's own parser answers for it.
 */
export function scanJson(text: string, root = 'body'): HostileFinding | undefined {
  const stack: Frame[] = []
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (char === 0) return { kind: 'nul', field: pathOf(stack, root) }
    const top = stack[stack.length - 1]
    if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (stack.length >= MAX_JSON_DEPTH) return { kind: 'depth', field: pathOf(stack, root) }
      const array = char === 0x5b
      stack.push({ array, at: array ? 0 : '', expectKey: !array })
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      stack.pop()
    } else if (char === 0x2c /* , */ && top) {
      if (top.array) top.at = (top.at as number) + 1
      else top.expectKey = true
    } else if (char === 0x3a /* : */ && top && !top.array) {
      top.expectKey = false
    } else if (char === 0x22 /* " */) {
      const isKey = top !== undefined && !top.array && top.expectKey
      let value = ''
      let pendingHigh = false
      let j = i + 1
      for (; j < text.length; j++) {
        const c = text.charCodeAt(j)
        if (c === 0x22) break
        if (c === 0) return { kind: 'nul', field: pathOf(stack, root) }
        if (c !== 0x5c /* \ */) {
          if (pendingHigh) return { kind: 'surrogate', field: pathOf(stack, root) }
          if (isKey) value += text[j]
          continue
        }
        const escaped = text[j + 1]
        if (escaped !== 'u') {
          if (pendingHigh) return { kind: 'surrogate', field: pathOf(stack, root) }
          if (isKey) value += escaped ?? ''
          j++
          continue
        }
        const code = hex4(text, j + 2)
        j += 5
        if (code === undefined) continue
        if (code === 0) return { kind: 'nul', field: pathOf(stack, root) }
        const high = code >= 0xd800 && code <= 0xdbff
        const low = code >= 0xdc00 && code <= 0xdfff
        if (low !== pendingHigh) return { kind: 'surrogate', field: pathOf(stack, root) }
        pendingHigh = high
        if (isKey) value += String.fromCharCode(code)
      }
      if (pendingHigh) return { kind: 'surrogate', field: pathOf(stack, root) }
      if (isKey && top) top.at = value
      i = j
    }
  }
  return undefined
}

/** A NUL in a query parameter's name or value (as decoded), or in the path. */
export function scanUrl(url: string): HostileFinding | undefined {
  // A NUL reaches the path or a query field only as `%00` (or raw): none, nothing to parse.
  if (!url.includes('\0') && !/%00/i.test(url)) return undefined
  const parsed = new URL(url)
  if (/%00/i.test(parsed.pathname)) return { kind: 'nul', field: 'path' }
  for (const [key, value] of parsed.searchParams)
    if (key.includes('\0') || value.includes('\0')) return { kind: 'nul', field: key }
  return undefined
}

/** A body of any type: JSON scanned as JSON, a form by its fields, anything else for NUL. */
export function scanBody(text: string, contentType: string): HostileFinding | undefined {
  if (/^\s*[[{]/.test(text)) return scanJson(text)
  if (contentType.includes('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(text))
      if (key.includes('\0') || value.includes('\0')) return { kind: 'nul', field: `body.${key}` }
    return undefined
  }
  return text.includes('\0') ? { kind: 'nul', field: 'body' } : undefined
}
