import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** `bytes` random bytes from the system's CSPRNG as base64url (32 bytes: a session token). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url')

/** SHA-256 of the text, hex: what the database keeps of a token or code. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** A mailed code's stored form: SHA-256 of the code with the email (a code alone hashes to 10^6 values). */
export const codeHash = (email: string, code: string) => sha256Hex(`${email}\n${code}`)

/** Equal hex digests, compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A uniformly random 6-digit code (leading zeros kept). */
export function randomCode(): string {
  // Rejection sampling: 4,294,000,000 is a multiple of 10^6 below 2^32.
  for (;;) {
    const value = randomBytes(4).readUInt32BE(0)
    if (value < 4_294_000_000) return String(value % 1_000_000).padStart(6, '0')
  }
}
