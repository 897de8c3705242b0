import { describe, expect, it } from 'vitest'
import { isKitError } from '../../errors/KitError.js'
import { createMemoryBackend } from '../../storage/backend.js'
import { parseSiwxMessage } from '../message/parse.js'
import { createLocalSiwx } from './createLocalSiwx.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function signedSession(siwx: ReturnType<typeof createLocalSiwx>, address = ADDRESS) {
  const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' })
  const text = message.toString()
  return {
    data: { accountAddress: address, chainId: 'eip155:1' as const },
    message: text,
    signature: '0xsig',
  }
}

describe('createLocalSiwx', () => {
  it('writes a parseable message with a fresh random nonce, the statement and a 7-day expiry', async () => {
    const siwx = createLocalSiwx({ statement: 'Hello', storage: createMemoryBackend() })
    const a = parseSiwxMessage(
      (await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' })).toString(),
    )
    const b = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    expect(a.nonce).toMatch(/^[a-zA-Z0-9]{24}$/)
    expect(a.nonce).not.toBe(b.nonce)
    expect(a.statement).toBe('Hello')
    const days = (Date.parse(a.expirationTime ?? '') - Date.parse(a.issuedAt)) / 86_400_000
    expect(days).toBe(7)
  })

  it('keeps sessions per account and chain (eip155 case-insensitively), revokes, and survives a new instance', async () => {
    const storage = createMemoryBackend()
    const siwx = createLocalSiwx({ storage })
    await siwx.addSession(await signedSession(siwx))
    expect(await siwx.getSessions('eip155:1', ADDRESS.toLowerCase())).toHaveLength(1)
    expect(await siwx.getSessions('eip155:10', ADDRESS)).toEqual([])
    expect(await createLocalSiwx({ storage }).getSessions('eip155:1', ADDRESS)).toHaveLength(1)
    await siwx.revokeSession('eip155:1', ADDRESS)
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([])
  })

  it('does not return an expired session', async () => {
    const siwx = createLocalSiwx({ storage: createMemoryBackend(), expirationMs: 1 })
    await siwx.addSession(await signedSession(siwx))
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([])
  })

  it('refuses a session whose message is for another account, and a malformed message; stores nothing', async () => {
    const storage = createMemoryBackend()
    const siwx = createLocalSiwx({ storage })
    const session = await signedSession(siwx, '0x0000000000000000000000000000000000000001')
    await expect(
      siwx.addSession({ ...session, data: { ...session.data, accountAddress: ADDRESS } }),
    ).rejects.toSatisfy((error) => isKitError(error, 'SIWX_MESSAGE_INVALID'))
    await expect(siwx.addSession({ ...session, message: 'hello' })).rejects.toThrow(
      'Invalid sign-in message',
    )
    expect(storage.keys()).toEqual([])
  })

  it('reads a corrupted store as empty', async () => {
    const storage = createMemoryBackend()
    storage.setItem('@gangway/siwx/sessions', '{not json')
    expect(await createLocalSiwx({ storage }).getSessions('eip155:1', ADDRESS)).toEqual([])
  })

  it('getRequired follows the option; bad options are refused with a clear error', () => {
    expect(createLocalSiwx({ required: true }).getRequired?.()).toBe(true)
    expect(createLocalSiwx().getRequired?.()).toBe(false)
    expect(() => createLocalSiwx({ required: 'yes' as unknown as boolean })).toThrow(
      'Invalid option createLocalSiwx.required',
    )
    expect(() => createLocalSiwx({ statement: 'a\nb' })).toThrow('createLocalSiwx.statement')
    expect(() => createLocalSiwx({ expirationMs: -1 })).toThrow('createLocalSiwx.expirationMs')
  })

  it('createMessageParams (the nonce-only call): a fresh nonce and the message fields, no account', async () => {
    const siwx = createLocalSiwx({ statement: 'Sign in', expirationMs: 60_000 })
    const [first, second] = [await siwx.createMessageParams?.(), await siwx.createMessageParams?.()]
    expect(first).toMatchObject({ version: '1', statement: 'Sign in', domain: 'localhost' })
    expect(first?.nonce).toMatch(/^[a-zA-Z0-9]{24}$/)
    expect(first?.nonce).not.toBe(second?.nonce)
    expect(first).not.toHaveProperty('accountAddress')
    expect(Date.parse(String(first?.expirationTime)) - Date.parse(String(first?.issuedAt))).toBe(
      60_000,
    )
  })
})
