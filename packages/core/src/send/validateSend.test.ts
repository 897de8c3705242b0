import { describe, expect, it } from 'vitest'
import { mainnet } from '../controllers/chain/networks.testing.js'
import { eip155Family } from '../families/eip155.js'
import { createFamilyRegistry } from '../families/registry.js'
import { solanaFamily } from '../families/solana.js'
import type { TokenBalance } from '../types/account.js'
import { getSendInputError, type SendInput } from './validateSend.js'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: mainnet.caipNetworkId,
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 0,
  price: 1,
  quantity: { decimals: '6', numeric: '5' },
  iconUrl: '',
}
const base: SendInput = {
  family: eip155Family,
  families: createFamilyRegistry([eip155Family, solanaFamily]),
  token: usdc,
  amount: '1',
  receiver: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  native: false,
}
const text = (patch: Partial<SendInput>) => getSendInputError({ ...base, ...patch })?.message

describe('getSendInputError', () => {
  it('passes a valid send, trailing zeros past the decimals included', () => {
    expect(text({})).toBeUndefined()
    expect(text({ amount: '1.50000000' })).toBeUndefined()
    expect(text({ amount: '5' })).toBeUndefined()
  })

  it.each([
    [{ token: undefined }, 'Please enter a valid amount and receiver address'],
    [{ amount: ' ' }, 'Please enter a valid amount and receiver address'],
    [{ amount: '0' }, 'Please enter a valid amount and receiver address'],
    [{ amount: '1e3' }, 'Please enter a valid amount and receiver address'],
    [{ amount: '-1' }, 'Please enter a valid amount and receiver address'],
    [{ amount: '1.2.3' }, 'Please enter a valid amount and receiver address'],
    [{ receiver: 'vitalik' }, 'Invalid address'],
    [{ amount: '0.0000001' }, 'USDC has at most 6 decimals'],
    [{ amount: '5.000001' }, 'Insufficient balance'],
  ] as const)('%o → %s', (patch, expected) => {
    expect(text(patch)).toBe(expected)
  })

  it('checks the fee once known: the token path against the native balance, the native path with the amount', () => {
    expect(text({ fee: 10n, nativeBalance: 9n })).toBe('Insufficient funds for network fee')
    expect(text({ fee: 10n, nativeBalance: 10n })).toBeUndefined()
    const eth = { ...usdc, address: undefined, quantity: { decimals: '18', numeric: '1' } }
    const one = 10n ** 18n
    expect(text({ token: eth, native: true, fee: 1n, nativeBalance: one })).toBe(
      'Insufficient funds for network fee',
    )
    expect(
      text({ token: eth, native: true, amount: '0.5', fee: 1n, nativeBalance: one }),
    ).toBeUndefined()
  })

  it('smart accounts skip the gas-funds check (spec §6)', () => {
    expect(text({ fee: 10n, nativeBalance: 0n, skipGasCheck: true })).toBeUndefined()
  })
})
