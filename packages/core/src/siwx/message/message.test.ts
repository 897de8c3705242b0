import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { isKitError } from '../../errors/KitError.js'
import type { SiwxMessageFields } from './fields.js'
import { formatSiwxMessage } from './format.js'
import { parseSiwxMessage } from './parse.js'

const EVM: SiwxMessageFields = {
  domain: 'app.example.com',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: 'Sign in to Example',
  uri: 'https://app.example.com/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'a1B2c3D4e5F6g7H8',
  issuedAt: '2026-11-27T05:00:00.000Z',
}

const ALL: SiwxMessageFields = {
  ...EVM,
  expirationTime: '2026-12-04T05:00:00.000Z',
  notBefore: '2026-11-27T04:59:00Z',
  requestId: 'req-42',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
    'https://example.com/tos',
  ],
}

function refused(text: string): string {
  try {
    parseSiwxMessage(text)
  } catch (error) {
    expect(isKitError(error, 'SIWX_MESSAGE_INVALID')).toBe(true)
    return (error as Error).message
  }
  throw new Error(`parsed: ${JSON.stringify(text)}`)
}

describe('formatSiwxMessage', () => {
  it('writes the CAIP-122 text with every field, in order', () => {
    expect(formatSiwxMessage(ALL)).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to Example',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: a1B2c3D4e5F6g7H8',
        'Issued At: 2026-11-27T05:00:00.000Z',
        'Expiration Time: 2026-12-04T05:00:00.000Z',
        'Not Before: 2026-11-27T04:59:00Z',
        'Request ID: req-42',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
        '- https://example.com/tos',
      ].join('\n'),
    )
  })

  it('is EIP-4361 for eip155: the same text as viem, with and without a statement', () => {
    const viemFields = {
      domain: ALL.domain,
      address: ALL.accountAddress as `0x${string}`,
      uri: ALL.uri,
      version: '1' as const,
      chainId: 1,
      nonce: ALL.nonce,
      issuedAt: new Date(ALL.issuedAt),
      expirationTime: new Date(ALL.expirationTime as string),
      notBefore: new Date('2026-11-27T04:59:00.000Z'),
      requestId: ALL.requestId,
      resources: ALL.resources,
    }
    const ours = { ...ALL, notBefore: '2026-11-27T04:59:00.000Z' }
    expect(formatSiwxMessage(ours)).toBe(
      createSiweMessage({ ...viemFields, statement: ALL.statement }),
    )
    const { statement: _, ...noStatement } = ours
    expect(formatSiwxMessage(noStatement)).toBe(createSiweMessage(viemFields))
    // and viem reads ours back
    expect(parseSiweMessage(formatSiwxMessage(ours))).toMatchObject({
      address: ALL.accountAddress,
      nonce: ALL.nonce,
      chainId: 1,
    })
  })

  it('labels each family: Solana, Bitcoin, Polkadot, an unknown namespace by its name', () => {
    const first = (chainId: SiwxMessageFields['chainId'], accountAddress: string) =>
      formatSiwxMessage({ ...EVM, chainId, accountAddress }).split('\n')[0]
    expect(
      first(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy',
      ),
    ).toBe('app.example.com wants you to sign in with your Solana account:')
    expect(
      first(
        'bip122:000000000019d6689c085ae165831e93',
        'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      ),
    ).toContain('your Bitcoin account:')
    expect(
      first(
        'polkadot:91b171bb158e2d3848fa23a9f1c25182',
        '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      ),
    ).toContain('your Polkadot account:')
    expect(first('cosmos:cosmoshub-4', 'cosmos1abc')).toContain('your cosmos account:')
    expect(
      formatSiwxMessage({ ...EVM, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  it.each([
    ['statement', { statement: 'line one\nURI: https://evil.example' }],
    ['statement', { statement: 'URI: https://evil.example' }],
    ['statement', { statement: 'tab\there' }],
    ['domain', { domain: 'evil.example wants you' }],
    ['accountAddress', { accountAddress: '0xabc\nURI: x' }],
    ['uri', { uri: 'not a uri' }],
    ['nonce', { nonce: 'short' }],
    ['nonce', { nonce: 'has space in it!' }],
    ['issuedAt', { issuedAt: 'yesterday' }],
    ['expirationTime', { expirationTime: '2026-13-01T00:00:00Z' }],
    ['chainId', { chainId: 'eip155' }],
    ['version', { version: '2' }],
    ['resources', { resources: ['https://ok.example', 'bad uri'] }],
    ['requestId', { requestId: 'a\nb' }],
  ])('refuses a bad %s before writing any text', (field, patch) => {
    expect(() => formatSiwxMessage({ ...EVM, ...(patch as Partial<SiwxMessageFields>) })).toThrow(
      new RegExp(`Invalid sign-in message[\\s\\S]*${field} is not valid`),
    )
  })
})

describe('parseSiwxMessage', () => {
  it.each([
    ['every field', ALL],
    ['only the required fields', (({ statement: _, ...rest }) => rest)(EVM)],
    ['a statement', EVM],
    [
      'solana',
      {
        ...EVM,
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        accountAddress: 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy',
      },
    ],
    [
      'bitcoin',
      {
        ...ALL,
        chainId: 'bip122:000000000933ea01ad0ee984209779ba',
        accountAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      },
    ],
    [
      'polkadot',
      {
        ...EVM,
        chainId: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
        accountAddress: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      },
    ],
    [
      'an unknown namespace',
      { ...EVM, chainId: 'cosmos:cosmoshub-4', accountAddress: 'cosmos1abc' },
    ],
    [
      'a localhost domain with a port',
      { ...EVM, domain: 'localhost:5173', uri: 'http://localhost:5173/' },
    ],
  ] as [string, SiwxMessageFields][])('round trips %s', (_, fields) => {
    expect(parseSiwxMessage(formatSiwxMessage(fields))).toEqual(fields)
  })

  it('reads a message written by viem (EIP-4361)', () => {
    const text = createSiweMessage({
      domain: 'localhost:5173',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      uri: 'http://localhost:5173',
      version: '1',
      chainId: 31337,
      nonce: 'abcdefgh12345678',
      issuedAt: new Date('2026-11-27T05:00:00.000Z'),
    })
    expect(parseSiwxMessage(text)).toEqual({
      domain: 'localhost:5173',
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      uri: 'http://localhost:5173',
      version: '1',
      chainId: 'eip155:31337',
      nonce: 'abcdefgh12345678',
      issuedAt: '2026-11-27T05:00:00.000Z',
    })
  })

  it("reads Sign-In With Solana's single empty line when there is no statement", () => {
    const { statement: _, ...fields } = {
      ...EVM,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const,
    }
    const siws = formatSiwxMessage(fields).replace('\n\n\nURI:', '\n\nURI:')
    expect(parseSiwxMessage(siws)).toEqual(fields)
  })

  const good = formatSiwxMessage(ALL)
  it.each([
    ['an empty text', ''],
    ['CRLF line breaks', good.replaceAll('\n', '\r\n')],
    ['a first line that is not the header', `Hello\n${good}`],
    ['a label naming a namespace that has one (eip155)', good.replace('Ethereum', 'eip155')],
    ['an account kind that is no namespace', good.replace('Ethereum', 'ETH!')],
    ['a missing required field (Nonce)', good.replace(/Nonce: .*\n/, '')],
    ['fields out of order', good.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1')],
    [
      'a duplicated field',
      good.replace('Nonce: a1B2c3D4e5F6g7H8', 'Nonce: a1B2c3D4e5F6g7H8\nNonce: zzzzzzzz11111111'),
    ],
    ['a second statement line', good.replace('Sign in to Example', 'Sign in to Example\nand more')],
    ['text after the resources', `${good}\nURI: https://evil.example`],
    ['a trailing line break', `${good}\n`],
    ['a bad date', good.replace('2026-11-27T05:00:00.000Z', '2026-11-27 05:00')],
    ['version 2', good.replace('Version: 1', 'Version: 2')],
    ['a nonce with symbols', good.replace('a1B2c3D4e5F6g7H8', 'a1B2c3D4e5F6g7H8;drop')],
    [
      'an address with spaces',
      good.replace('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf39 Fd6'),
    ],
    ['a huge text', good + 'x'.repeat(10_000)],
    ['a resource that is not a uri', good.replace('- https://example.com/tos', '- not a uri')],
  ])('refuses %s', (_, text) => {
    refused(text)
  })

  it('refuses what is not a string', () => {
    refused(42 as unknown as string)
  })
})
