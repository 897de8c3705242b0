/**
 * What the frame does for each app request (design "Frame ↔ kit messages"); each handler
 * returns the success payload or throws an Error whose message becomes the `_ERROR` payload.
 */

import type { Address } from 'viem'
import {
  isAllowedRpcMethod,
  isSafeRpcMethod,
  isValidWalletSendCallsParams,
} from '../../../core/src/validators/embeddedFrame.js'
import { accountTypeStore, eip155Account, isAccountType } from './accountType.js'
import { type Api, ApiError, type ProjectInfo } from './api.js'
import { describeEvm, rpcCall, runEvm } from './evm.js'
import { type RequestType, toCaip2 } from './messages.js'
import { approvalNetwork } from './network.js'
import { callsStatus, describeSendCalls, sendCalls, walletCapabilities } from './sendCalls.js'
import { describeSessionRequest, isSessionMethod, runSessionRequest } from './sessions.js'
import { smartAccountChain, smartAccountOf, userOperationServices } from './smartAccount.js'
import { sendTransactionFromSmartAccount } from './smartAccountSend.js'
import { describeSolana, runSolana } from './solana.js'
import { type ApprovalDetails, setTheme, showApproval } from './ui.js'
import { describeUserOperationRequest, sendUserOperationRequest } from './userOperationRequest.js'
import type { FrameWallet } from './wallet.js'

export const RPC_NOT_ALLOWED = 'Requested RPC call is not allowed'
/** The not-safe methods that sign a message or typed data (the rest sign or send transactions). */
const SIGNATURE_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'solana_signMessage',
])
export const USER_REJECTED = 'User rejected the request'
export const ABORTED = 'Request was aborted'
const FARCASTER_WAIT_MS = 120_000

export interface FrameState {
  projectId: string
  chainId: string
  project: ProjectInfo
  deviceId: string
  email?: string
  farcasterChannel?: string
}

export interface HandlerContext {
  api: Api
  wallet: FrameWallet
  state: FrameState
  signal: AbortSignal
  /** Aborts the other open not-safe requests (after a Reject). */
  abortOthers(): void
}

type Handler = (payload: Record<string, any>, context: HandlerContext) => Promise<unknown>

const namespaceOf = (chainId: string) => chainId.split(':')[0] ?? ''

const rpcUrlOf = (state: FrameState, chainId: string) =>
  state.project.chains.find((chain) => chain.caipNetworkId === chainId)?.rpcUrl ??
  (namespaceOf(chainId) === 'solana'
    ? state.project.chains.find((chain) => chain.caipNetworkId.startsWith('solana:'))?.rpcUrl
    : undefined)

/** The eip155 account in use on `chainId` (the smart account unless the visitor chose the EOA). */
async function activeEip155Account({ wallet, state }: HandlerContext, chainId = state.chainId) {
  const user = wallet.requireUser()
  const owner = wallet.addresses().eip155
  if (!owner) throw new Error('The wallet has no address yet')
  const preferred = accountTypeStore(state.projectId).get(user.id)
  return eip155Account(state.project, chainId, owner, preferred)
}

/**
 * `wallet_getCapabilities`: atomic batching on the eip155 chains where the account in use is
 * the smart account (none before a login).
 */
function capabilitiesOf(params: unknown, context: HandlerContext) {
  const chainIds = context.state.project.chains
    .filter((chain) => chain.caipNetworkId.startsWith('eip155:'))
    .map((chain) => Number(chain.caipNetworkId.slice('eip155:'.length)))
  return walletCapabilities(params, chainIds, async (id) => {
    if (!context.wallet.user) return undefined
    const account = await activeEip155Account(context, `eip155:${id}`)
    return account.smart ? (account.address as Address) : undefined
  })
}

async function userPayload(context: HandlerContext) {
  const { wallet, state } = context
  const user = wallet.requireUser()
  const addresses = wallet.addresses()
  const namespace = namespaceOf(state.chainId)
  const account =
    namespace === 'solana'
      ? addresses.solana && { address: addresses.solana, type: 'eoa' as const }
      : await activeEip155Account(context)
  if (!account) throw new Error('The wallet has no address yet')
  return {
    email: user.email,
    userName: user.username,
    address: account.address,
    chainId: state.chainId,
    accounts: [{ address: account.address, type: account.type, namespace }],
    preferredAccountType: account.type,
    smartAccountDeployed: 'smart' in account ? (account.smart?.deployed ?? false) : false,
    solanaAddress: addresses.solana,
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(new Error(ABORTED))
      },
      { once: true },
    )
  })

async function login(context: HandlerContext, result: Promise<any>) {
  await context.wallet.loginWith(await result)
}

async function rpcRequest(payload: Record<string, any>, context: HandlerContext) {
  const { method, params } = payload
  if (!isAllowedRpcMethod(method)) throw new Error(RPC_NOT_ALLOWED)
  if (method === 'wallet_sendCalls' && !isValidWalletSendCallsParams(params))
    throw new Error("Each call needs a 'to' starting with 0x; data, when set, must start with 0x.")
  const { wallet, state } = context
  const chainId = toCaip2(payload.chainId) ?? state.chainId
  const namespace = namespaceOf(chainId)
  const rpcUrl = rpcUrlOf(state, chainId)
  if (method === 'eth_accounts')
    return wallet.user ? [(await activeEip155Account(context, chainId)).address] : []
  if (method === 'eth_chainId') {
    if (namespace !== 'eip155') throw new Error('Not an eip155 network')
    return `0x${BigInt(chainId.slice(7)).toString(16)}`
  }
  // EIP-5792 answered here: atomic batching where the account in use is the smart account (a
  // batch is one user operation), the status of our own batches.
  if (method === 'wallet_getCapabilities') return capabilitiesOf(params, context)
  if (method === 'wallet_getCallsStatus') return callsStatus(params)
  if (isSafeRpcMethod(method)) {
    if (!rpcUrl || namespace !== 'eip155') throw new Error('No rpcUrl for this network')
    return rpcCall(rpcUrl, method, params)
  }
  wallet.requireUser()
  const solana = method.startsWith('solana_')
  const account = solana ? undefined : await activeEip155Account(context, chainId)
  const smartInUse = account?.smart && { address: account.address, chain: account.smart.chain }
  let details: ApprovalDetails
  try {
    const network = approvalNetwork(state.project, chainId)
    details = solana
      ? describeSolana(method, params, network)
      : method === 'wallet_sendCalls'
        ? describeSendCalls(params, network, account?.smart !== undefined)
        : isSessionMethod(method)
          ? describeSessionRequest(method, params, network)
          : method === 'eth_sendUserOperation'
            ? describeUserOperationRequest(params, network, smartInUse)
            : describeEvm(method, params, network)
  } catch (error) {
    throw new Error(`Invalid request: ${error instanceof Error ? error.message : String(error)}`)
  }
  const { keys, evm } = await context.wallet.requireKeys()
  if (account?.smart) details.rows.push(['Account', `Smart account ${account.address}`])
  if (context.signal.aborted) throw new Error(ABORTED)
  const approved = await wallet.withDialog(
    'approve',
    () => {
      if (context.signal.aborted) return Promise.resolve(false)
      return showApproval(details, context.signal)
    },
    SIGNATURE_METHODS.has(method) ? 'signature' : 'transaction',
  )
  if (context.signal.aborted) throw new Error(ABORTED)
  if (!approved) {
    context.abortOthers()
    throw new Error(USER_REJECTED)
  }
  if (solana) return runSolana(method, params, keys.solanaSecret, rpcUrl)
  if (namespace !== 'eip155') throw new Error('Not an eip155 network')
  if (method === 'wallet_sendCalls')
    return sendCalls(
      params,
      evm,
      { id: Number(chainId.slice(7)), rpcUrl },
      account?.smart && {
        address: account.address as Address,
        chain: account.smart.chain,
        services: userOperationServices(context.api, chainId),
      },
    )
  if (isSessionMethod(method)) {
    const services = userOperationServices(context.api, chainId)
    const chain = smartAccountChain(state.project, chainId)
    return runSessionRequest(method, params, evm, chain, services)
  }
  if (method === 'eth_sendUserOperation')
    return sendUserOperationRequest(
      params,
      evm,
      smartInUse,
      userOperationServices(context.api, chainId),
    )
  if (method === 'eth_sendTransaction' && account?.smart)
    return sendTransactionFromSmartAccount(
      params,
      evm,
      { ...account, smart: account.smart },
      userOperationServices(context.api, chainId),
    )
  return runEvm(method, params, evm, { id: Number(chainId.slice(7)), rpcUrl }, account?.address)
}

export const HANDLERS: Record<RequestType, Handler> = {
  CONNECT_EMAIL: async ({ email }, { api, wallet, state }) => {
    if ((await wallet.restore()) && wallet.user?.email?.toLowerCase() === email.toLowerCase()) {
      await wallet.ensureUnlocked()
      return { action: 'CONNECT' }
    }
    state.email = email
    return api.emailLogin(email, state.deviceId)
  },
  CONNECT_DEVICE: async (_payload, { api, state }) => {
    if (!state.email) throw new Error('No email login in progress')
    return api.emailDevice(state.email, state.deviceId)
  },
  CONNECT_OTP: async ({ otp }, context) => {
    const { api, state } = context
    if (!state.email) throw new Error('No email login in progress')
    await login(context, api.emailOtp(state.email, state.deviceId, otp))
    state.email = undefined
    return {}
  },
  GET_SOCIAL_REDIRECT_URI: async ({ provider, returnTo }, { api, state }) =>
    api.socialRedirect(provider, state.deviceId, returnTo ?? state.project.origins[0]),
  CONNECT_SOCIAL: async ({ uri }, context) => {
    const result = new URL(uri).searchParams.get('gangway_social')
    if (!result) throw new Error('The address has no gangway_social result')
    await login(context, context.api.socialComplete(result, context.state.deviceId))
    return { userName: context.wallet.user?.username }
  },
  GET_FARCASTER_URI: async (_payload, { api, state, wallet }) => {
    const channel = await api.farcasterChannel(state.deviceId)
    state.farcasterChannel = channel.channelToken
    return { url: channel.url, userName: wallet.user?.username }
  },
  CONNECT_FARCASTER: async (_payload, context) => {
    const { api, state, signal } = context
    const channel = state.farcasterChannel
    if (!channel) throw new Error('No Farcaster login in progress')
    const deadline = Date.now() + FARCASTER_WAIT_MS
    while (Date.now() < deadline) {
      const status = await api.farcasterStatus(channel)
      if (status.state === 'completed') {
        await login(context, api.farcasterComplete(channel, state.deviceId))
        state.farcasterChannel = undefined
        return { userName: context.wallet.user?.username }
      }
      await sleep(1_000, signal)
    }
    throw new Error('Farcaster sign-in timed out')
  },
  GET_USER: async ({ chainId }, context) => {
    const next = toCaip2(chainId)
    if (next) context.state.chainId = next
    if (!(await context.wallet.restore())) throw new Error('Not signed in')
    await context.wallet.ensureUnlocked()
    return userPayload(context)
  },
  GET_CHAIN_ID: async (_payload, { state }) => ({ chainId: state.chainId }),
  // With the eip155 account on the new chain: the smart account where it has one, else the EOA.
  SWITCH_NETWORK: async ({ chainId }, context) => {
    const { state, wallet } = context
    state.chainId = toCaip2(chainId) ?? state.chainId
    const account =
      wallet.user && namespaceOf(state.chainId) === 'eip155'
        ? await activeEip155Account(context).catch(() => undefined)
        : undefined
    return {
      chainId: state.chainId,
      ...(account && { address: account.address, type: account.type }),
    }
  },
  SIGN_OUT: async (_payload, { wallet }) => {
    await wallet.signOut()
    return {}
  },
  IS_CONNECTED: async (_payload, { wallet }) => ({ isConnected: await wallet.restore() }),
  // The visitor's choice, kept; the answer is the account now in use (the EOA where the smart
  // account cannot be had: spec §4).
  SET_PREFERRED_ACCOUNT: async ({ type }, context) => {
    if (!isAccountType(type)) throw new Error("The account type must be 'eoa' or 'smartAccount'")
    const user = context.wallet.requireUser()
    accountTypeStore(context.state.projectId).set(user.id, type)
    const account = await activeEip155Account(context)
    return { type: account.type, address: account.address }
  },
  // The eip155 chains whose ERC-4337 the server configures (GET /embedded/project).
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: async (_payload, { state }) => ({
    networks: state.project.chains
      .filter((chain) => chain.smartAccounts && chain.caipNetworkId.startsWith('eip155:'))
      .map((chain) => Number(chain.caipNetworkId.slice('eip155:'.length))),
  }),
  // The smart account's address on the current network, known before it is deployed.
  INIT_SMART_ACCOUNT: async (_payload, { wallet, state }) => {
    wallet.requireUser()
    const owner = wallet.addresses().eip155
    const chain = smartAccountChain(state.project, state.chainId)
    if (!owner || !chain) throw new Error('Smart accounts are not available on this network')
    const { address, deployed } = await smartAccountOf(owner as `0x${string}`, chain)
    return { address, chainId: state.chainId, isDeployed: deployed }
  },
  RPC_REQUEST: rpcRequest,
  // Answered by the dispatcher (it knows the open requests).
  ABORT: async () => ({}),
  UPDATE_EMAIL: async ({ email }, { api, wallet }) => {
    wallet.requireUser()
    return api.updateEmail(email)
  },
  UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }, { api }) => api.updateEmailPrimary(otp),
  UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }, { api, wallet }) => {
    const answer = await api.updateEmailSecondary(otp)
    if (wallet.user) wallet.user.email = answer.newEmail
    return { newEmail: answer.newEmail }
  },
  SYNC_THEME: async ({ themeMode, themeVariables }) => {
    setTheme(themeMode, themeVariables)
    return {}
  },
  SYNC_DAPP_DATA: async ({ projectId }, { state }) => {
    if (projectId !== state.projectId) throw new Error('Invalid App Configuration')
    return {}
  },
  RELOAD: async () => {
    setTimeout(() => location.reload(), 50)
    return {}
  },
}

/** The `_ERROR` message of a failure; a 401 from a bearer call also ends the session. */
export function errorMessage(error: unknown, wallet: FrameWallet): string {
  if (error instanceof ApiError && error.status === 401 && wallet.user) wallet.sessionEnded()
  if (error instanceof Error && error.message) return error.message.slice(0, 500)
  return 'An error occurred'
}
