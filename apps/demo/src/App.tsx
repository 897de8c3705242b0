import { ConnectButton, NetworkButton, useKitLocale, useKitTheme } from '@gangway/react'
import { useEffect } from 'react'
import type { AdapterName, DemoConfig } from './config.js'
import type { DemoKit } from './createDemoKit.js'
import {
  Actions,
  type NativeSender,
  SEND_AMOUNT_LAMPORTS,
  SEND_AMOUNT_NANOTONS,
} from './panels/Actions.js'
import { EventLog } from './panels/EventLog.js'
import { HookState } from './panels/HookState.js'
import { ViewButtons } from './panels/ViewButtons.js'

interface AppProps {
  demo: DemoKit
  config: DemoConfig
  adapterName: AdapterName
  /** Who put the anvil test wallet into the page, if anyone. */
  testWallet: 'demo' | 'harness' | 'off'
  /** A `?directoryUrl=` that was not an http(s) URL (so the bundled catalogue is used). */
  ignoredDirectoryUrl?: string | undefined
}

function linkWith(changes: Record<string, string>): string {
  const params = new URLSearchParams(window.location.search)
  for (const [key, value] of Object.entries(changes)) params.set(key, value)
  return `?${params}`
}

function ThemeToggle() {
  const { themeMode, setThemeMode } = useKitTheme()
  const next = themeMode === 'dark' ? 'light' : 'dark'
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode
  }, [themeMode])
  return (
    <button
      type="button"
      className="secondary"
      data-testid="theme-toggle"
      aria-label={`Switch to the ${next} theme`}
      onClick={() => setThemeMode(next)}
    >
      {themeMode === 'dark' ? '☾ Dark' : '☀ Light'}
    </button>
  )
}

/** Each locale in its own language. */
const LOCALE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  zh: '中文',
  ar: 'العربية',
}

function LocalePicker() {
  const { locale, locales, setLocale } = useKitLocale()
  return (
    <select
      className="secondary"
      data-testid="locale-picker"
      aria-label="Language of the modal"
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
    >
      {locales.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_NAMES[code] ?? code}
        </option>
      ))}
    </select>
  )
}

/** The families whose test send goes to a local node of the demo (Solana, TON). */
function nativeSenders(config: DemoConfig): Record<string, NativeSender> {
  const senders: Record<string, NativeSender> = {}
  if (config.solana) {
    const { recipient } = config.solana
    senders.solana = {
      recipient,
      value: SEND_AMOUNT_LAMPORTS,
      label: '0.01 SOL',
    }
  }
  if (config.ton) {
    const { recipient } = config.ton
    senders.ton = {
      recipient,
      value: SEND_AMOUNT_NANOTONS,
      label: '0.01 TON',
    }
  }
  return senders
}

export function App({ demo, config, adapterName, testWallet, ignoredDirectoryUrl }: AppProps) {
  return (
    <>
      <header className="topbar">
        <div className="brand">
          <svg className="logo" viewBox="0 0 36 36" aria-hidden="true">
            <rect width="36" height="36" rx="10" />
            <path d="M9 22h18l-3 5H12z M17 9v11h-6z M19 12l6 8h-6z" />
          </svg>
          <div>
            <h1>Gangway demo</h1>
            <p className="hint">A host app on local anvil chains</p>
          </div>
        </div>
        <nav className="toolbar" aria-label="Wallet">
          <LocalePicker />
          <ThemeToggle />
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="layout">
        <section className="card settings" aria-labelledby="settings-title">
          <h2 id="settings-title">Setup</h2>
          <dl>
            <dt>Adapter</dt>
            <dd data-testid="adapter-name">
              {(['wagmi', 'ethers'] as const).map((name) =>
                name === adapterName ? (
                  <strong key={name} className="pill active">
                    {name}
                  </strong>
                ) : (
                  <a key={name} className="pill" href={linkWith({ adapter: name })}>
                    {name}
                  </a>
                ),
              )}
            </dd>
            <dt>Test wallet</dt>
            <dd data-testid="test-wallet-source">
              {testWallet === 'harness' ? (
                'injected by the test harness'
              ) : (
                <>
                  {testWallet === 'demo' ? 'on' : 'off'} ·{' '}
                  <a href={linkWith({ testWallet: testWallet === 'demo' ? '0' : '1' })}>
                    {testWallet === 'demo'
                      ? 'use my browser wallet instead'
                      : 'use the anvil test wallet'}
                  </a>
                </>
              )}
            </dd>
            <dt>Wallet directory</dt>
            <dd data-testid="wallet-directory">
              {demo.directoryUrl ? (
                <code>{demo.directoryUrl}</code>
              ) : (
                'the catalogue bundled with the kit'
              )}
              {ignoredDirectoryUrl ? (
                <div className="hint" role="status">
                  Ignored <code>?directoryUrl={ignoredDirectoryUrl}</code>: not an http(s) URL.
                </div>
              ) : null}
            </dd>
            <dt>Chains</dt>
            <dd>
              {config.chains.map((chain) => (
                <div key={chain.chainId}>
                  <code>eip155:{chain.chainId}</code> {chain.name} · <code>{chain.rpcUrl}</code>
                </div>
              ))}
            </dd>
            {config.solana && (
              <dd>
                <code>solana:localnet</code> Solana Localnet · <code>{config.solana.rpcUrl}</code>
              </dd>
            )}
            {config.ton && (
              <dd>
                <code>ton:{config.ton.globalId}</code> TON Localnet ·{' '}
                <code>{config.ton.rpcUrl}</code>
              </dd>
            )}
            <dd>Bitcoin Testnet · Polkadot Westend (no node: connect and sign only)</dd>
            {testWallet !== 'off' && (
              <>
                <dt>Account</dt>
                <dd>
                  <code>{config.wallet.address}</code>
                </dd>
                {config.solana && (
                  <dd>
                    <code>{config.solana.wallet.address}</code>
                  </dd>
                )}
                {config.ton && (
                  <dd>
                    <code>{config.ton.wallet.address}</code>
                  </dd>
                )}
              </>
            )}
          </dl>
        </section>
        <HookState />
        <Actions
          kit={demo.kit}
          recipient={config.recipient}
          native={nativeSenders(config)}
          signOnly={['bip122', 'polkadot']}
        />
        <ViewButtons />
        <EventLog kit={demo.kit} />
      </main>
    </>
  )
}
