import { encodeBase58 } from '@gangway/core/adapter'
import { BITCOIN_TEST_NETWORKS, deriveBitcoinTestKeys } from '@gangway/testing/bitcoin'
import { signMessageBip322, signMessageEcdsa } from '@gangway/testing/bitcoin/node'
import { ed25519 } from '@noble/curves/ed25519'
import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { verifierOf } from './verifiers.js'

// Each family's check with real keys: the family's own signer signs, another key's signature
// over the same text (or the same signature over another text) is refused.
const MESSAGE = 'app.example wants you to sign in with your account:\nsome text'
const OTHER = `${MESSAGE}!`

const verify = (namespace: string, address: string, signature: string, message = MESSAGE) =>
  verifierOf(namespace)?.verify({ chainId: `${namespace}:x`, address, message, signature })

describe('eip155', () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const stranger = privateKeyToAccount(generatePrivateKey())

  it('accepts the EIP-191 signature of the address, refuses another key’s and another text’s', async () => {
    const signature = await owner.signMessage({ message: MESSAGE })
    expect(await verify('eip155', owner.address, signature)).toBe(true)
    expect(await verify('eip155', owner.address.toLowerCase(), signature)).toBe(true)
    expect(
      await verify('eip155', owner.address, await stranger.signMessage({ message: MESSAGE })),
    ).toBe(false)
    expect(await verify('eip155', owner.address, signature, OTHER)).toBe(false)
    expect(await verify('eip155', owner.address, 'not hex')).toBe(false)
    expect(await verify('eip155', owner.address, '0x1234')).toBe(false)
  })

  it('checksums the address and refuses what is not one, or a chain id that is not decimal', () => {
    const check = verifierOf('eip155')!.checkAddress
    expect(check(owner.address.toLowerCase(), '1')).toEqual({ address: owner.address })
    expect(check('0x123', '1')).toHaveProperty('reason')
    expect(check(owner.address, 'abc')).toHaveProperty('reason')
  })
})

describe('solana', () => {
  const secret = ed25519.utils.randomPrivateKey()
  const address = encodeBase58(ed25519.getPublicKey(secret))
  const signature = ed25519.sign(new TextEncoder().encode(MESSAGE), secret)

  it('accepts the ed25519 signature in base58 or base64, refuses another key’s', async () => {
    expect(await verify('solana', address, encodeBase58(signature))).toBe(true)
    expect(await verify('solana', address, Buffer.from(signature).toString('base64'))).toBe(true)
    const other = ed25519.sign(new TextEncoder().encode(MESSAGE), ed25519.utils.randomPrivateKey())
    expect(await verify('solana', address, encodeBase58(other))).toBe(false)
    expect(await verify('solana', address, encodeBase58(signature), OTHER)).toBe(false)
    expect(await verify('solana', address, 'abc')).toBe(false)
  })

  it('refuses an address that is not a 32-byte base58 key', () => {
    expect(verifierOf('solana')!.checkAddress(address, 'x')).toEqual({ address })
    expect(verifierOf('solana')!.checkAddress('0xabc', 'x')).toHaveProperty('reason')
  })
})

describe('bip122', () => {
  const keys = deriveBitcoinTestKeys({ network: 'testnet' })
  const others = deriveBitcoinTestKeys({ network: 'testnet', accountIndex: 1 })
  const testnet = BITCOIN_TEST_NETWORKS.testnet.caipNetworkId.split(':')[1] as string

  it('accepts BIP-322 simple signatures (p2wpkh and p2tr) and the legacy BIP-137 one', async () => {
    const { payment, ordinals } = keys
    expect(await verify('bip122', payment.address, signMessageBip322(payment, MESSAGE))).toBe(true)
    expect(await verify('bip122', ordinals.address, signMessageBip322(ordinals, MESSAGE))).toBe(
      true,
    )
    expect(await verify('bip122', payment.address, signMessageEcdsa(payment, MESSAGE))).toBe(true)
  })

  it('refuses another key’s signature, another text’s and one that is not base64', async () => {
    const { payment } = keys
    expect(
      await verify('bip122', payment.address, signMessageBip322(others.payment, MESSAGE)),
    ).toBe(false)
    expect(await verify('bip122', payment.address, signMessageEcdsa(others.payment, MESSAGE))).toBe(
      false,
    )
    expect(
      await verify('bip122', payment.address, signMessageBip322(payment, MESSAGE), OTHER),
    ).toBe(false)
    expect(await verify('bip122', payment.address, 'not base64!')).toBe(false)
  })

  it('refuses an address of another Bitcoin network than the message’s', () => {
    const check = verifierOf('bip122')!.checkAddress
    expect(check(keys.payment.address, testnet)).toEqual({ address: keys.payment.address })
    expect(check(keys.payment.address, '000000000019d6689c085ae165831e93')).toEqual({
      reason: 'not a Bitcoin mainnet address',
    })
  })
})

describe('polkadot', async () => {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
  const alice = keyring.addFromUri('//Alice')
  const bob = keyring.addFromUri('//Bob')
  const edAlice = new Keyring({ type: 'ed25519' }).addFromUri('//Alice')
  const encode = (text: string) => new TextEncoder().encode(text)

  it('accepts sr25519 and ed25519 signatures, wrapped in <Bytes> (signRaw) or not', async () => {
    expect(
      await verify('polkadot', alice.address, u8aToHex(alice.sign(u8aWrapBytes(MESSAGE)))),
    ).toBe(true)
    expect(await verify('polkadot', alice.address, u8aToHex(alice.sign(encode(MESSAGE))))).toBe(
      true,
    )
    expect(await verify('polkadot', edAlice.address, u8aToHex(edAlice.sign(encode(MESSAGE))))).toBe(
      true,
    )
  })

  it('checks the SS58 address shape', () => {
    const check = verifierOf('polkadot')!.checkAddress
    expect(check(alice.address, 'x')).toEqual({ address: alice.address })
    expect(check('1'.repeat(48), 'x')).toHaveProperty('reason')
    expect(check('0x1234', 'x')).toHaveProperty('reason')
  })

  it('refuses another key’s signature and another text’s', async () => {
    expect(await verify('polkadot', alice.address, u8aToHex(bob.sign(u8aWrapBytes(MESSAGE))))).toBe(
      false,
    )
    const signature = u8aToHex(alice.sign(u8aWrapBytes(MESSAGE)))
    expect(await verify('polkadot', alice.address, signature, OTHER)).toBe(false)
    expect(await verify('polkadot', alice.address, '0x1234')).toBe(false)
  })
})

it('knows eip155, solana, bip122 and polkadot only', () => {
  expect(verifierOf('cosmos')).toBeUndefined()
  expect(verifierOf('toString')).toBeUndefined()
})
