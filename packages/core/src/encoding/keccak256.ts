// Keccak-256 (the pre-standard SHA-3 Ethereum uses), written from the Keccak reference: what the
// EIP-55 address checksum needs, without a hashing library in the kernel. 64-bit lanes as BigInt:
// an address hashes in well under a millisecond.

const MASK = (1n << 64n) - 1n
/** Bytes absorbed per block: 1600 bits of state less twice the 256-bit output. */
const RATE = 136

const rotl = (lane: bigint, by: number): bigint =>
  by === 0 ? lane : ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & MASK

/**
 * The round tables, made on the first hash: a loop at module level would run, and be compiled,
 * in every page that loads the kernel.
 */
type Tables = {
  /** The 24 rounds' ι constants, from the reference's LFSR (x⁸ + x⁶ + x⁵ + x⁴ + 1). */
  roundConstants: bigint[]
  /** The ρ–π walk: the lane each step lands on and its rotation. */
  walk: { lane: number; rotation: number }[]
}
let tables: Tables | undefined

function makeTables(): Tables {
  const roundConstants: bigint[] = []
  const walk: Tables['walk'] = []
  let lfsr = 1
  for (let round = 0; round < 24; round++) {
    let constant = 0n
    for (let bit = 0; bit < 7; bit++) {
      if (lfsr & 1) constant |= 1n << BigInt((1 << bit) - 1)
      lfsr = ((lfsr << 1) ^ (lfsr & 0x80 ? 0x71 : 0)) & 0xff
    }
    roundConstants.push(constant)
  }
  for (let step = 0, x = 1, y = 0; step < 24; step++) {
    ;[x, y] = [y, (2 * x + 3 * y) % 5]
    walk.push({ lane: x + 5 * y, rotation: (((step + 1) * (step + 2)) / 2) % 64 })
  }
  return { roundConstants, walk }
}

/** Keccak-f[1600] on 25 lanes (lane x + 5y), in place. */
function permute(state: bigint[]): void {
  tables ??= makeTables()
  const { roundConstants, walk } = tables
  const column: bigint[] = new Array(5)
  for (const constant of roundConstants) {
    // θ
    for (let x = 0; x < 5; x++)
      column[x] =
        (state[x] as bigint) ^
        (state[x + 5] as bigint) ^
        (state[x + 10] as bigint) ^
        (state[x + 15] as bigint) ^
        (state[x + 20] as bigint)
    for (let x = 0; x < 5; x++) {
      const mix = (column[(x + 4) % 5] as bigint) ^ rotl(column[(x + 1) % 5] as bigint, 1)
      for (let y = 0; y < 25; y += 5) state[x + y] = (state[x + y] as bigint) ^ mix
    }
    // ρ and π
    let carried = state[1] as bigint
    for (const { lane, rotation } of walk) {
      const next = state[lane] as bigint
      state[lane] = rotl(carried, rotation)
      carried = next
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5)
      for (let x = 0; x < 5; x++)
        state[y + x] =
          (row[x] as bigint) ^
          (((row[(x + 1) % 5] as bigint) ^ MASK) & (row[(x + 2) % 5] as bigint))
    }
    // ι
    state[0] = (state[0] as bigint) ^ constant
  }
}

/** The Keccak-256 digest of `bytes` (32 bytes). */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const state: bigint[] = new Array(25).fill(0n)
  // Pad 0x01 … 0x80 to a whole number of blocks.
  const blocks = Math.floor(bytes.length / RATE) + 1
  const padded = new Uint8Array(blocks * RATE)
  padded.set(bytes)
  padded[bytes.length] = 0x01
  padded[padded.length - 1] = (padded[padded.length - 1] as number) | 0x80
  for (let offset = 0; offset < padded.length; offset += RATE) {
    for (let lane = 0; lane < RATE / 8; lane++) {
      let value = 0n
      for (let byte = 7; byte >= 0; byte--)
        value = (value << 8n) | BigInt(padded[offset + lane * 8 + byte] as number)
      state[lane] = (state[lane] as bigint) ^ value
    }
    permute(state)
  }
  const digest = new Uint8Array(32)
  for (let index = 0; index < 32; index++)
    digest[index] = Number(((state[index >> 3] as bigint) >> BigInt((index & 7) * 8)) & 0xffn)
  return digest
}
