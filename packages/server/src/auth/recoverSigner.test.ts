import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex, hashMessage, hexToBytes, recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { recoverPersonalSigner, recoverWithWasm } from './recoverSigner.js'
import { loadUtilCrypto, type UtilCrypto } from './utilCrypto.js'

const N = secp256k1.CURVE.n

/** What viem recovers from `signature` over `message`, or undefined where it throws. */
const viemSigner = (message: string, signature: Uint8Array) =>
  recoverMessageAddress({ message, signature: bytesToHex(signature) }).catch(() => undefined)

/** The signature with s replaced by n − s and the recovery bit flipped: the same signer's. */
function highS(signature: Uint8Array) {
  const s = BigInt(bytesToHex(signature.subarray(32, 64)))
  const out = signature.slice()
  out.set(hexToBytes(`0x${(N - s).toString(16).padStart(64, '0')}`), 32)
  out[64] = 55 - (out[64] as number)
  return out
}

describe('recoverWithWasm', () => {
  let crypto: UtilCrypto
  beforeAll(async () => {
    crypto = await loadUtilCrypto()
  })

  it("recovers viem's signer from 25 signatures with v as 27/28 and as 0/1", async () => {
    let wasmAnswered = 0
    for (let index = 0; index < 25; index++) {
      const account = privateKeyToAccount(generatePrivateKey())
      const message = `Sign in #${index} ${'é'.repeat(index % 5)}`
      const signature = hexToBytes(await account.signMessage({ message }))
      const parity = signature.slice()
      parity[64] = (parity[64] as number) - 27
      for (const variant of [signature, parity]) {
        const fast = recoverWithWasm(crypto, hexToBytes(hashMessage(message)), variant)
        if (fast) wasmAnswered++
        expect(fast ?? (await viemSigner(message, variant))).toBe(account.address)
        expect(await viemSigner(message, variant)).toBe(account.address)
      }
    }
    // The fast path answers the wallets' (low-s) signatures: it is what is measured.
    expect(wasmAnswered).toBe(50)
  })

  it('gives the same answer as viem, or none, for high s, bad v, r or s out of range and noise', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = 'bench'
    const hash = hexToBytes(hashMessage(message))
    const good = hexToBytes(await account.signMessage({ message }))
    const withByte = (at: number, value: number) => {
      const out = good.slice()
      out[at] = value
      return out
    }
    const cases = [
      highS(good),
      withByte(64, 29),
      withByte(64, 2),
      new Uint8Array(65).fill(0),
      new Uint8Array([...new Uint8Array(32).fill(0xff), ...good.subarray(32)]),
      new Uint8Array([...good.subarray(0, 32), ...new Uint8Array(32).fill(0xff), 27]),
      new Uint8Array([...good.subarray(0, 32), ...new Uint8Array(32).fill(0), 27]),
      good.subarray(0, 64),
      ...Array.from({ length: 50 }, () => {
        const noise = globalThis.crypto.getRandomValues(new Uint8Array(65))
        noise[64] = 27 + ((noise[64] as number) % 2)
        return noise
      }),
    ]
    for (const signature of cases) {
      const viem = await viemSigner(message, signature)
      const fast = recoverWithWasm(crypto, hash, signature)
      // Where the WebAssembly answers, it answers what viem does; where it does not, viem does.
      if (fast !== undefined) expect(fast).toBe(viem)
      expect(await recoverPersonalSigner(message, bytesToHex(signature))).toBe(viem)
    }
    // A high s is the same signer's signature to viem (recoverPersonalSigner hands it over).
    expect(await recoverPersonalSigner(message, bytesToHex(highS(good)))).toBe(account.address)
  })
})
