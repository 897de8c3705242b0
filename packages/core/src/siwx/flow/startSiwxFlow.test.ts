import { afterEach, describe, expect, it, vi } from 'vitest'
import { optimism } from '../../controllers/chain/networks.testing.js'
import { createEvmTestKit, EVM_TEST_ADDRESS } from '../../kit/evmTestKit.testing.js'
import type { Kit } from '../../kit/types.js'
import { createMemoryBackend } from '../../storage/backend.js'
import type { StorageBackend } from '../../storage/types.js'
import { createLocalSiwx } from '../local/createLocalSiwx.js'
import { parseSiwxMessage } from '../message/parse.js'

const kits: Kit[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
})

const OTHER = '0xaBc0000000000000000000000000000000000002'

/** An eip155 kit over the scripted adapter with local sign-in; its siwx flow loaded. */
async function siwxKit(
  required: boolean,
  stores: { kit?: StorageBackend; siwx?: StorageBackend } = {},
) {
  const siwxStore = stores.siwx ?? createMemoryBackend()
  const siwx = createLocalSiwx({ required, storage: siwxStore, statement: 'Sign in to the test' })
  const test = createEvmTestKit({ siwx, storage: stores.kit ?? createMemoryBackend() })
  kits.push(test.kit)
  const flow = await test.kit.controllers.siwx?.get()
  if (!flow) throw new Error('no sign-in flow')
  const events: string[] = []
  test.kit.subscribeEvents((event) => {
    events.push(event.name)
  })
  const view = () => test.kit.stores.router.getState().view
  const modal = () => test.kit.stores.modal.getState()
  const asked = () => vi.waitFor(() => expect(flow.store.getState().status).toBe('pending'))
  return { ...test, siwx, siwxStore, flow, events, view, modal, asked }
}

describe('sign-in flow (spec §4 SIWX)', () => {
  it('a kit without siwx has no sign-in part', () => {
    const { kit } = createEvmTestKit()
    kits.push(kit)
    expect(kit.controllers.siwx).toBeUndefined()
  })

  it('required: connect opens SIWXSignMessage with close disabled; a close attempt shakes; signing stores the session and closes', async () => {
    const t = await siwxKit(true)
    await t.connect()
    await t.asked()
    expect(t.modal()).toMatchObject({ open: true, closeDisabled: true })
    expect(t.view()).toBe('SIWXSignMessage')

    t.kit.controllers.modal.requestClose()
    expect(t.modal()).toMatchObject({ open: true, shake: true })
    await vi.waitFor(() => expect(t.modal().shake).toBe(false), { timeout: 2000 })

    const signed = vi.spyOn(t.evm, 'signMessage')
    await t.flow.sign()
    expect(t.flow.store.getState().status).toBe('idle')
    expect(t.modal()).toMatchObject({ open: false, closeDisabled: false })
    const message = signed.mock.calls[0]?.[0].message ?? ''
    expect(parseSiwxMessage(message)).toMatchObject({
      accountAddress: EVM_TEST_ADDRESS,
      chainId: 'eip155:1',
      statement: 'Sign in to the test',
    })
    const sessions = await t.siwx.getSessions('eip155:1', EVM_TEST_ADDRESS)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ message, signature: `signed:${message}` })
    expect(t.events).toEqual(
      expect.arrayContaining(['CLICK_SIGN_SIWX_MESSAGE', 'SIWX_AUTH_SUCCESS']),
    )
  })

  it('optional: the view opens with close enabled; closing dismisses it for that account', async () => {
    const t = await siwxKit(false)
    await t.connect()
    await t.asked()
    expect(t.modal()).toMatchObject({ open: true, closeDisabled: false })
    t.kit.controllers.modal.requestClose()
    expect(t.modal().open).toBe(false)
    expect(t.flow.store.getState().status).toBe('idle')
    await t.flow.check()
    expect(t.modal().open).toBe(false)
    expect(await t.siwx.getSessions('eip155:1', EVM_TEST_ADDRESS)).toEqual([])
  })

  it('decline: the view stays with "Signature declined", SIWX_AUTH_ERROR, nothing stored; signing again works', async () => {
    const t = await siwxKit(true)
    await t.connect()
    await t.asked()
    const sign = vi
      .spyOn(t.evm, 'signMessage')
      .mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await t.flow.sign()
    expect(t.flow.store.getState()).toMatchObject({ status: 'error', error: 'Signature declined' })
    // The kit error behind the text, for the modal's locale.
    expect(t.flow.store.getState().failure?.code).toBe('SIGNATURE_DECLINED')
    expect(t.view()).toBe('SIWXSignMessage')
    expect(t.modal()).toMatchObject({ open: true, closeDisabled: true })
    expect(t.events).toContain('SIWX_AUTH_ERROR')
    expect(await t.siwx.getSessions('eip155:1', EVM_TEST_ADDRESS)).toEqual([])
    await t.flow.sign()
    expect(sign).toHaveBeenCalledTimes(2)
    expect(await t.siwx.getSessions('eip155:1', EVM_TEST_ADDRESS)).toHaveLength(1)
    expect(t.modal().open).toBe(false)
  })

  it('decline by a smart account: "This application might not support Smart Accounts"', async () => {
    const t = await siwxKit(false)
    await t.connect()
    await t.asked()
    t.kit.controllers.chain.updateAccountState('eip155', {
      preferredAccountType: 'smartAccount',
      user: { address: EVM_TEST_ADDRESS, chainId: 1 },
    })
    vi.spyOn(t.evm, 'signMessage').mockRejectedValueOnce({ code: 4001, message: 'rejected' })
    await t.flow.sign()
    expect(t.flow.store.getState().error).toBe('This application might not support Smart Accounts')
  })

  it('a smart account whose signature the dapp refuses: "This application might not support Smart Accounts"', async () => {
    const t = await siwxKit(false)
    await t.connect()
    await t.asked()
    t.kit.controllers.chain.updateAccountState('eip155', {
      preferredAccountType: 'smartAccount',
      user: { address: EVM_TEST_ADDRESS, chainId: 1 },
    })
    vi.spyOn(t.siwx, 'addSession').mockRejectedValueOnce(new Error('Invalid signature'))
    await t.flow.sign()
    expect(t.flow.store.getState().error).toBe('This application might not support Smart Accounts')
    expect(await t.siwx.getSessions('eip155:1', EVM_TEST_ADDRESS)).toEqual([])
  })

  it('a session store that refuses the session shows its error and keeps the ask', async () => {
    const t = await siwxKit(true)
    await t.connect()
    await t.asked()
    vi.spyOn(t.siwx, 'addSession').mockRejectedValueOnce(new Error('boom'))
    await t.flow.sign()
    expect(t.flow.store.getState().status).toBe('error')
    expect(t.modal().open).toBe(true)
  })

  it('cancel when required: CLICK_CANCEL_SIWX, disconnected, closed, router back on Connect', async () => {
    const t = await siwxKit(true)
    await t.connect()
    await t.asked()
    await t.flow.cancel()
    expect(t.events).toContain('CLICK_CANCEL_SIWX')
    expect(t.kit.getAccount().isConnected).toBe(false)
    expect(t.modal()).toMatchObject({ open: false, closeDisabled: false })
    expect(t.view()).toBe('Connect')
  })

  it('cancel when optional: closed and still connected, router back on Connect', async () => {
    const t = await siwxKit(false)
    await t.connect()
    await t.asked()
    await t.flow.cancel()
    expect(t.kit.getAccount().isConnected).toBe(true)
    expect(t.modal().open).toBe(false)
    expect(t.view()).toBe('Connect')
  })

  it('required: a programmatic close while unsigned opens the view again', async () => {
    const t = await siwxKit(true)
    await t.connect()
    await t.asked()
    t.kit.close()
    await vi.waitFor(() => expect(t.modal().open).toBe(true))
    expect(t.view()).toBe('SIWXSignMessage')
  })

  it('account change: an account without a session is asked; back to the signed one is not', async () => {
    const t = await siwxKit(true)
    await t.connect()
    await t.asked()
    await t.flow.sign()
    t.evm.fire('accountChanged', { address: OTHER })
    await vi.waitFor(() => expect(t.flow.store.getState().target?.address).toBe(OTHER))
    await t.asked()
    expect(t.modal()).toMatchObject({ open: true, closeDisabled: true })
    await t.flow.sign()
    t.evm.fire('accountChanged', { address: EVM_TEST_ADDRESS })
    await vi.waitFor(() => expect(t.flow.store.getState().target?.address).toBe(EVM_TEST_ADDRESS))
    await vi.waitFor(() => expect(t.flow.store.getState().status).toBe('idle'))
    expect(t.modal().open).toBe(false)
  })

  it('network change: the same account on another chain is asked again', async () => {
    const t = await siwxKit(true)
    await t.connect()
    await t.asked()
    await t.flow.sign()
    await t.kit.switchNetwork(optimism)
    await t.asked()
    expect(t.flow.store.getState().target?.chainId).toBe('eip155:10')
    expect(t.view()).toBe('SIWXSignMessage')
  })

  it('an unsupported network is not asked (UnsupportedChain comes first); back on a served one it is', async () => {
    const t = await siwxKit(true)
    await t.connect()
    await t.asked()
    await t.flow.sign()
    t.evm.fire('networkChanged', { chainId: 999 })
    await vi.waitFor(() => expect(t.view()).toBe('UnsupportedChain'))
    expect(t.flow.store.getState()).toMatchObject({ status: 'idle', target: undefined })
    t.evm.fire('networkChanged', { chainId: 10 })
    await t.asked()
    expect(t.flow.store.getState().target?.chainId).toBe('eip155:10')
  })

  it('restore: a reload with a valid session does not ask; without one it asks', async () => {
    const kitStore = createMemoryBackend()
    const siwxStore = createMemoryBackend()
    const first = await siwxKit(true, { kit: kitStore, siwx: siwxStore })
    await first.connect()
    await first.asked()
    await first.flow.sign()
    await first.kit.destroy()

    const reloaded = await siwxKit(true, { kit: kitStore, siwx: siwxStore })
    await reloaded.kit.ready
    expect(reloaded.kit.getAccount().isConnected).toBe(true)
    await vi.waitFor(() => expect(reloaded.flow.store.getState().target).toBeDefined())
    await vi.waitFor(() => expect(reloaded.flow.store.getState().status).toBe('idle'))
    expect(reloaded.modal().open).toBe(false)
    await reloaded.kit.destroy()

    const signedOut = await siwxKit(true, { kit: kitStore, siwx: createMemoryBackend() })
    await signedOut.kit.ready
    await signedOut.asked()
    expect(signedOut.modal()).toMatchObject({ open: true, closeDisabled: true })
  })

  it('disconnect leaves the ask: close enabled, view reset to Connect', async () => {
    const t = await siwxKit(true)
    await t.connect()
    await t.asked()
    await t.kit.disconnect('eip155')
    await vi.waitFor(() => expect(t.flow.store.getState().status).toBe('idle'))
    expect(t.modal().closeDisabled).toBe(false)
  })

  it('signOutOnDisconnect: a disconnect revokes the signed-in session; an unsupported network does not', async () => {
    const t = await siwxKit(true)
    t.siwx.signOutOnDisconnect = true
    const revoked = vi.spyOn(t.siwx, 'revokeSession')
    await t.connect()
    await t.asked()
    await t.flow.sign()
    t.evm.fire('networkChanged', { chainId: 999 })
    await vi.waitFor(() => expect(t.view()).toBe('UnsupportedChain'))
    expect(revoked).not.toHaveBeenCalled()
    t.evm.fire('networkChanged', { chainId: 1 })
    await vi.waitFor(() => expect(t.flow.store.getState().target?.chainId).toBe('eip155:1'))
    await t.kit.disconnect('eip155')
    await vi.waitFor(() => expect(revoked).toHaveBeenCalledWith('eip155:1', EVM_TEST_ADDRESS))
    expect(await t.siwx.getSessions('eip155:1', EVM_TEST_ADDRESS)).toEqual([])
  })
})
