/**
 * What the frame keeps on this device, in the frame origin's IndexedDB: the non-extractable
 * device key D (a CryptoKey object: the browser keeps its bytes) and one device blob per user.
 */
export interface DeviceStore {
  getDeviceKey(): Promise<CryptoKey | undefined>
  putDeviceKey(key: CryptoKey): Promise<void>
  getBlob(userId: string): Promise<Uint8Array | undefined>
  putBlob(userId: string, blob: Uint8Array): Promise<void>
  deleteBlob(userId: string): Promise<void>
}

const DB_NAME = 'gangway-embedded-wallet'
const STORE = 'custody'
const DEVICE_KEY = 'device-key'

function request<T>(run: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    run.onsuccess = () => resolve(run.result)
    run.onerror = () => reject(run.error ?? new Error('IndexedDB request failed'))
  })
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DB_NAME, 1)
  opening.onupgradeneeded = () => {
    if (!opening.result.objectStoreNames.contains(STORE)) opening.result.createObjectStore(STORE)
  }
  return request(opening)
}

/** The IndexedDB store of the frame's origin (partitioned by the top-level site in Chromium). */
export function indexedDbDeviceStore(): DeviceStore {
  let database: Promise<IDBDatabase> | undefined
  const run = async <T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    database ??= openDatabase()
    const db = await database
    return request(action(db.transaction(STORE, mode).objectStore(STORE)))
  }
  const blobKey = (userId: string) => `blob:${userId}`
  return {
    getDeviceKey: async () => {
      const key = await run('readonly', (store) => store.get(DEVICE_KEY))
      return key instanceof CryptoKey ? key : undefined
    },
    putDeviceKey: async (key) => {
      await run('readwrite', (store) => store.put(key, DEVICE_KEY))
    },
    getBlob: async (userId) => {
      const blob = await run('readonly', (store) => store.get(blobKey(userId)))
      return blob instanceof Uint8Array ? blob : undefined
    },
    putBlob: async (userId, blob) => {
      await run('readwrite', (store) => store.put(blob, blobKey(userId)))
    },
    deleteBlob: async (userId) => {
      await run('readwrite', (store) => store.delete(blobKey(userId)))
    },
  }
}
