import '../../testing/dom.testing.js'
import type { ConnectParams } from '@gangway/core/adapter'
import {
  type AnvilNode,
  deployErc4337,
  grantSessionCallData,
  revokeSessionCallData,
  startAnvil,
} from '@gangway/testing'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type LocalAccount,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { ADDRESS, createTestKit } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

// AccountSettings' smart sessions: the embedded wallet's smart account (a SessionAccount on anvil,
// two sessions granted, one of them revoked) read from the chain through the kit's transport.
const keep = destroyAfterEach()
const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
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

  async function send(from: LocalAccount, to: Address, data: Hex) {
    const hash = await createWalletClient({ transport: http(node.rpcUrl) }).sendTransaction({
      account: from,
      to,
      data,
      chain: null,
    })
    await createPublicClient({ transport: http(node.rpcUrl) }).waitForTransactionReceipt({
      hash,
      timeout: 30_000,
    })
  }

  beforeAll(async () => {
    node = await startAnvil()
    const { sessionAccountFactory: factory } = await deployErc4337(node.rpcUrl)
    const owner = privateKeyToAccount(generatePrivateKey())
    await node.request('anvil_setBalance', [owner.address, toHex(parseEther('1'))])
    const create = encodeFunctionData({
      abi: factoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 0n],
    })
    await send(owner, factory, create)
    account = await createPublicClient({ transport: http(node.rpcUrl) }).readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    })
    const validUntil = Math.floor(Date.now() / 1000) + 3600
    for (const key of [active, revoked])
      await send(owner, account, grantSessionCallData({ key, target: factory, validUntil }))
    await send(owner, account, revokeSessionCallData(revoked))
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
