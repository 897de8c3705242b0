import { isCaipAddress, isCaipNetworkId } from '../../caip/caip.js'
import { KitError } from '../../errors/KitError.js'
import type { CaipAddress, CaipNetworkId } from '../../types/chain.js'

/** A session as @gangway/server answers it (GET /siwx/session, POST /siwx/verify). */
export interface ServerSiwxSession {
  id: string
  /** CAIP-10. */
  address: CaipAddress
  chainId: CaipNetworkId
  domain: string
  issuedAt: string
  expiresAt: string
}

const NONCE = /^[a-zA-Z0-9]{16,128}$/
const TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/

function bad(path: string, details: string): KitError {
  return new KitError('REQUEST_FAILED', {
    longMessage: `The sign-in server's answer to ${path} is not valid: ${details}`,
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value))

export function readNonce(answer: unknown): string {
  const nonce = isRecord(answer) ? answer.nonce : undefined
  if (typeof nonce !== 'string' || !NONCE.test(nonce))
    throw bad('/siwx/nonce', 'nonce must be 16 or more letters and digits')
  return nonce
}

export function readSession(answer: unknown, path: string): ServerSiwxSession {
  const session = isRecord(answer) ? answer.session : undefined
  if (!isRecord(session)) throw bad(path, 'no session')
  const { id, address, chainId, domain, issuedAt, expiresAt } = session
  if (typeof id !== 'string' || !id) throw bad(path, 'session.id')
  if (!isCaipAddress(address)) throw bad(path, 'session.address must be CAIP-10')
  if (!isCaipNetworkId(chainId)) throw bad(path, 'session.chainId must be CAIP-2')
  if (typeof domain !== 'string') throw bad(path, 'session.domain')
  if (!isDate(issuedAt) || !isDate(expiresAt)) throw bad(path, 'session dates must be ISO 8601')
  return {
    id,
    address,
    chainId,
    domain,
    issuedAt: issuedAt as string,
    expiresAt: expiresAt as string,
  }
}

export function readToken(answer: unknown): string {
  const token = isRecord(answer) ? answer.token : undefined
  if (typeof token !== 'string' || !TOKEN.test(token))
    throw bad('/siwx/verify', 'token must be a JWT')
  return token
}

/** The stored token of one CAIP-10 account: the token and what was signed. */
export interface StoredSignIn {
  token: string
  message: string
  signature: string
}

export function readStored(value: unknown): StoredSignIn | undefined {
  if (!isRecord(value)) return undefined
  const { token, message, signature } = value
  if (typeof token !== 'string' || typeof message !== 'string' || typeof signature !== 'string')
    return undefined
  return { token, message, signature }
}
