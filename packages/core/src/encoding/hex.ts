/** Bytes as 0x-prefixed lowercase hex. */
export function bytesToHex(bytes: Uint8Array): `0x${string}` {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return `0x${hex}`
}

/**
 * UTF-8 text as 0x-prefixed hex: what `personal_sign` and polkadot's `signRaw` take as the
 * message. Every text is encoded, one that already looks like hex included.
 */
export function utf8ToHex(text: string): `0x${string}` {
  return bytesToHex(new TextEncoder().encode(text))
}
