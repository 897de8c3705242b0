import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { testWalletInitScript } from '@gangway/testing'
import { launchBrowser } from '@gangway/testing/tools'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { beforeAll, inject, it } from 'vitest'
import type { DemoRun } from '../globalSetup.js'
import { laneIndex } from './lanes.js'

export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url))
export const SCREENS = `${ARTIFACTS}screens/`

/** This worker's lane of the demo (see support/lanes.ts). */
export function demoRun(): DemoRun {
  const lanes = inject('demoLanes')
  const lane = lanes[laneIndex(lanes.length)]
  if (!lane) throw new Error('e2e: no demo lane (the global setup did not run)')
  return lane
}

/**
 * The lane with the suite's one bundler (the first; its smart-account chain, see
 * globalSetup.ts): a file that sends user operations uses it whatever its worker, sharing it with
 * that lane's own files, so it keeps to fresh logins, accounts and receivers of its own.
 */
export function smartAccountLane(): DemoRun {
  const lane = inject('demoLanes').find((candidate) =>
    candidate.config.chains.some((chain) => chain.erc4337.bundlerUrl),
  )
  if (!lane) throw new Error('e2e: no lane has a bundler (see globalSetup.ts)')
  return lane
}

export interface DemoPageOptions {
  adapter?: 'wagmi' | 'ethers'
  /** The lane to open (default: this worker's, `demoRun`; `smartAccountLane` for the bundler). */
  lane?: () => DemoRun
  /** Inject the test wallet (default true). */
  wallet?: boolean
  /** Default 1280 x 800. */
  viewport?: { width: number; height: number }
  /** More options of the browser context (a phone: isMobile, hasTouch, userAgent). */
  contextOptions?: BrowserContextOptions
  /** Called with the fresh context before the page opens (routes, permissions). */
  beforeOpen?: (context: BrowserContext) => Promise<void>
  /**
   * Hosts off this machine the scenario may address (it routes them itself). Any other request
   * or WebSocket that leaves 127.0.0.1 fails the scenario: the suite proves it runs offline.
   */
  allowHosts?: string[]
  /**
   * The console warnings and errors this scenario provokes on purpose (a refused request, a
   * rejected signature, a bad URL parameter): one pattern per expected line. Any other warning,
   * error or uncaught exception of the page fails the scenario (see `unexpectedConsoleLines`).
   */
  expectConsole?: RegExp[]
  /**
   * The visitor's "reduce transparency" preference (default true): the modal's overlay tints the
   * page without blurring it. The blur is redrawn on every frame while a spinner turns, and with
   * no GPU that costs Chromium's compositor about 0.4 of a core per page, the largest single cost
   * of the suite (measured: docs/testing.md). `false` for a scenario about the blur itself.
   */
  reducedTransparency?: boolean
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Records every request and WebSocket of the context's pages that leaves this machine. */
export function recordOffMachine(context: BrowserContext, allowHosts: readonly string[]): string[] {
  const seen: string[] = []
  const check = (address: string) => {
    const url = new URL(address)
    if (!/^(https?|wss?):$/.test(url.protocol)) return
    if (LOCAL_HOSTS.has(url.hostname) || allowHosts.includes(url.hostname)) return
    seen.push(address)
  }
  context.on('request', (request) => check(request.url()))
  context.on('page', (page) => page.on('websocket', (socket) => check(socket.url())))
  return seen
}

/**
 * Lines a scenario does not provoke but cannot avoid, each from a third-party SDK, with the
 * reason it stays. Everything else the kit, its adapters or the demo logs as a warning or error
 * is a defect the scenario reports ("Done when" of issue 40: the README flows log none).
 */
const UNAVOIDABLE_CONSOLE_LINES: readonly RegExp[] = [
  // WalletConnect's own logger (pino, in the sign client and its core: `{time, level, …}`
  // objects, level 40 warn, 50 error). It reports the relay's and the protocol's races as they
  // happen — a relay message on a topic a reloaded page holds no key for, a request rejected
  // because the wallet ended the session, a pairing's expiry — at random across runs (four lines
  // in five fresh-clone runs, each in another scenario). They are the SDK's, not the kit's; the
  // scenarios check the outcome (the session restored, the account disconnected).
  /^\[(warning|error)\] \{time: \d+, level: (40|50)[,}]/,
]

/**
 * The page's warnings, errors and uncaught exceptions (as the scenario records them:
 * `[warning] …`, `[error] …`, `[pageerror] …`) that neither the scenario expects nor
 * `UNAVOIDABLE_CONSOLE_LINES` allows.
 */
export function unexpectedConsoleLines(
  lines: readonly string[],
  expected: readonly RegExp[] = [],
): string[] {
  const allowed = [...expected, ...UNAVOIDABLE_CONSOLE_LINES]
  return lines.filter(
    (line) =>
      /^\[(warning|error|pageerror)\]/.test(line) && !allowed.some((pattern) => pattern.test(line)),
  )
}

export interface ScenarioContext {
  page: Page
  context: BrowserContext
  demo: DemoRun
  /**
   * Opens the demo (the context's page) with the given adapter, and any further URL parameters
   * (`{ directoryUrl: '…' }`), and waits for it to render.
   */
  openDemo(options?: OpenDemoOptions): Promise<void>
}

export interface OpenDemoOptions {
  adapter?: 'wagmi' | 'ethers'
  /** More query parameters of the demo page (see the README's URL table). */
  params?: Record<string, string>
}

/** The URL of the demo with the harness's test wallet instead of the demo's own. */
export function demoUrl(
  demo: DemoRun,
  adapter: 'wagmi' | 'ethers' = 'wagmi',
  params: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ adapter, testWallet: '0', ...params })
  return `${demo.url}?${query}`
}

/**
 * One Chromium per worker, shared by the files the worker runs (each test gets a fresh context):
 * the suite runs with `isolate: false`, so this module and its browser outlive a file.
 * Playwright closes the browser when the worker exits.
 */
let browser: Promise<Browser> | undefined
/**
 * The test wallet's init script, per lane (a worker always runs the same lane). The wallet
 * remembers its connection and chain across a page's reloads, as an extension does.
 */
const walletScripts = new Map<string, Promise<string>>()

/** The injected test wallet on a lane's chains, with the account of `privateKey`. */
export function laneWalletScript(demo: DemoRun, privateKey: `0x${string}`): Promise<string> {
  return testWalletInitScript({
    chainId: demo.config.chains[0]!.chainId,
    chains: demo.config.chains.map((chain) => ({
      id: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })),
    privateKey,
  })
}

function walletInitScript(demo: DemoRun): Promise<string> {
  const cached = walletScripts.get(demo.url)
  if (cached) return cached
  const script = laneWalletScript(demo, demo.config.wallet.privateKey)
  walletScripts.set(demo.url, script)
  return script
}

/**
 * Emulates `prefers-reduced-transparency: reduce` (Playwright has no option for it) in every page
 * the context opens, with the context's reduced-motion setting, which the same call would reset;
 * returns the emulation for a page the caller awaits (the listener does not wait). The CDP
 * session stays attached: its overrides end with it.
 */
export function reduceTransparency(
  context: BrowserContext,
  reducedMotion: BrowserContextOptions['reducedMotion'],
): (page: Page) => Promise<void> {
  const features = [
    { name: 'prefers-reduced-transparency', value: 'reduce' },
    { name: 'prefers-reduced-motion', value: reducedMotion === 'reduce' ? 'reduce' : '' },
  ]
  const emulate = async (page: Page) => {
    const session = await context.newCDPSession(page)
    await session.send('Emulation.setEmulatedMedia', { features })
  }
  context.on('page', (page) => void emulate(page).catch(() => {}))
  return emulate
}

/** The worker's Chromium, launched by the first file that asks (again if it went away). */
export function workerBrowser(): Promise<Browser> {
  browser ??= launchBrowser().then((launched) => {
    launched.once('disconnected', () => {
      browser = undefined
    })
    return launched
  })
  return browser
}

/** The worker's Chromium for this file's scenarios (launched before its tests, kept after). */
export function useBrowser(): void {
  beforeAll(async () => {
    await Promise.all([workerBrowser(), walletInitScript(demoRun())])
  })
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * A test in a fresh browser context with the test wallet injected. It fails when any request of
 * the page leaves this machine (see `allowHosts`) and when the page logs a console warning or
 * error, or throws, other than those it declares (see `expectConsole`). On failure it saves a screenshot to
 * e2e/artifacts/<test name>.png and the page's console to <test name>.log.
 */
export function scenario(
  name: string,
  body: (context: ScenarioContext) => Promise<void>,
  options: DemoPageOptions & { timeout?: number } = {},
): void {
  it(
    name,
    async () => {
      if (!browser) throw new Error('useBrowser() was not called in this file')
      const demo = (options.lane ?? demoRun)()
      const context = await (await browser).newContext({
        viewport: options.viewport ?? { width: 1280, height: 800 },
        ...options.contextOptions,
      })
      const consoleLines: string[] = []
      const offMachine = recordOffMachine(context, options.allowHosts ?? [])
      try {
        if (options.wallet ?? true) await context.addInitScript(await walletInitScript(demo))
        await options.beforeOpen?.(context)
        const emulate =
          options.reducedTransparency === false
            ? undefined
            : reduceTransparency(context, options.contextOptions?.reducedMotion)
        const page = await context.newPage()
        await emulate?.(page)
        page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`))
        page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.stack ?? error}`))
        const openDemo = async (open: OpenDemoOptions = {}) => {
          await page.goto(demoUrl(demo, open.adapter ?? options.adapter, open.params))
          await page.getByTestId('hook-state').waitFor()
        }
        try {
          await body({ page, context, demo, openDemo })
          if (offMachine.length)
            throw new Error(`requests left 127.0.0.1 (the suite runs offline): ${offMachine}`)
          const unexpected = unexpectedConsoleLines(consoleLines, options.expectConsole)
          if (unexpected.length)
            throw new Error(
              `the page logged ${unexpected.length} console warning(s) or error(s) it should not (declare a provoked one in expectConsole):\n${unexpected.join('\n')}`,
            )
        } catch (error) {
          mkdirSync(ARTIFACTS, { recursive: true })
          const file = `${ARTIFACTS}${slug(name)}`
          await page.screenshot({ path: `${file}.png`, fullPage: false }).catch(() => {})
          const { writeFile } = await import('node:fs/promises')
          await writeFile(`${file}.log`, consoleLines.join('\n')).catch(() => {})
          // CI keeps only its log: the failure says where the modal was and what the page said.
          if (error instanceof Error) error.message += await pageState(page, consoleLines)
          throw error
        }
      } finally {
        await context.close()
      }
    },
    options.timeout,
  )
}

/** The modal's view and the page's last console lines, for a failure's message. */
async function pageState(page: Page, consoleLines: string[]): Promise<string> {
  const view = await page
    .evaluate(() =>
      document
        .querySelector('gangway-modal')
        ?.shadowRoot?.querySelector('.gw-view')
        ?.getAttribute('data-view'),
    )
    .catch(() => undefined)
  const lines = consoleLines.slice(-12).map((line) => `  ${line.slice(0, 400)}`)
  return `\n(the modal's view: ${view ?? 'none'}; the page's last console lines:${lines.length ? `\n${lines.join('\n')}` : ' none'})`
}
