/**
 * After a login: the wallet of the user, created on the first login, opened from the device blob
 * on an approved device, or locked until the recovery code is typed (new device, lost storage).
 */
import {
  createDeviceKey,
  createRecoveryCode,
  createSeed,
  type DerivedKeys,
  deriveKeys,
  formatRecoveryCode,
  importServerKey,
  matchesAddresses,
  openDeviceBlob,
  openRecoveryBlob,
  parseRecoveryCode,
  sealDeviceBlob,
  sealRecoveryBlob,
} from './custody.js'
import type { DeviceStore } from './deviceStore.js'

export interface VaultAnswer {
  serverKey: string
  vault: null | { recovery: string; addresses: { eip155: string; solana: string } }
}

/** The two vault routes (GET/PUT /embedded/vault) with the session's bearer token. */
export interface VaultApi {
  getVault(): Promise<VaultAnswer>
  /** Resolves on 204; rejects with `{ status: 409 }` when a vault exists already. */
  putVault(body: { recovery: string; addresses: { eip155: string; solana: string } }): Promise<void>
}

export type UnlockResult =
  | {
      state: 'unlocked'
      keys: DerivedKeys
      /** Set only when the wallet was just created: the code to show once, then forget. */
      recoveryCode?: string
    }
  | {
      state: 'locked'
      addresses: { eip155: string; solana: string }
      /** Opens the recovery blob with a typed code, re-creates the device blob. */
      unlockWithCode(text: string): Promise<DerivedKeys>
    }

async function deviceKeyOf(store: DeviceStore): Promise<CryptoKey> {
  const existing = await store.getDeviceKey()
  if (existing) return existing
  const created = await createDeviceKey()
  await store.putDeviceKey(created)
  return created
}

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409

/** Opens (or creates) the wallet of `userId` after a login. */
export async function unlockVault(
  api: VaultApi,
  store: DeviceStore,
  userId: string,
  attempt = 0,
): Promise<UnlockResult> {
  const answer = await api.getVault()
  const serverKey = await importServerKey(answer.serverKey)
  const deviceKey = await deviceKeyOf(store)
  const vault = answer.vault
  if (!vault) {
    const seed = createSeed()
    const keys = deriveKeys(seed)
    const code = createRecoveryCode()
    const recovery = await sealRecoveryBlob(seed, code, userId)
    try {
      await api.putVault({ recovery, addresses: keys.addresses })
    } catch (error) {
      // Another tab created the vault first: use that one.
      if (isConflict(error) && attempt === 0) return unlockVault(api, store, userId, 1)
      throw error
    }
    await store.putBlob(userId, await sealDeviceBlob(seed, deviceKey, serverKey, userId))
    seed.fill(0)
    return { state: 'unlocked', keys, recoveryCode: formatRecoveryCode(code) }
  }
  const blob = await store.getBlob(userId)
  if (blob) {
    try {
      const seed = await openDeviceBlob(blob, deviceKey, serverKey, userId)
      const keys = deriveKeys(seed)
      seed.fill(0)
      if (matchesAddresses(keys, vault.addresses)) return { state: 'unlocked', keys }
    } catch {
      // A blob that no longer opens (new server key, other device key): recovery it is.
    }
    await store.deleteBlob(userId)
  }
  return {
    state: 'locked',
    addresses: vault.addresses,
    unlockWithCode: async (text) => {
      const code = parseRecoveryCode(text)
      if (!code) throw new Error('Invalid recovery code')
      const seed = await openRecoveryBlob(vault.recovery, code, userId)
      const keys = deriveKeys(seed)
      if (!matchesAddresses(keys, vault.addresses)) {
        seed.fill(0)
        throw new Error('Invalid recovery code')
      }
      await store.putBlob(userId, await sealDeviceBlob(seed, deviceKey, serverKey, userId))
      seed.fill(0)
      return keys
    },
  }
}
