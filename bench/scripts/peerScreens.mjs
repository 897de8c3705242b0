// `node bench/scripts/peerScreens.mjs [entry…]`: screenshots of the peers' Connect and Account
// screens, from the shared harness's apps (bench/.peers, see peersMirror.mjs), for
// docs/ui-comparison.md. The apps are built by the harness's own build.mjs and run offline in
// Chromium as its bench.mjs runs them (loopback only, DNS fails for every other host), with its
// fake injected wallet (lib/inpage.js) — here answering eth_requestAccounts, so that each
// library connects and its account screen can be opened. Each shot is clipped to the modal's
// card (the library's default theme), on a desktop (1280 x 800) and a phone (390 x 844, touch,
// an iPhone's agent), and written to e2e/artifacts/screens/peers/<entry>-<connect|account>-<viewport>.png.
//   node bench/scripts/peersMirror.mjs . apps/appkit apps/rainbowkit apps/connectkit apps/web3-onboard
//   (cd bench/.peers && node build.mjs appkit rainbowkit connectkit web3-onboard)
//   node bench/scripts/peerScreens.mjs
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { launchOffline, serveStatic } from './browser.mjs'
import { BENCH, MIRROR } from './peersMirror.mjs'

const OUT = path.resolve(BENCH, '../e2e/artifacts/screens/peers')
const ENTRIES = ['appkit', 'rainbowkit', 'connectkit', 'web3-onboard']
const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
/** Where each library's account screen opens once connected (its account button). */
const ACCOUNT_BUTTON = {
  appkit: 'appkit-button',
  rainbowkit: '[data-testid="rk-account-button"]',
  connectkit: '#root button',
}

/**
 * Runs after the harness's inpage script: its fake wallet refuses every request but the chain id;
 * this one connects (one account, mainnet, 2 ETH) so each library reaches its account screen.
 */
const CONNECTING_WALLET = `;(() => {
  const provider = window.ethereum
  if (!provider || !provider.isBenchWallet) return
  const account = ${JSON.stringify(ADDRESS)}
  const listeners = {}
  let connected = false
  const on = provider.on
  const off = provider.removeListener
  provider.on = provider.addListener = (event, fn) => {
    ;(listeners[event] = listeners[event] || []).push(fn)
    return on.call(provider, event, fn)
  }
  provider.removeListener = provider.off = (event, fn) => {
    listeners[event] = (listeners[event] || []).filter((f) => f !== fn)
    return off.call(provider, event, fn)
  }
  const emit = (event, value) => (listeners[event] || []).forEach((fn) => fn(value))
  const permissions = () => [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [account] }] }]
  const refuse = provider.request
  provider.request = async (args) => {
    switch (args.method) {
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions': {
        const first = !connected
        connected = true
        if (first) setTimeout(() => { emit('connect', { chainId: '0x1' }); emit('accountsChanged', [account]) }, 0)
        return args.method === 'eth_requestAccounts' ? [account] : permissions()
      }
      case 'eth_accounts': return connected ? [account] : []
      case 'wallet_getPermissions': return connected ? permissions() : []
      case 'eth_chainId': return '0x1'
      case 'net_version': return '1'
      case 'eth_getBalance': return '0x1bc16d674ec80000'
      case 'eth_blockNumber': return '0x1406f40'
      case 'wallet_switchEthereumChain': return null
      case 'wallet_revokePermissions': connected = false; emit('accountsChanged', []); return null
      default: return refuse.call(provider, args)
    }
  }
})();`

/**
 * The modal's card around an element: its largest composed ancestor (shadow roots crossed) that
 * is still smaller than the viewport (the backdrop is not), padded by 8 px.
 */
async function cardBox(element) {
  return element.evaluate((start) => {
    const viewport = { width: innerWidth, height: innerHeight }
    let best = start.getBoundingClientRect()
    for (let node = start; node; node = node.parentElement ?? node.getRootNode().host) {
      const box = node.getBoundingClientRect()
      // On a phone the sheet is as wide as the screen: only a full-screen box is the backdrop.
      const wide = box.width >= viewport.width * 0.9
      const tall = box.height >= viewport.height * 0.98
      if (viewport.width < 600 ? wide && tall : wide || tall) break
      if (box.width * box.height >= best.width * best.height) best = box
    }
    const pad = 8
    const x = Math.max(0, best.x - pad)
    const y = Math.max(0, best.y - pad)
    return {
      x,
      y,
      width: Math.min(viewport.width - x, best.width + 2 * pad),
      height: Math.min(viewport.height - y, best.height + 2 * pad),
    }
  })
}

/** The first visible element (open shadow roots included) whose own text is `label`. */
function byText(page, label) {
  return page.locator(`text=${label}`).filter({ visible: true }).first()
}

async function shoot(page, element, name) {
  await page.waitForTimeout(900) // each library's open animation (web3-onboard's is ~450 ms)
  const clip = await cardBox(element)
  const file = path.join(OUT, `${name}.png`)
  await page.screenshot({ path: file, clip, animations: 'disabled' })
  return `${path.basename(file)} (${Math.round(clip.width)}x${Math.round(clip.height)})`
}

/** The desktop of the harness, and a phone (as e2e/support/phone.ts: 390 x 844, touch, iPhone). */
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  },
}

async function run(entry, viewportName, peers, inpage) {
  const peer = peers.find((candidate) => candidate.name === entry)
  const dist = peer.dist
  if (!fs.existsSync(path.join(dist, 'index.html'))) return { entry, error: `not built: ${dist}` }
  const { server, url } = await serveStatic(dist)
  const { connect, walletOption } = peer // loadConfig applies the defaults
  const { page, close } = await launchOffline(chromium, {
    prefix: 'peer-screens-',
    launch: VIEWPORTS[viewportName],
    inpage,
    selectors: { connect, walletOption },
    scripts: [CONNECTING_WALLET],
  })
  const result = { entry, shots: [], notes: [] }
  try {
    await page.goto(url)
    await page.locator(connect).first().click({ timeout: 30_000 })
    const option = page.locator(walletOption).filter({ visible: true }).first()
    await option.waitFor({ timeout: 15_000 })
    result.shots.push(await shoot(page, option, `${entry}-connect-${viewportName}`))

    // The injected wallet's entry (AppKit lists WalletConnect first).
    const bench = page.locator(walletOption).filter({ visible: true, hasText: 'Bench Wallet' })
    await ((await bench.count()) ? bench.first() : option).click()
    const accountButton = ACCOUNT_BUTTON[entry]
    if (!accountButton) {
      result.notes.push('no account screen: the app renders its own button (account center off)')
      return result
    }
    // Connected: the library closes its modal (Escape when it stays, as ConnectKit's may).
    await page.waitForTimeout(2500)
    await page.keyboard.press('Escape')
    await page.waitForTimeout(800)
    await page.locator(accountButton).first().click({ timeout: 10_000 })
    const disconnect = byText(page, 'Disconnect')
    await disconnect.waitFor({ timeout: 10_000 })
    result.shots.push(await shoot(page, disconnect, `${entry}-account-${viewportName}`))
  } catch (error) {
    result.error = String(error.message ?? error).split('\n')[0]
    await page
      .screenshot({ path: path.join(OUT, `${entry}-${viewportName}-failed.png`) })
      .catch(() => {})
  } finally {
    await close()
    server.close()
  }
  return result
}

const { loadConfig } = await import(path.join(MIRROR, 'lib/config.mjs'))
const peers = loadConfig().peers
const inpage = fs.readFileSync(path.join(MIRROR, 'lib/inpage.js'), 'utf8')
fs.mkdirSync(OUT, { recursive: true })
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ENTRIES
for (const entry of wanted)
  for (const viewport of Object.keys(VIEWPORTS))
    console.log(JSON.stringify({ viewport, ...(await run(entry, viewport, peers, inpage)) }))
