import type { UniversalProviderLike } from '@gangway/core/adapter'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { providerError } from '../../rpc/ProviderRpcError.js'
import { createTestWalletKit, type TestWalletKit } from '../../walletconnect/createTestWalletKit.js'
import type { HeldRequest, WalletDriver } from '../types.js'
import { countListeners } from './listenerCounter.js'

/** Requests the visitor approves in the wallet. */
const PROMPTS = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])

export interface WalletKitDriver extends WalletDriver {
  readonly wallet: TestWalletKit
  readonly universalProvider: UniversalProviderLike
}

/**
 * The WalletConnect test wallet (the real `@reown/walletkit`, `createTestWalletKit`) on eip155,
 * paired over the local relay with `universalProvider` (the kit's, which the adapter is given):
 * each pairing URI the provider shows is opened in the wallet, whose session proposals the
 * driver approves (or refuses, or holds). `switchAccount` announces the second key's account;
 * the wallet ending (or revoking) the session deletes it.
 */
export async function installWalletKit(options: {
  relayUrl: string
  universalProvider: UniversalProviderLike & { on(event: string, listener: any): unknown }
  chains: readonly { chainId: number; rpcUrl: string }[]
  privateKeys: readonly [Hex, Hex]
  /** Closes the provider's relay connection once the wallet is removed. */
  closeUniversalProvider?: () => Promise<void>
}): Promise<WalletKitDriver> {
  const wallet = await createTestWalletKit({
    relayUrl: options.relayUrl,
    privateKey: options.privateKeys[0],
    chains: options.chains,
    autoApprove: false,
  })
  const provider = options.universalProvider
  let refuseNext = false
  let hold: { answer: Promise<boolean>; asked: () => void } | undefined
  provider.on('display_uri', (uri: string) => void wallet.pair(uri).catch(() => {}))
  wallet.walletKit.on('session_proposal', async () => {
    const held = hold
    hold = undefined
    if (held) held.asked()
    const approve = held ? await held.answer : !refuseNext
    refuseNext = false
    await (approve ? wallet.approvePending() : wallet.rejectPending()).catch(() => {})
  })
  const request = wallet.signer.request
  wallet.signer.request = (args) => {
    if (refuseNext && PROMPTS.has(args.method)) {
      refuseNext = false
      return Promise.reject(providerError(4001))
    }
    return request(args)
  }
  const listeners = countListeners(provider)
  const other = privateKeyToAccount(options.privateKeys[1]).address

  return {
    connectorId: 'walletConnect',
    wallet,
    universalProvider: provider,
    rejectNext: () => {
      refuseNext = true
    },
    holdNext(): HeldRequest {
      let answer: (approve: boolean) => void = () => {}
      let asked: () => void = () => {}
      hold = {
        answer: new Promise<boolean>((resolve) => {
          answer = resolve
        }),
        asked: () => asked(),
      }
      return {
        asked: new Promise((resolve) => {
          asked = resolve
        }),
        approve: () => answer(true),
        reject: () => answer(false),
      }
    },
    async switchAccount() {
      for (const session of wallet.sessions()) {
        const chainId =
          session.namespaces.eip155?.chains?.[0] ?? `eip155:${options.chains[0]!.chainId}`
        await wallet.walletKit.emitSessionEvent({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [`${chainId}:${other}`] },
          chainId,
        })
      }
    },
    disconnect: () => wallet.disconnectSession(),
    revoke: () => wallet.disconnectSession(),
    verifySignature: ({ message, signature, address }) =>
      verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
    listenerCount: () => listeners.count(),
    requestCount: () => wallet.requests().length,
    async remove() {
      listeners.restore()
      await wallet.disconnectSession().catch(() => {})
      await wallet.close()
      await options.closeUniversalProvider?.()
    },
  }
}
