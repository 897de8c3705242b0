import { Address } from '@ton/core'
import type { TonSandbox } from '../../ton/sandbox/startTonSandbox.js'
import { verifyTonSignData } from '../../ton/verifyTonSignatures.js'
import {
  createTonConnectTestWallet,
  TON_TEST_WALLET_APP_NAME,
} from '../../ton/wallet/createTonConnectTestWallet.js'
import { TON_TEST_MNEMONIC, TON_TEST_MNEMONIC_2 } from '../../ton/wallet/tonKeys.js'
import type { TonConnectTestBridge, TonConnectTestWallet } from '../../ton/wallet/types.js'
import type { HeldRequest, WalletDriver } from '../types.js'

/** The app domain the TON test wallet signs for (the manifest's host). */
export const TON_CONFORMANCE_DOMAIN = 'conformance.gangway.test'
/** The TON Connect manifest the adapter under test sends (the wallet does not fetch it). */
export const TON_CONFORMANCE_MANIFEST_URL = `https://${TON_CONFORMANCE_DOMAIN}/tonconnect-manifest.json`
/** How far back a `signData` timestamp may be for `verifySignature` (seconds). */
const SIGNED_WITHIN_S = 120

export interface TonWalletDriver extends WalletDriver {
  readonly wallet: TonConnectTestWallet
  /**
   * The page the wallet is injected into, `{ [jsBridgeKey]: { tonconnect } }`: give it to the
   * adapter as the window it looks for TON Connect wallets in.
   */
  readonly page: Record<string, { tonconnect: TonConnectTestBridge }>
}

/**
 * The TON Connect test wallet (`createTonConnectTestWallet`, JS bridge) on the sandbox node,
 * injected into a page object of its own. Every bridge call (connect, restoreConnection, send)
 * is counted, as are the `listen` callbacks the page holds; `holdNext` holds the next prompt
 * (connect, signData, sendTransaction) until the test answers it. The wallet ending the
 * connection is TON Connect's `disconnect` event, after which it forgets the site (the protocol
 * has no other way), so `disconnect` and `revoke` are the same here.
 */
export async function installTonWallet(
  node: Pick<TonSandbox, 'rpcUrl' | 'globalId'>,
): Promise<TonWalletDriver> {
  const wallet = createTonConnectTestWallet({
    rpcUrl: node.rpcUrl,
    network: node.globalId,
    mnemonic: TON_TEST_MNEMONIC,
    appDomain: TON_CONFORMANCE_DOMAIN,
  })
  await wallet.ready
  const inner = wallet.bridge
  let calls = 0
  let hold: { asked: () => void; decision: Promise<boolean> } | undefined

  /** A held prompt waits for the test; a refused one is declined by the wallet (code 300). */
  const visitor = async (method: 'connect' | 'signData' | 'sendTransaction') => {
    const held = hold
    hold = undefined
    if (!held) return
    held.asked()
    if (!(await held.decision)) wallet.rejectNext(method)
  }
  const bridge: TonConnectTestBridge = {
    ...inner,
    async connect(protocolVersion, message) {
      calls++
      await visitor('connect')
      return inner.connect(protocolVersion, message)
    },
    restoreConnection() {
      calls++
      return inner.restoreConnection()
    },
    async send(message) {
      calls++
      const method = (message as { method?: unknown } | null)?.method
      if (method === 'signData' || method === 'sendTransaction') await visitor(method)
      return inner.send(message)
    },
    listen: (callback) => inner.listen(callback),
  }

  let accounts = [TON_TEST_MNEMONIC, TON_TEST_MNEMONIC_2]
  return {
    connectorId: `tonconnect:${TON_TEST_WALLET_APP_NAME}`,
    wallet,
    page: { [TON_TEST_WALLET_APP_NAME]: { tonconnect: bridge } },
    rejectNext: () => wallet.rejectNext(),
    holdNext(): HeldRequest {
      let answer: (approve: boolean) => void = () => {}
      let asked: () => void = () => {}
      const decision = new Promise<boolean>((resolve) => {
        answer = resolve
      })
      const askedPromise = new Promise<void>((resolve) => {
        asked = resolve
      })
      hold = { asked, decision }
      return { asked: askedPromise, approve: () => answer(true), reject: () => answer(false) }
    },
    async switchAccount() {
      accounts = [accounts[1] as string, accounts[0] as string]
      await wallet.switchAccount(accounts[0] as string)
    },
    disconnect: () => wallet.revoke(),
    revoke: () => wallet.revoke(),
    verifySignature({ message, signature, address }) {
      // The signed envelope holds the wallet's timestamp, which `signMessage` callers get in its
      // answer but the suite passes on only the signature: any second of the last two minutes.
      let raw: string
      try {
        raw = Address.parse(address).toRawString()
      } catch {
        return false
      }
      const now = Math.floor(Date.now() / 1000)
      for (let timestamp = now + 1; timestamp >= now - SIGNED_WITHIN_S; timestamp--) {
        const signed = {
          signature,
          address: raw,
          domain: TON_CONFORMANCE_DOMAIN,
          timestamp,
          text: message,
          publicKey: wallet.publicKey,
        }
        if (verifyTonSignData(signed)) return true
      }
      return false
    },
    listenerCount: () => wallet.listenerCount(),
    requestCount: () => calls,
    remove() {},
  }
}
