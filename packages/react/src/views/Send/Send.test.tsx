import '../../testing/dom.testing.js'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { KitEvent } from '@gangway/core'
import type { TokenBalance } from '@gangway/core/internal'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { messages as french } from '../../i18n/messages/fr/index.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { inModal, modalShadow, openModal } from '../../testing/modal.testing.js'
import {
  ADDRESS,
  connect,
  createTestKit,
  network,
  type TestAdapter,
} from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const RECEIVER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const HASH = `0x${'ab'.repeat(32)}`
const GWEI = 1_000_000_000n

/** A JSON-RPC node answering the gas price (1 gwei) and the chain id. */
let node: Server
let rpcUrl = ''
beforeAll(async () => {
  node = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const calls = [JSON.parse(body)].flat() as { id: number; method: string }[]
      const answers = calls.map(({ id, method }) => ({
        jsonrpc: '2.0',
        id,
        result: method === 'eth_gasPrice' ? `0x${GWEI.toString(16)}` : '0x1',
      }))
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(JSON.parse(body)) ? answers : answers[0]))
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => node.close(resolve)))

const keep = destroyAfterEach()

const row = (
  symbol: string,
  numeric: string,
  decimals: number,
  address?: string,
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(address ? { address: `eip155:1:${address}` } : {}),
  value: 0,
  price: symbol === 'ETH' ? 2000 : 1,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: '',
})

/** A connected kit on Send: ETH 2 and USDC 50 (plus an empty DAI), gas priced by the node. */
async function openSend() {
  const balances = [
    row('ETH', '2', 18),
    row('USDC', '50', 6, USDC),
    row('DAI', '0', 18, `0x${'d'.repeat(40)}`),
  ]
  const { kit, adapter } = createTestKit({
    networks: [{ ...network(1, 'Ethereum'), rpcUrls: { default: { http: [rpcUrl] } } }],
    balanceSource: { getBalances: async () => ({ balances }) },
  })
  keep(kit)
  const wallet = {
    sent: [] as unknown[],
    estimateGas: vi.fn(async (params: { data?: string }) => ({
      gas: params.data ? 50_000n : 21_000n,
    })),
    transferToken: vi.fn(async (params: unknown) => {
      wallet.sent.push(params)
      return { hash: HASH }
    }),
  }
  Object.assign(adapter as TestAdapter, {
    capabilities: { estimateGas: wallet.estimateGas, transferToken: wallet.transferToken },
  })
  const events: string[] = []
  kit.subscribeEvents((event: KitEvent) => events.push(event.name))
  await connect(kit)
  await vi.waitFor(() => expect(kit.getAccount().address).toBe(ADDRESS))
  await kit.refreshBalances()
  await openModal(kit, { view: 'Account' })
  kit.controllers.router.push('Send')
  await vi.waitFor(() => expect(inModal('[data-testid="send-view"]')).not.toBeNull(), {
    timeout: 10_000,
  })
  return { kit, adapter, wallet, events }
}

const focused = () => {
  let active = modalShadow()?.activeElement as HTMLElement | null | undefined
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement
  return active ?? null
}
const byTestId = <T extends HTMLElement = HTMLElement>(id: string) =>
  inModal<T>(`[data-testid="${id}"]`)

/** Types into the focused field, as a keyboard does (React listens to input events). */
function type(text: string) {
  const input = focused() as HTMLInputElement
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set
  setter?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Tab: focus moves to the next focusable control of the dialog, as the browser moves it. */
function tab() {
  const dialog = inModal('[role="dialog"]') as HTMLElement
  const controls = Array.from(
    dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), a[href]'),
  )
  const next = controls[controls.indexOf(focused() as HTMLElement) + 1]
  next?.focus()
  return next
}

/** Enter / Space on the focused control: a button activates (click), a form field submits. */
function press() {
  const control = focused() as HTMLElement
  if (control instanceof HTMLInputElement) control.form?.requestSubmit()
  else control.click()
}

describe('Send views', () => {
  it('keyboard only: picks USDC, types amount and receiver, previews and sends', async () => {
    const { kit, wallet, events } = await openSend()
    // Focus starts in the amount field; the native currency is picked.
    await vi.waitFor(() => expect(focused()).toBe(byTestId('send-amount')))
    await vi.waitFor(() => expect(byTestId('send-token')?.textContent).toContain('ETH'))
    expect(events).toContain('OPEN_SEND')

    // Back to the token button (Shift+Tab), Enter: the token list, focus on the token in use.
    byTestId('send-token')?.focus()
    press()
    await vi.waitFor(() => expect(byTestId('send-select-token')).not.toBeNull(), {
      timeout: 10_000,
    })
    const options = () =>
      Array.from(modalShadow()?.querySelectorAll('[data-testid="send-token-option"]') ?? [])
    // Native first, then the tokens with a balance (no empty DAI).
    expect(
      options().map(
        (option) => option.querySelector('.gw-list-item-label')?.firstChild?.textContent,
      ),
    ).toEqual(['ETH', 'USDC'])
    await vi.waitFor(() => expect(focused()).toBe(options()[0]))
    ;(options()[1] as HTMLElement).focus()
    press()
    await vi.waitFor(() => expect(byTestId('send-token')?.textContent).toContain('USDC'))

    byTestId('send-amount')?.focus()
    type('12.5')
    // The receiver is still missing: the spec's text, tied to the field.
    await vi.waitFor(() =>
      expect(byTestId('send-error')?.textContent).toBe(
        'Please enter a valid amount and receiver address',
      ),
    )
    expect(byTestId<HTMLButtonElement>('send-preview')?.disabled).toBe(true)
    expect(tab()).toBe(byTestId('send-max'))
    expect(tab()).toBe(byTestId('send-receiver'))
    expect(byTestId('send-receiver')?.getAttribute('aria-invalid')).toBe('true')
    expect(byTestId('send-receiver')?.getAttribute('aria-describedby')).toBe(
      byTestId('send-error')?.id,
    )
    type(RECEIVER)
    await vi.waitFor(() => expect(byTestId('send-error')?.textContent).toBe(''))
    await vi.waitFor(() =>
      expect(byTestId('send-fee')?.textContent).toBe('Network fee: 0.00005 ETH (≈ $0.10)'),
    )
    press() // Enter in the form: Preview

    await vi.waitFor(() => expect(byTestId('send-preview-view')).not.toBeNull(), {
      timeout: 10_000,
    })
    await vi.waitFor(() => expect(focused()).toBe(byTestId('preview-send')))
    expect(byTestId('preview-amount')?.textContent).toBe('12.5 USDC (≈ $12.50)')
    expect(byTestId('preview-receiver')?.textContent).toBe(RECEIVER)
    expect(byTestId('preview-network')?.textContent).toBe('Ethereum')
    await vi.waitFor(() =>
      expect(byTestId('preview-fee')?.textContent).toBe('0.00005 ETH (≈ $0.10)'),
    )
    press()

    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'))
    expect(wallet.sent).toEqual([
      expect.objectContaining({
        tokenAddress: USDC,
        to: RECEIVER,
        amount: 12_500_000n,
        decimals: 6,
      }),
    ])
    // OPEN_SEND once: coming back from the token list is no new start.
    expect(events.filter((name) => name.includes('SEND'))).toEqual([
      'OPEN_SEND',
      'SEND_INITIATED',
      'SEND_SUCCESS',
    ])
    await vi.waitFor(() =>
      expect(byTestId('snackbar')?.textContent).toContain('Transaction started'),
    )
    expect(kit.stores.send.getState().sendTokenAmount).toBeUndefined()
    expect(kit.stores.activity.getState().pending[0]?.metadata.hash).toBe(HASH)
  })

  it('Max leaves the fee of a native send; inline texts for a bad amount or receiver', async () => {
    const { adapter } = await openSend()
    const sends: unknown[] = []
    adapter.sendTransaction = async (params) => {
      sends.push(params)
      return { hash: HASH }
    }
    await vi.waitFor(() => expect(byTestId('send-token')?.textContent).toContain('ETH'))
    byTestId('send-max')?.click()
    // 2 ETH minus 21000 gas at 1 gwei.
    await vi.waitFor(() =>
      expect(byTestId<HTMLInputElement>('send-amount')?.value).toBe('1.999979'),
    )

    byTestId('send-receiver')?.focus()
    type('0x1234')
    await vi.waitFor(() => expect(byTestId('send-error')?.textContent).toBe('Invalid address'))
    type('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
    await vi.waitFor(() =>
      expect(byTestId('send-error')?.textContent).toBe('This is a Solana address, not EVM'),
    )
    // Mixed case with a wrong EIP-55 checksum (one letter's case mistyped): refused here, not
    // by the wallet after the preview.
    type('0x000000000000000000000000000000000000c0De')
    await vi.waitFor(() => expect(byTestId('send-error')?.textContent).toBe('Invalid address'))
    expect(byTestId('send-receiver')?.getAttribute('aria-invalid')).toBe('true')
    type(RECEIVER)
    byTestId('send-amount')?.focus()
    type('2')
    await vi.waitFor(() =>
      expect(byTestId('send-error')?.textContent).toBe('Insufficient funds for network fee'),
    )
    expect(byTestId('send-amount')?.getAttribute('aria-invalid')).toBe('true')
    type('3')
    await vi.waitFor(() => expect(byTestId('send-error')?.textContent).toBe('Insufficient balance'))
    type('0.1234567890123456789')
    await vi.waitFor(() =>
      expect(byTestId('send-error')?.textContent).toBe('ETH has at most 18 decimals'),
    )
    type('1')
    await vi.waitFor(() => expect(byTestId('send-error')?.textContent).toBe(''))
    byTestId('send-preview')?.click()
    await vi.waitFor(() => expect(byTestId('preview-send')).not.toBeNull(), { timeout: 10_000 })
    await vi.waitFor(() =>
      expect(byTestId('preview-fee')?.textContent).toBe('0.000021 ETH (≈ $0.04)'),
    )
    byTestId('preview-send')?.click()
    await vi.waitFor(() => expect(sends).toHaveLength(1))
    expect(sends[0]).toMatchObject({ to: RECEIVER, value: 10n ** 18n, gasPrice: GWEI })
  })

  it('a refusal in the wallet keeps the preview and everything typed, with the text', async () => {
    const { kit, adapter } = await openSend()
    adapter.sendTransaction = () =>
      Promise.reject(Object.assign(new Error('denied'), { code: 4001 }))
    kit.controllers.send.setSendState({ sendTokenAmount: '0.5', receiverAddress: RECEIVER })
    kit.controllers.router.push('SendPreview')
    await vi.waitFor(() => expect(byTestId('preview-send')).not.toBeNull(), { timeout: 10_000 })
    await vi.waitFor(() =>
      expect(byTestId<HTMLButtonElement>('preview-send')?.disabled).toBe(false),
    )
    byTestId('preview-send')?.click()
    await vi.waitFor(() =>
      expect(byTestId('preview-error')?.textContent).toBe('User rejected the request'),
    )
    expect(kit.stores.router.getState().view).toBe('SendPreview')
    expect(kit.stores.send.getState()).toMatchObject({
      sendTokenAmount: '0.5',
      receiverAddress: RECEIVER,
    })
    await vi.waitFor(() => expect(focused()).toBe(byTestId('preview-send')))
  })

  it('in French: texts, amounts in the locale (comma, grouping, US$), problems with their params', async () => {
    const { kit } = await openSend()
    kit.controllers.theme.setLocale('fr')
    const number = (value: number) => new Intl.NumberFormat('fr').format(value)
    const usd = (value: number) =>
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(value)
    await vi.waitFor(() => expect(byTestId('send-preview')?.textContent).toBe("Vérifier l'envoi"))
    await vi.waitFor(() => expect(byTestId('send-token')?.textContent).toContain('ETH'))
    expect(byTestId('send-token')?.textContent).toContain('Solde : 2,000 ETH')
    expect(byTestId('send-max')?.getAttribute('aria-label')).toBe(
      'Utiliser le montant maximal de ETH',
    )

    byTestId('send-receiver')?.focus()
    type(RECEIVER)
    byTestId('send-amount')?.focus()
    // The field keeps machine decimals; a typed comma is taken as the separator.
    type('0,1234567890123456789')
    await vi.waitFor(() =>
      expect(byTestId('send-error')?.textContent).toBe(
        String(french['error.SEND_TOO_MANY_DECIMALS'])
          .replace('{symbol}', 'ETH')
          .replace('{decimals}', '18'),
      ),
    )
    type('1.5')
    await vi.waitFor(() => expect(byTestId('send-error')?.textContent).toBe(''))
    await vi.waitFor(() =>
      expect(byTestId('send-fee')?.textContent).toBe(
        `Frais de réseau : 0,000021 ETH (≈ ${usd(0.04)})`,
      ),
    )
    byTestId('send-preview')?.click()
    await vi.waitFor(() => expect(byTestId('preview-amount')).not.toBeNull(), { timeout: 10_000 })
    expect(byTestId('preview-amount')?.textContent).toBe(`${number(1.5)} ETH (≈ ${usd(3000)})`)
    expect(byTestId('preview-send')?.textContent).toBe('Envoyer')
  })
})
