import '../../testing/dom.testing.js'
import { createMemoryBackend } from '@gangway/core'
import {
  type CaipNetwork,
  type ChainFamily,
  type ConnectParams,
  type ConnectResult,
  defineChainFamily,
  solanaFamily,
} from '@gangway/core/adapter'
import jsQR from 'jsqr'
import { describe, expect, it, vi } from 'vitest'
import type { GangwayKit } from '../../kit/types.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { createKernelKit as createKit } from '../../testing/kernelKit.testing.js'
import { allInModal, inModal, modalShadow, openModal } from '../../testing/modal.testing.js'
import { appliedCss } from '../../testing/styles.testing.js'
import {
  ADDRESS,
  base,
  connect,
  createTestKit,
  mainnet,
  TestAdapter,
} from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const TON_ADDRESS = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG'

/** A family no built-in code knows: the view must list its networks all the same. */
const tonLike = defineChainFamily({
  namespace: 'ton',
  name: 'TON',
  accountTypes: ['eoa'],
  isChainId: (id: string) => /^-?\d+$/.test(id),
  isAddress: (address: string) => /^[A-Za-z0-9_-]{48}$/.test(address),
})

function familyNetwork(family: ChainFamily, id: string, name: string): CaipNetwork {
  return {
    id,
    name,
    chainNamespace: family.namespace,
    caipNetworkId: `${family.namespace}:${id}`,
    nativeCurrency: { name, symbol: name.slice(0, 3).toUpperCase(), decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
  }
}

/** The test adapter for another family, connecting to `address`. */
class FamilyAdapter extends TestAdapter {
  constructor(
    override readonly family: ChainFamily,
    private readonly address: string,
    chainId: string,
  ) {
    super([
      {
        id: `${family.namespace}-wallet`,
        name: 'Wallet',
        type: 'ANNOUNCED',
        chain: family.namespace,
        installed: true,
      },
    ])
    this.chainId = chainId
  }

  override async connect(params: ConnectParams): Promise<ConnectResult> {
    return {
      id: params.id,
      type: 'ANNOUNCED',
      address: this.address,
      chainId: params.chainId ?? this.chainId,
    }
  }
}

const solanaMainnet = familyNetwork(solanaFamily, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
const solanaDevnet = familyNetwork(
  solanaFamily,
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
)
const tonMainnet = familyNetwork(tonLike, '-239', 'TON')

/** A kit with eip155, Solana and the TON-like family; connects `namespace` and makes it active. */
async function multiFamilyKit(namespace: 'solana' | 'ton') {
  const kit = createKit({
    adapters: [
      new TestAdapter(),
      new FamilyAdapter(solanaFamily, SOLANA_ADDRESS, solanaMainnet.id as string),
      new FamilyAdapter(tonLike, TON_ADDRESS, tonMainnet.id as string),
    ],
    networks: [mainnet, solanaMainnet, base, solanaDevnet, tonMainnet],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    enableWalletConnect: false,
    walletDirectory: false,
    features: { analytics: false },
    logger: { error: () => {}, warn: () => {} },
  })
  keep(kit)
  await kit.ready
  await kit.switchNetwork(namespace === 'solana' ? solanaMainnet : tonMainnet)
  await kit.connect({ namespace, connectorId: `${namespace}-wallet` })
  return kit
}

/** Opens Account, then Receive through its feature button, as a visitor does. */
async function openReceive(kit: GangwayKit) {
  await openModal(kit, { view: 'Account' })
  await vi.waitFor(() => expect(inModal('[data-feature="receive"]')).not.toBeNull())
  inModal('[data-feature="receive"]')!.click()
  await vi.waitFor(() => expect(inModal('[data-testid="receive-address"]')).not.toBeNull())
}

const networkNames = () =>
  // Each name follows its (decorative) image.
  allInModal('[data-testid="receive-networks"] li').map((item) => item.lastChild?.textContent)
const warning = () => inModal('[data-testid="receive-warning"]')?.textContent ?? ''

/**
 * Draws the QR code's SVG path as the browser would (module by module, 4 px each, quiet zone
 * included) and decodes it with a real QR reader.
 */
function decodeRenderedQr(): string | undefined {
  const svg = inModal('[data-testid="receive-qr"] svg')!
  const [x0, y0, box] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [
    number,
    number,
    number,
  ]
  const d = svg.querySelector('path')!.getAttribute('d')!
  const scale = 4
  const side = box * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = 0; row < scale; row++) {
      for (let col = 0; col < Number(w) * scale; col++) {
        const px = (Number(x) - x0) * scale + col
        const py = (Number(y) - y0) * scale + row
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3)
      }
    }
  }
  return jsQR(pixels, side, side)?.data
}

describe('Receive', () => {
  it('shows the eip155 address as text and QR code, and every EVM network of the kit', async () => {
    const { kit } = createTestKit()
    keep(kit)
    await connect(kit)
    await openReceive(kit)

    expect(kit.stores.router.getState().view).toBe('Receive')
    expect(inModal('[data-testid="receive-address"]')?.textContent).toBe(ADDRESS)
    const qr = inModal('[data-testid="receive-qr"] svg')
    expect(qr?.getAttribute('role')).toBe('img')
    expect(qr?.getAttribute('aria-label')).toBe('QR code of your EVM address')
    expect(decodeRenderedQr()).toBe(ADDRESS)
    expect(networkNames()).toEqual(['Ethereum', 'Base'])
    expect(inModal('#gw-receive-networks')?.textContent).toBe('Networks for this address')
    expect(warning()).toContain('Only send assets on the EVM networks listed here to this address')
  })

  it("styles itself from its own stylesheet, adopted into the modal's shadow root once", async () => {
    const { kit } = createTestKit()
    keep(kit)
    await connect(kit)
    await openReceive(kit)
    const address = inModal('[data-testid="receive-address"]')!
    expect(address.getAttribute('style')).toBeNull()
    const rules = () => appliedCss(modalShadow()!).match(/\.gw-receive-address\s*\{/g)?.length ?? 0
    expect(rules()).toBe(1)
    // Back to Account and in again: the view's sheet is not adopted a second time.
    kit.controllers.router.goBack()
    await vi.waitFor(() => expect(inModal('[data-feature="receive"]')).not.toBeNull())
    inModal('[data-feature="receive"]')!.click()
    await vi.waitFor(() => expect(inModal('[data-testid="receive-address"]')).not.toBeNull())
    expect(rules()).toBe(1)
  })

  it('copies the address, with visible and announced feedback', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { kit } = createTestKit()
    keep(kit)
    await connect(kit)
    await openReceive(kit)

    const button = inModal<HTMLButtonElement>('[data-testid="receive-copy"]')!
    const status = modalShadow()!.querySelector('[data-testid="receive-copy"] ~ [role="status"]')
    expect(button.textContent).toBe('Copy address')
    expect(status?.textContent).toBe('')
    button.focus()
    button.click()
    await vi.waitFor(() => expect(button.textContent).toBe('Copied'))
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(status?.textContent).toBe('Address copied')
    expect(modalShadow()!.activeElement).toBe(button)
    // The feedback goes after a moment, ready for the next copy.
    await vi.waitFor(() => expect(button.textContent).toBe('Copy address'), { timeout: 3000 })
    expect(status?.textContent).toBe('')
  })

  it('says so when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError')
    })
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { kit } = createTestKit()
    keep(kit)
    await connect(kit)
    await openReceive(kit)
    inModal('[data-testid="receive-copy"]')!.click()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="snackbar"]')?.textContent).toBe('Could not copy the address'),
    )
    expect(inModal('[data-testid="receive-copy"]')?.textContent).toBe('Copy address')
  })

  it("lists only the Solana account's networks", async () => {
    const kit = await multiFamilyKit('solana')
    await openReceive(kit)
    expect(inModal('[data-testid="receive-address"]')?.textContent).toBe(SOLANA_ADDRESS)
    expect(decodeRenderedQr()).toBe(SOLANA_ADDRESS)
    expect(networkNames()).toEqual(['Solana', 'Solana Devnet'])
    expect(warning()).toContain('the Solana networks listed here')
  })

  it("works for a family the UI has never heard of (its one network, by the family's name)", async () => {
    const kit = await multiFamilyKit('ton')
    await openReceive(kit)
    expect(inModal('[data-testid="receive-address"]')?.textContent).toBe(TON_ADDRESS)
    expect(decodeRenderedQr()).toBe(TON_ADDRESS)
    expect(networkNames()).toEqual(['TON'])
    expect(inModal('#gw-receive-networks')?.textContent).toBe('Network for this address')
    expect(warning()).toContain('Only send assets on TON to this address')
    expect(inModal('[data-testid="receive-qr"] svg')?.getAttribute('aria-label')).toBe(
      'QR code of your TON address',
    )
  })

  it('offers a way back when no account is connected', async () => {
    const { kit } = createTestKit()
    keep(kit)
    await openModal(kit, { view: 'Receive' })
    await vi.waitFor(() => expect(inModal('.gw-empty')?.textContent).toContain('No account'))
    expect(inModal('[data-testid="receive-qr"]')).toBeNull()
  })
})
