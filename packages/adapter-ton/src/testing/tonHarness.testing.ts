/**
 * Test harness of the TON adapter's tests (not in any package entry): the sandbox node for the
 * file, the TON Connect test wallet injected into a page object, and adapters set up the way
 * the kit sets them up.
 */
import type { CaipNetwork } from '@gangway/core/adapter'
import {
  createTonConnectTestWallet,
  type TonConnectTestWallet,
  type TonConnectTestWalletOptions,
} from '@gangway/testing/ton'
import { startTonSandbox, type TonSandbox } from '@gangway/testing/ton/node'
import { createAdapterContext } from '@gangway/testing/tools'
import { Address } from '@ton/core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { tonFamily } from '../family.js'
import { ton, tonLocalnet } from '../networks.js'
import { TonAdapter } from '../TonAdapter.js'
import type { TonAdapterOptions } from '../types.js'

export const MANIFEST_URL = 'https://dapp.example/tonconnect-manifest.json'
export const APP_DOMAIN = 'dapp.example'
export const CONNECTOR_ID = 'tonconnect:gangwaytontest'

/** The user-friendly non-bounceable test-only form, computed by @ton/core (not the adapter). */
export const friendlyOf = (raw: string) =>
  Address.parse(raw).toString({ bounceable: false, testOnly: true })

export interface TonChain {
  node: TonSandbox
  localnet: CaipNetwork
}

/** Starts the sandbox for the file; runs each test's cleanups after it. */
export function useTonSandbox() {
  const chain = {} as TonChain
  const cleanups: (() => unknown)[] = []
  beforeAll(async () => {
    const node = await startTonSandbox()
    Object.assign(chain, { node, localnet: tonLocalnet(node.rpcUrl) })
  }, 30_000)
  afterAll(() => chain.node?.stop())
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  /** A test wallet (on the sandbox, signing for dapp.example) in a page object. */
  function wallet(options: Partial<TonConnectTestWalletOptions> = {}) {
    const created = createTonConnectTestWallet({
      rpcUrl: chain.node.rpcUrl,
      appDomain: APP_DOMAIN,
      ...options,
    })
    const page: Record<string, unknown> = {
      gangwaytontest: { tonconnect: created.bridge },
      // Not a TON Connect wallet (no walletInfo): never listed.
      lookalike: { tonconnect: { connect() {} } },
    }
    return { wallet: created, page }
  }

  /** An adapter set up as the kit does, looking for wallets in `page`. */
  function adapter(
    page: object,
    options: TonAdapterOptions = {},
    networks: CaipNetwork[] = [chain.localnet, ton],
  ) {
    const created = new TonAdapter({ manifestUrl: MANIFEST_URL, window: page, ...options })
    const context = createAdapterContext({ networks, families: [tonFamily] })
    created.setup(context)
    cleanups.push(() => created.destroy())
    return created
  }

  /** A wallet and an adapter connected to it. */
  async function connected(options: TonAdapterOptions = {}) {
    const { wallet: testWallet, page } = wallet()
    const created = adapter(page, options)
    const result = await created.connect({ id: CONNECTOR_ID })
    return { wallet: testWallet as TonConnectTestWallet, page, adapter: created, result }
  }

  return { chain, wallet, adapter, connected, cleanups }
}
