import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  artifactsPath,
  compileContracts,
  renderArtifacts,
} from '../../scripts/compile-contracts.mjs'
import {
  TestCollectibleArtifact,
  TestTokenArtifact,
  TetherTokenArtifact,
} from './artifacts.generated.js'

describe('compile-contracts.mjs', () => {
  it('recompiling the .sol sources gives exactly the committed artifacts', () => {
    const result = compileContracts()
    expect(Object.keys(result.contracts).sort()).toEqual([
      'Multicall3',
      'TestCollectible',
      'TestEnsRegistry',
      'TestIdRegistry',
      'TestMultiToken',
      'TestOffchainResolver',
      'TestSmartAccount',
      'TestSmartAccountFactory',
      'TestToken',
      'TestUniversalResolver',
      'TetherToken',
    ])
    expect(result.contracts.TestToken?.bytecode).toBe(TestTokenArtifact.bytecode)
    expect(result.contracts.TetherToken?.deployedBytecode).toBe(
      TetherTokenArtifact.deployedBytecode,
    )
    expect(result.contracts.TestCollectible?.bytecode).toBe(TestCollectibleArtifact.bytecode)
    expect(renderArtifacts(result)).toBe(readFileSync(artifactsPath, 'utf8'))
  }, 60_000)

  it('gives the USDT-style token no return values where the ERC-20 one returns bool', () => {
    const outputsOf = (abi: readonly any[], name: string) =>
      abi.find((item) => item.type === 'function' && item.name === name)?.outputs
    for (const name of ['transfer', 'approve', 'transferFrom']) {
      expect(outputsOf(TestTokenArtifact.abi, name)).toEqual([
        { internalType: 'bool', name: '', type: 'bool' },
      ])
      expect(outputsOf(TetherTokenArtifact.abi, name)).toEqual([])
    }
  })

  it("gives the ERC-721 collection's Transfer an indexed tokenId (4 topics, unlike ERC-20's 3)", () => {
    const transfer = TestCollectibleArtifact.abi.find(
      (item) => item.type === 'event' && item.name === 'Transfer',
    )
    expect(transfer?.inputs.map((input) => [input.name, input.indexed])).toEqual([
      ['from', true],
      ['to', true],
      ['tokenId', true],
    ])
  })
})
