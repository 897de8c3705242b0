import { type Address, erc20Abi, getAddress, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { deployMulticall3, MULTICALL3_ADDRESS } from '../anvil/deployMulticall3.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { Multicall3Artifact } from './artifacts.generated.js'
import { localPublicClient } from './deployContract.js'
import { deployTestTokens, TEST_TOKENS, type TestTokenSymbol } from './deployTestTokens.js'

describe('deployTestTokens', () => {
  let node: AnvilNode
  let tokens: Record<TestTokenSymbol, Address>
  const deployerKey = anvilPrivateKey(3)
  const deployer = privateKeyToAccount(deployerKey).address

  beforeAll(async () => {
    node = await startAnvil()
    tokens = await deployTestTokens(node.rpcUrl, { deployer: deployerKey })
  })
  afterAll(async () => {
    await node?.stop()
  })

  it('deploys USDC (6 decimals), DAI (18) and USDT (6) with the supply at the deployer', async () => {
    const client = localPublicClient(node.rpcUrl)
    const expected = { USDC: 6, DAI: 18, USDT: 6 }
    for (const [symbol, decimals] of Object.entries(expected) as [TestTokenSymbol, number][]) {
      const address = tokens[symbol]
      expect(await client.readContract({ address, abi: erc20Abi, functionName: 'symbol' })).toBe(
        symbol,
      )
      expect(await client.readContract({ address, abi: erc20Abi, functionName: 'name' })).toBe(
        TEST_TOKENS[symbol].name,
      )
      expect(await client.readContract({ address, abi: erc20Abi, functionName: 'decimals' })).toBe(
        decimals,
      )
      const balance = await client.readContract({
        address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [deployer],
      })
      expect(balance).toBe(parseUnits('1000000', decimals))
    }
    expect(new Set(Object.values(tokens)).size).toBe(3)
    for (const address of Object.values(tokens)) expect(address).toBe(getAddress(address))
  })

  it('deployMulticall3 makes viem multicall work on a fresh anvil', async () => {
    const client = localPublicClient(node.rpcUrl)
    expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toBeUndefined()
    expect(await deployMulticall3(node.rpcUrl)).toBe(MULTICALL3_ADDRESS)
    expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toBe(
      Multicall3Artifact.deployedBytecode,
    )
    const results = await client.multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      contracts: [
        { address: tokens.USDC, abi: erc20Abi, functionName: 'balanceOf', args: [deployer] },
        { address: tokens.DAI, abi: erc20Abi, functionName: 'decimals' },
        // A call that reverts: allowFailure keeps the others.
        { address: tokens.USDT, abi: erc20Abi, functionName: 'transfer', args: [deployer, 1n] },
      ],
    })
    expect(results[0]).toEqual({ status: 'success', result: parseUnits('1000000', 6) })
    expect(results[1]).toEqual({ status: 'success', result: 18 })
    expect(results[2]?.status).toBe('failure')
  })
  it('the Multicall3 at the canonical address answers its block and balance helpers', async () => {
    const client = localPublicClient(node.rpcUrl)
    await deployMulticall3(node.rpcUrl)
    const read = (functionName: string, args: readonly unknown[] = []) =>
      client.readContract({
        address: MULTICALL3_ADDRESS,
        abi: Multicall3Artifact.abi,
        functionName,
        args,
      } as never)
    expect(await read('getChainId')).toBe(31_337n)
    expect(await read('getBlockNumber')).toBe(await client.getBlockNumber())
    expect(await read('getEthBalance', [deployer])).toBe(
      await client.getBalance({ address: deployer }),
    )
    await expect(
      read('aggregate', [
        [{ target: tokens.USDT, callData: '0xa9059cbb' }], // transfer() with no arguments reverts
      ]),
    ).rejects.toThrow('Multicall3: call failed')
  })
})
