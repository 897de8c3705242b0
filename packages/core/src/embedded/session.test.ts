import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmTestKit } from '../kit/evmTestKit.testing.js'
import { scriptFrame, startProbeServer, testPage, tick } from './scriptedFrame.testing.js'
import { createEmbeddedSession } from './session.js'

let server: Awaited<ReturnType<typeof startProbeServer>>
beforeAll(async () => {
  server = await startProbeServer()
})
afterAll(() => server.close())

function start(readyTimeoutMs = 2_000) {
  const page = testPage()
  const { kit } = createEvmTestKit({ projectId: 'demo' })
  const session = createEmbeddedSession({
    kit,
    serverUrl: server.url,
    emit: () => undefined,
    document: page.document,
    readyTimeoutMs,
  })
  const frameOf = () => {
    const iframe = page.document.querySelectorAll('iframe')
    return scriptFrame(
      page,
      iframe[iframe.length - 1] as HTMLIFrameElement,
      new URL(server.url).origin,
    )
  }
  return { page, kit, session, frameOf }
}

describe('the embedded session', () => {
  it("READY not in time: the 'Invalid App Configuration' alert; the next request loads a new frame", async () => {
    const { kit, session, page, frameOf } = start(40)
    kit.controllers.storage.setEmbeddedLogin({ emailLoginUsed: true, email: 'a@b.co' })
    await expect(session.currentUser()).rejects.toMatchObject({
      shortMessage: 'Something went wrong',
    })
    expect(kit.stores.alert.getState()).toMatchObject({
      open: true,
      shortMessage: 'Invalid App Configuration',
    })
    expect(session.state.getState().frame).toBe('failed')
    // A failed check clears the login cache (spec §4).
    expect(kit.controllers.storage.getEmbeddedLogin()).toEqual({ emailLoginUsed: false })

    const again = session.request('IS_CONNECTED', {})
    expect(page.document.querySelectorAll('iframe')).toHaveLength(1)
    const frame = frameOf()
    frame.respond((message) =>
      frame.reply(message.id, 'IS_CONNECTED_SUCCESS', { isConnected: false }),
    )
    frame.ready()
    await expect(again).resolves.toEqual({ isConnected: false })
    expect(session.state.getState().frame).toBe('ready')
    session.dispose()
    await kit.destroy()
  })

  it('a negative check clears the login cache; the frame gets the theme and dapp data once READY', async () => {
    const { kit, session, frameOf } = start()
    kit.controllers.storage.setEmbeddedLogin({ emailLoginUsed: true, socialUsername: 'octo' })
    kit.controllers.theme.setThemeVariables({
      '--gw-accent': '#e83461',
      '--gw-border-radius-master': 2,
      // Not a variable the frame takes, and not a plain colour: left out.
      '--gw-z-index': 10,
      '--gw-color-bg': 'color-mix(in srgb, red 50%, blue)',
    })
    const checking = session.currentUser()
    const frame = frameOf()
    frame.respond((message) => {
      if (message.type === 'IS_CONNECTED')
        frame.reply(message.id, 'IS_CONNECTED_SUCCESS', { isConnected: false })
      else frame.reply(message.id, `${message.type}_SUCCESS`, {})
    })
    frame.ready()
    await expect(checking).resolves.toBeUndefined()
    expect(kit.controllers.storage.getEmbeddedLogin()).toEqual({ emailLoginUsed: false })
    await tick(5)
    expect(frame.requests('SYNC_THEME')[0]?.message.payload).toEqual({
      themeMode: kit.stores.theme.getState().themeMode,
      themeVariables: { '--gw-accent': '#e83461', '--gw-border-radius-master': '2px' },
    })
    expect(frame.requests('SYNC_DAPP_DATA')[0]?.message.payload).toMatchObject({
      projectId: 'demo',
    })
    expect(frame.requests('GET_USER')).toEqual([])
    session.dispose()
    await kit.destroy()
  })
})
