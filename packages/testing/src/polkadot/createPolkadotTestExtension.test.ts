import { stringToHex, stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { installTestWindow } from '../window/installTestWindow.js'
import {
  createPolkadotTestExtension,
  POLKADOT_TEST_EXTENSION_ICON,
} from './createPolkadotTestExtension.js'
import { injectPolkadotTestExtension } from './injectPolkadotTestExtension.js'

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

describe('polkadot test extension (injectedWeb3 shape)', () => {
  it('trusts the site on enable and injects Alice and Bob (sr25519)', async () => {
    const extension = createPolkadotTestExtension()
    const injected = await extension.enable('My dapp')
    expect(await injected.accounts.get()).toEqual([
      { address: ALICE, name: 'Alice', type: 'sr25519', genesisHash: null },
      { address: BOB, name: 'Bob', type: 'sr25519', genesisHash: null },
    ])
    expect(extension.authorizedOrigins).toEqual(['My dapp'])
  })

  it('signRaw signatures verify with signatureVerify, for any ss58 encoding of the signer', async () => {
    const extension = createPolkadotTestExtension()
    const { signer } = await extension.enable('My dapp')
    const polkadotAlice = encodeAddress(ALICE, 0)
    const { id, signature } = await signer.signRaw({
      address: polkadotAlice,
      data: stringToHex('Sign in to Gangway'),
      type: 'bytes',
    })
    expect(id).toBe(1)
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const verified = signatureVerify('Sign in to Gangway', signature, polkadotAlice)
    expect(verified).toMatchObject({ isValid: true, crypto: 'sr25519' })
    // Signed over <Bytes>…</Bytes>, as the polkadot{.js} extension does.
    const wrapped = u8aWrapBytes(stringToU8a('Sign in to Gangway'))
    expect(signatureVerify(wrapped, signature, ALICE).isValid).toBe(true)
    expect(signatureVerify('Sign in to Gangway', signature, BOB).isValid).toBe(false)
    expect(signatureVerify('Something else', signature, ALICE).isValid).toBe(false)
    await expect(
      signer.signRaw({
        address: encodeAddress(new Uint8Array(32).fill(7)),
        data: '0x00',
        type: 'bytes',
      }),
    ).rejects.toThrow(/Unable to find account/)
  })

  it('rejectNext refuses the next prompt once; known sites are not prompted again', async () => {
    const extension = createPolkadotTestExtension()
    extension.rejectNext('Rejected')
    await expect(extension.enable('Site')).rejects.toThrow('Rejected')
    const { signer } = await extension.enable('Site')
    extension.rejectNext()
    await expect(signer.signRaw({ address: ALICE, data: '0x01', type: 'bytes' })).rejects.toThrow(
      'Cancelled',
    )
    extension.rejectNext()
    await extension.enable('Site') // trusted already: no prompt, the rejection stays pending
    await expect(signer.signRaw({ address: ALICE, data: '0x01', type: 'bytes' })).rejects.toThrow(
      'Cancelled',
    )
  })

  it('setAccounts tells subscribers; revoke blocks the site', async () => {
    const extension = createPolkadotTestExtension()
    const { accounts } = await extension.enable('Site')
    const seen = vi.fn()
    const off = accounts.subscribe(seen)
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1))
    await extension.setAccounts([{ uri: '//Charlie', name: 'Charlie' }])
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'Charlie' })])
    off()
    await extension.setAccounts([])
    expect(seen).toHaveBeenCalledTimes(2)
    extension.revoke('Site')
    await expect(extension.enable('Site')).rejects.toThrow(
      'The source Site is not allowed to interact with this extension',
    )
    await expect(accounts.get()).rejects.toThrow(/not allowed/)
  })
})

describe('injectPolkadotTestExtension', () => {
  const installed = installTestWindow()
  afterAll(() => {
    installed.reset()
    installed.uninstall()
  })

  it("registers at window.injectedWeb3['gangway-test'] and remembers trusted sites", async () => {
    const extension = injectPolkadotTestExtension()
    const entry = installed.window.injectedWeb3['gangway-test'] as {
      version: string
      icon: string
      enable: (origin: string) => Promise<unknown>
    }
    expect(entry.version).toBe('0.1.0')
    // An icon beside them, so a kit shows a wallet's image, not its initials ("GT").
    expect(entry.icon).toBe(POLKADOT_TEST_EXTENSION_ICON)
    expect(atob(entry.icon.replace('data:image/svg+xml;base64,', ''))).toMatch(
      /^<svg [^>]*>.*<\/svg>$/,
    )
    expect(installed.window.gangwayTestPolkadot).toBe(extension)
    await entry.enable('Reload dapp')
    const reloaded = injectPolkadotTestExtension()
    expect(reloaded.authorizedOrigins).toEqual(['Reload dapp'])
  })
})
