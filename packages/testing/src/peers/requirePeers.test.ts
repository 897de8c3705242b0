import { KitError } from '@gangway/core/common'
import { describe, expect, it } from 'vitest'
import { isPeerInstalled, requirePeers } from './requirePeers.js'

/** A resolver over a made-up node_modules: `installed` names resolve, `noExports` ones refuse. */
const resolver =
  (installed: string[], noExports: string[] = []) =>
  (specifier: string) => {
    const name = specifier.replace(/\/package\.json$/, '')
    if (installed.includes(name)) return `file:///host/node_modules/${specifier}`
    const error = new Error(`Cannot find package '${name}'`) as Error & { code: string }
    error.code = noExports.includes(name) ? 'ERR_PACKAGE_PATH_NOT_EXPORTED' : 'ERR_MODULE_NOT_FOUND'
    throw error
  }

describe('requirePeers', () => {
  it('passes when every peer resolves, or is there with exports that hide its package.json', () => {
    const resolve = resolver(['viem'], ['@ton/core'])
    expect(() => requirePeers('@gangway/testing', ['viem', '@ton/core'], resolve)).not.toThrow()
    expect(isPeerInstalled('@ton/core', resolve)).toBe(true)
  })

  it('names every missing peer and the entry that needs them, with the npm line to install them', () => {
    const run = () =>
      requirePeers(
        '@gangway/testing/solana/node',
        ['@solana/web3.js', 'litesvm', 'ws'],
        resolver(['ws']),
      )
    expect(run).toThrow(KitError)
    try {
      run()
    } catch (error) {
      expect((error as KitError).code).toBe('OPTIONAL_PEER_MISSING')
      expect((error as KitError).shortMessage).toBe('@solana/web3.js litesvm is not installed')
      expect((error as KitError).longMessage).toBe(
        'Install @solana/web3.js litesvm for @gangway/testing/solana/node (npm i @solana/web3.js litesvm), or turn @gangway/testing/solana/node off.',
      )
    }
  })

  it('resolves from this package by default (installed: vitest; not installed: a made-up name)', () => {
    expect(() => requirePeers('@gangway/testing/conformance', ['vitest'])).not.toThrow()
    expect(() => requirePeers('@gangway/testing', ['gangway-no-such-package'])).toThrow(
      'gangway-no-such-package is not installed',
    )
  })

  it('passes on a failure that is not a missing package', () => {
    const broken = () => {
      throw new TypeError('resolver broke')
    }
    expect(() => requirePeers('@gangway/testing', ['viem'], broken)).toThrow('resolver broke')
  })
})
