import { type Address, type Hex, isAddressEqual, isHex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ProviderRpcError, providerError } from '../rpc/ProviderRpcError.js'
import {
  createChainRegistry,
  invalidParams,
  parseAddChainParam,
  parseChainIdParam,
} from './createChainRegistry.js'
import { createEmitter } from './createEmitter.js'
import { normalizeTypedData } from './normalizeTypedData.js'
import { createBatchBook, parseSendCalls } from './sendCalls.js'
import { signAndSendTransaction, type TransactionRequestJson } from './sendTransaction.js'
import type { PendingRequest, RequestArguments, TestWallet, TestWalletOptions } from './types.js'
import { walletInfo } from './walletInfo.js'

/** Methods a wallet must not pass on to the node (the node may hold unlocked keys of its own). */
const UNSUPPORTED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_sendUserOperation',
])

type Handler = (params: readonly unknown[]) => unknown

interface Waiting extends PendingRequest {
  resolve: () => void
  reject: (error: unknown) => void
}

/**
 * An EIP-1193 wallet for tests that signs for real with viem local accounts and forwards
 * reads to the node of its active chain. Runs in Node and in browsers.
 */
export function createTestWallet(options: TestWalletOptions): TestWallet {
  const keys = options.privateKeys ?? (options.privateKey ? [options.privateKey] : [])
  if (keys.length === 0) throw new Error('createTestWallet needs privateKey or privateKeys.')
  let accounts: LocalAccount[] = keys.map((key) => privateKeyToAccount(key))
  let connected = options.connected ?? false
  let locked = false
  let disconnected = false
  let autoApprove = options.autoApprove ?? true
  const rejections: (string | undefined)[] = []
  const waiting: Waiting[] = []
  const chains = createChainRegistry(options)
  const emitter = createEmitter()
  const info = walletInfo(options)
  const forward = <T>(method: string, rpcParams: readonly unknown[]) =>
    chains.forward(method, rpcParams) as Promise<T>
  const batches = createBatchBook(forward)

  const visibleAddresses = (): Address[] =>
    connected && !locked ? accounts.map((account) => account.address) : []

  /** Runs `change`, then emits accountsChanged when what the site sees has changed. */
  const changeAccounts = (change: () => void) => {
    const before = visibleAddresses().join()
    change()
    const after = visibleAddresses()
    if (after.join() !== before) emitter.emit('accountsChanged', after)
  }

  const isOwnAddress = (value: unknown) =>
    typeof value === 'string' &&
    accounts.some((account) => account.address.toLowerCase() === value.toLowerCase())

  const accountFor = (address: unknown): LocalAccount => {
    const account =
      typeof address === 'string' && isHex(address) && address.length === 42
        ? accounts.find((candidate) => isAddressEqual(candidate.address, address))
        : undefined
    if (!account || !connected || locked) throw providerError(4100)
    return account
  }

  const approval = (method: string, params: readonly unknown[]) =>
    autoApprove
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => waiting.push({ method, params, resolve, reject }))

  const permissions = () =>
    connected
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: globalThis.location?.origin ?? 'node',
            caveats: [{ type: 'restrictReturnedAccounts', value: visibleAddresses() }],
          },
        ]
      : []

  const handlers: Record<string, Handler> = {
    eth_requestAccounts: async (params) => {
      await approval('eth_requestAccounts', params)
      changeAccounts(() => {
        connected = true
        locked = false
      })
      return visibleAddresses()
    },
    eth_accounts: () => visibleAddresses(),
    eth_coinbase: () => visibleAddresses()[0] ?? null,
    eth_chainId: () => chains.activeHex(),
    net_version: () => String(chains.activeId()),
    personal_sign: async (params) => {
      let [message, address] = params
      // Some dapps still send [address, message].
      if (isOwnAddress(message) && !isOwnAddress(address)) [message, address] = [address, message]
      if (typeof message !== 'string') throw invalidParams('personal_sign: message is missing.')
      const account = accountFor(address)
      await approval('personal_sign', params)
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    },
    eth_signTypedData_v4: async (params) => {
      const account = accountFor(params[0])
      const typedData = normalizeTypedData(params[1])
      const domainChainId = typedData.domain.chainId
      if (domainChainId !== undefined && Number(domainChainId) !== chains.activeId()) {
        throw invalidParams(
          `Provided chainId "${Number(domainChainId)}" must match the active chainId "${chains.activeId()}"`,
        )
      }
      await approval('eth_signTypedData_v4', params)
      return account.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
    },
    eth_sendTransaction: async (params) => {
      const tx = params[0] as TransactionRequestJson | undefined
      if (!tx || typeof tx !== 'object')
        throw invalidParams('eth_sendTransaction: missing transaction.')
      const account = accountFor(tx.from ?? accounts[0]?.address)
      await approval('eth_sendTransaction', params)
      return signAndSendTransaction(account, chains.activeId(), tx, forward)
    },
    // EIP-5792 as an EOA wallet without atomic batching: each call its own transaction.
    wallet_sendCalls: async (params) => {
      const chainId = chains.activeId()
      const batch = parseSendCalls(params[0], chainId)
      const account = accountFor(batch.from ?? accounts[0]?.address)
      await approval('wallet_sendCalls', params)
      const hashes: Hex[] = []
      for (const call of batch.calls)
        hashes.push(await signAndSendTransaction(account, chainId, call, forward))
      return batches.record(chainId, hashes)
    },
    wallet_getCallsStatus: (params) => batches.status(params[0]),
    wallet_switchEthereumChain: async (params) => {
      const id = parseChainIdParam(
        (params[0] as { chainId?: unknown })?.chainId,
        'wallet_switchEthereumChain',
      )
      if (!chains.has(id)) chains.switchTo(id) // throws 4902
      await approval('wallet_switchEthereumChain', params)
      if (chains.switchTo(id)) emitter.emit('chainChanged', chains.activeHex())
      return null
    },
    wallet_addEthereumChain: async (params) => {
      const chain = parseAddChainParam(params[0])
      await approval('wallet_addEthereumChain', params)
      chains.add(chain)
      // Like MetaMask, adding a chain also switches to it.
      if (chains.switchTo(chain.id)) emitter.emit('chainChanged', chains.activeHex())
      return null
    },
    wallet_getCapabilities: (params) => {
      accountFor(params[0])
      const requested = Array.isArray(params[1]) ? (params[1] as Hex[]) : undefined
      const ids =
        requested?.map((id) => parseChainIdParam(id, 'wallet_getCapabilities')) ?? chains.knownIds()
      return Object.fromEntries(
        ids.map((id) => [`0x${id.toString(16)}`, { ...(options.capabilities ?? {}) }]),
      )
    },
    wallet_requestPermissions: async (params) => {
      await approval('wallet_requestPermissions', params)
      changeAccounts(() => {
        connected = true
        locked = false
      })
      return permissions()
    },
    wallet_getPermissions: () => permissions(),
    wallet_revokePermissions: () => {
      changeAccounts(() => {
        connected = false
      })
      return null
    },
    wallet_watchAsset: async (params) => {
      await approval('wallet_watchAsset', params)
      return true
    },
  }

  const takeRejection = (method: string): boolean => {
    const index = rejections.findIndex((entry) => entry === undefined || entry === method)
    if (index === -1) return false
    rejections.splice(index, 1)
    return true
  }

  const request = async ({ method, params }: RequestArguments): Promise<unknown> => {
    if (typeof method !== 'string' || method === '') {
      throw new ProviderRpcError(-32600, 'Invalid request: method must be a non-empty string.')
    }
    if (takeRejection(method)) throw providerError(4001)
    if (disconnected) throw providerError(4900)
    await chains.ready
    const list: readonly unknown[] = Array.isArray(params) ? params : params ? [params] : []
    const handler = handlers[method]
    if (handler) return handler(list)
    if (UNSUPPORTED.has(method) || method.startsWith('wallet_')) throw providerError(4200)
    return chains.forward(method, list)
  }

  chains.ready.then(
    () => emitter.emit('connect', { chainId: chains.activeHex() }),
    () => {},
  )

  const settleOldest = (approve: boolean) => {
    const oldest = waiting.shift()
    if (!oldest) return false
    if (approve) oldest.resolve()
    else oldest.reject(providerError(4001))
    return true
  }

  const wallet: TestWallet = {
    isGangwayTestWallet: true,
    info,
    request,
    on: (event, listener) => {
      emitter.on(event, listener)
      return wallet
    },
    once: (event, listener) => {
      emitter.once(event, listener)
      return wallet
    },
    removeListener: (event, listener) => {
      emitter.removeListener(event, listener)
      return wallet
    },
    off: (event, listener) => {
      emitter.removeListener(event, listener)
      return wallet
    },
    getAddresses: () => accounts.map((account) => account.address),
    getChainId: () => chains.ready.then(() => chains.activeId()),
    rejectNext: (method) => {
      rejections.push(method)
    },
    setAccounts: (list) =>
      changeAccounts(() => {
        accounts = list.map((entry) => {
          if (entry.length === 66) return privateKeyToAccount(entry)
          const known = accounts.find((account) => isAddressEqual(account.address, entry))
          if (!known)
            throw new Error(
              `setAccounts: the wallet holds no key for ${entry}; pass the private key.`,
            )
          return known
        })
      }),
    lock: () =>
      changeAccounts(() => {
        locked = true
      }),
    unlock: () =>
      changeAccounts(() => {
        locked = false
      }),
    forgetChains: () => chains.forgetOthers(),
    setChain: (chainId) => {
      if (chains.switchTo(chainId)) emitter.emit('chainChanged', chains.activeHex())
    },
    setAutoApprove: (value) => {
      autoApprove = value
    },
    pendingRequests: () => waiting.map(({ method, params }) => ({ method, params })),
    approvePending: () => settleOldest(true),
    rejectPending: () => settleOldest(false),
    simulateDisconnect: () => {
      if (disconnected) return
      disconnected = true
      emitter.emit('disconnect', providerError(4900))
    },
    reconnect: () => {
      if (!disconnected) return
      disconnected = false
      emitter.emit('connect', { chainId: chains.activeHex() })
    },
  }
  return wallet
}
