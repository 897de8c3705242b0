import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import {
  ATOMICITY_NOT_SUPPORTED,
  callsStatus,
  sendCalls,
  walletCapabilities,
} from '../../frame/src/sendCalls.js'
import { freshAddress } from '../routes/sponsor/sponsorTestSetup.testing.js'

// The frame's EIP-5792 answers where no chain is needed: which chains report atomic batching,
// and what the EOA refuses before it sends anything. The batches themselves (one user operation
// from the smart account, on anvil through alto) are in routes/sponsor/sponsoredOperation.test.

describe('walletCapabilities', () => {
  const smart = freshAddress()
  const owner = freshAddress()
  /** The smart account on 31337 and 31338; none on 1 (no ERC-4337 there). */
  const smartAccountOn = vi.fn(
    async (chainId: number): Promise<Address | undefined> => (chainId === 1 ? undefined : smart),
  )

  it('reports atomic on the chains where the address is the smart account, and leaves out the rest', async () => {
    await expect(walletCapabilities([smart], [31337, 31338, 1], smartAccountOn)).resolves.toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'supported' } },
    })
    await expect(
      walletCapabilities(
        [smart.toLowerCase(), ['0x7a6a', '0x1']],
        [31337, 31338, 1],
        smartAccountOn,
      ),
    ).resolves.toEqual({ '0x7a6a': { atomic: { status: 'supported' } } })
  })

  it('reports nothing for the EOA (the visitor chose it, or another address)', async () => {
    await expect(walletCapabilities([owner], [31337, 31338], smartAccountOn)).resolves.toEqual({})
  })

  it('refuses a request without an address', async () => {
    for (const params of [[], ['nowhere'], undefined, [42]])
      await expect(walletCapabilities(params, [31337], smartAccountOn)).rejects.toThrow(
        'wallet_getCapabilities needs an address',
      )
  })
})

describe('wallet_sendCalls from the EOA', () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  // Nothing listens there: a call that reached the chain would fail with another message.
  const chain = { id: 31337, rpcUrl: 'http://127.0.0.1:9/' }
  const request = (atomicRequired: boolean, from: string = owner.address) => [
    {
      version: '2.0.0',
      from,
      chainId: '0x7a69',
      atomicRequired,
      calls: [{ to: freshAddress(), value: '0x1' }],
    },
  ]

  it('refuses a batch that requires atomicity (EIP-5792 5760) before sending anything', async () => {
    await expect(sendCalls(request(true), owner, chain)).rejects.toThrow(ATOMICITY_NOT_SUPPORTED)
  })

  it('refuses a batch from another account', async () => {
    await expect(sendCalls(request(false, freshAddress()), owner, chain)).rejects.toThrow(
      'The request names another account',
    )
  })

  it('knows no status of a batch it did not send', async () => {
    await expect(callsStatus(['0x1234'])).rejects.toThrow('Unknown bundle id')
  })
})
