import { decodeBase58, encodeBase58 } from '../encoding/base58.js'
import { KitError } from '../errors/KitError.js'
import { checkFrameRpcRequest, isNotSafeRpcMethod } from '../validators/embeddedFrame.js'
import { isRecord } from '../validators/records.js'
import { toProviderError } from './errors.js'
import type { FrameUser } from './messages.js'
import type { EmbeddedSession } from './session.js'

export interface EmbeddedRpcDeps {
  session: EmbeddedSession
  /** CAIP-2 id of the kit's network in a namespace (the chain a request is for). */
  networkOf(namespace: 'eip155' | 'solana'): string | undefined
  emit(namespace: 'eip155' | 'solana', event: string, ...args: unknown[]): void
  /** `features.smartSessions`: may the host ask for session keys (ERC-7715)? */
  smartSessions(): boolean
}

const hexChainId = (caip: string) => `0x${Number(caip.split(':')[1]).toString(16)}`

const unsupported = (method: string) =>
  Object.assign(new Error(`${method} is not supported by the embedded wallet`), { code: 4200 })
const unauthorized = () =>
  Object.assign(new Error('The embedded wallet is not logged in'), { code: 4100 })

/**
 * Sends one checked RPC request to the frame: unknown methods are refused before anything is
 * posted ('Requested RPC call is not allowed'); a not-safe one waits for the visitor's answer in
 * the frame (no time limit, abortable), and a rejection aborts the other open not-safe requests
 * (spec §6).
 */
export async function frameRpc(
  deps: EmbeddedRpcDeps,
  namespace: 'eip155' | 'solana',
  method: string,
  params: unknown,
): Promise<unknown> {
  const check = checkFrameRpcRequest({ method, params })
  if (!check.ok) throw check.error
  const chainId = deps.networkOf(namespace) ?? deps.session.state.getState().user?.chainId
  try {
    const { result } = await deps.session.request(
      'RPC_REQUEST',
      { method, params: params ?? [], ...(chainId && { chainId }) },
      check.safe ? {} : { timeoutMs: null },
    )
    return result
  } catch (error) {
    if (!check.safe && error instanceof KitError && error.code === 'USER_REJECTED') {
      deps.session.abort(
        (type, payload) => type === 'RPC_REQUEST' && isNotSafeRpcMethod(payload?.method),
      )
    }
    throw error
  }
}

/** The EIP-1193 `request` of the embedded wallet's eip155 provider. */
export async function eip155Request(
  deps: EmbeddedRpcDeps,
  method: string,
  params: unknown,
): Promise<unknown> {
  const { session } = deps
  try {
    const user = session.state.getState().user ?? (await session.currentUser())
    switch (method) {
      case 'eth_requestAccounts':
        if (!user) throw unauthorized()
        return [user.address]
      case 'eth_accounts':
        return user ? [user.address] : []
      case 'eth_chainId':
        return hexChainId(user?.chainId ?? deps.networkOf('eip155') ?? 'eip155:1')
      case 'wallet_requestPermissions':
      case 'wallet_addEthereumChain':
        throw unsupported(method)
      case 'wallet_grantPermissions':
        if (!deps.smartSessions()) throw new KitError('SMART_SESSIONS_OFF')
        if (!user) throw unauthorized()
        return await frameRpc(deps, 'eip155', method, params)
      case 'wallet_revokePermissions':
        // EIP-2255's revoke (eth_accounts: what wagmi sends on disconnect): signing out is the
        // kit's disconnect (SIGN_OUT), not a wallet permission. ERC-7715's names a session.
        if (!isSessionRevoke(params)) return null
        if (!deps.smartSessions()) throw new KitError('SMART_SESSIONS_OFF')
        if (!user) throw unauthorized()
        return await frameRpc(deps, 'eip155', method, params)
      case 'wallet_switchEthereumChain':
        return await switchChain(deps, user, params)
      default:
        if (!user) throw unauthorized()
        return await frameRpc(deps, 'eip155', method, params)
    }
  } catch (error) {
    throw toProviderError(error)
  }
}

/** ERC-7715's `wallet_revokePermissions`: `[{ permissionsContext }]` (a granted session). */
const isSessionRevoke = (params: unknown) =>
  Array.isArray(params) && isRecord(params[0]) && Object.hasOwn(params[0], 'permissionsContext')

async function switchChain(deps: EmbeddedRpcDeps, user: FrameUser | undefined, params: unknown) {
  if (!user) throw unauthorized()
  const wanted = Array.isArray(params) && isRecord(params[0]) ? params[0].chainId : undefined
  if (typeof wanted !== 'string' || !/^0x[0-9a-f]{1,16}$/i.test(wanted))
    throw new KitError('INVALID_CHAIN_ID')
  const caip = `eip155:${BigInt(wanted).toString()}`
  const answer = await deps.session.request('SWITCH_NETWORK', { chainId: caip })
  const { chainId, address, type } = answer
  const next = typeof chainId === 'number' ? `eip155:${chainId}` : chainId
  const current = deps.session.state.getState().user
  if (!current) return null
  // Another account on this chain (the smart account here, the EOA there): the user follows.
  const moved = address !== undefined && type !== undefined && address !== current.address
  if (current.chainId !== next || moved)
    deps.session.setUser({
      ...current,
      chainId: next,
      ...(moved && {
        address,
        preferredAccountType: type,
        accounts: [{ address, type, namespace: 'eip155' }],
      }),
    })
  if (current.chainId !== next) deps.emit('eip155', 'chainChanged', hexChainId(next))
  if (moved) deps.emit('eip155', 'accountsChanged', [address])
  return null
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

type Serializable = { serialize(options?: unknown): Uint8Array }
const bytesOf = (transaction: unknown): Uint8Array => {
  if (transaction instanceof Uint8Array) return transaction
  if (isRecord(transaction) && typeof transaction.serialize === 'function') {
    return (transaction as Serializable).serialize({
      requireAllSignatures: false,
      verifySignatures: false,
    })
  }
  throw new KitError('INVALID_RPC_PARAMS', {
    params: { method: 'solana_signTransaction', details: 'Expected a transaction.' },
  })
}
/** The signed bytes as the caller's own transaction class when it has `deserialize`. */
const sameKind = (original: unknown, signed: Uint8Array): unknown => {
  const kind = isRecord(original) ? (original.constructor as { deserialize?: unknown }) : undefined
  if (kind && typeof kind.deserialize === 'function')
    return (kind.deserialize as (bytes: Uint8Array) => unknown)(signed)
  if (original instanceof Uint8Array) return signed
  return { serialize: () => signed }
}

const field = (result: unknown, key: string): string => {
  const value = isRecord(result) ? result[key] : undefined
  if (typeof value !== 'string' || value.length === 0 || value.length > 100_000)
    throw new KitError('FRAME_ERROR')
  return value
}

/**
 * The Phantom-style calls of the embedded wallet's solana provider (what the Solana adapter's
 * legacy-injected path calls): connect answers the logged-in user's solana key; signing goes to
 * the frame as RPC_REQUEST `solana_signMessage` (`{ message: base58 }` → `{ signature: base58 }`),
 * `solana_signTransaction` (`{ transaction: base64 }` → `{ transaction: base64 }`) and
 * `solana_signAndSendTransaction` (→ `{ signature }`).
 */
export async function solanaCall(deps: EmbeddedRpcDeps, call: string, args: unknown[]) {
  const { session } = deps
  try {
    const user = session.state.getState().user ?? (await session.currentUser())
    if (call === 'disconnect') return undefined
    if (!user?.solanaAddress) throw unauthorized()
    const address = user.solanaAddress
    switch (call) {
      case 'connect':
        return { publicKey: { toBase58: () => address, toString: () => address } }
      case 'signMessage': {
        const message = args[0]
        if (!(message instanceof Uint8Array)) throw unsupported('signMessage without bytes')
        const result = await frameRpc(deps, 'solana', 'solana_signMessage', {
          message: encodeBase58(message),
        })
        return { signature: decodeBase58(field(result, 'signature')) }
      }
      case 'signTransaction': {
        const result = await frameRpc(deps, 'solana', 'solana_signTransaction', {
          transaction: toBase64(bytesOf(args[0])),
        })
        return sameKind(args[0], fromBase64(field(result, 'transaction')))
      }
      case 'signAndSendTransaction': {
        const result = await frameRpc(deps, 'solana', 'solana_signAndSendTransaction', {
          transaction: toBase64(bytesOf(args[0])),
          ...(isRecord(args[1]) && { options: args[1] }),
        })
        return { signature: field(result, 'signature') }
      }
      default:
        throw unsupported(call)
    }
  } catch (error) {
    throw toProviderError(error)
  }
}
