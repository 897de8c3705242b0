import { describe, expect, it } from 'vitest'
import { useEvmTestKits } from '../kit/evmTestKit.testing.js'
import type { TokenBalance } from '../types/account.js'
import { getSendTokens } from './sendTokenList.js'

const kitWith = useEvmTestKits()

const token = (symbol: string, numeric: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(address ? { address: `eip155:1:${address}` } : {}),
  value: 0,
  price: 0,
  quantity: { decimals: '6', numeric },
  iconUrl: '',
})

describe('getSendTokens', () => {
  it("offers the native currency first (from the account's balance when unlisted), then tokens with a balance", async () => {
    const kit = await kitWith()
    await kit.refreshBalances()
    expect(getSendTokens(kit).map((row) => [row.symbol, row.quantity.numeric])).toEqual([
      ['ETH', '1'],
    ])
    kit.controllers.chain.updateAccountState('eip155', {
      tokenBalance: [
        token('USDC', '5', '0x1111111111111111111111111111111111111111'),
        token('ZERO', '0', '0x2222222222222222222222222222222222222222'),
        token('ETH', '2'),
        {
          ...token('OTHER', '1', '0x3333333333333333333333333333333333333333'),
          chainId: 'eip155:10',
        },
      ],
    })
    expect(getSendTokens(kit).map((row) => row.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('offers nothing while no account is connected', async () => {
    expect(getSendTokens(await kitWith({}, false))).toEqual([])
  })
})
