import { type SessionCallGas, sendSessionCall } from '@gangway/core/sessions'
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
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
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
import { createApi } from '../../../frame/src/api.js'
import { HANDLERS } from '../../../frame/src/handlers.js'
import { runSessionRequest } from '../../../frame/src/sessions.js'
import { counterfactualAddress, userOperationServices } from '../../../frame/src/smartAccount.js'
import {
  type SmartAccountChain,
  sendUserOperation,
  waitForUserOperationReceipt,
} from '../../../frame/src/userOperation.js'
import { PROJECT, START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
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
    bundler = await startBundler({ rpcUrl: node.rpcUrl })
    ;({ url } = await startServer(
      sponsorConfig({
        rpcUrl: node.rpcUrl,
        bundlerUrl: bundler.rpcUrl,
        paymaster: deployment.paymaster,
        token: tokens.USDC,
        perVisitorPerDay: 5,
      }),
    ))
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
    expect(shown).toEqual({ address: account.address, chainId: 'eip155:31337', isDeployed: false })
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

  // The embedded wallet frame's own user operations (frame/src/userOperation.ts), through the
  // server's relay to the bundler and its sponsorship route, as the frame sends them.
  const frameServices = () =>
    userOperationServices(
      createApi(PROJECT, { get: () => undefined, set: () => undefined }, url),
      'eip155:31337',
    )
  const frameChain = (): SmartAccountChain => ({
    id: 31337,
    rpcUrl: node.rpcUrl,
    entryPoint: deployment.entryPoint,
    accountFactory: deployment.accountFactory,
  })

  it("the frame's operation: sponsored, it deploys the account at its shown address", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const { address } = await frameSmartAccount(owner.address)
    await fundedAccount(owner)
    const receiver = freshAddress()
    const sent = await sendUserOperation(
      [{ to: tokens.USDC, data: transferData(receiver, parseUnits('1.5', 6)) }],
      owner,
      frameChain(),
      frameServices(),
    )
    expect(sent).toMatchObject({ sender: address, sponsored: true })
    const receipt = await waitForUserOperationReceipt(sent.hash, frameServices(), { pollMs: 50 })
    expect(receipt.paymaster?.toLowerCase()).toBe(deployment.paymaster.toLowerCase())
    expect(await usdcOf(receiver)).toBe(parseUnits('1.5', 6))
    expect(await publicClient().getCode({ address })).toMatch(/^0x[0-9a-f]{10,}/)
    expect(await publicClient().getBalance({ address })).toBe(0n)
    // The deployed account's next operation: no factory, the EntryPoint's next nonce.
    const again = await sendUserOperation(
      [{ to: tokens.USDC, data: transferData(receiver, parseUnits('1', 6)) }],
      owner,
      frameChain(),
      frameServices(),
    )
    await waitForUserOperationReceipt(again.hash, frameServices(), { pollMs: 50 })
    expect(await usdcOf(receiver)).toBe(parseUnits('2.5', 6))
  })

  it("the frame's batch outside the policy: one operation, one transaction, the account pays", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await fundedAccount(owner)
    const from = privateKeyToAccount(ANVIL_PRIVATE_KEY).address
    await node.request('eth_sendTransaction', [
      { from, to: account.address, value: `0x${parseEther('1').toString(16)}` },
    ])
    const spender = freshAddress()
    const receiver = freshAddress()
    const depositBefore = await paymasterDeposit()
    const sent = await sendUserOperation(
      [
        { to: tokens.USDC, data: approveData(spender, 7n) },
        { to: tokens.USDC, data: transferData(receiver, parseUnits('3', 6)) },
      ],
      owner,
      frameChain(),
      frameServices(),
    )
    expect(sent.sponsored).toBe(false)
    const receipt = await waitForUserOperationReceipt(sent.hash, frameServices(), { pollMs: 50 })
    expect(receipt.paymaster).toBeUndefined()
    const transaction = await publicClient().getTransactionReceipt({
      hash: receipt.receipt.transactionHash,
    })
    expect(transaction.status).toBe('success')
    const allowance = await publicClient().readContract({
      address: tokens.USDC,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account.address, spender],
    })
    expect(allowance).toBe(7n)
    expect(await usdcOf(receiver)).toBe(parseUnits('3', 6))
    // The account paid the gas: the EntryPoint keeps what the prefund left over as its deposit.
    const deposit = await publicClient().readContract({
      address: deployment.entryPoint,
      abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
      functionName: 'balanceOf',
      args: [account.address],
    })
    const balance = await publicClient().getBalance({ address: account.address })
    expect(balance + deposit).toBe(parseEther('1') - BigInt(receipt.actualGasCost))
    expect(await paymasterDeposit()).toBe(depositBefore)
  })

  it("relays only the bundler's user-operation methods, and its refusals with their message", async () => {
    const relay = (body: Record<string, unknown>) =>
      fetch(`${url}/sponsor/bundler?projectId=${PROJECT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ caipNetworkId: 'eip155:31337', ...body }),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as any,
      }))
    expect(await relay({ method: 'eth_supportedEntryPoints' })).toEqual({
      status: 200,
      body: { result: [deployment.entryPoint] },
    })
    const other = await relay({ method: 'debug_bundler_clearState' })
    expect(other.status).toBe(400)
    expect(other.body.error.field).toBe('method')
    const elsewhere = await relay({ caipNetworkId: 'eip155:1', method: 'eth_supportedEntryPoints' })
    expect(elsewhere).toMatchObject({ status: 403, body: { error: { code: 'NO_BUNDLER' } } })
    const unknown = await relay({
      method: 'eth_getUserOperationReceipt',
      params: ['0x1234'],
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.error.code).toBe('BUNDLER_REFUSED')
    expect(unknown.body.error.message.length).toBeGreaterThan(0)
  })

  it("the frame's account: the smart account by default, the EOA once chosen, the EOA where there is no ERC-4337", async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const { address: smart } = await frameSmartAccount(owner)
    const chains = [
      {
        caipNetworkId: 'eip155:31337',
        rpcUrl: node.rpcUrl,
        smartAccounts: true,
        accountFactory: deployment.accountFactory,
      },
      { caipNetworkId: 'eip155:31338', rpcUrl: node.rpcUrl },
    ]
    const context = (chainId: string) =>
      ({
        wallet: {
          user: { id: `user-${owner}` },
          requireUser: () => ({ id: `user-${owner}` }),
          addresses: () => ({ eip155: owner }),
        },
        state: { projectId: PROJECT, chainId, project: { origins: [], chains } },
      }) as never
    const choose = (type: string, chainId = 'eip155:31337') =>
      HANDLERS.SET_PREFERRED_ACCOUNT({ type }, context(chainId))
    const accounts = (chainId = 'eip155:31337') =>
      HANDLERS.RPC_REQUEST({ method: 'eth_accounts', chainId }, context(chainId))
    expect(await accounts()).toEqual([smart])
    expect(await choose('eoa')).toEqual({ type: 'eoa', address: owner })
    expect(await accounts()).toEqual([owner])
    expect(await choose('smartAccount')).toEqual({ type: 'smartAccount', address: smart })
    expect(await accounts()).toEqual([smart])
    // No ERC-4337 on the network: eoa is assumed (spec §4).
    expect(await choose('smartAccount', 'eip155:31338')).toEqual({ type: 'eoa', address: owner })
    await expect(choose('admin')).rejects.toThrow(
      "The account type must be 'eoa' or 'smartAccount'",
    )
    // A network switch answers the account there (the kit's account follows it).
    expect(
      await HANDLERS.SWITCH_NETWORK({ chainId: 'eip155:31338' }, context('eip155:31337')),
    ).toEqual({ chainId: 'eip155:31338', address: owner, type: 'eoa' })
    expect(
      await HANDLERS.SWITCH_NETWORK({ chainId: 'eip155:31337' }, context('eip155:31338')),
    ).toEqual({ chainId: 'eip155:31337', address: smart, type: 'smartAccount' })
  })

  it("a smart session: granted in the frame, spent by the host's key within its limit, beyond it reverted on chain, revoked", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const chain = { ...frameChain(), accountFactory: deployment.sessionAccountFactory }
    const account = await counterfactualAddress(node.rpcUrl, chain.accountFactory, owner.address)
    const from = privateKeyToAccount(ANVIL_PRIVATE_KEY).address
    const mint = encodeFunctionData({
      abi: testTokenAbi,
      functionName: 'mint',
      args: [account, parseUnits('10', 6)],
    })
    await node.request('eth_sendTransaction', [{ from, to: tokens.USDC, data: mint }])
    // Calls to the account itself are outside the policy: the account pays its gas.
    await node.request('eth_sendTransaction', [
      { from, to: account, value: toHex(parseEther('1')) },
    ])
    const key = privateKeyToAccount(generatePrivateKey())
    const grant = [
      {
        chainId: toHex(31337),
        expiry: Math.floor(Date.now() / 1000) + 3600,
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: key.publicKey } },
        permissions: [
          {
            type: 'contract-call',
            data: {
              address: tokens.USDC,
              functions: [{ functionName: 'transfer(address,uint256)' }],
            },
            policies: [{ type: 'token-allowance', data: { allowance: toHex(parseUnits('3', 6)) } }],
          },
        ],
      },
    ]
    const request = (method: string, params: unknown) =>
      runSessionRequest(method, params, owner, chain, frameServices())
    const granted = await request('wallet_grantPermissions', grant)
    expect(granted).toMatchObject({ address: account, permissionsContext: key.address })
    const receiver = freshAddress()
    const spend = (amount: string, gas?: SessionCallGas) =>
      sendSessionCall({
        account,
        signer: key,
        chainId: 31337,
        rpcUrl: node.rpcUrl,
        bundlerUrl: bundler.rpcUrl,
        call: { to: tokens.USDC, data: transferData(receiver, parseUnits(amount, 6)) },
        ...(gas && { gas }),
        timeoutMs: 30_000,
      })
    expect((await spend('2')).success).toBe(true)
    expect(await usdcOf(receiver)).toBe(parseUnits('2', 6))
    const gas = {
      callGasLimit: 200_000n,
      verificationGasLimit: 200_000n,
      preVerificationGas: 100_000n,
    }
    const beyond = await spend('1.5', gas)
    expect(beyond.success).toBe(false)
    expect(await usdcOf(receiver)).toBe(parseUnits('2', 6))
    expect(
      await request('wallet_revokePermissions', [{ permissionsContext: key.address }]),
    ).toBeNull()
    await expect(spend('0.5', gas)).rejects.toThrow(/AA24/)
    expect(await usdcOf(receiver)).toBe(parseUnits('2', 6))
  })
})
