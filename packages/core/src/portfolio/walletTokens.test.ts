import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletAsset } from '../adapters/capabilities.js'
import { createEvmTestKit, EVM_TEST_ADDRESS } from '../kit/evmTestKit.testing.js'
import type { CreateKitOptions, Kit } from '../kit/types.js'
import type { BalanceQuery, BalanceSource } from './types.js'

// Spec §5: the Tokens list comes from the wallet's `wallet_getAssets` where the wallet offers it
// (EIP-5792 capability `assetDiscovery`), and falls back to the balance API when the wallet's
// answer is not a valid asset list.

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const asset = (overrides: Partial<WalletAsset> = {}): WalletAsset => ({
  address: USDC,
  balance: '0x596bff90', // 1500.25 USDC (6 decimals)
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: '' },
  ...overrides,
})

const apiBalances = {
  balances: [
    {
      name: 'Dai',
      symbol: 'DAI',
      chainId: 'eip155:1',
      address: 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F',
      value: 7,
      price: 1,
      quantity: { decimals: '18', numeric: '7' },
      iconUrl: '',
    },
  ],
}

function recordingSource() {
  const queries: BalanceQuery[] = []
  const source: BalanceSource = {
    getBalances: async (query) => {
      queries.push(query)
      return apiBalances
    },
  }
  return { source, queries }
}

const kits: Kit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

/** A kit whose wallet reports `capabilities` and answers `wallet_getAssets` with `assets`. */
async function kitWithWallet(
  capabilities: unknown,
  assets: unknown,
  options: Partial<CreateKitOptions> = {},
) {
  const test = createEvmTestKit(options, '2.5')
  kits.push(test.kit)
  const getCapabilities = vi.fn(async () =>
    capabilities instanceof Error ? Promise.reject(capabilities) : capabilities,
  )
  const walletGetAssets = vi.fn(async () => assets as Record<string, WalletAsset[]>)
  test.evm.capabilities.getWalletCapabilities = getCapabilities
  test.evm.capabilities.getWalletAssets = walletGetAssets
  await test.connect()
  return { kit: test.kit, getCapabilities, walletGetAssets }
}

const symbols = (kit: Kit) =>
  (kit.controllers.chain.getAccountState('eip155')?.tokenBalance ?? []).map((token) => token.symbol)
const listed = (kit: Kit, expected: string[]) =>
  vi.waitFor(() => expect(symbols(kit)).toEqual(expected), { timeout: 2000, interval: 5 })

const discovery = { '0x1': { assetDiscovery: { supported: true } } }

describe('the Tokens list from the wallet (wallet_getAssets)', () => {
  it('asks a wallet with assetDiscovery on this chain, and not the balance API', async () => {
    const api = recordingSource()
    const wallet = await kitWithWallet(
      discovery,
      {
        '0x1': [
          asset(),
          asset({
            address: '0x01',
            metadata: { ...asset().metadata, decimals: 0, symbol: 'ZERO' },
          }),
        ],
      },
      { balanceSource: api.source },
    )
    // The native balance (from the adapter) first, then the wallet's tokens; decimals 0 dropped.
    await listed(wallet.kit, ['ETH', 'USDC'])
    const usdc = wallet.kit.controllers.chain.getAccountState('eip155')?.tokenBalance?.[1]
    expect(usdc).toMatchObject({
      chainId: 'eip155:1',
      address: `eip155:1:${USDC}`,
      quantity: { decimals: '6', numeric: '1500.25' },
      value: 1500.25,
    })
    expect(wallet.getCapabilities).toHaveBeenCalledWith({ address: EVM_TEST_ADDRESS })
    expect(wallet.walletGetAssets).toHaveBeenCalledWith({
      account: EVM_TEST_ADDRESS,
      chainFilter: ['0x1'],
      strict: true,
    })
    expect(api.queries).toEqual([])
  })

  it('does not ask a wallet without assetDiscovery (or without capabilities): the balance API answers', async () => {
    for (const capabilities of [
      {},
      { '0x1': { assetDiscovery: { supported: false } } },
      { '0xa': { assetDiscovery: { supported: true } } }, // another chain only
      new Error('Method not supported'),
    ]) {
      const api = recordingSource()
      const wallet = await kitWithWallet(
        capabilities,
        { '0x1': [asset()] },
        { balanceSource: api.source },
      )
      await listed(wallet.kit, ['ETH', 'DAI'])
      expect(wallet.walletGetAssets).not.toHaveBeenCalled()
      expect(api.queries).toHaveLength(1)
    }
  })

  it('falls back to the balance API when the wallet answers an invalid asset list', async () => {
    const invalid = { '0x1': [{ ...asset(), metadata: { name: 'USD Coin', symbol: 'USDC' } }] }
    const api = recordingSource()
    const wallet = await kitWithWallet(discovery, invalid, { balanceSource: api.source })
    await listed(wallet.kit, ['ETH', 'DAI'])
    expect(wallet.walletGetAssets).toHaveBeenCalledTimes(1)
    expect(api.queries).toHaveLength(1)
  })

  it('does not wait for a wallet that never answers: after 5 s the balance API answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const never = new Promise<never>(() => {})
      for (const [capabilities, assets] of [
        [never, {}],
        [discovery, never],
      ] as const) {
        const api = recordingSource()
        const test = createEvmTestKit({ balanceSource: api.source }, '2.5')
        kits.push(test.kit)
        test.evm.capabilities.getWalletCapabilities = () => capabilities as Promise<unknown>
        test.evm.capabilities.getWalletAssets = () => assets as never
        await test.connect()
        await vi.advanceTimersByTimeAsync(4_900)
        expect(api.queries).toEqual([])
        await vi.advanceTimersByTimeAsync(200)
        await listed(test.kit, ['ETH', 'DAI'])
      }
    } finally {
      vi.useRealTimers()
    }
  })
})
