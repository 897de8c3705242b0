/**
 * The adapter reads the wallet registry and knows Xverse, Unisat and Fordefi without sats-connect
 * (so listing wallets loads none of it): these checks keep that code and data equal to
 * sats-connect's own, which would fail on an upgrade that changes them.
 */
import { installTestWindow } from '@gangway/testing/tools'
import { DefaultAdaptersInfo, getProviderById, getProviders, RpcErrorCode } from 'sats-connect'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { SATS_CONNECT_RPC_ERRORS, toBitcoinError } from './bitcoinErrors.js'
import { KNOWN_BITCOIN_WALLETS } from './knownWallets.js'
import { bitcoinProviderById, registeredBitcoinProviders } from './walletRegistry.js'

const testWindow = installTestWindow()
afterEach(() => testWindow.reset())
afterAll(() => testWindow.uninstall())

describe("the adapter's copy of sats-connect's wallet registry code", () => {
  it('knows the same wallets as sats-connect (DefaultAdaptersInfo), icons included', () => {
    expect(KNOWN_BITCOIN_WALLETS).toEqual(DefaultAdaptersInfo)
  })

  it('uses the RPC error codes of sats-connect', () => {
    for (const [name, code] of Object.entries(SATS_CONNECT_RPC_ERRORS))
      expect(RpcErrorCode[name as keyof typeof RpcErrorCode]).toBe(code)
    expect(toBitcoinError('getAccounts', { code: RpcErrorCode.USER_REJECTION })).toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(toBitcoinError('x', { code: RpcErrorCode.METHOD_NOT_SUPPORTED })).toMatchObject({
      code: 'METHOD_NOT_SUPPORTED',
    })
  })

  it('reads the registry and provider paths as sats-connect does', () => {
    const info = { id: 'Acme.BitcoinProvider', name: 'Acme', icon: 'data:,' }
    testWindow.window.btc_providers.push(info)
    const provider = { request: async () => undefined }
    testWindow.window.Acme = { BitcoinProvider: provider }
    expect(registeredBitcoinProviders()).toEqual(getProviders())
    expect(registeredBitcoinProviders()).toEqual([info])
    for (const id of ['Acme.BitcoinProvider', 'Acme', 'Acme.Missing', 'Nope.Deeper', 'unisat'])
      expect(bitcoinProviderById(id)).toBe(getProviderById(id))
    expect(bitcoinProviderById('Acme.BitcoinProvider')).toBe(provider)
  })

  it('finds nothing without a window', () => {
    testWindow.uninstall()
    try {
      expect(registeredBitcoinProviders()).toEqual([])
      expect(bitcoinProviderById('Acme.BitcoinProvider')).toBeUndefined()
    } finally {
      installTestWindow()
    }
  })
})
