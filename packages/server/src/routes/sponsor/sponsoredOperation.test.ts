import {
  ANVIL_PRIVATE_KEY,
  type AnvilNode,
  type Bundler,
  deployErc4337,
  deployTestTokens,
  type Erc4337Deployment,
  erc4337Artifacts,
  startAnvil,
  startBundler,
  type TestTokenSymbol,
  testTokenAbi,
  toSimpleAccount,
} from '@gangway/testing'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseUnits,
} from 'viem'
import {
  createBundlerClient,
  formatUserOperationRequest,
  type GetPaymasterDataParameters,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HANDLERS } from '../../../frame/src/handlers.js'
import { START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
import {
  approveData,
  askSponsor,
  freshAddress,
  sponsorConfig,
  transferData,
} from './sponsorTestSetup.testing.js'

// Sponsored gas end to end, every part real: anvil with EntryPoint v0.7, SimpleAccountFactory
// and a VerifyingPaymaster (deployErc4337), alto as the bundler, and the server signing the
// paymaster data under the project's policy. One chain, bundler and server for the file; each
// test uses a fresh owner key (so a fresh counterfactual account) and fresh receivers.

describe('a sponsored user operation from an account holding 0 ETH', () => {
  const startServer = useTestServers()
  let node: AnvilNode
  let bundler: Bundler
  let deployment: Erc4337Deployment
  let tokens: Record<TestTokenSymbol, Address>
  let url: string

  beforeAll(async () => {
    node = await startAnvil()
    deployment = await deployErc4337(node.rpcUrl)
    tokens = await deployTestTokens(node.rpcUrl)
    ;[bundler, { url }] = await Promise.all([
      startBundler({ rpcUrl: node.rpcUrl }),
      startServer(
        sponsorConfig({
          rpcUrl: node.rpcUrl,
          bundlerUrl: 'http://127.0.0.1:9',
          paymaster: deployment.paymaster,
          token: tokens.USDC,
          perVisitorPerDay: 5,
        }),
      ),
    ])
  }, START_TIMEOUT_MS)
  afterAll(async () => {
    await bundler?.stop()
    await node?.stop()
  })

  const publicClient = () => createPublicClient({ chain: foundry, transport: http(node.rpcUrl) })
  /** viem's paymaster hooks, answered by the server's sponsorship route. */
  const sponsor = async (parameters: GetPaymasterDataParameters, stub: boolean) => {
    const { chainId: _, entryPointAddress: __, context: ___, ...operation } = parameters
    const { status, body } = await askSponsor(url, {
      stub,
      userOperation: formatUserOperationRequest(operation as UserOperation),
    })
    if (status !== 200) throw new Error(`${body.error.code}: ${body.error.message}`)
    return {
      paymaster: body.paymaster as Address,
      paymasterData: body.paymasterData,
      paymasterVerificationGasLimit: BigInt(body.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: BigInt(body.paymasterPostOpGasLimit),
    }
  }
  const bundlerClient = () =>
    createBundlerClient({
      client: publicClient(),
      transport: http(bundler.rpcUrl),
      pollingInterval: 50,
      paymaster: {
        getPaymasterStubData: (parameters) => sponsor(parameters, true),
        getPaymasterData: (parameters) => sponsor(parameters, false),
      },
    })
  /** A fresh account (0 ETH) holding 10 USDC, minted by anvil account 0 (anyone may mint). */
  const fundedAccount = async (owner = privateKeyToAccount(generatePrivateKey())) => {
    const account = await toSimpleAccount({ client: publicClient(), owner })
    const mint = encodeFunctionData({
      abi: testTokenAbi,
      functionName: 'mint',
      args: [account.address, parseUnits('10', 6)],
    })
    const from = privateKeyToAccount(ANVIL_PRIVATE_KEY).address
    await node.request('eth_sendTransaction', [{ from, to: tokens.USDC, data: mint }])
    return account
  }
  const usdcOf = (owner: Address) =>
    publicClient().readContract({
      address: tokens.USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const paymasterDeposit = () =>
    publicClient().readContract({
      address: deployment.paymaster,
      abi: erc4337Artifacts().VerifyingPaymaster.abi,
      functionName: 'getDeposit',
    }) as Promise<bigint>

  /** The embedded wallet frame's INIT_SMART_ACCOUNT for `owner` (its key's eip155 address). */
  const frameSmartAccount = (owner: Address) =>
    HANDLERS.INIT_SMART_ACCOUNT({}, {
      wallet: { requireUser: () => ({}), addresses: () => ({ eip155: owner }) },
      state: {
        chainId: 'eip155:31337',
        project: {
          origins: [],
          chains: [
            {
              caipNetworkId: 'eip155:31337',
              rpcUrl: node.rpcUrl,
              smartAccounts: true,
              accountFactory: deployment.accountFactory,
            },
          ],
        },
      },
    } as never) as Promise<{ address: Address; chainId: string }>

  it('lands: the account is deployed, the USDC moves, the paymaster pays the gas', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    // The address the embedded wallet's frame shows at once, before anything is deployed.
    const shown = await frameSmartAccount(owner.address)
    const account = await fundedAccount(owner)
    expect(shown).toEqual({ address: account.address, chainId: 'eip155:31337' })
    const receiver = freshAddress()
    const client = publicClient()
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    const depositBefore = await paymasterDeposit()
    const bundle = bundlerClient()
    const hash = await bundle.sendUserOperation({
      account,
      calls: [{ to: tokens.USDC, data: transferData(receiver, parseUnits('2.5', 6)) }],
    })
    const receipt = await bundle.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(deployment.paymaster.toLowerCase())
    expect(await usdcOf(receiver)).toBe(parseUnits('2.5', 6))
    expect(await usdcOf(account.address)).toBe(parseUnits('7.5', 6))
    expect(await client.getCode({ address: shown.address })).toMatch(/^0x[0-9a-f]{10,}/)
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    expect(depositBefore - (await paymasterDeposit())).toBe(receipt.actualGasCost)
  })

  it('is refused before the bundler for a call outside the policy: nothing lands', async () => {
    const account = await fundedAccount()
    const spender = freshAddress()
    await expect(
      bundlerClient().sendUserOperation({
        account,
        calls: [{ to: tokens.USDC, data: approveData(spender, 1n) }],
      }),
    ).rejects.toThrow(/NOT_SPONSORED: Not sponsored: method 0x095ea7b3/)
    expect(await publicClient().getCode({ address: account.address })).toBeUndefined()
    const allowance = await publicClient().readContract({
      address: tokens.USDC,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account.address, spender],
    })
    expect(allowance).toBe(0n)
  })
})
