import { announceEip1193Provider } from '@gangway/core/eip155'
import { type Hex, verifyMessage } from 'viem'
import { providerError } from '../../rpc/ProviderRpcError.js'
import { createTestWallet } from '../../wallet/createTestWallet.js'
import type { TestWallet, TestWalletChain } from '../../wallet/types.js'
import type { HeldRequest, WalletDriver } from '../types.js'
import { countListeners, until } from './listenerCounter.js'

/** Requests the visitor approves in the wallet. */
const PROMPTS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

export interface Eip1193WalletDriver extends WalletDriver {
  readonly wallet: TestWallet
  /** The page's `window` while the wallet is installed (an EventTarget). */
  readonly page: EventTarget
}

/**
 * Installs the EIP-1193 test wallet (`createTestWallet`) in a fresh page: `globalThis.window`
 * becomes an EventTarget on which the wallet announces itself over EIP-6963, until `remove()`.
 * The first key is the account; the second is the one `switchAccount` moves to.
 */
export function installEip1193Wallet(options: {
  rpcUrl: string
  chainId: number
  /** At least two keys. */
  privateKeys: readonly [Hex, Hex, ...Hex[]]
  chains?: readonly TestWalletChain[]
}): Eip1193WalletDriver {
  const wallet = createTestWallet({
    rpcUrl: options.rpcUrl,
    chainId: options.chainId,
    privateKeys: options.privateKeys,
    chains: options.chains ?? [],
  })
  const scope = globalThis as { window?: unknown }
  const hadWindow = 'window' in scope
  const previousWindow = scope.window
  const page = new EventTarget()
  scope.window = page
  const stopAnnouncing = announceEip1193Provider(page as never, {
    info: wallet.info,
    provider: wallet,
  })
  const walletListeners = countListeners(wallet)
  const pageListeners = countListeners(page)
  let requests = 0
  let refuseNext = false
  const request = wallet.request
  wallet.request = (args) => {
    requests++
    if (refuseNext && PROMPTS.has(args.method)) {
      refuseNext = false
      return Promise.reject(providerError(4001))
    }
    return request(args)
  }
  const [first, second] = options.privateKeys

  return {
    connectorId: wallet.info.rdns,
    wallet,
    page,
    rejectNext: () => {
      refuseNext = true
    },
    holdNext(): HeldRequest {
      wallet.setAutoApprove(false)
      const release = (approve: boolean) => {
        if (approve) wallet.approvePending()
        else wallet.rejectPending()
        wallet.setAutoApprove(true)
      }
      return {
        asked: until(() => wallet.pendingRequests().length > 0, 'the wallet to be asked'),
        approve: () => release(true),
        reject: () => release(false),
      }
    },
    switchAccount: () => wallet.setAccounts([second, first]),
    disconnect: () => wallet.simulateDisconnect(),
    async revoke() {
      await request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    },
    verifySignature: ({ message, signature, address }) =>
      verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
    listenerCount: () => walletListeners.count() + pageListeners.count(),
    requestCount: () => requests,
    remove() {
      stopAnnouncing()
      walletListeners.restore()
      pageListeners.restore()
      if (hadWindow) scope.window = previousWindow
      else delete scope.window
    },
  }
}
