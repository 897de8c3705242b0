// A TON Connect v2 wallet for tests, speaking the JS bridge protocol (ton-blockchain/ton-connect:
// bridge.md "JS bridge", requests-responses.md) and signing for real with a v4 wallet's key.
// Browser-safe (Buffer must exist: the browser entry installs the `buffer` package's).
import { beginCell, storeStateInit } from '@ton/core'
import { TON_SANDBOX_GLOBAL_ID } from '../sandbox/globalId.js'
import { type SignDataPayload, signDataSignature, tonProofSignature } from './signing.js'
import { createToncenterClient } from './toncenterClient.js'
import { deriveTonTestKey, TON_TEST_MNEMONIC, type TonTestKey } from './tonKeys.js'
import { readTransferRequest, signAndSendTransfer, TonConnectRequestError } from './transfer.js'
import type {
  TonConnectTestBridge,
  TonConnectTestWallet,
  TonConnectTestWalletOptions,
  TonConnectWalletEvent,
  TonConnectWalletResponse,
  TonPromptMethod,
  TonWalletRequest,
} from './types.js'

export const TON_TEST_WALLET_NAME = 'Gangway TON Test Wallet'
export const TON_TEST_WALLET_APP_NAME = 'gangwaytontest'
export const TON_TEST_WALLET_ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0098EA"/><path d="M9 11h14l-7 12z" fill="none" stroke="#fff" stroke-width="2"/></svg>',
)}`

const PROTOCOL_VERSION = 2
const MANIFEST_TIMEOUT_MS = 5000
const ERROR = { BAD_REQUEST: 1, MANIFEST_NOT_FOUND: 2, MANIFEST_CONTENT: 3, UNKNOWN_APP: 100 }
const DECLINED = 300
const NOT_SUPPORTED = 400

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host || undefined
  } catch {
    return undefined
  }
}

/** Checks the dapp's manifest (url, name, iconUrl) the way a wallet does before it asks. */
async function checkManifest(url: string): Promise<TonConnectRequestError | undefined> {
  let body: unknown
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    body = await response.json()
  } catch (error) {
    return new TonConnectRequestError(ERROR.MANIFEST_NOT_FOUND, `App manifest not found: ${error}`)
  }
  const fields =
    isObject(body) && ['url', 'name', 'iconUrl'].every((k) => typeof body[k] === 'string')
  return fields
    ? undefined
    : new TonConnectRequestError(ERROR.MANIFEST_CONTENT, 'App manifest content error')
}

/**
 * A TON Connect wallet on a v4r2 contract of `mnemonic`, sending to the node at `rpcUrl`:
 * `connect` (ton_addr, ton_proof), `restoreConnection` (only for an approved site),
 * `send` with `sendTransaction` (signs and sends a v4 transfer, answers its BoC), `signData`
 * (text and binary, Ed25519) and `disconnect`, and `listen` (disconnect / connect events).
 * Request ids must grow within a session (older ones are refused, code 1), as the spec says.
 */
export function createTonConnectTestWallet(
  options: TonConnectTestWalletOptions,
): TonConnectTestWallet {
  const network = String(options.network ?? TON_SANDBOX_GLOBAL_ID)
  const node = createToncenterClient(options.rpcUrl)
  const storageKey = options.storageKey ?? 'gangway-test-ton-wallet'
  const saved = (() => {
    try {
      return JSON.parse(options.storage?.getItem(storageKey) ?? '{}') as {
        trusted?: boolean
        lastRequestId?: number
      }
    } catch {
      return {}
    }
  })()
  let trusted = options.trusted ?? saved.trusted ?? false
  let lastRequestId = saved.lastRequestId ?? -1
  let connected = false
  let manifestDomain: string | undefined
  let eventId = 0
  let key: TonTestKey | undefined
  const listeners = new Set<(event: TonConnectWalletEvent) => void>()
  const requests: TonWalletRequest[] = []
  const sentMessages: string[] = []
  const planned: { kind: 'reject' | 'stall'; method?: TonPromptMethod }[] = []
  const ready = deriveTonTestKey(options.mnemonic ?? TON_TEST_MNEMONIC).then((derived) => {
    key = derived
  })
  // An init script runs in every frame of a page, and a frame that is no secure context has no
  // Web Crypto to derive the key with: whoever asks the wallet there gets the failure (every
  // request awaits `ready`), the page no unhandled rejection.
  ready.catch(() => {})

  const persist = () => {
    try {
      if (trusted) options.storage?.setItem(storageKey, JSON.stringify({ trusted, lastRequestId }))
      else options.storage?.removeItem(storageKey)
    } catch {
      // Storage can be blocked (opaque origins): approval then lasts for the page only.
    }
  }
  const current = () => key as TonTestKey
  const emit = (event: TonConnectWalletEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  /** What the visitor does with a prompt: approve, decline (300), or never answer. */
  async function prompt(method: TonPromptMethod): Promise<void> {
    const index = planned.findIndex((plan) => !plan.method || plan.method === method)
    const plan = index === -1 ? undefined : planned.splice(index, 1)[0]
    if (plan?.kind === 'stall') await new Promise<never>(() => {})
    if (plan?.kind === 'reject') {
      throw new TonConnectRequestError(DECLINED, `User declined the ${method} request`)
    }
  }

  const domain = () =>
    options.appDomain ??
    (typeof location === 'undefined' ? undefined : location.host || undefined) ??
    manifestDomain ??
    'localhost'

  function addressItem() {
    const { contract, keyPair } = current()
    return {
      name: 'ton_addr',
      address: contract.address.toRawString(),
      network,
      publicKey: keyPair.publicKey.toString('hex'),
      walletStateInit: beginCell()
        .store(storeStateInit(contract.init))
        .endCell()
        .toBoc()
        .toString('base64'),
    }
  }

  function proofItem(payload: string) {
    const { contract, keyPair } = current()
    const timestamp = Math.floor(Date.now() / 1000)
    const value = domain()
    const signature = tonProofSignature({
      secretKey: keyPair.secretKey,
      address: contract.address,
      domain: value,
      timestamp,
      payload,
    })
    const lengthBytes = new TextEncoder().encode(value).length
    return {
      name: 'ton_proof',
      proof: { timestamp, domain: { lengthBytes, value }, signature, payload },
    }
  }

  const connectEvent = (items: unknown[]): TonConnectWalletEvent => ({
    event: 'connect',
    id: ++eventId,
    payload: { items, device: bridge.deviceInfo },
  })
  const connectError = (code: number, message: string): TonConnectWalletEvent => ({
    event: 'connect_error',
    id: ++eventId,
    payload: { code, message },
  })

  async function connect(
    protocolVersion: unknown,
    message: unknown,
  ): Promise<TonConnectWalletEvent> {
    await ready
    const manifestUrl = isObject(message) ? message.manifestUrl : undefined
    const items = isObject(message) ? message.items : undefined
    if (
      protocolVersion !== PROTOCOL_VERSION ||
      typeof manifestUrl !== 'string' ||
      !Array.isArray(items)
    ) {
      return connectError(ERROR.BAD_REQUEST, 'Bad request')
    }
    if (!/^https?:$/.test(hostOf(manifestUrl) ? new URL(manifestUrl).protocol : '')) {
      return connectError(ERROR.BAD_REQUEST, 'manifestUrl must be an http(s) URL')
    }
    if (options.fetchManifest) {
      const problem = await checkManifest(manifestUrl)
      if (problem) return connectError(problem.code, problem.message)
    }
    try {
      await prompt('connect')
    } catch (error) {
      return connectError(DECLINED, (error as Error).message)
    }
    manifestDomain = hostOf(manifestUrl)
    const replies = items.map((item) => {
      const name = isObject(item) ? item.name : undefined
      if (name === 'ton_addr') return addressItem()
      if (name === 'ton_proof' && isObject(item) && typeof item.payload === 'string') {
        return proofItem(item.payload)
      }
      return { name, error: { code: NOT_SUPPORTED, message: 'Method is not supported' } }
    })
    trusted = true
    connected = true
    lastRequestId = -1
    persist()
    return connectEvent(replies)
  }

  async function restoreConnection(): Promise<TonConnectWalletEvent> {
    await ready
    if (!trusted) return connectError(ERROR.UNKNOWN_APP, 'Unknown app')
    connected = true
    return connectEvent([addressItem()])
  }

  async function signData(payload: unknown) {
    const { contract, keyPair } = current()
    const body = isObject(payload) ? payload : {}
    if (body.network !== undefined && String(body.network) !== network) {
      throw new TonConnectRequestError(ERROR.BAD_REQUEST, `the wallet is on network ${network}`)
    }
    if (
      body.from !== undefined &&
      String(body.from).toLowerCase() !== contract.address.toRawString()
    ) {
      throw new TonConnectRequestError(
        ERROR.BAD_REQUEST,
        `from ${String(body.from)} is not this wallet`,
      )
    }
    let signed: SignDataPayload
    if (body.type === 'text' && typeof body.text === 'string')
      signed = { type: 'text', text: body.text }
    else if (body.type === 'binary' && typeof body.bytes === 'string') {
      signed = { type: 'binary', bytes: body.bytes }
    } else
      throw new TonConnectRequestError(
        NOT_SUPPORTED,
        `signData type ${String(body.type)} is not supported`,
      )
    await prompt('signData')
    const timestamp = Math.floor(Date.now() / 1000)
    const value = domain()
    const signature = signDataSignature({
      secretKey: keyPair.secretKey,
      address: contract.address,
      domain: value,
      timestamp,
      payload: signed,
    })
    return {
      signature,
      address: contract.address.toRawString(),
      timestamp,
      domain: value,
      payload: signed,
    }
  }

  async function sendTransaction(payload: unknown) {
    const request = readTransferRequest(payload, {
      address: current().contract.address,
      network,
      maxMessages: options.maxMessages ?? 4,
      now: Math.floor(Date.now() / 1000),
    })
    await prompt('sendTransaction')
    const boc = await signAndSendTransfer(request, current(), node)
    sentMessages.push(boc)
    return boc
  }

  async function answer(method: unknown, payload: unknown): Promise<unknown> {
    switch (method) {
      case 'sendTransaction':
        return sendTransaction(payload)
      case 'signData':
        return signData(payload)
      case 'disconnect':
        connected = false
        trusted = false
        persist()
        return {}
      default:
        throw new TonConnectRequestError(NOT_SUPPORTED, `Method ${String(method)} is not supported`)
    }
  }

  async function send(message: unknown): Promise<TonConnectWalletResponse> {
    await ready
    const { method, params, id } = isObject(message) ? message : ({} as Record<string, unknown>)
    const entry: TonWalletRequest = { method: String(method), params }
    requests.push(entry)
    const reply = (response: TonConnectWalletResponse) => {
      entry.answer = response
      return response
    }
    const requestId = String(id ?? '')
    const fail = (code: number, text: string) =>
      reply({ id: requestId, error: { code, message: text } })
    if (!connected || !trusted) return fail(ERROR.UNKNOWN_APP, 'Unknown app')
    if (!/^\d{1,20}$/.test(requestId) || !Array.isArray(params))
      return fail(ERROR.BAD_REQUEST, 'Bad request')
    if (Number(requestId) <= lastRequestId) {
      return fail(
        ERROR.BAD_REQUEST,
        `Request id ${requestId} is not above the last one (${lastRequestId})`,
      )
    }
    lastRequestId = Number(requestId)
    persist()
    let payload: unknown
    try {
      payload = params.length === 0 ? undefined : JSON.parse(String(params[0]))
    } catch {
      return fail(ERROR.BAD_REQUEST, 'params[0] is not JSON')
    }
    try {
      return reply({ id: requestId, result: await answer(method, payload) })
    } catch (error) {
      const code = error instanceof TonConnectRequestError ? error.code : 0
      return fail(code, error instanceof Error ? error.message : String(error))
    }
  }

  const bridge: TonConnectTestBridge = {
    deviceInfo: {
      platform: 'browser',
      appName: options.appName ?? TON_TEST_WALLET_APP_NAME,
      appVersion: '0.1.0',
      maxProtocolVersion: PROTOCOL_VERSION,
      features: [
        'SendTransaction',
        { name: 'SendTransaction', maxMessages: options.maxMessages ?? 4 },
        { name: 'SignData', types: ['text', 'binary'] },
      ],
    },
    walletInfo: {
      name: options.name ?? TON_TEST_WALLET_NAME,
      app_name: options.appName ?? TON_TEST_WALLET_APP_NAME,
      image: options.image ?? TON_TEST_WALLET_ICON,
      about_url: 'https://github.com/gangway-kit/gangway/tree/main/packages/testing',
      platforms: ['chrome', 'firefox', 'safari'],
    },
    protocolVersion: PROTOCOL_VERSION,
    isWalletBrowser: false,
    connect,
    restoreConnection,
    send,
    listen(callback) {
      listeners.add(callback)
      return () => {
        listeners.delete(callback)
      }
    },
  }

  return {
    bridge,
    ready,
    get address() {
      return current().contract.address.toRawString()
    },
    get publicKey() {
      return current().keyPair.publicKey.toString('hex')
    },
    network,
    get connected() {
      return connected
    },
    get trusted() {
      return trusted
    },
    requests,
    sentMessages,
    listenerCount: () => listeners.size,
    rejectNext: (method) => void planned.push({ kind: 'reject', ...(method && { method }) }),
    stallNext: (method) => void planned.push({ kind: 'stall', ...(method && { method }) }),
    revoke() {
      trusted = false
      connected = false
      persist()
      emit({ event: 'disconnect', id: ++eventId, payload: {} })
    },
    async switchAccount(mnemonic) {
      key = await deriveTonTestKey(mnemonic)
      if (connected) emit(connectEvent([addressItem()]))
    },
  }
}
