import { describe, expect, it } from 'vitest'
import { checkNoWagmi, HOST_ENTRIES, packageOf } from '../scripts/check-no-wagmi.mjs'

describe('bundle report: a host using only the ethers adapter ships no wagmi code', () => {
  it('finds no wagmi or viem module in either ethers entry', async () => {
    const { problems, report } = await checkNoWagmi()
    expect(problems).toEqual([])
    expect(report.map((r) => r.entry)).toEqual(HOST_ENTRIES.map((e) => e.name))
    expect(Object.keys(report[0]?.packages ?? {})).toContain('ethers')
    expect(Object.keys(report[1]?.packages ?? {})).toContain('ethers5')
  }, 60_000)

  it('flags a host that bundles the wagmi adapter (the check can fail)', async () => {
    const { problems } = await checkNoWagmi({
      entries: [
        {
          name: 'wagmi host',
          contents:
            "import { WagmiAdapter } from '@gangway/adapter-wagmi'\nexport const a = WagmiAdapter\n",
        },
      ],
    })
    expect(problems).toContain('wagmi host: bundles viem')
    expect(problems).toContain('wagmi host: bundles @wagmi/core')
  }, 60_000)

  it('names packages from module paths', () => {
    expect(packageOf('node_modules/viem/_esm/index.js')).toBe('viem')
    expect(packageOf('node_modules/@wagmi/core/dist/esm/x.js')).toBe('@wagmi/core')
    expect(packageOf('node_modules/ethers5/node_modules/bn.js/lib/bn.js')).toBe('bn.js')
    expect(packageOf('packages/core/src/index.ts')).toBeUndefined()
  })
})
