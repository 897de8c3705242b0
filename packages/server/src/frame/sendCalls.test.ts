import { type Address, type Hex, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { HANDLERS } from '../../frame/src/handlers.js'
import {
  ATOMICITY_NOT_SUPPORTED,
  callsStatus,
  sendCalls,
  walletCapabilities,
} from '../../frame/src/sendCalls.js'
import { counterfactualAddress } from '../../frame/src/smartAccount.js'
import type { RpcUserOperation } from '../../frame/src/userOperation.js'
import { callsOf } from '../routes/sponsor/sponsorPolicy.js'
import { approveData, freshAddress } from '../routes/sponsor/sponsorTestSetup.testing.js'
import { PROJECT } from '../testing/testServer.testing.js'
import { scriptedBundler, useErc4337Chain } from './smartAccountChain.testing.js'

// The frame's EIP-5792 answers: which chains report atomic batching, what the EOA refuses before
// it sends anything, and a smart account's batch as one user operation (built on anvil with
// EntryPoint v0.7 and the account factory, handed to a scripted bundler, its status read from
// the bundler's receipt). The operation through alto, in a browser, is e2e/smartSwap.e2e.test.

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

describe('wallet_sendCalls and wallet_getCapabilities of the smart account', () => {
  const env = useErc4337Chain()

  it('sends every call in ONE user operation (executeBatch) and answers its status from the bundler', async () => {
    const { owner, chain, address } = await env.freshAccount()
    const operationHash: Hex = `0x${'0e'.repeat(32)}`
    let receipt: unknown = null
    const { bundler, sent: operations } = scriptedBundler(operationHash, () => receipt)
    const token = freshAddress()
    const router = freshAddress()
    const approve = approveData(router, parseUnits('250', 6))
    const { id } = await sendCalls(
      [
        {
          version: '2.0.0',
          from: address,
          chainId: '0x7a69',
          atomicRequired: true,
          calls: [
            { to: token, data: approve },
            { to: router, data: '0x1234', value: '0x5' },
          ],
        },
      ],
      owner,
      { id: 31337, rpcUrl: env.node.rpcUrl },
      { address, chain, services: { bundler, sponsor: async () => undefined } },
    )
    expect(id).toBe(operationHash)
    expect(operations).toHaveLength(1)
    const [operation] = operations as [RpcUserOperation]
    expect(operation.sender).toBe(address)
    // Not deployed yet: the operation deploys the account.
    expect(operation.factory).toBe(chain.accountFactory)
    expect(callsOf(operation.callData)).toEqual([
      { to: token, value: 0n, data: approve },
      { to: router, value: 5n, data: '0x1234' },
    ])

    const status = () => callsStatus([id]) as Promise<Record<string, unknown>>
    await expect(status()).resolves.toEqual({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      atomic: true,
      status: 100,
      receipts: [],
    })
    const bundle = {
      transactionHash: `0x${'7b'.repeat(32)}`,
      blockHash: `0x${'8c'.repeat(32)}`,
      blockNumber: '0x9',
      gasUsed: '0x2a000',
      logs: [],
      status: '0x1',
    }
    receipt = {
      userOpHash: id,
      success: true,
      sender: address,
      actualGasCost: '0x1',
      receipt: bundle,
    }
    await expect(status()).resolves.toMatchObject({ atomic: true, status: 200, receipts: [bundle] })
    // A reverted operation: the bundle transaction succeeded, the calls did not.
    receipt = {
      userOpHash: id,
      success: false,
      sender: address,
      actualGasCost: '0x1',
      receipt: bundle,
    }
    await expect(status()).resolves.toMatchObject({
      atomic: true,
      status: 500,
      receipts: [{ ...bundle, status: '0x0' }],
    })
  })

  it("the frame answers atomic batching for the visitor's smart account, on the chains with ERC-4337 only", async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const smart = await counterfactualAddress(env.node.rpcUrl, env.deployment.accountFactory, owner)
    const chains = [
      {
        caipNetworkId: 'eip155:31337',
        rpcUrl: env.node.rpcUrl,
        smartAccounts: true,
        accountFactory: env.deployment.accountFactory,
      },
      // No ERC-4337 here: the EOA is used, which does not batch atomically.
      { caipNetworkId: 'eip155:31338', rpcUrl: env.node.rpcUrl },
    ]
    const context = (loggedIn: boolean) =>
      ({
        wallet: {
          user: loggedIn ? { id: `user-${owner}` } : undefined,
          requireUser: () => ({ id: `user-${owner}` }),
          addresses: () => ({ eip155: owner }),
        },
        state: { projectId: PROJECT, chainId: 'eip155:31337', project: { origins: [], chains } },
      }) as never
    const capabilities = (address: string, loggedIn = true) =>
      HANDLERS.RPC_REQUEST(
        { method: 'wallet_getCapabilities', params: [address], chainId: 'eip155:31337' },
        context(loggedIn),
      )
    expect(await capabilities(smart)).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })
    // The key's own account, or before a login: nothing to report.
    expect(await capabilities(owner)).toEqual({})
    expect(await capabilities(smart, false)).toEqual({})
  })
})
