import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { getConnectMethodsOrder, isUsableBrowserWallet } from './connectMethods.js'

const announced: Connector = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' }
const injectedPresent: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  installed: true,
}
const injectedMissing: Connector = { ...injectedPresent, installed: false }
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const auth: Connector = { id: 'auth', name: 'Auth', type: 'AUTH', chain: 'eip155' }

describe('connect-method order', () => {
  it('defaults to email, social, wallet', () => {
    expect(getConnectMethodsOrder({})).toEqual(['email', 'social', 'wallet'])
    expect(getConnectMethodsOrder({ connectors: [walletConnect, auth, injectedMissing] })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  it('is wallet, email, social when an announced wallet is usable', () => {
    expect(getConnectMethodsOrder({ connectors: [walletConnect, announced] })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('is wallet, email, social when an injected wallet is usable', () => {
    expect(getConnectMethodsOrder({ connectors: [injectedPresent] })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('counts a multi-chain entry holding a usable wallet', () => {
    const multi: Connector = {
      id: 'phantom',
      name: 'Phantom',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      connectors: [{ ...announced, chain: 'solana' }],
    }
    expect(isUsableBrowserWallet(multi)).toBe(true)
    expect(isUsableBrowserWallet({ ...multi, connectors: [walletConnect] })).toBe(false)
  })

  it('the host connectMethodsOrder overrides both', () => {
    expect(
      getConnectMethodsOrder({
        connectMethodsOrder: ['social', 'wallet', 'email'],
        connectors: [announced],
      }),
    ).toEqual(['social', 'wallet', 'email'])
  })

  it('a custom usable predicate can be injected', () => {
    expect(getConnectMethodsOrder({ connectors: [announced], isUsable: () => false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })
})
