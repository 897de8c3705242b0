import { describe, expect, it, vi } from 'vitest'
import { selectActiveCaipAddress } from '../../selectors/account.js'
import { setupConnection } from './setup.testing.js'

const FIRST = '0xABC0000000000000000000000000000000000001'
const SECOND = '0x0000000000000000000000000000000000000002'
const STRANGER = '0x0000000000000000000000000000000000000003'

/** The EVM mock wallet shares two accounts; `setActiveAccount` is its capability (a spy). */
async function twoAccounts(options: { capability?: boolean } = {}) {
  const kit = setupConnection()
  const connect = kit.evm.connect.bind(kit.evm)
  kit.evm.connect = async (params) => ({
    ...(await connect(params)),
    accounts: [
      { namespace: 'eip155', address: FIRST, type: 'eoa', name: 'Main' },
      { namespace: 'eip155', address: SECOND, type: 'eoa', name: 'Savings' },
    ],
  })
  const setActiveAccount = vi.fn(async (_params: { id: string; address: string }) => {})
  if (options.capability !== false) kit.evm.capabilities.setActiveAccount = setActiveAccount
  await kit.connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
  return { ...kit, setActiveAccount }
}

describe('connection.setActiveAccount (the account picker)', () => {
  it("tells the adapter, then moves the namespace's address; allAccounts (with names) stay", async () => {
    const kit = await twoAccounts()
    expect(kit.chain.getAccountState('eip155')?.allAccounts.map((a) => a.name)).toEqual([
      'Main',
      'Savings',
    ])
    await kit.connection.setActiveAccount('eip155', SECOND)
    expect(kit.setActiveAccount).toHaveBeenCalledWith({ id: 'eip155-injected', address: SECOND })
    expect(kit.chain.getAccountState('eip155')).toMatchObject({
      address: SECOND,
      caipAddress: `eip155:1:${SECOND}`,
      preferredAccountType: 'eoa',
    })
    expect(selectActiveCaipAddress(kit.chain.getState())).toBe(`eip155:1:${SECOND}`)
    expect(kit.chain.getAccountState('eip155')?.allAccounts).toHaveLength(2)
  })

  it('refuses an address the wallet did not share, and a namespace with no connection', async () => {
    const kit = await twoAccounts()
    await expect(kit.connection.setActiveAccount('eip155', STRANGER)).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
    await expect(kit.connection.setActiveAccount('solana', FIRST)).rejects.toMatchObject({
      code: 'WALLET_NOT_CONNECTED',
    })
    expect(kit.setActiveAccount).not.toHaveBeenCalled()
    expect(kit.chain.getAccountState('eip155')?.address).toBe(FIRST)
  })

  it("a wallet's refusal changes nothing", async () => {
    const kit = await twoAccounts()
    kit.setActiveAccount.mockRejectedValueOnce(new Error('User rejected the request'))
    await expect(kit.connection.setActiveAccount('eip155', SECOND)).rejects.toThrow('rejected')
    expect(kit.chain.getAccountState('eip155')?.address).toBe(FIRST)
  })

  it('an adapter without the capability: the kit state moves alone', async () => {
    const kit = await twoAccounts({ capability: false })
    await kit.connection.setActiveAccount('eip155', SECOND)
    expect(kit.chain.getAccountState('eip155')?.address).toBe(SECOND)
  })

  it("the adapter's account list on accountChanged / networkChanged replaces allAccounts", async () => {
    const kit = await twoAccounts()
    kit.evm.fire('networkChanged', {
      chainId: 8453,
      address: SECOND,
      accounts: [
        { namespace: 'eip155', address: FIRST, type: 'eoa' },
        { namespace: 'eip155', address: SECOND, type: 'eoa' },
        { namespace: 'eip155', address: STRANGER, type: 'eoa' },
        // Not this family's: left out.
        {
          namespace: 'solana',
          address: 'So1anaAddress1111111111111111111111111111111',
          type: 'eoa',
        },
      ],
    })
    expect(kit.chain.getAccountState('eip155')?.allAccounts.map((a) => a.address)).toEqual([
      FIRST,
      SECOND,
      STRANGER,
    ])
    expect(kit.chain.getAccountState('eip155')?.caipAddress).toBe(`eip155:8453:${SECOND}`)
    kit.evm.fire('accountChanged', {
      address: FIRST,
      accounts: [{ namespace: 'eip155', address: FIRST, type: 'eoa' }],
    })
    expect(kit.chain.getAccountState('eip155')?.allAccounts.map((a) => a.address)).toEqual([FIRST])
  })
})
