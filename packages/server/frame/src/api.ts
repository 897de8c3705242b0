/**
 * The server's embedded API, called from the frame (same origin as the server). The session
 * token lives in the frame origin's localStorage only; it is sent as `Authorization: Bearer`.
 */
import type { PaymasterFields, RpcUserOperation } from './userOperation.js'
import type { VaultAnswer } from './vault.js'

/** How long the frame waits for one answer of its server. */
export const API_TIMEOUT_MS = 30_000

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message)
  }
}

export interface EmbeddedUser {
  id: string
  email?: string
  username?: string
  provider: string
  isNew?: boolean
  addresses: { eip155?: string; solana?: string }
}

export interface ProjectInfo {
  origins: string[]
  /**
   * `rpcUrl`: the chain's public endpoint; absent when the operator configured none. `name` and
   * `native`: what approvals show of the network (older servers send neither). `smartAccounts`:
   * the chain has ERC-4337 (the server names its bundler); `accountFactory`: its
   * SimpleAccountFactory (v0.7), which gives the smart account's address; `entryPoint`: the
   * EntryPoint (v0.7) its operations go through.
   */
  chains: {
    caipNetworkId: string
    rpcUrl?: string
    name?: string
    native?: { symbol: string; decimals: number }
    smartAccounts?: boolean
    accountFactory?: string
    entryPoint?: string
  }[]
}

type Action = { action: string }
type Login = { token: string; user: EmbeddedUser }

export interface TokenStore {
  get(): string | undefined
  set(token: string | undefined): void
}

/** The session token, per project, in the frame origin's localStorage. */
export function localTokenStore(projectId: string): TokenStore {
  const key = `gangway.embedded.${projectId}.session`
  return {
    get: () => {
      try {
        return localStorage.getItem(key) ?? undefined
      } catch {
        return undefined
      }
    },
    set: (token) => {
      try {
        if (token) localStorage.setItem(key, token)
        else localStorage.removeItem(key)
      } catch {
        // Storage blocked: the session lasts as long as the frame.
      }
    },
  }
}

export function createApi(projectId: string, tokens: TokenStore, base = location.origin) {
  async function call<T>(method: string, path: string, body?: object, auth = false): Promise<T> {
    const url = new URL(path, base)
    url.searchParams.set('projectId', projectId)
    const headers: Record<string, string> = {}
    if (body) headers['content-type'] = 'application/json'
    const token = tokens.get()
    if (auth) {
      if (!token) throw new ApiError('Not signed in', 401, 'UNAUTHORIZED')
      headers.authorization = `Bearer ${token}`
    }
    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      })
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new ApiError(`The server did not answer within ${API_TIMEOUT_MS / 1000} s`, 504)
      throw error
    }
    if (response.status === 204) return undefined as T
    const json = (await response.json().catch(() => undefined)) as any
    if (!response.ok) {
      const error = json?.error
      const message =
        typeof error?.message === 'string' ? error.message : `HTTP status code: ${response.status}`
      throw new ApiError(
        message,
        response.status,
        typeof error?.code === 'string' ? error.code : '',
      )
    }
    return json as T
  }
  return {
    project: () => call<ProjectInfo>('GET', '/embedded/project'),
    emailLogin: (email: string, deviceId: string) =>
      call<Action>('POST', '/embedded/email/login', { projectId, email, deviceId }),
    emailDevice: (email: string, deviceId: string) =>
      call<Action>('POST', '/embedded/email/device', { projectId, email, deviceId }),
    emailOtp: (email: string, deviceId: string, otp: string) =>
      call<Login>('POST', '/embedded/email/otp', { projectId, email, deviceId, otp }),
    socialRedirect: (provider: string, deviceId: string, returnTo: string) =>
      call<{ uri: string }>('POST', '/embedded/social/redirect', {
        projectId,
        provider,
        deviceId,
        returnTo,
      }),
    socialComplete: (result: string, deviceId: string) =>
      call<Login>('POST', '/embedded/social/complete', { projectId, result, deviceId }),
    farcasterChannel: (deviceId: string) =>
      call<{ channelToken: string; url: string; nonce: string }>(
        'POST',
        '/embedded/farcaster/channel',
        { projectId, deviceId },
      ),
    farcasterStatus: (channelToken: string) =>
      call<{ state: string; fid?: number; username?: string }>(
        'GET',
        `/embedded/farcaster/status?channelToken=${encodeURIComponent(channelToken)}`,
      ),
    farcasterComplete: (channelToken: string, deviceId: string) =>
      call<Login>('POST', '/embedded/farcaster/complete', { projectId, channelToken, deviceId }),
    me: () => call<{ user: EmbeddedUser }>('GET', '/embedded/me', undefined, true),
    signOut: () => call<void>('POST', '/embedded/signout', {}, true),
    getVault: () => call<VaultAnswer>('GET', '/embedded/vault', undefined, true),
    putVault: (body: { recovery: string; addresses: { eip155: string; solana: string } }) =>
      call<void>('PUT', '/embedded/vault', body, true),
    updateEmail: (newEmail: string) =>
      call<Action>('POST', '/embedded/email/update', { projectId, newEmail }, true),
    updateEmailPrimary: (otp: string) =>
      call<Action>('POST', '/embedded/email/update/primary', { projectId, otp }, true),
    updateEmailSecondary: (otp: string) =>
      call<{ newEmail: string }>(
        'POST',
        '/embedded/email/update/secondary',
        { projectId, otp },
        true,
      ),
    sponsorUserOperation: (caipNetworkId: string, userOperation: RpcUserOperation, stub: boolean) =>
      call<PaymasterFields>('POST', '/sponsor/user-operation', {
        caipNetworkId,
        userOperation,
        stub,
      }),
    bundler: (caipNetworkId: string, method: string, params: unknown[]) =>
      call<{ result: unknown }>('POST', '/sponsor/bundler', { caipNetworkId, method, params }).then(
        (answer) => answer.result,
      ),
  }
}

export type Api = ReturnType<typeof createApi>

/** The frame's device id (random, per frame origin storage), sent with every login. */
export function deviceIdOf(): string {
  const key = 'gangway.embedded.deviceId'
  try {
    const existing = localStorage.getItem(key)
    if (existing && /^[-_A-Za-z0-9]{22,64}$/.test(existing)) return existing
  } catch {
    // fall through: a per-frame id
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const id = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
  try {
    localStorage.setItem(key, id)
  } catch {
    // not kept
  }
  return id
}
