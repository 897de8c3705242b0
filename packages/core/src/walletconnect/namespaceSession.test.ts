import { describe, expect, it, vi } from 'vitest'
import { bitcoin, mainnet, solana, solanaDevnet } from '../controllers/chain/networks.testing.js'
import { isKitError } from '../errors/KitError.js'
import { bip122Family } from '../families/bip122.js'
import { eip155Family } from '../families/eip155.js'
import { solanaFamily } from '../families/solana.js'
import { scriptedUniversalProvider } from './fakeProvider.testing.js'
import {
  connectWalletConnectNamespace,
  onWalletConnectSessionEnd,
  walletConnectConnector,
} from './namespaceSession.js'

const SOL = 'So1anaAddress1111111111111111111111111111111'
const EVM = '0x00000000000000000000000000000000000000A1'
const NETWORKS = [mainnet, solana, solanaDevnet, bitcoin]

/** Resolves once the provider has an open proposal (connect waits for approve / fail). */
const proposed = (provider: ReturnType<typeof scriptedUniversalProvider>, count = 1) =>
  vi.waitFor(() => expect(provider.attempts).toHaveLength(count))

describe('walletConnectConnector', () => {
  it('is the WalletConnect connector of the namespace', () => {
    expect(walletConnectConnector('bip122')).toEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'bip122',
    })
  })
})

describe('connectWalletConnectNamespace', () => {
  it("uses the kit's one pairing when there is no session, and shows its URI meanwhile", async () => {
    const provider = scriptedUniversalProvider()
    const uris: string[] = []
    const pair = vi.fn(async () => {
      await provider.connect({ kitPairing: true })
    })
    const connecting = connectWalletConnectNamespace(provider, solanaFamily, {
      networks: NETWORKS,
      pair,
      onDisplayUri: (uri) => uris.push(uri),
    })
    await proposed(provider)
    await vi.waitFor(() => expect(uris).toEqual([provider.attempts[0]?.uri]))
    provider.approve([`${solana.caipNetworkId}:${SOL}`, `eip155:1:${EVM}`])
    expect(await connecting).toEqual([{ chainId: String(solana.id), address: SOL }])
    expect(pair).toHaveBeenCalledTimes(1)
    expect(provider.attempts[0]?.params).toEqual({ kitPairing: true })
    // The URI listener is gone once connected.
    provider.emit('display_uri', 'wc:later')
    expect(uris).toHaveLength(1)
  })

  it('proposes only its namespace, on its networks, when the session has none of its accounts', async () => {
    const provider = scriptedUniversalProvider()
    provider.approve([`eip155:1:${EVM}`])
    const pair = vi.fn()
    const connecting = connectWalletConnectNamespace(provider, solanaFamily, {
      networks: NETWORKS,
      pair,
    })
    await proposed(provider)
    const { optionalNamespaces } = provider.attempts[0]!.params
    expect(Object.keys(optionalNamespaces)).toEqual(['solana'])
    expect(optionalNamespaces.solana.chains).toEqual([
      solana.caipNetworkId,
      solanaDevnet.caipNetworkId,
    ])
    provider.approve([`${solanaDevnet.caipNetworkId}:${SOL}`])
    expect(await connecting).toEqual([{ chainId: String(solanaDevnet.id), address: SOL }])
    expect(pair).not.toHaveBeenCalled()
  })

  it('proposes its namespace without the kit pairing, and joins a session that has its accounts', async () => {
    const provider = scriptedUniversalProvider()
    const connecting = connectWalletConnectNamespace(provider, eip155Family, { networks: NETWORKS })
    await proposed(provider)
    expect(Object.keys(provider.attempts[0]?.params.optionalNamespaces)).toEqual(['eip155'])
    provider.approve([`eip155:1:${EVM}`])
    await connecting
    const joined = await connectWalletConnectNamespace(provider, eip155Family, {
      networks: NETWORKS,
      pair: vi.fn(),
    })
    expect(joined).toEqual([{ chainId: '1', address: EVM }])
    expect(provider.connect).toHaveBeenCalledTimes(1)
  })

  it("maps the visitor's refusal to USER_REJECTED, from the proposal or the kit's pairing", async () => {
    const provider = scriptedUniversalProvider()
    const refusal = Object.assign(new Error('User rejected.'), { code: 5000 })
    const connecting = connectWalletConnectNamespace(provider, bip122Family, { networks: NETWORKS })
    await proposed(provider)
    provider.fail(refusal)
    const error = await connecting.catch((e: unknown) => e)
    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
    expect((error as Error).cause).toBe(refusal)
    expect(provider.removeListener).toHaveBeenCalledWith('display_uri', expect.any(Function))

    const paired = await connectWalletConnectNamespace(provider, bip122Family, {
      networks: NETWORKS,
      pair: () => Promise.reject({ code: 4001, message: 'denied' }),
    }).catch((e: unknown) => e)
    expect(isKitError(paired, 'USER_REJECTED')).toBe(true)
  })

  it('rethrows other failures as they are, and fails when the wallet approved no account', async () => {
    const provider = scriptedUniversalProvider()
    const broken = new Error('relay closed')
    const connecting = connectWalletConnectNamespace(provider, solanaFamily, { networks: NETWORKS })
    await proposed(provider)
    provider.fail(broken)
    await expect(connecting).rejects.toBe(broken)

    const pairing = connectWalletConnectNamespace(provider, solanaFamily, {
      networks: NETWORKS,
      pair: async () => provider.approve([`eip155:1:${EVM}`]),
    })
    const error = await pairing.catch((e: unknown) => e)
    expect(isKitError(error, 'CONNECT_FAILED')).toBe(true)
    expect((error as Error).message).toContain('holds no solana account')
  })
})

describe('onWalletConnectSessionEnd', () => {
  it('hears the session end (session_delete, disconnect) until unsubscribed', () => {
    const provider = scriptedUniversalProvider()
    const ended = vi.fn()
    const stop = onWalletConnectSessionEnd(provider, ended)
    provider.emit('session_delete', { topic: 'session-topic' })
    provider.emit('disconnect', { code: 6000 })
    expect(ended).toHaveBeenCalledTimes(2)
    stop()
    provider.emit('session_delete', { topic: 'session-topic' })
    provider.emit('disconnect')
    expect(ended).toHaveBeenCalledTimes(2)
  })
})
