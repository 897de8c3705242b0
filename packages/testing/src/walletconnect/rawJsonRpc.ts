/**
 * JSON-RPC ids as the sender wrote them. WalletConnect clients use ids above 2^53
 * (`Date.now() * 10^6 + random`), which `JSON.parse` rounds; a relay that answers with the
 * rounded id is never heard. These helpers read the top-level `"id"` as raw text and write it
 * back untouched.
 */

/** The raw text of the top-level `"id"` member (`123`, `"abc"`, `null`), or undefined. */
export function readRawId(text: string): string | undefined {
  let depth = 0
  let i = 0
  while (i < text.length) {
    const char = text[i]!
    if (char === '"') {
      const end = stringEnd(text, i)
      if (depth === 1 && text.slice(i, end) === '"id"') {
        let j = end
        while (/\s/.test(text[j] ?? '')) j++
        if (text[j] === ':') return readValue(text, j + 1)
      }
      i = end
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    i++
  }
  return undefined
}

/** Index just past the string literal that starts at `start` (a `"`). */
function stringEnd(text: string, start: number): number {
  let i = start + 1
  while (i < text.length) {
    if (text[i] === '\\') i += 2
    else if (text[i] === '"') return i + 1
    else i++
  }
  return text.length
}

function readValue(text: string, from: number): string | undefined {
  let i = from
  while (/\s/.test(text[i] ?? '')) i++
  if (text[i] === '"') return text.slice(i, stringEnd(text, i))
  const match = /^(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|null)/.exec(text.slice(i))
  return match?.[1]
}

/** A JSON-RPC result with the id written exactly as received. */
export function rawResult(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

/** A JSON-RPC error with the id written exactly as received. */
export function rawError(rawId: string, code: number, message: string): string {
  return `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}
