import { signatureVerify } from '@polkadot/util-crypto'
import { createPolkadotTestExtension } from '../../polkadot/createPolkadotTestExtension.js'
import { registerPolkadotTestExtension } from '../../polkadot/injectPolkadotTestExtension.js'
import type { PolkadotInjected, PolkadotTestExtension } from '../../polkadot/types.js'
import type { HeldRequest, WalletDriver } from '../types.js'
import { countListeners } from './listenerCounter.js'

export interface PolkadotWalletDriver extends WalletDriver {
  readonly extension: PolkadotTestExtension
}

/**
 * The Polkadot test extension (`createPolkadotTestExtension`, sharing Alice) at
 * `page.injectedWeb3['gangway-test']`. Switching account shares only Bob; the wallet ending
 * the connection shares no account. Account subscriptions and the page's listeners are counted.
 */
export function installPolkadotWallet(page: object): PolkadotWalletDriver {
  const extension = createPolkadotTestExtension({ accounts: [{ uri: '//Alice', name: 'Alice' }] })
  const pageListeners = countListeners(page)
  let subscriptions = 0
  let hold: { answer: Promise<boolean>; asked: () => void } | undefined
  const enable = extension.enable.bind(extension)
  const counted = (injected: PolkadotInjected): PolkadotInjected => ({
    ...injected,
    accounts: {
      ...injected.accounts,
      subscribe(cb) {
        const off = injected.accounts.subscribe(cb)
        subscriptions++
        let removed = false
        return () => {
          if (!removed) subscriptions--
          removed = true
          off()
        }
      },
    },
  })
  ;(extension as { enable: PolkadotTestExtension['enable'] }).enable = async (origin) => {
    const held = extension.authorizedOrigins.includes(origin) ? undefined : hold
    if (held) {
      hold = undefined
      held.asked()
      if (!(await held.answer)) extension.rejectNext()
    }
    return counted(await enable(origin))
  }
  const unregister = registerPolkadotTestExtension(extension, page)

  return {
    connectorId: extension.name,
    extension,
    rejectNext: () => extension.rejectNext(),
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
    switchAccount: () => extension.setAccounts([{ uri: '//Bob', name: 'Bob' }]),
    disconnect: () => extension.setAccounts([]),
    revoke: () => extension.revoke(),
    verifySignature: ({ message, signature, address }) =>
      signatureVerify(message, signature, address).isValid,
    listenerCount: () => subscriptions + pageListeners.count(),
    requestCount: () => extension.requests.length,
    remove() {
      pageListeners.restore()
      unregister()
    },
  }
}
