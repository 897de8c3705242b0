import { importOptionalPeer } from '@gangway/core/internal'
import type { Browser, LaunchOptions } from 'playwright-core'

/** Flags for a quiet headless Chromium in CI: no sandbox, GPU, background traffic or QUIC. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export interface LaunchBrowserOptions extends LaunchOptions {
  /** Default: $CHROMIUM_PATH, else /usr/bin/chromium. */
  executablePath?: string
}

/** Launches the system Chromium through playwright-core (no browser download needed). */
export async function launchBrowser(options: LaunchBrowserOptions = {}): Promise<Browser> {
  const { args = [], executablePath, ...rest } = options
  // Loaded on the first launch, not with @gangway/testing's entry (≈ 0.5 s of playwright-core).
  const { chromium } = await importOptionalPeer(
    'playwright-core',
    'launchBrowser',
    () => import('playwright-core'),
  )
  return chromium.launch({
    ...rest,
    executablePath: executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...args],
  })
}
