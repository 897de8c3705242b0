import { describe, expect, it } from 'vitest'
import { checkNoEvm, HOST_ENTRY, packageOf } from '../scripts/check-no-evm.mjs'

describe('bundle report: a host using only the Solana adapter ships no EVM code', () => {
  it('bundles @solana/web3.js and no viem, wagmi, ethers or kernel EVM helpers', async () => {
    const { problems, report } = await checkNoEvm()
    expect(problems).toEqual([])
    expect(report.entry).toBe(HOST_ENTRY.name)
    expect(Object.keys(report.packages)).toContain('@solana/web3.js')
    expect(Object.keys(report.packages)).toContain('@wallet-standard/app')
  }, 60_000)

  it('flags a host that bundles an EVM adapter (the check can fail)', async () => {
    const { problems } = await checkNoEvm({
      entry: {
        name: 'mixed host',
        contents: [
          "import { SolanaAdapter } from '@gangway/adapter-solana'",
          "import { WagmiAdapter } from '@gangway/adapter-wagmi'",
          'export const adapters = [SolanaAdapter, WagmiAdapter]',
        ].join('\n'),
        required: '@solana/web3.js',
      },
    })
    expect(problems).toContain('mixed host: bundles viem')
    expect(problems).toContain('mixed host: bundles @wagmi/core')
    expect(problems.some((p) => p.startsWith('mixed host: bundles packages/core/src/evm/'))).toBe(
      true,
    )
  }, 60_000)

  it('names packages from module paths', () => {
    expect(packageOf('node_modules/@solana/web3.js/lib/index.browser.esm.js')).toBe(
      '@solana/web3.js',
    )
    expect(packageOf('node_modules/a/node_modules/@ethersproject/abi/lib/x.js')).toBe(
      '@ethersproject/abi',
    )
    expect(packageOf('packages/core/src/index.ts')).toBeUndefined()
  })
})
