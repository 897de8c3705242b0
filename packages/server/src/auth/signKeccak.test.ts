import { bytesToHex, type Hex, keccak256, recoverAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress, sign } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { signKeccak } from './signKeccak.js'
import { loadUtilCrypto } from './utilCrypto.js'

const randomPreimage = (): Hex =>
  bytesToHex(crypto.getRandomValues(new Uint8Array(1 + Math.floor(Math.random() * 300))))

describe('signKeccak', () => {
  it("with util-crypto loaded: viem's signature, byte for byte, recovering to the key's address", async () => {
    await loadUtilCrypto()
    for (let round = 0; round < 25; round++) {
      const privateKey = generatePrivateKey()
      const preimage = randomPreimage()
      const hash = keccak256(preimage)
      const signature = await signKeccak(preimage, privateKey)
      expect(signature).toBe(await sign({ hash, privateKey, to: 'hex' }))
      expect(await recoverAddress({ hash, signature })).toBe(privateKeyToAddress(privateKey))
    }
  })

  it("before util-crypto is loaded: viem's signature", async () => {
    vi.resetModules()
    vi.doMock('./utilCrypto.js', () => ({ utilCryptoIfReady: () => undefined }))
    try {
      const { signKeccak: signByViem } = await import('./signKeccak.js')
      const privateKey = generatePrivateKey()
      const preimage = randomPreimage()
      expect(await signByViem(preimage, privateKey)).toBe(
        await sign({ hash: keccak256(preimage), privateKey, to: 'hex' }),
      )
    } finally {
      vi.doUnmock('./utilCrypto.js')
    }
  })
})
