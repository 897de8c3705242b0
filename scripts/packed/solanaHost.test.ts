import { describe, expect, it } from 'vitest'
import { engineWarnings, solanaHostProblems } from './solanaHost.mjs'

// What npm 11 prints for one package whose engines exclude the running Node.
const warning = (name: string) => `npm warn EBADENGINE Unsupported engine {
npm warn EBADENGINE   package: '${name}',
npm warn EBADENGINE   required: { node: '>=22.12.0' },
npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }
npm warn EBADENGINE }
`
const ran = JSON.stringify({ lamports: 2_000_000_000, tokenAccounts: [true], amount: '1500000' })

describe('the Solana host check', () => {
  it('counts one EBADENGINE per warned package and fails the host on any', () => {
    const output = `added 223 packages\n${warning('commander@15.0.0')}${warning('commander@15.0.0')}`
    expect(engineWarnings(output)).toEqual(['commander@15.0.0', 'commander@15.0.0'])
    expect(solanaHostProblems(output, ran)).toEqual([
      expect.stringMatching(
        /^host-solana: npm warned EBADENGINE 2 times on Node .*: commander@15\.0\.0$/,
      ),
    ])
  })

  it('passes a clean install whose node served the airdrop, the mint and the token account', () => {
    expect(solanaHostProblems('added 180 packages in 9s\n', ran)).toEqual([])
    const noTokens = JSON.stringify({ lamports: 2_000_000_000, tokenAccounts: [], amount: '0' })
    expect(solanaHostProblems('', noTokens)).toEqual([
      'host-solana: tokenAccounts is [], not [true]',
      'host-solana: amount is "0", not "1500000"',
    ])
  })
})
