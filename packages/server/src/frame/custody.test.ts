import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64urlnopad } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  createDeviceKey,
  createRecoveryCode,
  createSeed,
  deriveKeys,
  formatRecoveryCode,
  importServerKey,
  openDeviceBlob,
  openRecoveryBlob,
  parseRecoveryCode,
  sealDeviceBlob,
  sealRecoveryBlob,
} from '../../frame/src/custody.js'
import type { DeviceStore } from '../../frame/src/deviceStore.js'
import { unlockVault, type VaultAnswer, type VaultApi } from '../../frame/src/vault.js'

const serverKeyText = () =>
  base64urlnopad.encode(globalThis.crypto.getRandomValues(new Uint8Array(32)))

/** The device's storage as IndexedDB keeps it: key objects and byte arrays (no serialization). */
function memoryStore(): DeviceStore & { blobs: Map<string, Uint8Array> } {
  let key: CryptoKey | undefined
  const blobs = new Map<string, Uint8Array>()
  return {
    blobs,
    getDeviceKey: async () => key,
    putDeviceKey: async (value) => {
      key = value
    },
    getBlob: async (userId) => blobs.get(userId),
    putBlob: async (userId, blob) => {
      blobs.set(userId, blob)
    },
    deleteBlob: async (userId) => {
      blobs.delete(userId)
    },
  }
}

/** The server's side of the vault (H1's routes keep exactly this): one server key, one vault. */
function memoryVault(): VaultApi & { answer: VaultAnswer; puts: number } {
  const state = { answer: { serverKey: serverKeyText(), vault: null } as VaultAnswer, puts: 0 }
  return {
    get answer() {
      return state.answer
    },
    get puts() {
      return state.puts
    },
    getVault: async () => structuredClone(state.answer),
    putVault: async (body) => {
      if (state.answer.vault) throw Object.assign(new Error('vault exists'), { status: 409 })
      state.puts++
      state.answer.vault = structuredClone(body)
    },
  }
}

describe('key custody', () => {
  it('derives the eip155 and solana keys of a seed with HKDF, deterministically and apart', () => {
    const seed = createSeed()
    const first = deriveKeys(seed)
    const again = deriveKeys(seed.slice())
    expect(again.addresses).toEqual(first.addresses)
    expect(privateKeyToAccount(first.eip155PrivateKey).address).toBe(first.addresses.eip155)
    expect(base58.encode(ed25519.getPublicKey(first.solanaSecret))).toBe(first.addresses.solana)
    expect(first.eip155PrivateKey.slice(2)).not.toBe(
      Buffer.from(first.solanaSecret).toString('hex'),
    )
    expect(deriveKeys(createSeed()).addresses.eip155).not.toBe(first.addresses.eip155)
    expect(() => deriveKeys(new Uint8Array(31))).toThrow('32 bytes')
  })

  it('keeps the HKDF derivation stable (a fixed seed gives fixed addresses)', () => {
    const keys = deriveKeys(new Uint8Array(32).fill(7))
    expect(keys.addresses).toMatchInlineSnapshot(`
      {
        "eip155": "0xc82eC2C0736Ac76E050E155F25d02dbBd59a076e",
        "solana": "6KpbtWCgmLuxevuddLhEvHjsHaVyBhkdWSSgZV46sbeV",
      }
    `)
  })

  it('creates a non-extractable device key', async () => {
    const key = await createDeviceKey()
    expect(key.extractable).toBe(false)
    await expect(globalThis.crypto.subtle.exportKey('raw', key)).rejects.toThrow()
  })

  it('opens a device blob only with both the device key and the server key, for its user', async () => {
    const seed = createSeed()
    const device = await createDeviceKey()
    const server = await importServerKey(serverKeyText())
    const blob = await sealDeviceBlob(seed, device, server, 'user-1')
    expect(await openDeviceBlob(blob, device, server, 'user-1')).toEqual(seed)
    const otherDevice = await createDeviceKey()
    const otherServer = await importServerKey(serverKeyText())
    await expect(openDeviceBlob(blob, otherDevice, server, 'user-1')).rejects.toThrow()
    await expect(openDeviceBlob(blob, device, otherServer, 'user-1')).rejects.toThrow()
    await expect(openDeviceBlob(blob, device, server, 'user-2')).rejects.toThrow()
    const tampered = blob.slice()
    tampered[tampered.length - 1]! ^= 1
    await expect(openDeviceBlob(tampered, device, server, 'user-1')).rejects.toThrow()
  })

  it('refuses a server key that is not 32 bytes', async () => {
    await expect(importServerKey(base64urlnopad.encode(new Uint8Array(16)))).rejects.toThrow()
  })

  it('formats a recovery code as base32 groups and reads it back, forgiving case and look-alikes', () => {
    const code = createRecoveryCode()
    const text = formatRecoveryCode(code)
    expect(text).toMatch(/^([A-Z2-7]{4}-){6}[A-Z2-7]{2}$/)
    expect(parseRecoveryCode(text)).toEqual(code)
    expect(parseRecoveryCode(` ${text.toLowerCase().replaceAll('-', ' ')} `)).toEqual(code)
    const withLookalikes = text.replaceAll('O', '0').replaceAll('I', '1').replaceAll('B', '8')
    expect(parseRecoveryCode(withLookalikes)).toEqual(code)
    expect(parseRecoveryCode(text.slice(0, -1))).toBeUndefined()
    expect(parseRecoveryCode('not a code')).toBeUndefined()
    expect(parseRecoveryCode('A'.repeat(10_000))).toBeUndefined()
  })

  it('opens the recovery blob with the right code and user only', async () => {
    const seed = createSeed()
    const code = createRecoveryCode()
    const blob = await sealRecoveryBlob(seed, code, 'user-1')
    expect(blob).toMatch(/^v1\.[-_A-Za-z0-9]+$/)
    expect(blob).not.toContain(Buffer.from(seed).toString('base64url'))
    expect(await openRecoveryBlob(blob, code, 'user-1')).toEqual(seed)
    await expect(openRecoveryBlob(blob, createRecoveryCode(), 'user-1')).rejects.toThrow(
      'Invalid recovery code',
    )
    await expect(openRecoveryBlob(blob, code, 'user-2')).rejects.toThrow('Invalid recovery code')
    await expect(openRecoveryBlob(`v2.${blob.slice(3)}`, code, 'user-1')).rejects.toThrow()
  })
})

describe('the vault after a login', () => {
  it('creates the wallet on the first login: recovery blob on the server, device blob here', async () => {
    const api = memoryVault()
    const store = memoryStore()
    const first = await unlockVault(api, store, 'user-1')
    if (first.state !== 'unlocked') throw new Error('expected an unlocked wallet')
    expect(first.recoveryCode).toMatch(/^([A-Z2-7]{4}-){6}[A-Z2-7]{2}$/)
    expect(api.answer.vault?.addresses).toEqual(first.keys.addresses)
    expect(store.blobs.has('user-1')).toBe(true)
    // What the server holds (server key, recovery blob, addresses) does not contain the seed's keys.
    const serverSide = JSON.stringify(api.answer)
    expect(serverSide).not.toContain(first.keys.eip155PrivateKey.slice(2))

    // The same device, next login: opened from the device blob, no code shown.
    const again = await unlockVault(api, store, 'user-1')
    expect(again.state).toBe('unlocked')
    if (again.state === 'unlocked') {
      expect(again.keys.addresses).toEqual(first.keys.addresses)
      expect(again.recoveryCode).toBeUndefined()
    }
    expect(api.puts).toBe(1)
  })

  it('a new device (or lost storage) is locked until the recovery code is typed', async () => {
    const api = memoryVault()
    const first = await unlockVault(api, memoryStore(), 'user-1')
    if (first.state !== 'unlocked' || !first.recoveryCode) throw new Error('expected a new wallet')
    const newDevice = memoryStore()
    const locked = await unlockVault(api, newDevice, 'user-1')
    if (locked.state !== 'locked') throw new Error('expected a locked wallet')
    expect(locked.addresses).toEqual(first.keys.addresses)
    await expect(locked.unlockWithCode('AAAA-BBBB')).rejects.toThrow('Invalid recovery code')
    const wrong = formatRecoveryCode(createRecoveryCode())
    await expect(locked.unlockWithCode(wrong)).rejects.toThrow('Invalid recovery code')
    expect(newDevice.blobs.size).toBe(0)
    const keys = await locked.unlockWithCode(first.recoveryCode.toLowerCase())
    expect(keys.addresses).toEqual(first.keys.addresses)
    // The device blob is re-created: the next login on this device opens without the code.
    const next = await unlockVault(api, newDevice, 'user-1')
    expect(next.state).toBe('unlocked')
  })

  it('the server alone cannot open the device blob: a new server key locks the wallet', async () => {
    const api = memoryVault()
    const store = memoryStore()
    await unlockVault(api, store, 'user-1')
    api.answer.serverKey = serverKeyText()
    const after = await unlockVault(api, store, 'user-1')
    expect(after.state).toBe('locked')
    expect(store.blobs.has('user-1')).toBe(false)
  })

  it('a vault created meanwhile by another tab (409) is used, not overwritten', async () => {
    const api = memoryVault()
    const other = await unlockVault(api, memoryStore(), 'user-1')
    const racing: VaultApi = {
      getVault: async () => ({ serverKey: api.answer.serverKey, vault: null }),
      putVault: api.putVault,
    }
    let calls = 0
    const result = await unlockVault(
      {
        getVault: () => (calls++ === 0 ? racing.getVault() : api.getVault()),
        putVault: api.putVault,
      },
      memoryStore(),
      'user-1',
    )
    expect(result.state).toBe('locked')
    if (result.state === 'locked' && other.state === 'unlocked')
      expect(result.addresses).toEqual(other.keys.addresses)
  })
})
