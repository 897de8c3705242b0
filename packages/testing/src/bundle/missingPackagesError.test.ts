import { KitError } from '@gangway/core/common'
import { describe, expect, it } from 'vitest'
import { missingPackagesError } from './bundleBrowserEntry.js'

describe('missingPackagesError', () => {
  it('names each package esbuild could not resolve (once), as OPTIONAL_PEER_MISSING', () => {
    const failure = Object.assign(new Error('Build failed with 3 errors'), {
      errors: [
        { text: 'Could not resolve "@solana/web3.js"' },
        { text: 'Could not resolve "@solana/web3.js/lib/index.js"' },
        { text: 'Could not resolve "litesvm"' },
      ],
    })
    const error = missingPackagesError(failure, 'Solana test wallet entry')
    expect(error).toBeInstanceOf(KitError)
    expect(error?.code).toBe('OPTIONAL_PEER_MISSING')
    expect(error?.shortMessage).toBe('@solana/web3.js litesvm is not installed')
  })

  it('leaves other failures (a relative file, a syntax error) alone', () => {
    const failure = {
      errors: [
        { text: 'Could not resolve "./missing.js"' },
        { text: 'Expected ";" but found "}"' },
      ],
    }
    expect(missingPackagesError(failure, 'entry')).toBeUndefined()
    expect(missingPackagesError(new Error('boom'), 'entry')).toBeUndefined()
  })
})
