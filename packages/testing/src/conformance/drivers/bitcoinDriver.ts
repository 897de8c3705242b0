import { Verifier } from 'bip322-js'
import { address as bitcoinAddress, Transaction } from 'bitcoinjs-lib'
import { BITCOIN_TEST_NETWORKS } from '../../bitcoin/bitcoinKeys.js'
import { createBitcoinTestProvider } from '../../bitcoin/createBitcoinTestProvider.js'
import { registerBitcoinTestProvider } from '../../bitcoin/injectBitcoinTestProvider.js'
import type { BitcoinTestProvider } from '../../bitcoin/types.js'
import type { HeldRequest, WalletDriver } from '../types.js'
import { countListeners } from './listenerCounter.js'

/** Requests the visitor approves in the wallet (as the test provider prompts them). */
const PROMPTS = new Set(['getAccounts', 'getAddresses', 'wallet_connect', 'signMessage'])

export interface BitcoinWalletDriver extends WalletDriver {
  readonly provider: BitcoinTestProvider
}

/**
 * The sats-connect test provider (`createBitcoinTestProvider`, keys `accountKeys[0]`, testnet)
 * registered in `page` (`installTestWindow().window`) the sats-connect way; `switchAccount`
 * moves to `accountKeys[1]`. Its listeners and the page's are counted.
 */
export function installBitcoinWallet(
  page: object,
  accountKeys: readonly [string, string],
): BitcoinWalletDriver {
  const provider = createBitcoinTestProvider({ privateKey: accountKeys[0], network: 'testnet' })
  const unregister = registerBitcoinTestProvider(provider, page)
  const pageListeners = countListeners(page)
  let walletListeners = 0
  const addListener = provider.addListener.bind(provider)
  provider.addListener = ((info: never, cb?: never) => {
    const off = addListener(info, cb)
    walletListeners++
    let removed = false
    return () => {
      if (!removed) walletListeners--
      removed = true
      off()
    }
  }) as BitcoinTestProvider['addListener']
  const request = provider.request.bind(provider)
  let hold: { answer: Promise<boolean>; asked: () => void } | undefined
  provider.request = async (method, params) => {
    const held = PROMPTS.has(method) ? hold : undefined
    if (held) {
      hold = undefined
      held.asked()
      if (!(await held.answer)) provider.rejectNext()
    }
    return request(method, params)
  }

  return {
    connectorId: provider.id,
    provider,
    rejectNext: () => provider.rejectNext(),
    holdNext(): HeldRequest {
      let answer: (approve: boolean) => void = () => {}
      let asked: () => void = () => {}
      const held = {
        answer: new Promise<boolean>((resolve) => {
          answer = resolve
        }),
        asked: () => asked(),
      }
      hold = held
      return {
        asked: new Promise((resolve) => {
          asked = resolve
        }),
        approve: () => answer(true),
        reject: () => answer(false),
      }
    },
    switchAccount: () => provider.switchAccount({ privateKey: accountKeys[1] }),
    disconnect: () => provider.revoke(),
    revoke: () => provider.revoke(),
    verifySignature: ({ message, signature, address }) => {
      try {
        return Verifier.verifySignature(address, message, signature)
      } catch {
        return false
      }
    },
    listenerCount: () => walletListeners + pageListeners.count(),
    requestCount: () => provider.requests.length,
    remove() {
      pageListeners.restore()
      unregister()
    },
  }
}

/**
 * What `address` holds by the test wallet's books (it broadcasts nothing): its own coins for its
 * payment address, else the outputs to `address` of the transactions it built.
 */
export function bitcoinWalletBalance(provider: BitcoinTestProvider, address: string): bigint {
  if (address === provider.addresses.payment.address)
    return provider.utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  const network = BITCOIN_TEST_NETWORKS[provider.network].network
  let total = 0n
  for (const { hex } of provider.transactions) {
    for (const output of Transaction.fromHex(hex).outs) {
      let to: string | undefined
      try {
        to = bitcoinAddress.fromOutputScript(output.script, network)
      } catch {
        to = undefined // not an address output
      }
      if (to === address) total += BigInt(output.value)
    }
  }
  return total
}
