// The page side of the reload measurement (bench/scripts/reload.mjs), added as an init script
// after the harness's lib/inpage.js, so it runs before any app script on every navigation.
//
// 1. The wallet. The harness's fake wallet (window.ethereum, also announced over EIP-6963: the
//    same object) answers eth_accounts with [] and rejects eth_requestAccounts, so nothing can
//    connect. This wraps its request() like an extension that remembers the site: once the site
//    asked for accounts (eth_requestAccounts / wallet_requestPermissions), a localStorage flag of
//    the origin is set and from then on eth_accounts and wallet_getPermissions return the account,
//    also after a reload. Anything else goes to the harness's own request().
// 2. The clock. Once per animation frame (performance.now(), 0 = this navigation's start), in the
//    document and every open shadow root: is the account shown (a visible element whose text
//    matches `account`, e.g. the truncated address), is the connect selector visible, and with
//    what text. window.__reload keeps the first frame of each and every change of what the
//    button shows, so a "Connect" that turns into the account (a flip) is seen.

function reloadInit(o) {
  if (window.top !== window) return
  const KEY = '__benchReloadAuthorized'
  const R = {
    buttonAt: null,
    connectAt: null,
    accountAt: null,
    connectTextAt: null,
    states: [],
    calls: [],
    frames: 0,
  }
  window.__reload = R

  const wallet = window.ethereum
  if (o.wallet && wallet?.isBenchWallet) {
    const original = wallet.request.bind(wallet)
    const isAuthorized = () => {
      try {
        return localStorage.getItem(KEY) === '1'
      } catch {
        return false
      }
    }
    const authorize = () => {
      try {
        localStorage.setItem(KEY, '1')
      } catch {}
    }
    const permissions = () => [
      {
        parentCapability: 'eth_accounts',
        invoker: location.origin,
        caveats: [{ type: 'restrictReturnedAccounts', value: [o.account] }],
      },
    ]
    wallet.request = async (args) => {
      const method = args?.method
      if (R.calls.length < 200) R.calls.push(method)
      switch (method) {
        case 'eth_requestAccounts':
          authorize()
          return [o.account]
        case 'wallet_requestPermissions':
          authorize()
          return permissions()
        case 'eth_accounts':
          return isAuthorized() ? [o.account] : []
        case 'wallet_getPermissions':
          return isAuthorized() ? permissions() : []
        case 'eth_coinbase':
          return isAuthorized() ? o.account : null
        case 'wallet_revokePermissions':
          try {
            localStorage.removeItem(KEY)
          } catch {}
          return null
        case 'wallet_switchEthereumChain':
          return null
        case 'eth_blockNumber':
          return '0x1'
        case 'eth_getBalance':
          return '0x0'
        default:
          return original(args)
      }
    }
  }

  const account = new RegExp(o.accountSource, o.accountFlags)
  const connectWord = /connect/i
  const busyWord = /connecting|loading/i
  function deepAll(root, sel, out) {
    try {
      for (const el of root.querySelectorAll(sel)) out.push(el)
    } catch {}
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) deepAll(el.shadowRoot, sel, out)
    return out
  }
  function visible(el) {
    const r = el.getBoundingClientRect()
    if (!(r.width > 0 && r.height > 0)) return false
    if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return false
    return !el.checkVisibility || el.checkVisibility({ visibilityProperty: true })
  }
  function findAccount(root) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.data.trim()) continue
      // the text may be split over a few elements (0x7099<span>••••</span>79C8): climb a little
      let el = node.parentElement
      for (let depth = 0; el && depth < 4; depth++, el = el.parentElement) {
        const text = el.textContent.trim()
        if (text.length > 80) break
        if (account.test(text)) {
          if (visible(el)) return text.match(account)[0]
          break
        }
      }
    }
    for (const el of root.querySelectorAll('*')) {
      const found = el.shadowRoot && findAccount(el.shadowRoot)
      if (found) return found
    }
    return null
  }
  let last
  let stopAt = null
  function loop() {
    R.frames++
    const now = performance.now()
    if (document.documentElement) {
      const shown = o.accountSource ? findAccount(document) : null
      const connect = deepAll(document, o.connect, []).find(visible)
      const text = connect ? connect.textContent.trim().replace(/\s+/g, ' ').slice(0, 60) : null
      if ((shown || connect) && R.buttonAt == null) R.buttonAt = now
      if (connect && R.connectAt == null) R.connectAt = now
      if (shown && R.accountAt == null) R.accountAt = now
      if (!shown && text && connectWord.test(text) && !busyWord.test(text) && R.accountAt == null)
        R.connectTextAt ??= now
      const label = shown ? `account: ${shown}` : connect ? `button: ${text}` : null
      if (label !== last && R.states.length < 50) R.states.push({ t: Math.round(now), label })
      last = label
      // keep watching for a second after the account showed: a restore that falls back is seen
      if (R.accountAt != null) stopAt ??= now + 1000
    }
    if (stopAt == null || now < stopAt) requestAnimationFrame(loop)
  }
  requestAnimationFrame(loop)
}

/** The init script's source for one entry: `connect` selector, `account` RegExp (or null). */
export function reloadInitScript({ connect, account, address, wallet = true }) {
  const opts = {
    connect,
    account: address,
    accountSource: account ? account.source : '',
    accountFlags: account ? account.flags : '',
    wallet,
  }
  return `(${reloadInit.toString()})(${JSON.stringify(opts)});`
}
