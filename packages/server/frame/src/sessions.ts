/**
 * Smart sessions (ERC-7715) of the embedded wallet's smart account (SessionAccount, from
 * @gangway/testing's contracts/erc4337): a host's `wallet_grantPermissions` read into one session
 * (a key allowed to call one contract, optionally one method, up to spend limits, until an
 * expiry), what the approval shows of it, the account calls that grant and revoke it (sent as the
 * owner's user operation). The limits are the account's to enforce, on chain; nothing here is
 * trusted for that.
 */
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddress,
  isHex,
  toFunctionSelector,
} from 'viem'
import { type PrivateKeyAccount, publicKeyToAddress } from 'viem/accounts'
import { type ApprovalNetwork, nativeAmount, networkRow } from './network.js'
import { counterfactualAddress } from './smartAccount.js'
import type { ApprovalDetails } from './ui.js'
import {
  type AccountCall,
  type SmartAccountChain,
  sendUserOperation,
  type UserOperationServices,
  waitForUserOperationReceipt,
} from './userOperation.js'

/** SessionAccount's grant and revoke (JSON, not parseAbi: its parser is kilobytes of the frame). */
const sessionAbi = [
  {
    type: 'function',
    name: 'grantSession',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'key', type: 'address' },
      { name: 'target', type: 'address' },
      { name: 'selector', type: 'bytes4' },
      { name: 'valueLimit', type: 'uint256' },
      { name: 'tokenLimit', type: 'uint256' },
      { name: 'validUntil', type: 'uint48' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'revokeSession',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'key', type: 'address' }],
    outputs: [],
  },
] as const

/** The largest expiry the account stores (uint48 seconds). */
const MAX_EXPIRY = 2 ** 48 - 1
const NO_SELECTOR: Hex = '0x00000000'

/** One session as the host asked for it. */
export interface SessionRequest {
  /** The eip155 chain id the host named. */
  chainId: number
  /** The session key's address (the host holds its private key). */
  key: Address
  /** The one contract the key may call. */
  target: Address
  /** The one method (4-byte selector), or undefined for any method of `target`. */
  selector?: Hex
  /** The method as the host wrote it (shown in the approval). */
  method?: string
  /** Native value (wei) the session may send in all. */
  valueLimit: bigint
  /** ERC-20 amount (transfer, approve, transferFrom, increaseAllowance) in all, in base units. */
  tokenLimit: bigint
  /** Unix seconds after which the session is refused. */
  expiry: number
}

const record = (value: unknown, what: string): Record<string, unknown> => {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${what} is missing`)
  return value as Record<string, unknown>
}

const quantity = (value: unknown, what: string): bigint => {
  if (value === undefined) return 0n
  if (typeof value !== 'string' || !isHex(value) || value.length > 66)
    throw new Error(`${what} must be a 0x quantity`)
  return hexToBigInt(value)
}

/** The signer's address: an ERC-7715 `key` signer (secp256k1 public key) or an `account` signer. */
function signerAddress(signer: unknown): Address {
  const { type, data } = record(signer, 'signer')
  const fields = record(data, 'signer.data')
  if (type === 'account' && typeof fields.address === 'string' && isAddress(fields.address))
    return getAddress(fields.address)
  if (type === 'key' && (fields.type ?? 'secp256k1') === 'secp256k1') {
    const { publicKey } = fields
    if (
      typeof publicKey === 'string' &&
      isHex(publicKey) &&
      /^0x04[0-9a-fA-F]{128}$/.test(publicKey)
    )
      return publicKeyToAddress(publicKey)
    throw new Error('signer.data.publicKey must be an uncompressed secp256k1 public key (0x04…)')
  }
  throw new Error("signer must be a secp256k1 'key' or an 'account' with an address")
}

/** The method a contract-call permission names: at most one (signature or selector). */
function permissionMethod(data: Record<string, unknown>): { selector?: Hex; method?: string } {
  const functions = data.functions
  if (functions === undefined) return {}
  if (!Array.isArray(functions) || functions.length !== 1)
    throw new Error('a contract-call permission names one function, or none for any')
  const name = record(functions[0], 'functions[0]').functionName
  if (typeof name !== 'string' || name.length > 256) throw new Error('functionName is missing')
  if (/^0x[0-9a-fA-F]{8}$/.test(name)) return { selector: name.toLowerCase() as Hex, method: name }
  if (!/^[A-Za-z_$][\w$]*\([\w,[\] ]*\)$/.test(name))
    throw new Error('functionName must be a signature such as transfer(address,uint256)')
  return { selector: toFunctionSelector(name), method: name }
}

/**
 * Reads `wallet_grantPermissions` params (ERC-7715): `[{ chainId, expiry, signer, permissions:
 * [{ type: 'contract-call', data: { address, functions?: [{ functionName }] }, policies?: [{ type:
 * 'native-token-limit' | 'token-allowance', data: { allowance } }] }] }]`. One permission: the
 * account holds one contract per session. Throws a readable Error for anything else.
 */
export function parseGrantPermissions(params: unknown, now = Date.now() / 1000): SessionRequest {
  const list = Array.isArray(params) ? params : [params]
  if (list.length !== 1) throw new Error('wallet_grantPermissions takes one permission request')
  const request = record(list[0], 'the permission request')
  const chainId = Number(quantity(request.chainId, 'chainId'))
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error('chainId is missing')
  const expiry = request.expiry
  if (
    typeof expiry !== 'number' ||
    !Number.isInteger(expiry) ||
    expiry <= now ||
    expiry > MAX_EXPIRY
  )
    throw new Error('expiry must be a future unix time in seconds')
  const permissions = request.permissions
  if (!Array.isArray(permissions) || permissions.length !== 1)
    throw new Error('permissions must hold one contract-call permission')
  const permission = record(permissions[0], 'permissions[0]')
  if (permission.type !== 'contract-call')
    throw new Error("the permission's type must be contract-call")
  const data = record(permission.data, 'permissions[0].data')
  if (typeof data.address !== 'string' || !isAddress(data.address))
    throw new Error("the permission's data.address must be the contract's address")
  let valueLimit = 0n
  let tokenLimit = 0n
  const policies = permission.policies ?? []
  if (!Array.isArray(policies) || policies.length > 2) throw new Error('policies must be a list')
  for (const policy of policies) {
    const { type, data: policyData } = record(policy, 'policy')
    const allowance = quantity(record(policyData, `${String(type)} data`).allowance, 'allowance')
    if (type === 'native-token-limit') valueLimit = allowance
    else if (type === 'token-allowance') tokenLimit = allowance
    else throw new Error(`unknown policy ${String(type).slice(0, 40)}`)
  }
  return {
    chainId,
    key: signerAddress(request.signer),
    target: getAddress(data.address),
    ...permissionMethod(data),
    valueLimit,
    tokenLimit,
    expiry,
  }
}

/** What the visitor approves: who may spend what, where, until when. */
export function describeGrantPermissions(
  request: SessionRequest,
  network: ApprovalNetwork,
): ApprovalDetails {
  return {
    title: 'Grant session',
    rows: [
      networkRow(network),
      ['Session key', request.key],
      ['Contract', request.target],
      ['Method', request.method ?? 'Any method'],
      ['Spend limit', nativeAmount(request.valueLimit, network)],
      ['Token limit', `${request.tokenLimit} (token base units)`],
      ['Expires', new Date(request.expiry * 1000).toISOString()],
    ],
  }
}

/** The owner's call that grants the session (the account calling itself through `execute`). */
export function grantSessionCall(account: Address, request: SessionRequest) {
  const data = encodeFunctionData({
    abi: sessionAbi,
    functionName: 'grantSession',
    args: [
      request.key,
      request.target,
      request.selector ?? NO_SELECTOR,
      request.valueLimit,
      request.tokenLimit,
      request.expiry,
    ],
  })
  return { to: account, value: 0n, data }
}

/** The owner's call that revokes `key`'s session. */
export function revokeSessionCall(account: Address, key: Address) {
  const data = encodeFunctionData({ abi: sessionAbi, functionName: 'revokeSession', args: [key] })
  return { to: account, value: 0n, data }
}

/** `wallet_revokePermissions` params: `[{ permissionsContext }]`, the session key's address. */
export function parseRevokePermissions(params: unknown): Address {
  const list = Array.isArray(params) ? params : [params]
  const context = record(list[0], 'the revoke request').permissionsContext
  if (typeof context !== 'string' || !isAddress(context))
    throw new Error('permissionsContext must be the session key a grant answered')
  return getAddress(context)
}

/** ERC-7715's answer to a granted request: `permissionsContext` is the session key's address. */
export function grantedPermissions(params: unknown, request: SessionRequest, account: Address) {
  const [asked] = (Array.isArray(params) ? params : [params]) as Record<string, unknown>[]
  return {
    ...asked,
    address: account,
    chainId: `0x${request.chainId.toString(16)}`,
    expiry: request.expiry,
    grantedPermissions: asked?.permissions,
    permissionsContext: request.key,
  }
}

/** The session methods of ERC-7715 the frame answers (the kit sends them behind smartSessions). */
export const isSessionMethod = (method: string) =>
  method === 'wallet_grantPermissions' || method === 'wallet_revokePermissions'

/** What the approval shows for a grant or a revoke on `network` (the request's chain must be it). */
export function describeSessionRequest(
  method: string,
  params: unknown,
  network: ApprovalNetwork,
): ApprovalDetails {
  if (method === 'wallet_grantPermissions') {
    const request = parseGrantPermissions(params)
    if (`eip155:${request.chainId}` !== network.caipNetworkId)
      throw new Error(`chainId is not the current network (${network.caipNetworkId})`)
    return describeGrantPermissions(request, network)
  }
  return {
    title: 'Revoke session',
    rows: [networkRow(network), ['Session key', parseRevokePermissions(params)]],
  }
}

/**
 * Runs an approved grant or revoke: the owner's user operation calling the smart account itself
 * (grantSession / revokeSession), waited for until it is on chain. A grant answers ERC-7715's
 * granted permissions (`permissionsContext`: the session key); a revoke answers null.
 */
export async function runSessionRequest(
  method: string,
  params: unknown,
  owner: PrivateKeyAccount,
  chain: SmartAccountChain | undefined,
  services: UserOperationServices,
): Promise<unknown> {
  if (!chain) throw new Error('Smart accounts are not available on this network')
  const account = await counterfactualAddress(chain.rpcUrl, chain.accountFactory, owner.address)
  const send = async (call: AccountCall) => {
    const { hash } = await sendUserOperation([call], owner, chain, services)
    await waitForUserOperationReceipt(hash, services)
  }
  if (method === 'wallet_grantPermissions') {
    const request = parseGrantPermissions(params)
    await send(grantSessionCall(account, request))
    return grantedPermissions(params, request, account)
  }
  await send(revokeSessionCall(account, parseRevokePermissions(params)))
  return null
}
