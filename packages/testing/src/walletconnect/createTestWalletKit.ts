import { importOptionalPeer } from '@gangway/core/internal'
import type { WalletKit } from '@reown/walletkit'
import type { Address, Hex } from 'viem'
import { createTestWallet } from '../wallet/createTestWallet.js'
import type { TestWallet } from '../wallet/types.js'
import { type ApprovedNamespace, approveNamespaces } from './approveNamespaces.js'
import {
  answerSessionAuthenticate,
  type SessionAuthenticateEvent,
  type SigningWallet,
  signAuthRequest,
  type TestCacao,
} from './authenticate.js'
import { MemoryKeyValueStorage } from './memoryStorage.js'
import {
  createSolanaWalletConnectSigner,
  SOLANA_MAINNET_CAIP,
  TEST_WALLET_KIT_SOLANA_METHODS,
} from './solanaSigner.js'

/** eip155 methods the test wallet answers over WalletConnect. */
export const TEST_WALLET_KIT_EIP155_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_getCapabilities',
] as const

export interface TestWalletKitChain {
  chainId: number
  rpcUrl: string
  name?: string
}

export interface CreateTestWalletKitOptions {
  /** The relay both sides use (`startLocalRelay().url`). */
  relayUrl: string
  /** Key of the wallet's eip155 account (signs locally with viem). */
  privateKey: Hex
  /** The eip155 chains the wallet serves, each with its node (anvil). */
  chains?: readonly TestWalletKitChain[]
  /** Shorthand for one chain: its node; the chain id is asked from the node when omitted. */
  rpcUrl?: string
  chainId?: number
  /**
   * Also approve the solana namespace: a 32-byte ed25519 seed, and the CAIP-2 chains served
   * (default: mainnet). It answers solana_signMessage and the account requests.
   */
  solana?: { seed: Uint8Array; chains?: readonly string[] }
  /** Any string works with the local relay. */
  projectId?: string
  /** The wallet's name in its metadata (what the dapp shows). Default 'Gangway Test WalletKit'. */
  name?: string
  /** Kept apart from every other WalletConnect client in the process. Default: unique per call. */
  customStoragePrefix?: string
  /** Approve proposals as they arrive (default true); false leaves them to `approvePending`. */
  autoApprove?: boolean
  /**
   * Answer one-click sign-in — a session proposal's `authentication` requests (`connect()`'s
   * `authentication`) and the deprecated `session_authenticate`: a CACAO per requested chain,
   * signed with the wallet's key — default true. False: the wallet approves a plain session (no
   * `authentication`) and does not listen for `session_authenticate`, so the dapp's
   * `authenticate` falls back to a plain session (no auths).
   */
  authenticate?: boolean
  /** WalletConnect log level (default 'silent'). */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
}

interface SessionLike {
  topic: string
  namespaces: Record<string, ApprovedNamespace>
  peer: { metadata: { name: string; url: string } }
}

export interface HandledRequest {
  topic: string
  chainId: string
  method: string
  params: unknown
  result?: unknown
  error?: { code: number; message: string }
}

export interface TestWalletKit {
  /** The eip155 account the wallet exposes. */
  readonly address: Address
  /** The solana account (base58), when `solana` was given. */
  readonly solanaAddress: string | undefined
  /** The WalletKit instance, for anything the helpers below do not cover. */
  readonly walletKit: InstanceType<typeof WalletKit>
  /** The EIP-1193 signer behind the wallet (a `createTestWallet`). */
  readonly signer: TestWallet
  /**
   * Pairs from a `wc:` URI and resolves with the session once the wallet has approved the
   * dapp's proposal or one-click sign-in (or rejects when it cannot be approved).
   */
  pair(uri: string): Promise<SessionLike>
  /** Active sessions. */
  sessions(): SessionLike[]
  /** Requests answered so far, oldest first. */
  requests(): readonly HandledRequest[]
  /** Resolves with the next request the wallet answers (optionally of one method). */
  nextRequest(method?: string): Promise<HandledRequest>
  /** The wallet ends a session (default: every session) — the dapp sees `session_delete`. */
  disconnectSession(topic?: string): Promise<void>
  /** With autoApprove false: approves the oldest waiting proposal. */
  approvePending(): Promise<SessionLike>
  /** With autoApprove false: rejects the oldest waiting proposal. */
  rejectPending(): Promise<void>
  /** Closes the relay connection (sessions stay in memory). */
  close(): Promise<void>
}

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
const USER_REJECTED = { code: 5000, message: 'User rejected.' }

let instances = 0

/**
 * A real WalletConnect wallet for tests, on `@reown/walletkit`: pairs from a URI through the
 * given relay, approves the eip155 namespace on its chains, and answers personal_sign,
 * eth_signTypedData_v4, eth_sendTransaction (and the rest of TEST_WALLET_KIT_EIP155_METHODS)
 * with a viem local account against the chains' nodes.
 *
 * Nothing leaves the machine: storage is in memory, telemetry is off and the verify service is
 * never asked. The sign client's request queue is off so requests are answered at once.
 */
export async function createTestWalletKit(
  options: CreateTestWalletKitOptions,
): Promise<TestWalletKit> {
  const chains: TestWalletKitChain[] = [
    ...(options.chains ?? []),
    ...(options.rpcUrl && !options.chains?.length
      ? [{ chainId: options.chainId ?? 0, rpcUrl: options.rpcUrl }]
      : []),
  ]
  if (chains.length === 0) throw new Error('createTestWalletKit needs chains or rpcUrl.')
  const signer = createTestWallet({
    privateKey: options.privateKey,
    rpcUrl: chains[0]!.rpcUrl,
    ...(chains[0]!.chainId ? { chainId: chains[0]!.chainId } : {}),
    chains: chains
      .filter((chain) => chain.chainId)
      .map((chain) => ({ id: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name })),
    connected: true,
  })
  if (!chains[0]!.chainId) chains[0]!.chainId = await signer.getChainId()
  const address = signer.getAddresses()[0]!

  instances += 1
  // Loaded with the first wallet, not with @gangway/testing's entry (≈ 0.4 s of WalletConnect).
  const [{ WalletKit }, { Core }] = await Promise.all([
    importOptionalPeer('@reown/walletkit', 'createTestWalletKit', () => import('@reown/walletkit')),
    importOptionalPeer(
      '@walletconnect/core',
      'createTestWalletKit',
      () => import('@walletconnect/core'),
    ),
  ])
  const core = new Core({
    projectId: options.projectId ?? 'gangway-test-wallet',
    relayUrl: options.relayUrl,
    storage: new MemoryKeyValueStorage() as never,
    customStoragePrefix:
      options.customStoragePrefix ?? `gangway-test-wallet-${process.pid}-${instances}`,
    telemetryEnabled: false,
    logger: options.logLevel ?? 'silent',
  })
  // No verify service: nothing to register, nothing to resolve (an offline test would wait).
  const verify = core.verify as unknown as Record<string, unknown>
  verify.isDevEnv = true
  verify.register = async () => ''
  verify.resolve = async () => undefined
  // No telemetry: the events client announces INIT even with telemetryEnabled false.
  const events = core.eventClient as unknown as Record<string, unknown>
  events.init = async () => {}
  events.sendEvent = async () => ({ ok: true })
  const walletKit = await WalletKit.init({
    core,
    metadata: {
      name: options.name ?? 'Gangway Test WalletKit',
      description: 'A WalletConnect test wallet (@gangway/testing)',
      url: 'https://gangway.invalid/test-wallet',
      icons: [],
    },
    signConfig: { disableRequestQueue: true },
  })

  const solana = options.solana ? createSolanaWalletConnectSigner(options.solana.seed) : undefined
  const support = {
    eip155: {
      chains: chains.map((chain) => `eip155:${chain.chainId}`),
      address,
      methods: TEST_WALLET_KIT_EIP155_METHODS,
    },
    ...(solana && {
      solana: {
        chains: [...(options.solana?.chains ?? [SOLANA_MAINNET_CAIP])],
        address: solana.address,
        methods: TEST_WALLET_KIT_SOLANA_METHODS,
      },
    }),
  }
  /** Who signs the sign-ins: the eip155 account, on the chains the wallet serves. */
  const signing: SigningWallet = { address, chains: support.eip155.chains, signer }
  const waitingProposals: { id: number; params: any }[] = []
  const proposalWaiters: {
    resolve: (session: SessionLike) => void
    reject: (error: unknown) => void
  }[] = []
  let autoApprove = options.autoApprove ?? true

  const approve = async ({ id, params }: { id: number; params: any }) => {
    const waiter = proposalWaiters.shift()
    try {
      const namespaces = approveNamespaces(params, support)
      if (Object.keys(namespaces).length === 0) throw new Error('No namespace the wallet serves.')
      // One-click sign-in (`connect()`'s `authentication`): signed with the approval.
      const authentication = await signProposalAuthentication(params)
      const session = (await walletKit.approveSession({
        id,
        namespaces,
        ...(authentication && { proposalRequestsResponses: { authentication } }),
      })) as SessionLike
      waiter?.resolve(session)
      return session
    } catch (error) {
      await walletKit.rejectSession({ id, reason: USER_REJECTED }).catch(() => {})
      waiter?.reject(error)
      throw error
    }
  }

  /**
   * The CACAOs for a proposal's sign-in requests (each signed for the chains the wallet serves),
   * recorded as a `wc_sessionPropose` request; none asked, or a wallet made with `authenticate:
   * false`: undefined (a plain session).
   */
  const signProposalAuthentication = async (params: any): Promise<TestCacao[] | undefined> => {
    const requests = params?.requests?.authentication
    if (!(options.authenticate ?? true) || !Array.isArray(requests) || requests.length === 0)
      return undefined
    const entry: HandledRequest = {
      topic: params.pairingTopic ?? '',
      chainId: requests[0]?.chains?.[0] ?? '',
      method: 'wc_sessionPropose',
      params: { authentication: requests },
    }
    try {
      const auths: TestCacao[] = []
      for (const request of requests)
        auths.push(...(await signAuthRequest(walletKit, request, signing)))
      entry.result = auths
      return auths
    } catch (error) {
      entry.error = { code: USER_REJECTED.code, message: String(error) }
      throw error
    } finally {
      record(entry)
    }
  }

  walletKit.on('session_proposal', (proposal: { id: number; params: any }) => {
    if (autoApprove) void approve(proposal).catch(() => {})
    else waitingProposals.push(proposal)
  })

  if (options.authenticate ?? true) {
    walletKit.on('session_authenticate', (args) => {
      const event = args as unknown as SessionAuthenticateEvent
      const waiter = proposalWaiters.shift()
      const entry: HandledRequest = {
        topic: event.topic,
        chainId: event.params.authPayload.chains[0] ?? '',
        method: 'wc_sessionAuthenticate',
        params: event.params,
      }
      answerSessionAuthenticate(walletKit as never, event, signing).then(
        ({ session, auths }) => {
          entry.result = auths
          record(entry)
          waiter?.resolve(session as SessionLike)
        },
        (error: unknown) => {
          entry.error = { code: USER_REJECTED.code, message: String(error) }
          record(entry)
          waiter?.reject(error)
        },
      )
    })
  }

  const handled: HandledRequest[] = []
  const requestWaiters: { method?: string; resolve: (request: HandledRequest) => void }[] = []
  let queue: Promise<unknown> = Promise.resolve()
  const record = (entry: HandledRequest) => {
    handled.push(entry)
    for (const waiter of [...requestWaiters]) {
      if (waiter.method && waiter.method !== entry.method) continue
      requestWaiters.splice(requestWaiters.indexOf(waiter), 1)
      waiter.resolve(entry)
    }
  }

  const answer = async (event: {
    id: number
    topic: string
    params: { chainId: string; request: { method: string; params: unknown } }
  }) => {
    const { chainId, request } = event.params
    const entry: HandledRequest = {
      topic: event.topic,
      chainId,
      method: request.method,
      params: request.params,
    }
    try {
      if (chainId.startsWith('solana:')) {
        if (!solana) throw Object.assign(new Error('No solana account.'), { code: 4100 })
        entry.result = solana.answer(request.method, request.params)
      } else {
        const id = Number(chainId.split(':')[1])
        if ((await signer.getChainId()) !== id) signer.setChain(id)
        entry.result = await signer.request({
          method: request.method,
          params: request.params as readonly unknown[],
        })
      }
    } catch (error) {
      const { code = -32000, message = String(error) } = (error ?? {}) as {
        code?: number
        message?: string
      }
      entry.error = { code, message }
    }
    // Recorded before the answer leaves, so a dapp that got the answer sees the record.
    record(entry)
    await walletKit.respondSessionRequest({
      topic: event.topic,
      response: entry.error
        ? { id: event.id, jsonrpc: '2.0', error: entry.error }
        : { id: event.id, jsonrpc: '2.0', result: entry.result },
    })
  }

  walletKit.on('session_request', (event: any) => {
    queue = queue.then(() => answer(event)).catch(() => {})
  })

  const sessions = () => Object.values(walletKit.getActiveSessions()) as unknown as SessionLike[]

  return {
    address,
    solanaAddress: solana?.address,
    walletKit,
    signer,
    async pair(uri) {
      const session = new Promise<SessionLike>((resolve, reject) => {
        proposalWaiters.push({ resolve, reject })
      })
      await walletKit.pair({ uri })
      return session
    },
    sessions,
    requests: () => handled,
    nextRequest: (method) =>
      new Promise((resolve) => {
        requestWaiters.push(method ? { method, resolve } : { resolve })
      }),
    async disconnectSession(topic) {
      const topics = topic ? [topic] : sessions().map((session) => session.topic)
      for (const each of topics) {
        await walletKit.disconnectSession({ topic: each, reason: USER_DISCONNECTED })
      }
    },
    async approvePending() {
      const proposal = waitingProposals.shift()
      if (!proposal) throw new Error('No session proposal is waiting.')
      return approve(proposal)
    },
    async rejectPending() {
      const proposal = waitingProposals.shift()
      if (!proposal) throw new Error('No session proposal is waiting.')
      await walletKit.rejectSession({ id: proposal.id, reason: USER_REJECTED })
      proposalWaiters.shift()?.reject(new Error('The wallet rejected the proposal.'))
    },
    async close() {
      autoApprove = false
      await core.relayer.transportClose().catch(() => {})
      core.heartbeat?.stop?.()
    },
  }
}
