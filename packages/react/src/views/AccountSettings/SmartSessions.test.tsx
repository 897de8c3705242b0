import '../../testing/dom.testing.js'
import type { ConnectParams } from '@gangway/core/adapter'
import {
  type AnvilNode,
  deployErc4337,
  deploySessionAccount,
  grantSessionCallData,
  revokeSessionCallData,
  sendAndConfirm,
  startAnvil,
} from '@gangway/testing'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { ADDRESS, createTestKit } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

// AccountSettings' smart sessions: the embedded wallet's smart account (a SessionAccount on anvil,
// two sessions granted, one of them revoked) read from the chain through the kit's transport.
const keep = destroyAfterEach()
const EMBEDDED = {
  id: 'AUTH',
  name: 'Email',
  type: 'AUTH' as const,
  chain: 'eip155' as const,
  installed: true,
  info: { icon: 'data:image/svg+xml;base64,PHN2Zy8+' },
}
const OTHER = { ...EMBEDDED, id: 'test-wallet', name: 'Test', type: 'ANNOUNCED' as const }

describe('AccountSettings: smart sessions', () => {
  let node: AnvilNode
  let account: Address
  const active = privateKeyToAccount(generatePrivateKey()).address
  const revoked = privateKeyToAccount(generatePrivateKey()).address

  beforeAll(async () => {
    node = await startAnvil()
    const { sessionAccountFactory: factory } = await deployErc4337(node.rpcUrl)
    const deployed = await deploySessionAccount(node.rpcUrl, factory)
    account = deployed.address
    const send = (data: Hex) => sendAndConfirm(node.rpcUrl, deployed.owner, account, data)
    const validUntil = Math.floor(Date.now() / 1000) + 3600
    for (const key of [active, revoked])
      await send(grantSessionCallData({ key, target: factory, validUntil }))
    await send(revokeSessionCallData(revoked))
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
  })

  async function openSettings(
    smartSessions: boolean,
    connector: typeof EMBEDDED | typeof OTHER = EMBEDDED,
  ) {
    const network = {
      id: node.chainId,
      name: 'Anvil',
      chainNamespace: 'eip155' as const,
      caipNetworkId: `eip155:${node.chainId}` as const,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.rpcUrl] } },
    }
    const made = createTestKit({
      connectors: [connector],
      features: { smartSessions },
      networks: [network],
    })
    keep(made.kit)
    const connect = made.adapter.connect.bind(made.adapter)
    made.adapter.connect = async (params: ConnectParams) => ({
      ...(await connect(params)),
      chainId: node.chainId,
      accounts: [
        { namespace: 'eip155', address: ADDRESS, type: 'eoa' },
        { namespace: 'eip155', address: account, type: 'smartAccount' },
      ],
    })
    await made.kit.ready
    await made.kit.connect({ namespace: 'eip155', connectorId: connector.id })
    await openModal(made.kit, { view: 'AccountSettings' })
    await vi.waitFor(() => expect(inModal('[data-testid="settings-disconnect"]')).not.toBeNull())
    return made.kit
  }

  it("lists the smart account's active sessions, read from the chain, each with its Revoke", async () => {
    await openSettings(true)
    await vi.waitFor(() => expect(allInModal('[data-testid="settings-session"]')).toHaveLength(1))
    const [row] = allInModal('[data-testid="settings-session"]')
    expect(row?.getAttribute('data-session-key')).toBe(active.toLowerCase())
    const revoke = row?.querySelector('[data-testid="settings-session-revoke"]')
    expect(revoke?.getAttribute('aria-label')).toBe(`Revoke session ${active.toLowerCase()}`)
    expect(inModal('#gw-settings-sessions')?.textContent).toBe('Smart sessions')
  })

  it('shows no sessions without features.smartSessions, or through another wallet', async () => {
    await openSettings(false)
    expect(inModal('[data-testid="settings-sessions"]')).toBeNull()
    await openSettings(true, OTHER)
    expect(inModal('[data-testid="settings-sessions"]')).toBeNull()
  })
})
