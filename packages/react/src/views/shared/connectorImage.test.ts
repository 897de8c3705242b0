import '../../testing/dom.testing.js'
import type { Connector } from '@gangway/core/adapter'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit } from '../../testing/testKit.testing.js'
import { connectorImage, EMBEDDED_WALLET_ICON, WALLETCONNECT_ICON } from './connectorImage.js'

const kits: { destroy(): unknown }[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
})

const connector = (type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id: type.toLowerCase(),
  name: type === 'AUTH' ? 'Embedded Wallet' : 'Wallet',
  type,
  chain: 'eip155',
  ...extra,
})

describe('connectorImage', () => {
  it('the embedded wallet (AUTH) and WalletConnect show their marks, not letters, unless the host gave an image', () => {
    const { kit } = createTestKit()
    kits.push(kit)
    expect(connectorImage(kit, connector('AUTH'))).toBe(EMBEDDED_WALLET_ICON)
    expect(connectorImage(kit, connector('WALLET_CONNECT'))).toBe(WALLETCONNECT_ICON)
    expect(EMBEDDED_WALLET_ICON).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg%20/)
    const own = 'https://host.example/wallet.png'
    expect(connectorImage(kit, connector('AUTH', { imageUrl: own }))).toBe(own)
    // An injected wallet without an icon keeps nothing: its row shows the monogram.
    expect(connectorImage(kit, connector('INJECTED'))).toBeUndefined()
  })
})
