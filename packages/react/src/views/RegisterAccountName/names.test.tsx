import '../../testing/dom.testing.js'
import type { KitEvent } from '@gangway/core'
import { registrationMessage } from '@gangway/core/names'
import { type LocalBalanceApi, startLocalBalanceApi } from '@gangway/testing'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { GangwayKit } from '../../kit/types.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { inModal, modalShadow, openModal } from '../../testing/modal.testing.js'
import { connect, createTestKit, type TestAdapter } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

/** The real @gangway/server (its /names routes) on an in-memory database. */
let api: LocalBalanceApi
beforeAll(async () => {
  api = await startLocalBalanceApi({ chains: [] })
}, 60_000)
afterAll(() => api?.close())

const keep = destroyAfterEach()

const unique = () => `v${Math.random().toString(36).slice(2, 10)}`
const byTestId = <T extends HTMLElement = HTMLElement>(id: string) =>
  inModal<T>(`[data-testid="${id}"]`)

/** Types into a field as a keyboard does (React listens to input events). */
function typeInto(input: HTMLInputElement | null, text: string) {
  if (!input) throw new Error('no field')
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set
  setter?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Registers `label` straight on the server, for a fresh key (someone else's name) by default. */
async function registerElsewhere(
  label: string,
  account = privateKeyToAccount(generatePrivateKey()),
) {
  const message = registrationMessage({
    domain: new URL(api.url).host,
    name: `${label}.gangway.eth`,
    coinType: 60,
    address: account.address,
    timestamp: Date.now(),
  })
  const signature = await account.signMessage({ message })
  const response = await fetch(`${api.url}/names/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coinType: 60, address: account.address, signature, message }),
  })
  expect(response.status).toBe(201)
  return account
}

/** A kit with the server as its name API, connected to a wallet that really signs (a viem key). */
async function namesKit(account = privateKeyToAccount(generatePrivateKey())): Promise<{
  kit: GangwayKit
  account: PrivateKeyAccount
  events: string[]
}> {
  const { kit, adapter } = createTestKit({ namesApiUrl: api.url })
  keep(kit)
  const connectAs = adapter.connect.bind(adapter)
  Object.assign(adapter as TestAdapter, {
    connect: async (params: Parameters<TestAdapter['connect']>[0]) => ({
      ...(await connectAs(params)),
      address: account.address,
    }),
    signMessage: async ({ message }: { message: string }) => ({
      signature: await account.signMessage({ message }),
    }),
  })
  const events: string[] = []
  kit.subscribeEvents((event: KitEvent) => events.push(event.name))
  await connect(kit)
  await vi.waitFor(() => expect(kit.getAccount().address).toBe(account.address))
  await openModal(kit, { view: 'Account' })
  return { kit, account, events }
}

describe('RegisterAccountName and Send to a name, against the real server', () => {
  it('Choose a name → rule text, taken with free variants, register → success, profile name in Account', async () => {
    const { kit, account, events } = await namesKit()
    await vi.waitFor(() => expect(byTestId('account-choose-name')).not.toBeNull(), {
      timeout: 10_000,
    })
    byTestId('account-choose-name')?.click()
    await vi.waitFor(() => expect(byTestId('register-name-view')).not.toBeNull(), {
      timeout: 10_000,
    })
    const input = () => byTestId<HTMLInputElement>('register-name-input')
    const status = () => byTestId('register-name-status')?.textContent
    const submit = () => byTestId<HTMLButtonElement>('register-name-submit')

    typeInto(input(), 'abc')
    await vi.waitFor(() =>
      expect(status()).toBe('At least 4 characters; only letters, digits and hyphen.'),
    )
    expect(submit()?.disabled).toBe(true)
    // What the server refuses is refused here first, with the server's reason (issue 35).
    for (const [typed, reason] of [
      ['--------', 'No hyphen at the start or the end (a DNS label).'],
      ['a'.repeat(200), 'At most 63 characters (a DNS label).'],
      [
        'xn--80ak6aa92e',
        'An xn-- label must stand for a normalised name (whole-script confusable: Cyrillic/Latin).',
      ],
    ] as const) {
      typeInto(input(), typed)
      await vi.waitFor(() => expect(status()).toBe(reason), { timeout: 5_000 })
      expect(submit()?.disabled).toBe(true)
    }

    const taken = unique()
    await registerElsewhere(taken)
    typeInto(input(), taken.toUpperCase())
    await vi.waitFor(() => expect(status()).toBe(`${taken}.gangway.eth is taken`), {
      timeout: 5_000,
    })
    expect(submit()?.disabled).toBe(true)
    const suggestions = Array.from(
      modalShadow()?.querySelectorAll<HTMLButtonElement>(
        '[data-testid="register-name-suggestion"]',
      ) ?? [],
    )
    expect(suggestions.length).toBeGreaterThan(0)
    const suggested = suggestions[0]?.textContent ?? ''
    suggestions[0]?.click()
    await vi.waitFor(() => expect(status()).toBe(`${suggested} is available`), { timeout: 5_000 })
    expect(submit()?.disabled).toBe(false)
    submit()?.click()

    await vi.waitFor(() => expect(byTestId('register-name-success')).not.toBeNull(), {
      timeout: 10_000,
    })
    expect(byTestId('register-name-success-name')?.textContent).toBe(suggested)
    expect(kit.controllers.chain.getAccountState('eip155')?.profileName).toBe(suggested)
    expect(events).toEqual(
      expect.arrayContaining(['REGISTER_ACCOUNT_NAME_INITIATED', 'REGISTER_ACCOUNT_NAME_SUCCESS']),
    )
    // Read back from the server: the name is the wallet's.
    const stored = await (await fetch(`${api.url}/names/lookup?name=${suggested}`)).json()
    expect(stored.addresses).toEqual({ 60: { address: account.address } })
    // Back in Account, the name replaces the address and the way in is gone.
    inModal<HTMLButtonElement>('[data-testid="register-name-success"] button')?.click()
    await vi.waitFor(() => expect(byTestId('account-view-address')?.textContent).toBe(suggested), {
      timeout: 10_000,
    })
    expect(byTestId('account-choose-name')).toBeNull()
  })

  it('an account that has a name shows it in Account on open (reverse lookup), no way in', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const label = unique()
    await registerElsewhere(label, account)
    const { kit } = await namesKit(account)
    await vi.waitFor(
      () => expect(byTestId('account-view-address')?.textContent).toBe(`${label}.gangway.eth`),
      { timeout: 10_000 },
    )
    expect(kit.controllers.chain.getAccountState('eip155')?.profileName).toBe(
      `${label}.gangway.eth`,
    )
    expect(byTestId('account-choose-name')).toBeNull()
  })

  it('a name taken between the check and the click: back on the view with the server reason', async () => {
    const { kit, events } = await namesKit()
    kit.controllers.router.push('RegisterAccountName')
    await vi.waitFor(() => expect(byTestId('register-name-view')).not.toBeNull(), {
      timeout: 10_000,
    })
    const label = unique()
    typeInto(byTestId<HTMLInputElement>('register-name-input'), label)
    await vi.waitFor(
      () =>
        expect(byTestId('register-name-status')?.textContent).toBe(
          `${label}.gangway.eth is available`,
        ),
      { timeout: 5_000 },
    )
    await registerElsewhere(label)
    byTestId<HTMLButtonElement>('register-name-submit')?.click()
    await vi.waitFor(
      () =>
        expect(byTestId('register-name-status')?.textContent).toBe(`${label}.gangway.eth is taken`),
      { timeout: 10_000 },
    )
    expect(kit.stores.router.getState().view).toBe('RegisterAccountName')
    expect(events).toContain('REGISTER_ACCOUNT_NAME_ERROR')
    expect(kit.controllers.chain.getAccountState('eip155')?.profileName ?? null).toBeNull()
  })

  it("Send's receiver resolves a name to its address and shows it; an unknown name is refused", async () => {
    const label = unique()
    const owner = await registerElsewhere(label)
    const { kit } = await namesKit()
    kit.controllers.send.setSendState({ sendTokenAmount: '0.5' })
    kit.controllers.router.push('Send')
    await vi.waitFor(() => expect(byTestId('send-view')).not.toBeNull(), { timeout: 10_000 })
    typeInto(byTestId<HTMLInputElement>('send-receiver'), `${label}.gangway.eth`)
    await vi.waitFor(
      () => expect(byTestId('send-receiver-resolved')?.textContent).toBe(owner.address),
      { timeout: 5_000 },
    )
    expect(kit.stores.send.getState()).toMatchObject({
      receiverAddress: owner.address,
      receiverProfileName: `${label}.gangway.eth`,
    })
    // An unknown name says so and cannot be sent to.
    const unknown = `${unique()}.gangway.eth`
    typeInto(byTestId<HTMLInputElement>('send-receiver'), unknown)
    await vi.waitFor(
      () => expect(byTestId('send-error')?.textContent).toBe(`${unknown} is not registered`),
      { timeout: 5_000 },
    )
    expect(byTestId<HTMLButtonElement>('send-preview')?.disabled).toBe(true)
  })
})
