import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, isHex, u8aEq, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import type {
  PolkadotInjected,
  PolkadotInjectedAccount,
  PolkadotSignerPayloadRaw,
  PolkadotTestAccount,
  PolkadotTestExtension,
  PolkadotTestExtensionOptions,
} from './types.js'

export const POLKADOT_TEST_EXTENSION_NAME = 'gangway-test'
export const POLKADOT_TEST_EXTENSION_VERSION = '0.1.0'
/**
 * The extension's icon: a neutral SVG data URI (a wallet on pink), announced in its
 * `window.injectedWeb3` entry, so the kit shows a wallet's icon rather than its initials.
 */
export const POLKADOT_TEST_EXTENSION_ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#e6007a"/><rect x="7" y="10" width="18" height="13" rx="2" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="16.5" r="1.5" fill="#fff"/></svg>',
)}`
/** Alice and Bob: the public Substrate dev accounts. */
export const POLKADOT_TEST_ACCOUNTS: readonly PolkadotTestAccount[] = [
  { uri: '//Alice', name: 'Alice' },
  { uri: '//Bob', name: 'Bob' },
]

interface Held {
  pair: KeyringPair
  account: PolkadotInjectedAccount
}

/**
 * A Polkadot browser extension for tests, the shape `@polkadot/extension-dapp` reads from
 * `window.injectedWeb3`: `enable(origin)` trusts the site and returns accounts (get, subscribe)
 * and a signer whose `signRaw` signs with `@polkadot/keyring` (sr25519 by default), wrapping
 * bytes in `<Bytes>…</Bytes>` as the polkadot{.js} extension does, so `signatureVerify` from
 * `@polkadot/util-crypto` accepts the signature for the plain message.
 */
export function createPolkadotTestExtension(
  options: PolkadotTestExtensionOptions = {},
): PolkadotTestExtension {
  const name = options.name ?? POLKADOT_TEST_EXTENSION_NAME
  const version = options.version ?? POLKADOT_TEST_EXTENSION_VERSION
  const icon = options.icon ?? POLKADOT_TEST_EXTENSION_ICON
  const storageKey = `gangway-test-polkadot:${name}:origins`
  const stored = options.storage?.getItem(storageKey)
  const authorized = new Set<string>([
    ...(options.authorizedOrigins ?? []),
    ...(stored ? (JSON.parse(stored) as string[]) : []),
  ])
  const denied = new Set<string>()
  const subscribers = new Set<(accounts: PolkadotInjectedAccount[]) => void | Promise<void>>()
  const requests: { method: 'enable' | 'accounts.get' | 'signRaw'; params: unknown }[] = []
  let held: Held[] = []
  let rejection: string | undefined
  let nextId = 0

  const persist = () => options.storage?.setItem(storageKey, JSON.stringify([...authorized]))
  const list = () => held.map(({ account }) => ({ ...account }))
  const notify = () => {
    const accounts = list()
    for (const subscriber of [...subscribers]) void subscriber(accounts)
  }
  const takeRejection = () => {
    const message = rejection
    rejection = undefined
    if (message !== undefined) throw new Error(message)
  }
  const notAllowed = (origin: string) =>
    new Error(`The source ${origin} is not allowed to interact with this extension`)

  const load = async (accounts: readonly PolkadotTestAccount[]) => {
    await cryptoWaitReady()
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
    held = accounts.map((spec) => {
      const type = spec.type ?? 'sr25519'
      const pair = keyring.addFromUri(spec.uri, { name: spec.name }, type)
      return {
        pair,
        account: {
          address: pair.address,
          name: spec.name ?? spec.uri,
          type,
          genesisHash: spec.genesisHash ?? null,
        },
      }
    })
  }
  const ready = load(options.accounts ?? POLKADOT_TEST_ACCOUNTS)

  const signRaw = async (origin: string, raw: PolkadotSignerPayloadRaw) => {
    requests.push({ method: 'signRaw', params: raw })
    await ready
    if (denied.has(origin)) throw notAllowed(origin)
    const publicKey = decodeAddress(raw.address)
    const found = held.find(({ pair }) => u8aEq(pair.publicKey, publicKey))
    if (!found) throw new Error(`Unable to find account ${raw.address}`)
    if (!isHex(raw.data)) throw new Error('signRaw: data must be hex')
    takeRejection()
    const bytes = hexToU8a(raw.data)
    const signature = found.pair.sign(raw.type === 'bytes' ? u8aWrapBytes(bytes) : bytes)
    return { id: ++nextId, signature: u8aToHex(signature) }
  }

  const injected = (origin: string): PolkadotInjected => ({
    accounts: {
      async get() {
        requests.push({ method: 'accounts.get', params: origin })
        await ready
        if (denied.has(origin)) throw notAllowed(origin)
        return list()
      },
      subscribe(cb) {
        subscribers.add(cb)
        void ready.then(() => {
          if (subscribers.has(cb) && !denied.has(origin)) void cb(list())
        })
        return () => {
          subscribers.delete(cb)
        }
      },
    },
    signer: { signRaw: (raw) => signRaw(origin, raw) },
    metadata: { get: async () => [], provide: async () => true },
  })

  return {
    name,
    version,
    icon,
    ready,
    async enable(origin) {
      requests.push({ method: 'enable', params: origin })
      await ready
      if (denied.has(origin)) throw notAllowed(origin)
      if (!authorized.has(origin)) {
        takeRejection()
        authorized.add(origin)
        persist()
      }
      return injected(origin)
    },
    rejectNext(message = 'Cancelled') {
      rejection = message
    },
    async setAccounts(accounts) {
      await load(accounts)
      notify()
    },
    revoke(origin) {
      const origins = origin === undefined ? [...authorized] : [origin]
      for (const blocked of origins) {
        authorized.delete(blocked)
        denied.add(blocked)
      }
      persist()
    },
    get accounts() {
      return list()
    },
    get authorizedOrigins() {
      return [...authorized]
    },
    get requests() {
      return requests
    },
  }
}
