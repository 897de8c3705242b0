import { KitError } from '../../errors/KitError.js'
import { createHttpClient, type FetchFn, httpStatusOf } from '../../http/createHttpClient.js'
import type { SIWXConfig, SIWXSession } from '../../options/types.js'
import { STORAGE_PREFIX, type StorageBackend } from '../../storage/types.js'
import type { CaipNetworkId } from '../../types/chain.js'
import {
  checkSiwxOptions,
  createSiwxMessage,
  createSiwxMessageParams,
  readJson,
  siwxStorage,
} from '../shared.js'
import { readNonce, readSession, readStored, readToken, type ServerSiwxSession } from './answers.js'

export interface ServerSiwxOptions {
  /** The operator's @gangway/server (http or https), e.g. `https://api.example.com`. */
  url: string
  /** The project the server knows this site by (sent as `projectId`). */
  projectId?: string
  /** Sign-in required (spec §6): cancel disconnects and close is disabled. Default false. */
  required?: boolean
  statement?: string
  /** Session lifetime written into the message (Expiration Time); 0: the server's default. Default 7 days. */
  expirationMs?: number
  /** Where the session tokens are kept (one per CAIP-10 account): `localStorage` by default. */
  storage?: StorageBackend
  /** The message's domain and URI: the page's (`location`) by default; set them outside a browser. */
  domain?: string
  uri?: string
  /** How long each call to the server may take. Default 10 s. */
  timeoutMs?: number
  fetch?: FetchFn
}

/** `createServerSiwx`'s store, plus the token a host sends to its own backend. */
export interface ServerSiwx extends SIWXConfig {
  /** The session token (ES256 JWT) of an account (`namespace:reference:address`), if signed in. */
  getToken(caipAddress: string): string | undefined
}

const UNAUTHORIZED = 401
const keyOf = (caipAddress: string) => `${STORAGE_PREFIX}siwx/token/${caipAddress}`
const caip10 = (chainId: CaipNetworkId, address: string) =>
  chainId.startsWith('eip155:') ? `${chainId}:${address.toLowerCase()}` : `${chainId}:${address}`

function checkUrl(url: unknown): string {
  const valid =
    typeof url === 'string' &&
    (() => {
      try {
        return ['http:', 'https:'].includes(new URL(url).protocol)
      } catch {
        return false
      }
    })()
  if (!valid)
    throw new KitError('INVALID_OPTION', {
      params: {
        option: 'createServerSiwx.url',
        details: 'url must be an http(s) URL of the server.',
      },
    })
  return url as string
}

/**
 * Sign-in verified by the operator's @gangway/server (spec §4 "SIWX"): the nonce from
 * POST /siwx/nonce, the session from POST /siwx/verify (its token kept per CAIP-10 account),
 * read back with GET /siwx/session ([] once the server says 401), revoked with DELETE.
 * Every call has a time limit and every answer is checked.
 */
export function createServerSiwx(options: ServerSiwxOptions): ServerSiwx {
  const url = checkUrl(options?.url)
  checkSiwxOptions('createServerSiwx', options)
  const storage = siwxStorage(options.storage)
  const http = createHttpClient({
    baseUrl: url,
    timeoutMs: options.timeoutMs ?? 10_000,
    headers: { 'content-type': 'application/json' },
    ...(options.fetch && { fetch: options.fetch }),
  })
  const params = options.projectId ? { projectId: options.projectId } : undefined
  const stored = (caipAddress: string) => readStored(readJson(storage, keyOf(caipAddress)))
  const auth = (token: string) => ({ authorization: `Bearer ${token}` })

  const toSession = (
    server: ServerSiwxSession,
    signIn: { message: string; signature: string },
    address: string,
  ): SIWXSession => ({
    data: {
      accountAddress: address,
      chainId: server.chainId,
      id: server.id,
      domain: server.domain,
      issuedAt: server.issuedAt,
      expirationTime: server.expiresAt,
    },
    message: signIn.message,
    signature: signIn.signature,
  })

  const revoke = async (caipAddress: string) => {
    const signIn = stored(caipAddress)
    storage.removeItem(keyOf(caipAddress))
    if (!signIn) return
    await http
      .delete({ path: '/siwx/session', params, headers: auth(signIn.token) })
      .catch((error: unknown) => {
        if (httpStatusOf(error) !== UNAUTHORIZED) throw error
      })
  }

  const add = async (session: SIWXSession) => {
    const answer = await http.post({
      path: '/siwx/verify',
      params,
      body: {
        message: session.message,
        signature: session.signature,
        ...(session.cacao !== undefined && { cacao: session.cacao }),
      },
    })
    const server = readSession(answer, '/siwx/verify')
    const token = readToken(answer)
    const expected = caip10(session.data.chainId, session.data.accountAddress)
    if (caip10(server.chainId, server.address.slice(server.chainId.length + 1)) !== expected)
      throw new KitError('REQUEST_FAILED', {
        longMessage: `The sign-in server answered a session for ${server.address}, not ${expected}`,
      })
    storage.setItem(
      keyOf(expected),
      JSON.stringify({ token, message: session.message, signature: session.signature }),
    )
  }

  /** A fresh nonce from the server, with the host's message options. */
  const messageInput = async () => ({
    nonce: readNonce(await http.post({ path: '/siwx/nonce', params })),
    ...(options.statement !== undefined && { statement: options.statement }),
    ...(options.expirationMs !== undefined && { expirationMs: options.expirationMs }),
    ...(options.domain !== undefined && { domain: options.domain }),
    ...(options.uri !== undefined && { uri: options.uri }),
  })

  return {
    async createMessage({ accountAddress, chainId }) {
      return createSiwxMessage({ accountAddress, chainId, ...(await messageInput()) })
    },
    async createMessageParams() {
      return createSiwxMessageParams(await messageInput())
    },
    addSession: add,
    async revokeSession(chainId, address) {
      await revoke(caip10(chainId, address))
    },
    async setSessions(sessions) {
      for (const session of sessions) await add(session)
    },
    async getSessions(chainId, address) {
      const caipAddress = caip10(chainId, address)
      const signIn = stored(caipAddress)
      if (!signIn) return []
      try {
        const answer = await http.get({
          path: '/siwx/session',
          params,
          headers: auth(signIn.token),
        })
        const server = readSession(answer, '/siwx/session')
        if (caip10(server.chainId, server.address.slice(server.chainId.length + 1)) !== caipAddress)
          return []
        return [toSession(server, signIn, address)]
      } catch (error) {
        if (httpStatusOf(error) !== UNAUTHORIZED) throw error
        storage.removeItem(keyOf(caipAddress))
        return []
      }
    },
    getRequired: () => options.required === true,
    getToken: (caipAddress) => {
      const [namespace, reference, ...rest] = caipAddress.split(':')
      const address = rest.join(':')
      return stored(caip10(`${namespace}:${reference}` as CaipNetworkId, address))?.token
    },
  }
}
