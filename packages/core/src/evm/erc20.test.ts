import { describe, expect, it } from 'vitest'
import {
  ERC20_ABI,
  erc20AbiFor,
  erc20WriteArgs,
  isUsdtContract,
  MAINNET_USDT_ADDRESS,
  USDT_ABI,
} from './erc20.js'

const outputsOf = (abi: readonly { name: string; outputs: readonly unknown[] }[], name: string) =>
  abi.find((entry) => entry.name === name)?.outputs

describe('ERC-20 ABIs', () => {
  it('the standard ABI returns bool from transfer, approve and transferFrom', () => {
    for (const name of ['transfer', 'approve', 'transferFrom'])
      expect(outputsOf(ERC20_ABI, name)).toEqual([{ name: '', type: 'bool' }])
  })

  it('the USDT ABI returns nothing from them', () => {
    for (const name of ['transfer', 'approve', 'transferFrom'])
      expect(outputsOf(USDT_ABI, name)).toEqual([])
  })

  it('are plain JSON', () => {
    expect(JSON.parse(JSON.stringify(ERC20_ABI))).toEqual(ERC20_ABI)
    expect(JSON.parse(JSON.stringify(USDT_ABI))).toEqual(USDT_ABI)
  })
})

describe('USDT detection', () => {
  it('recognises mainnet USDT in any letter case', () => {
    expect(MAINNET_USDT_ADDRESS).toBe('0xdAC17F958D2ee523a2206206994597C13D831ec7')
    expect(isUsdtContract(MAINNET_USDT_ADDRESS.toLowerCase())).toBe(true)
    expect(erc20AbiFor(MAINNET_USDT_ADDRESS)).toBe(USDT_ABI)
  })

  it('recognises host-listed addresses and nothing else', () => {
    const extra = ['0x5FbDB2315678afecb367f032d93F642f64180aa3']
    expect(erc20AbiFor('0x5fbdb2315678afecb367f032d93f642f64180aa3', extra)).toBe(USDT_ABI)
    expect(erc20AbiFor('0x5fbdb2315678afecb367f032d93f642f64180aa3')).toBe(ERC20_ABI)
    expect(isUsdtContract('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(false)
  })
})

describe('erc20WriteArgs', () => {
  const base = { fromAddress: '0xfrom', receiverAddress: '0xto', tokenAmount: 5n }
  it('passes receiver and amount to transfer and approve, owner first to transferFrom', () => {
    expect(erc20WriteArgs({ ...base, method: 'transfer' })).toEqual(['0xto', 5n])
    expect(erc20WriteArgs({ ...base, method: 'approve' })).toEqual(['0xto', 5n])
    expect(erc20WriteArgs({ ...base, method: 'transferFrom' })).toEqual(['0xfrom', '0xto', 5n])
  })
})
