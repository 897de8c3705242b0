import { isCaipNetworkId } from '../../caip/caip.js'
import type { SIWXConfig, SIWXSession } from '../../options/types.js'
import { STORAGE_PREFIX, type StorageBackend } from '../../storage/types.js'
import type { CaipNetworkId } from '../../types/chain.js'
import { invalidMessage } from '../message/fields.js'
import { parseSiwxMessage } from '../message/parse.js'
import {
  checkSiwxOptions,
  createSiwxMessage,
  createSiwxMessageParams,
  randomNonce,
  readJson,
  siwxStorage,
} from '../shared.js'

export interface LocalSiwxOptions {
  /** Sign-in required (spec §6): cancel disconnects and close is disabled. Default false. */
  required?: boolean
  statement?: string
  /** Session lifetime written into the message (Expiration Time); 0: none. Default 7 days. */
  expirationMs?: number
  /** Where sessions are kept: `localStorage` by default. */
  storage?: StorageBackend
}

const KEY = `${STORAGE_PREFIX}siwx/sessions`

function isSession(value: unknown): value is SIWXSession {
  const session = value as SIWXSession
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.message === 'string' &&
    typeof session.signature === 'string' &&
    typeof session.data?.accountAddress === 'string' &&
    isCaipNetworkId(session.data?.chainId)
  )
}

const matches = (session: SIWXSession, chainId: CaipNetworkId, address: string) =>
  session.data.chainId === chainId &&
  (chainId.startsWith('eip155:')
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address)

/**
 * Sign-in kept in the browser only (hosts that verify the signature elsewhere): a random nonce,
 * sessions in storage. The signature is not checked here; the message must parse and match the
 * session's account and chain. Expired sessions are not returned.
 */
export function createLocalSiwx(options: LocalSiwxOptions = {}): SIWXConfig {
  checkSiwxOptions('createLocalSiwx', options)
  const storage = siwxStorage(options.storage)
  const read = (): SIWXSession[] => {
    const value = readJson(storage, KEY)
    return Array.isArray(value) ? value.filter(isSession) : []
  }
  const write = (sessions: SIWXSession[]) => storage.setItem(KEY, JSON.stringify(sessions))
  const live = (session: SIWXSession, now: number) => {
    const expires = session.data.expirationTime
    return typeof expires !== 'string' || Date.parse(expires) > now
  }
  const messageInput = () => ({
    nonce: randomNonce(),
    ...(options.statement !== undefined && { statement: options.statement }),
    ...(options.expirationMs !== undefined && { expirationMs: options.expirationMs }),
  })
  return {
    async createMessage({ accountAddress, chainId }) {
      return createSiwxMessage({ accountAddress, chainId, ...messageInput() })
    },
    async createMessageParams() {
      return createSiwxMessageParams(messageInput())
    },
    async addSession(session) {
      const fields = parseSiwxMessage(session.message)
      if (
        fields.chainId !== session.data.chainId ||
        fields.accountAddress !== session.data.accountAddress
      )
        throw invalidMessage('the session does not match its message (account or chain)')
      const data = { ...session.data, ...fields }
      const others = read().filter((s) => !matches(s, data.chainId, data.accountAddress))
      write([...others, { ...session, data }])
    },
    async revokeSession(chainId, address) {
      write(read().filter((s) => !matches(s, chainId, address)))
    },
    async setSessions(sessions) {
      write(sessions.filter(isSession))
    },
    async getSessions(chainId, address) {
      const now = Date.now()
      return read().filter((s) => matches(s, chainId, address) && live(s, now))
    },
    getRequired: () => options.required === true,
  }
}
