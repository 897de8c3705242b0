import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  toFunctionSelector,
  toHex,
} from 'viem'
import { createBundlerClient, entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendSessionCall } from '../../../core/src/evm/sessionCall.js'
import { ANVIL_PRIVATE_KEY } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import {
  deployTestTokens,
  type TestTokenSymbol,
  testTokenAbi,
} from '../contracts/deployTestTokens.js'
import { deployErc4337, type Erc4337Deployment } from './deployErc4337.js'
import { erc4337Artifacts } from './erc4337Artifacts.js'
import { grantSessionCallData, revokeSessionCallData } from './sessionKey.js'
import { type Bundler, startBundler } from './startBundler.js'
import { SIMPLE_ACCOUNT_FACTORY_07, toSimpleAccount } from './toSimpleAccount.js'

// One anvil and one alto for the file; every test uses an account of a fresh owner key and
// receivers of its own, so the tests share the chain without reading each other's balances.
const ANVIL_ACCOUNT_0 = privateKeyToAccount(ANVIL_PRIVATE_KEY).address

describe('ERC-4337 on anvil: EntryPoint v0.7, SimpleAccountFactory, SessionAccountFactory, alto', () => {
  let node: AnvilNode
  let bundler: Bundler
  let deployment: Erc4337Deployment
  let tokens: Record<TestTokenSymbol, Address>
  let bundlerStartMs: number

  beforeAll(async () => {
    node = await startAnvil()
    deployment = await deployErc4337(node.rpcUrl)
    tokens = await deployTestTokens(node.rpcUrl)
    const started = performance.now()
    bundler = await startBundler({ rpcUrl: node.rpcUrl })
    bundlerStartMs = performance.now() - started
  }, 60_000)
  afterAll(async () => {
    await bundler?.stop()
    await node?.stop()
  })

  const publicClient = () => createPublicClient({ chain: foundry, transport: http(node.rpcUrl) })
  const bundlerClient = () =>
    createBundlerClient({
      client: publicClient(),
      transport: http(bundler.rpcUrl),
      pollingInterval: 50,
    })
  const freshAccount = () =>
    toSimpleAccount({ client: publicClient(), owner: privateKeyToAccount(generatePrivateKey()) })
  const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

  it('puts the EntryPoint and the factory at their public addresses, the paymaster funded', async () => {
    expect(deployment.entryPoint).toBe(entryPoint07Address)
    expect(deployment.accountFactory).toBe(SIMPLE_ACCOUNT_FACTORY_07)
    const client = publicClient()
    for (const address of Object.values(deployment).slice(0, 4) as Address[]) {
      expect((await client.getCode({ address }))?.length).toBeGreaterThan(2)
    }
    const deposit = await client.readContract({
      address: deployment.paymaster,
      abi: erc4337Artifacts().VerifyingPaymaster.abi,
      functionName: 'getDeposit',
    })
    expect(deposit).toBe(parseEther('100'))
    console.info(`alto answered ${Math.round(bundlerStartMs)} ms after startBundler was called`)
    expect(await bundler.request('eth_supportedEntryPoints')).toEqual([entryPoint07Address])
  })

  it('deploys a counterfactual account with its first user operation, which moves ETH', async () => {
    const account = await freshAccount()
    const receiver = freshAddress()
    const client = publicClient()
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    // The account pays its own gas (no paymaster here).
    await node.request('anvil_setBalance', [account.address, toHex(parseEther('1'))])
    const bundle = bundlerClient()
    const hash = await bundle.sendUserOperation({
      account,
      calls: [{ to: receiver, value: parseEther('0.25') }],
    })
    const receipt = await bundle.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{10,}/)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
  })

  it('sends two token transfers as one user operation (executeBatch, one transaction)', async () => {
    const account = await freshAccount()
    const [first, second] = [freshAddress(), freshAddress()]
    const client = publicClient()
    await node.request('anvil_setBalance', [account.address, toHex(parseEther('1'))])
    // Anyone may mint the test token: anvil account 0 (unlocked) gives the account 10 USDC. (The
    // account itself must not send a transaction: a nonce at its address would fail its CREATE2.)
    const mint = encodeFunctionData({
      abi: testTokenAbi,
      functionName: 'mint',
      args: [account.address, parseUnits('10', 6)],
    })
    await node.request('eth_sendTransaction', [
      { from: ANVIL_ACCOUNT_0, to: tokens.USDC, data: mint },
    ])
    const transfer = (to: Address, amount: string) => ({
      to: tokens.USDC,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits(amount, 6)],
      }),
    })
    const bundle = bundlerClient()
    const hash = await bundle.sendUserOperation({
      account,
      calls: [transfer(first, '1.5'), transfer(second, '2')],
    })
    const receipt = await bundle.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    const balanceOf = (owner: Address) =>
      client.readContract({
        address: tokens.USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    expect(await balanceOf(first)).toBe(parseUnits('1.5', 6))
    expect(await balanceOf(second)).toBe(parseUnits('2', 6))
    expect(await balanceOf(account.address)).toBe(parseUnits('6.5', 6))
    const transaction = await client.getTransactionReceipt({
      hash: receipt.receipt.transactionHash,
    })
    const transfers = transaction.logs.filter(
      (log) => log.address.toLowerCase() === tokens.USDC.toLowerCase(),
    )
    expect(transfers).toHaveLength(2)
  })

  it("a session key spends within its limit through alto; beyond it reverts on chain; revoked, alto refuses it (core's sendSessionCall)", async () => {
    const client = publicClient()
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSimpleAccount({
      client,
      owner,
      factory: deployment.sessionAccountFactory,
    })
    await node.request('anvil_setBalance', [account.address, toHex(parseEther('1'))])
    const mint = encodeFunctionData({
      abi: testTokenAbi,
      functionName: 'mint',
      args: [account.address, parseUnits('10', 6)],
    })
    await node.request('eth_sendTransaction', [
      { from: ANVIL_ACCOUNT_0, to: tokens.USDC, data: mint },
    ])
    const key = privateKeyToAccount(generatePrivateKey())
    const ownerOperation = async (data: Hex) => {
      const bundle = bundlerClient()
      const hash = await bundle.sendUserOperation({
        account,
        calls: [{ to: account.address, data }],
      })
      return (await bundle.waitForUserOperationReceipt({ hash, timeout: 30_000 })).success
    }
    // The owner's first operation deploys the account and grants the session: 5 USDC of transfers.
    const { timestamp } = await client.getBlock()
    const grant = grantSessionCallData({
      key: key.address,
      target: tokens.USDC,
      selector: toFunctionSelector('transfer(address,uint256)'),
      tokenLimit: parseUnits('5', 6),
      validUntil: Number(timestamp) + 3600,
    })
    expect(await ownerOperation(grant)).toBe(true)
    const receiver = freshAddress()
    const spend = (amount: string, gas?: Parameters<typeof sendSessionCall>[0]['gas']) =>
      sendSessionCall({
        account: account.address,
        signer: key,
        chainId: node.chainId,
        rpcUrl: node.rpcUrl,
        bundlerUrl: bundler.rpcUrl,
        call: {
          to: tokens.USDC,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [receiver, parseUnits(amount, 6)],
          }),
        },
        ...(gas && { gas }),
        timeoutMs: 30_000,
      })
    const balanceOf = (holder: Address) =>
      client.readContract({
        address: tokens.USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      })
    expect((await spend('3')).success).toBe(true)
    expect(await balanceOf(receiver)).toBe(parseUnits('3', 6))
    // 3 + 2.5 > 5: the bundler's estimate sees the revert and refuses; sent anyway with fixed
    // gas, it lands and reverts on chain, moving nothing.
    await expect(spend('2.5')).rejects.toMatchObject({ code: 'SESSION_CALL_FAILED' })
    const gas = {
      callGasLimit: 200_000n,
      verificationGasLimit: 200_000n,
      preVerificationGas: 100_000n,
    }
    const beyond = await spend('2.5', gas)
    expect(beyond.success).toBe(false)
    const landed = await client.getTransactionReceipt({ hash: beyond.transactionHash })
    expect(landed.status).toBe('success')
    expect(await balanceOf(receiver)).toBe(parseUnits('3', 6))
    // Revoked by the owner's operation: alto refuses the key's next operation (signature check).
    expect(await ownerOperation(revokeSessionCallData(key.address))).toBe(true)
    await expect(spend('1', gas)).rejects.toThrow(/AA24/)
    expect(await balanceOf(receiver)).toBe(parseUnits('3', 6))
  })
})
