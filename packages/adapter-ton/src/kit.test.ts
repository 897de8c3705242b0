// The TON adapter in a kit, through the host's public API: connect, the account's CAIP-10 id,
// balance, reconnect after a reload, disconnect.

import { createMemoryBackend, type StorageBackend } from '@gangway/core'
import { createKernelKit } from '@gangway/core/internal'
import { createTonConnectTestWallet, type TonConnectTestWallet } from '@gangway/testing/ton'
import { describe, expect, it } from 'vitest'
import { TonAdapter } from './TonAdapter.js'
import {
  CONNECTOR_ID,
  friendlyOf,
  MANIFEST_URL,
  useTonSandbox,
} from './testing/tonHarness.testing.js'

const harness = useTonSandbox()

/** A user-friendly address with `_` in it (the test-only non-bounceable form of this key). */
const UNDERSCORE_MNEMONIC =
  'noodle venture flight baby secret buffalo hockey power street panda tone kidney apart avoid snack eye wet learn degree strike matrix obtain inform design'

function startKit(wallet: TonConnectTestWallet, storage: StorageBackend) {
  const page = { gangwaytontest: { tonconnect: wallet.bridge } }
  const adapter = new TonAdapter({ manifestUrl: MANIFEST_URL, window: page })
  const kit = createKernelKit({ adapters: [adapter], networks: [harness.chain.localnet], storage })
  harness.cleanups.push(() => kit.destroy())
  return kit
}

describe('TonAdapter in a kit (public API only)', () => {
  it('connects, shows the account and balance, reconnects after a reload, disconnects', async () => {
    const { wallet } = harness.wallet()
    const storage = createMemoryBackend()
    const kit = startKit(wallet, storage)
    await kit.ready
    expect(kit.families.get('ton')?.name).toBe('TON')
    await kit.connect({ namespace: 'ton', connectorId: CONNECTOR_ID })
    const address = friendlyOf(wallet.address)
    expect(kit.getAccount('ton')).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `ton:-1000:${address}`,
      connectorId: CONNECTOR_ID,
    })
    await kit.refreshBalances()
    const account = () => kit.stores.chain.getState().chains.ton?.accountState
    expect(account()).toMatchObject({ balance: '100', balanceSymbol: 'TON' })
    await kit.destroy()

    const reloaded = startKit(wallet, storage)
    await reloaded.ready
    expect(reloaded.getAccount()).toMatchObject({
      namespace: 'ton',
      status: 'connected',
      caipAddress: `ton:-1000:${address}`,
    })
    await reloaded.disconnect('ton')
    expect(reloaded.getAccount('ton').status).toBe('disconnected')
    expect(wallet.trusted).toBe(false)
  })

  // Known kernel limit, pinned: core builds the CAIP-10 id `ton:<id>:<address>` with CAIP-10's
  // address alphabet ([-.%a-zA-Z0-9]), which has no `_`, and about half of all base64url TON
  // addresses have one; core refuses them (INVALID_CAIP). The adapter cannot work around it: no
  // TON address form avoids both `_` and `:`. When core percent-encodes the address part (or
  // allows `_`), this test fails: then expect the connect to succeed.
  it('KNOWN LIMIT: a wallet whose user-friendly address contains "_" is refused by core', async () => {
    const wallet = createTonConnectTestWallet({
      rpcUrl: harness.chain.node.rpcUrl,
      mnemonic: UNDERSCORE_MNEMONIC,
    })
    await wallet.ready
    expect(friendlyOf(wallet.address)).toContain('_')
    const kit = startKit(wallet, createMemoryBackend())
    await kit.ready
    await expect(
      kit.connect({ namespace: 'ton', connectorId: CONNECTOR_ID }),
    ).rejects.toMatchObject({
      code: 'INVALID_CAIP',
    })
    expect(kit.getAccount('ton').status).toBe('disconnected')
  })
})
