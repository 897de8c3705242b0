import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { KitEvent } from '../events/catalogue.js'
import { createEvmTestKit } from '../kit/evmTestKit.testing.js'
import { selectActiveCaipNetwork } from '../selectors/account.js'
import { createAccountTypes } from './accountTypes.js'
import type { FrameUser } from './messages.js'
import { eip155Request } from './rpc.js'
import { scriptFrame, startProbeServer, testPage } from './scriptedFrame.testing.js'
import { createEmbeddedSession } from './session.js'

// The kit's end of SET_PREFERRED_ACCOUNT against a scripted frame: what the frame answers is what
// the kit's user becomes (the providers hear accountsChanged), and the catalogue event is sent.

const SMART = '0x1111111111111111111111111111111111111111'
const OWNER = '0x2222222222222222222222222222222222222222'
const USER: FrameUser = {
  address: SMART,
  chainId: 'eip155:1',
  accounts: [{ address: SMART, type: 'smartAccount', namespace: 'eip155' }],
  preferredAccountType: 'smartAccount',
  email: 'visitor@example.com',
}

let server: Awaited<ReturnType<typeof startProbeServer>>
beforeAll(async () => {
  server = await startProbeServer()
})
afterAll(() => server.close())

function start(answer: (type: string, id: string, frame: ReturnType<typeof scriptFrame>) => void) {
  const page = testPage()
  const { kit } = createEvmTestKit({ projectId: 'demo' })
  const emitted: unknown[][] = []
  const emit = (...args: unknown[]) => {
    emitted.push(args)
  }
  const session = createEmbeddedSession({
    kit,
    serverUrl: server.url,
    emit,
    document: page.document,
  })
  const events: KitEvent[] = []
  kit.controllers.events.subscribeEvents((event) => events.push(event))
  session.setUser(USER)
  const types = createAccountTypes(kit, session, emit)
  // The channel is made on the first request: script its frame then.
  const ready = () => {
    const iframe = page.document.querySelector('iframe') as HTMLIFrameElement
    const frame = scriptFrame(page, iframe, new URL(server.url).origin)
    frame.respond((message) => answer(message.type, message.id, frame))
    frame.ready()
    return frame
  }
  const request = (method: string, params: unknown) =>
    eip155Request(
      { session, emit, networkOf: () => undefined, smartSessions: () => false },
      method,
      params,
    )
  return { kit, session, types, emitted, events, ready, request }
}

describe('setPreferredAccountType', () => {
  it("follows the frame's answer: the user's account moves, accountsChanged, the event", async () => {
    const t = start((type, id, frame) => {
      if (type === 'SET_PREFERRED_ACCOUNT')
        frame.reply(id, 'SET_PREFERRED_ACCOUNT_SUCCESS', { type: 'eoa', address: OWNER })
      else frame.reply(id, `${type}_SUCCESS`, {})
    })
    const switching = t.types.setPreferredAccountType('eoa')
    const frame = t.ready()
    await expect(switching).resolves.toBe('eoa')
    expect(frame.requests('SET_PREFERRED_ACCOUNT')[0]?.message.payload).toEqual({ type: 'eoa' })
    expect(t.session.state.getState().user).toMatchObject({
      address: OWNER,
      preferredAccountType: 'eoa',
      accounts: [{ address: OWNER, type: 'eoa', namespace: 'eip155' }],
    })
    expect(t.emitted).toEqual([['eip155', 'accountsChanged', [OWNER]]])
    const sent = t.events.filter((event) => event.name === 'SET_PREFERRED_ACCOUNT_TYPE')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.properties).toEqual({
      accountType: 'eoa',
      network: selectActiveCaipNetwork(t.kit.stores.chain.getState())?.caipNetworkId,
    })
    t.session.dispose()
    await t.kit.destroy()
  })

  it("a failed switch: the frame's own account is asked again, no event, the error rethrown", async () => {
    const t = start((type, id, frame) => {
      if (type === 'SET_PREFERRED_ACCOUNT')
        frame.reply(id, 'SET_PREFERRED_ACCOUNT_ERROR', { message: 'The node did not answer' })
      else if (type === 'GET_USER')
        frame.reply(id, 'GET_USER_SUCCESS', {
          ...USER,
          address: OWNER,
          accounts: [{ address: OWNER, type: 'eoa', namespace: 'eip155' }],
          preferredAccountType: 'eoa',
        })
      else frame.reply(id, `${type}_SUCCESS`, {})
    })
    const switching = t.types.setPreferredAccountType('smartAccount')
    t.ready()
    await expect(switching).rejects.toThrow('The node did not answer')
    expect(t.session.state.getState().user).toMatchObject({
      address: OWNER,
      preferredAccountType: 'eoa',
    })
    expect(t.emitted).toEqual([['eip155', 'accountsChanged', [OWNER]]])
    expect(t.events.some((event) => event.name === 'SET_PREFERRED_ACCOUNT_TYPE')).toBe(false)
    t.session.dispose()
    await t.kit.destroy()
  })
})

describe('wallet_switchEthereumChain', () => {
  it('follows the account the frame has on the new chain (the EOA where it has no smart account)', async () => {
    const t = start((type, id, frame) => {
      if (type === 'SWITCH_NETWORK')
        frame.reply(id, 'SWITCH_NETWORK_SUCCESS', {
          chainId: 'eip155:10',
          address: OWNER,
          type: 'eoa',
        })
      else frame.reply(id, `${type}_SUCCESS`, {})
    })
    const switching = t.request('wallet_switchEthereumChain', [{ chainId: '0xa' }])
    t.ready()
    await expect(switching).resolves.toBeNull()
    expect(t.session.state.getState().user).toMatchObject({
      chainId: 'eip155:10',
      address: OWNER,
      preferredAccountType: 'eoa',
      accounts: [{ address: OWNER, type: 'eoa', namespace: 'eip155' }],
    })
    expect(t.emitted).toEqual([
      ['eip155', 'chainChanged', '0xa'],
      ['eip155', 'accountsChanged', [OWNER]],
    ])
    t.session.dispose()
    await t.kit.destroy()
  })
})
