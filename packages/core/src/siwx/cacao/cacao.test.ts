// cacaoToSiwx against WalletConnect's own formatter (@walletconnect/utils `formatMessage`, what
// a wallet's `formatAuthMessage` signs): the same text, with and without a ReCap and a statement.
import { createEncodedRecap, formatMessage } from '@walletconnect/utils'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { isKitError } from '../../errors/KitError.js'
import { parseSiwxMessage } from '../message/parse.js'
import { cacaoToSiwx, type SiwxCacao } from './cacao.js'

const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const ISS = `did:pkh:eip155:1:${account.address}`
const recap = createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])

const payload = (extra: Partial<SiwxCacao['p']> = {}): SiwxCacao['p'] => ({
  domain: 'app.example',
  iss: ISS,
  aud: 'https://app.example/login',
  version: '1',
  nonce: 'a1B2c3D4e5F6g7H8i9J0',
  iat: '2026-11-27T05:00:00.000Z',
  exp: '2026-12-04T05:00:00.000Z',
  ...extra,
})

async function signed(p: SiwxCacao['p']): Promise<SiwxCacao> {
  const message = formatMessage(p as never, p.iss)
  return { h: { t: 'caip122' }, p, s: { t: 'eip191', s: await account.signMessage({ message }) } }
}

describe('cacaoToSiwx', () => {
  it.each([
    ['a statement and a ReCap', { statement: 'Sign in to Example', resources: [recap] }],
    [
      'a ReCap, no statement (empty)',
      { statement: '', resources: ['https://example.com/tos', recap] },
    ],
    [
      'a statement, no ReCap',
      { statement: 'Sign in to Example', resources: ['https://a.example/'] },
    ],
    ['nothing optional', { exp: undefined }],
  ])('is the text WalletConnect formats: %s', async (_, extra) => {
    const cacao = await signed(payload(extra as Partial<SiwxCacao['p']>))
    const { message, signature, fields } = cacaoToSiwx(cacao)
    expect(message).toBe(formatMessage(cacao.p as never, ISS))
    expect(
      await verifyMessage({
        address: account.address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(parseSiwxMessage(message)).toEqual(fields)
    expect(fields).toMatchObject({ accountAddress: account.address, chainId: 'eip155:1' })
  })

  it("writes the ReCap sentence into the statement, as WalletConnect's wallets sign it", () => {
    const { fields } = cacaoToSiwx({
      h: { t: 'caip122' },
      p: payload({ statement: 'Hi', resources: [recap] }),
      s: { t: 'eip191', s: '0x00' },
    })
    expect(fields.statement).toBe(
      "Hi I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.",
    )
  })

  it.each([
    ['an issuer that is not did:pkh', { iss: `did:key:${account.address}` }],
    ['a ReCap that is not base64url JSON', { resources: ['urn:recap:!!!'] }],
    ['a ReCap without att', { resources: [`urn:recap:${btoa('{"x":1}')}`] }],
    ['a hostile statement', { statement: 'a\nURI: https://evil.example' }],
    ['a bad date', { iat: 'yesterday' }],
  ])('refuses %s with SIWX_MESSAGE_INVALID', (_, extra) => {
    const cacao = { h: { t: 'caip122' }, p: payload(extra), s: { t: 'eip191', s: '0x00' } }
    expect(() => cacaoToSiwx(cacao)).toThrow()
    try {
      cacaoToSiwx(cacao)
    } catch (error) {
      expect(isKitError(error, 'SIWX_MESSAGE_INVALID')).toBe(true)
    }
  })
})
