import {
  type Address,
  BaseError,
  ContractFunctionZeroDataError,
  createWalletClient,
  custom,
  erc20Abi,
  type Hex,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_PRIVATE_KEY } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { localPublicClient } from '../contracts/deployContract.js'
import {
  deployTestTokens,
  type TestTokenSymbol,
  tetherTokenAbi,
} from '../contracts/deployTestTokens.js'
import { createTestWallet } from './createTestWallet.js'
import type { TestWallet } from './types.js'

describe('sending with the test wallet (real anvil)', () => {
  let node: AnvilNode
  let tokens: Record<TestTokenSymbol, Address>
  // A fresh key anvil does not hold: only local signing can send from it.
  const key: Hex = generatePrivateKey()
  const sender = privateKeyToAccount(key).address
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  let wallet: TestWallet

  const balanceOf = (token: Address, owner: Address) =>
    localPublicClient(node.rpcUrl).readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const walletClient = () => createWalletClient({ chain: foundry, transport: custom(wallet) })

  beforeAll(async () => {
    node = await startAnvil()
    tokens = await deployTestTokens(node.rpcUrl, { deployer: ANVIL_PRIVATE_KEY })
    await node.request('anvil_setBalance', [sender, '0x56bc75e2d63100000']) // 100 ETH
    const funder = createTestWallet({ rpcUrl: node.rpcUrl, privateKey: ANVIL_PRIVATE_KEY })
    const [deployer] = (await funder.request({ method: 'eth_requestAccounts' })) as Address[]
    const funderClient = createWalletClient({ chain: foundry, transport: custom(funder) })
    for (const symbol of ['USDC', 'USDT'] as const) {
      const abi = symbol === 'USDT' ? tetherTokenAbi : erc20Abi
      await funderClient.writeContract({
        account: deployer as Address,
        address: tokens[symbol],
        abi,
        functionName: 'transfer',
        args: [sender, parseUnits('1000', 6)],
      } as never)
    }
    wallet = createTestWallet({ rpcUrl: node.rpcUrl, privateKey: key, connected: true })
  })
  afterAll(async () => {
    await node?.stop()
  })

  it('sends ETH with eth_sendTransaction, signed locally and sent raw', async () => {
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: sender, to: recipient, value: '0xde0b6b3a7640000' }],
    })) as Hex
    const receipt = await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(sender.toLowerCase())
    expect(receipt.type).toBe('eip1559')
    expect(await localPublicClient(node.rpcUrl).getBalance({ address: recipient })).toBe(
      parseEther('1'),
    )
  })

  it('sends a legacy transaction when the dapp sets gasPrice', async () => {
    const hash = await walletClient().sendTransaction({
      account: sender,
      to: recipient,
      value: 1n,
      gasPrice: parseUnits('3', 9),
    })
    const receipt = await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash })
    expect(receipt.type).toBe('legacy')
    expect(receipt.effectiveGasPrice).toBe(parseUnits('3', 9))
  })

  it('transfers a standard ERC-20 with the standard ABI (writeContract)', async () => {
    const before = await balanceOf(tokens.USDC, recipient)
    const hash = await walletClient().writeContract({
      account: sender,
      address: tokens.USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('12.5', 6)],
    })
    await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash })
    expect((await balanceOf(tokens.USDC, recipient)) - before).toBe(parseUnits('12.5', 6))
  })

  it('transfers the USDT-style token with the no-return ABI', async () => {
    const before = await balanceOf(tokens.USDT, sender)
    const { request } = await localPublicClient(node.rpcUrl).simulateContract({
      account: sender,
      address: tokens.USDT,
      abi: tetherTokenAbi,
      functionName: 'transfer',
      args: [recipient, parseUnits('7', 6)],
    })
    expect(request.functionName).toBe('transfer')
    const hash = await walletClient().writeContract({
      account: sender,
      address: tokens.USDT,
      abi: tetherTokenAbi,
      functionName: 'transfer',
      args: [recipient, parseUnits('7', 6)],
    })
    const receipt = await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(before - (await balanceOf(tokens.USDT, sender))).toBe(parseUnits('7', 6))
    expect(await balanceOf(tokens.USDT, recipient)).toBe(parseUnits('7', 6))
  })

  it('simulating the USDT transfer with the standard ERC-20 ABI fails: no bool comes back', async () => {
    const error = await localPublicClient(node.rpcUrl)
      .simulateContract({
        account: sender,
        address: tokens.USDT,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, 1n],
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BaseError)
    expect(
      (error as BaseError).walk((cause) => cause instanceof ContractFunctionZeroDataError),
    ).toBeInstanceOf(ContractFunctionZeroDataError)
    // The same call with the standard ABI on the standard token simulates fine and returns true.
    const { result } = await localPublicClient(node.rpcUrl).simulateContract({
      account: sender,
      address: tokens.USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 1n],
    })
    expect(result).toBe(true)
  })

  it('USDT approve refuses changing one non-zero allowance to another', async () => {
    const approve = (amount: bigint) =>
      walletClient().writeContract({
        account: sender,
        address: tokens.USDT,
        abi: tetherTokenAbi,
        functionName: 'approve',
        args: [recipient, amount],
      })
    await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash: await approve(5n) })
    await expect(approve(6n)).rejects.toThrow(/revert/i)
    await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash: await approve(0n) })
    await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash: await approve(6n) })
  })

  it('a reverting transaction reaches the dapp as the node error with its revert data', async () => {
    const error = (await wallet
      .request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: sender,
            to: tokens.DAI,
            // transfer(recipient, 1): the sender holds no DAI
            data: `0xa9059cbb${recipient.slice(2).padStart(64, '0')}${'1'.padStart(64, '0')}`,
          },
        ],
      })
      .catch((caught: unknown) => caught)) as { code: number; message: string; data: Hex }
    expect(error.code).toBe(3)
    expect(error.message).toContain('transfer amount exceeds balance')
    expect(error.data).toMatch(/^0x08c379a0/) // Error(string)
  })

  it('rejectNext on eth_sendTransaction surfaces as a 4001 to viem and sends nothing', async () => {
    const nonce = await localPublicClient(node.rpcUrl).getTransactionCount({ address: sender })
    wallet.rejectNext('eth_sendTransaction')
    const error = await walletClient()
      .sendTransaction({ account: sender, to: recipient, value: 1n })
      .catch((caught: BaseError) => caught)
    expect((error as BaseError).walk((cause: any) => cause?.code === 4001)).toBeTruthy()
    expect(await localPublicClient(node.rpcUrl).getTransactionCount({ address: sender })).toBe(
      nonce,
    )
  })
})
