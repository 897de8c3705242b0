import '../../testing/dom.testing.js'
import { createMemoryBackend } from '@gangway/core'
import { afterEach, describe, expect, it } from 'vitest'
import { preloadModal } from '../../kit/preload.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { createKernelKit as createKit } from '../../testing/kernelKit.testing.js'
import { snapshotOnOpen } from '../../testing/modal.testing.js'
import { type ScriptedFrame, startScriptedFrame } from '../../testing/scriptedFrame.testing.js'
import { mainnet, TestAdapter } from '../../testing/testKit.testing.js'
import { loadParts } from './index.js'

// The open renders outside act(), as in a browser.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()
const frames: ScriptedFrame[] = []
afterEach(async () => {
  for (const frame of frames.splice(0)) await frame.close()
})

/** A kit with wallets only, or also the embedded wallet's logins and the host's legal links. */
async function kitWith({ logins = false, links = false } = {}) {
  const frame = logins ? await startScriptedFrame([]) : undefined
  if (frame) frames.push(frame)
  const kit = createKit({
    adapters: [
      new TestAdapter([
        {
          id: 'test-wallet',
          name: 'Test Wallet',
          type: 'INJECTED',
          chain: 'eip155',
          installed: true,
        },
        ...(logins
          ? [
              {
                id: 'AUTH',
                name: 'Email and socials',
                type: 'AUTH' as const,
                chain: 'eip155' as const,
                installed: true,
              },
            ]
          : []),
      ]),
    ],
    networks: [mainnet],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    enableWalletConnect: false,
    walletDirectory: false,
    preloadModal: false,
    features: { analytics: false },
    logger: { error: () => {}, warn: () => {} },
    ...(frame && { embeddedWallet: { url: frame.url } }),
    ...(links && { termsConditionsUrl: 'https://host.example/terms' }),
  })
  keep(kit)
  await kit.ready
  return kit
}

/** Whether each part is in the modal in the open's own task. */
const PARTS = {
  wallet: '[data-testid="wallet-option"]',
  email: '[data-testid="email-input"]',
  social: '[data-social]',
  legal: 'a[href="https://host.example/terms"]',
  fallback: '[role="progressbar"]',
}

describe("Connect's email form, social buttons and legal text: a chunk of their own", () => {
  it('a kit with wallets only never loads them (the default features list email and socials)', async () => {
    const kit = await kitWith()
    expect(kit.options.features.email).toBe(true)
    expect(kit.options.features.socials.length).toBeGreaterThan(0)
    expect(loadParts(kit)).toBeUndefined()
    await preloadModal(kit)
    const seen = snapshotOnOpen(kit, PARTS)
    await kit.open()
    expect(seen).toEqual([
      { wallet: true, email: false, social: false, legal: false, fallback: false },
    ])
  })

  it('with the logins and a legal link they load with the view: the open’s first frame has them', async () => {
    const kit = await kitWith({ logins: true, links: true })
    expect(loadParts(kit)).toBeInstanceOf(Promise)
    await preloadModal(kit)
    const seen = snapshotOnOpen(kit, PARTS)
    await kit.open()
    expect(seen).toEqual([
      { wallet: true, email: true, social: true, legal: true, fallback: false },
    ])
  })

  it('a legal link alone loads them too', async () => {
    const kit = await kitWith({ links: true })
    expect(loadParts(kit)).toBeInstanceOf(Promise)
  })
})
