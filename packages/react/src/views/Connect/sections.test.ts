import type { Connector } from '@gangway/core/adapter'
import { describe, expect, it } from 'vitest'
import { buildWalletEntries, listedWalletEntries, WALLETS_BEFORE_METHODS } from './sections.js'

const c = (id: string, name: string, type: Connector['type'], rdns?: string): Connector => ({
  id,
  name,
  type,
  chain: 'eip155',
  ...(rdns ? { info: { rdns } } : {}),
})

const base = { recentWallets: [], customWallets: [], featured: [], recommended: [] }

describe('buildWalletEntries', () => {
  it('follows the spec §9 connector type order', () => {
    const entries = buildWalletEntries({
      ...base,
      connectors: [
        c('ext', 'Ledger', 'EXTERNAL'),
        c('mm', 'MetaMask', 'ANNOUNCED', 'io.metamask'),
        c('wc', 'WalletConnect', 'WALLET_CONNECT'),
        c('auth', 'Email', 'AUTH'),
      ],
      customWallets: [{ id: 'custom-1', name: 'My Wallet' }],
      featured: [{ id: 'feat-1', name: 'Featured' }],
      recommended: [{ id: 'rec-1', name: 'Recommended' }],
      recentWallets: [{ id: 'ext' }],
    })
    expect(entries.map((entry) => entry.section)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'recommended',
    ])
    expect(entries.map((entry) => entry.name)).toEqual([
      'WalletConnect',
      'Ledger',
      'MetaMask',
      'Featured',
      'My Wallet',
      'Recommended',
    ])
  })

  it('puts the host order first and shows each wallet once', () => {
    const entries = buildWalletEntries({
      ...base,
      connectors: [c('mm', 'MetaMask', 'ANNOUNCED', 'io.metamask'), c('ext', 'Ledger', 'EXTERNAL')],
      recentWallets: [{ id: 'x', rdns: 'io.metamask' }],
      recommended: [
        { id: 'mm-listing', name: 'MetaMask', rdns: 'io.metamask' },
        { id: 'rainbow', name: 'Rainbow' },
      ],
      hostOrder: ['external'],
    })
    expect(entries.map((entry) => `${entry.section}:${entry.name}`)).toEqual([
      'external:Ledger',
      'recent:MetaMask',
      'recommended:Rainbow',
    ])
    expect(entries.find((entry) => entry.section === 'recent')?.tag).toBe('connect.tagRecent')
  })

  it('shows a recent WalletConnect wallet as its directory listing, newest first, once', () => {
    const entries = buildWalletEntries({
      ...base,
      connectors: [
        c('mm', 'MetaMask', 'ANNOUNCED', 'io.metamask'),
        c('wc', 'WalletConnect', 'WALLET_CONNECT'),
      ],
      recentWallets: [{ id: 'rainbow' }, { id: 'x', rdns: 'io.metamask' }],
      recentListings: [{ id: 'rainbow', name: 'Rainbow' }],
      recommended: [
        { id: 'rainbow', name: 'Rainbow' },
        { id: 'zerion', name: 'Zerion' },
      ],
    })
    expect(entries.map((entry) => `${entry.section}:${entry.name}`)).toEqual([
      'walletConnect:WalletConnect',
      'recent:Rainbow',
      'recent:MetaMask',
      'recommended:Zerion',
    ])
    const rainbow = entries.find((entry) => entry.name === 'Rainbow')
    expect(rainbow?.kind).toBe('listing')
    expect(rainbow?.tag).toBe('connect.tagRecent')
  })

  it('lists a merged MULTI_CHAIN Trust entry once as installed', () => {
    const trust: Connector = {
      id: 'trust',
      name: 'Trust',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      connectors: [
        c('trust-evm', 'Trust Wallet', 'ANNOUNCED'),
        c('trust-sol', 'Trust', 'ANNOUNCED'),
      ],
    }
    const entries = buildWalletEntries({ ...base, connectors: [trust] })
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      name: 'Trust',
      section: 'injected',
      tag: 'connect.tagInstalled',
    })
  })
})

describe('listedWalletEntries', () => {
  // Installed, WalletConnect and six directory wallets: eight entries, as many as a visitor with
  // one extension sees from the bundled catalogue.
  const entries = buildWalletEntries({
    ...base,
    connectors: [
      c('wc', 'WalletConnect', 'WALLET_CONNECT'),
      c('mm', 'MetaMask', 'ANNOUNCED', 'io.metamask'),
      c('auth', 'Email', 'AUTH'),
    ],
    featured: ['a', 'b', 'c'].map((id) => ({ id, name: `Featured ${id}` })),
    recommended: ['d', 'e', 'f'].map((id) => ({ id, name: `Recommended ${id}` })),
  })

  it('lists the first wallets in the connector type order when email or social follows them', () => {
    expect(entries).toHaveLength(8)
    const listed = listedWalletEntries(entries, { methodsFollow: true, allWallets: true })
    expect(WALLETS_BEFORE_METHODS).toBe(4)
    expect(listed.map((entry) => entry.name)).toEqual([
      'WalletConnect',
      'MetaMask',
      'Featured a',
      'Featured b',
    ])
  })

  it("always lists the visitor's own wallets: installed and recent ones are never left out", () => {
    const installed = buildWalletEntries({
      ...base,
      connectors: [
        c('wc', 'WalletConnect', 'WALLET_CONNECT'),
        ...['a', 'b', 'c', 'd'].map((id) => c(id, `Installed ${id}`, 'ANNOUNCED', `dev.${id}`)),
        c('app', 'Wallet App', 'EXTERNAL'),
      ],
      featured: [{ id: 'f', name: 'Featured f' }],
    })
    expect(
      listedWalletEntries(installed, { methodsFollow: true, allWallets: true }).map(
        (entry) => entry.name,
      ),
    ).toEqual(['WalletConnect', 'Installed a', 'Installed b', 'Installed c', 'Installed d'])
  })

  it('lists every wallet when nothing follows the list, or when no "All wallets" shows the rest', () => {
    expect(listedWalletEntries(entries, { methodsFollow: false, allWallets: true })).toEqual(
      entries,
    )
    expect(listedWalletEntries(entries, { methodsFollow: true, allWallets: false })).toEqual(
      entries,
    )
  })
})
