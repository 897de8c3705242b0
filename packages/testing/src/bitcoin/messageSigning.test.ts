import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { deriveBitcoinTestKeys } from './bitcoinKeys.js'
import { signMessageBip322, signMessageEcdsa } from './messageSigning.js'

// Checked with bip322-js, an independent implementation (its own bitcoinjs-lib 6 and
// bitcoinjs-message), so a wrong hash, header or witness encoding here fails.
describe('bitcoin message signing', () => {
  const keys = deriveBitcoinTestKeys({ network: 'testnet' })

  it('derives a tb1q p2wpkh payment address and a tb1p p2tr ordinals address', () => {
    expect(keys.payment.address).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/)
    expect(keys.ordinals.address).toMatch(/^tb1p[02-9ac-hj-np-z]{58}$/)
    expect(keys.ordinals.publicKey).toHaveLength(64)
    const regtest = deriveBitcoinTestKeys({ network: 'regtest' })
    expect(regtest.payment.address).toMatch(/^bcrt1q/)
  })

  it('BIP-322 signatures verify for the payment (p2wpkh) and ordinals (p2tr) addresses', () => {
    for (const key of [keys.payment, keys.ordinals]) {
      const signature = signMessageBip322(key, 'Hello Gangway')
      expect(Verifier.verifySignature(key.address, 'Hello Gangway', signature)).toBe(true)
      expect(Verifier.verifySignature(key.address, 'Hello Gangway!', signature)).toBe(false)
    }
    const other = deriveBitcoinTestKeys({ network: 'testnet', accountIndex: 1 })
    const signature = signMessageBip322(keys.payment, 'Hello Gangway')
    expect(Verifier.verifySignature(other.payment.address, 'Hello Gangway', signature)).toBe(false)
  })

  it('ECDSA (BIP-137) signatures verify strictly for the p2wpkh address', () => {
    const signature = signMessageEcdsa(keys.payment, 'Hello Gangway')
    expect(atob(signature).length).toBe(65)
    expect(Verifier.verifySignature(keys.payment.address, 'Hello Gangway', signature, true)).toBe(
      true,
    )
    expect(Verifier.verifySignature(keys.payment.address, 'Goodbye', signature, true)).toBe(false)
  })
})
