import { GangwayProvider } from '@gangway/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { injectDemoBitcoinWallet } from './bitcoinTestWallet.js'
import { demoConfig, readCspNonce, readDemoParams } from './config.js'
import { createDemoKit } from './createDemoKit.js'
import { injectDemoPolkadotWallet } from './polkadotTestWallet.js'
import { injectDemoSolanaWallet } from './solanaTestWallet.js'
import { injectDemoTestWallet } from './testWallet.js'
import { injectDemoTonWallet } from './tonTestWallet.js'
import './styles.css'

async function main() {
  const params = readDemoParams(window.location.search)
  // A test wallet injected by a test harness (the e2e suite's init script) wins over the demo's.
  const injectedByHarness = 'gangwayTestWallet' in window
  if (params.testWallet && !injectedByHarness) await injectDemoTestWallet(demoConfig)
  // The same for Solana: the harness's Solana wallet, if it injected one, wins.
  if (params.testWallet && !('gangwaySolanaTestWallet' in window)) {
    await injectDemoSolanaWallet(demoConfig)
  }
  // Bitcoin and Polkadot need no node: their test wallets sign offline (harness's win too).
  await Promise.all([
    params.testWallet && !('gangwayTestBitcoin' in window) && injectDemoBitcoinWallet(),
    params.testWallet && !('gangwayTestPolkadot' in window) && injectDemoPolkadotWallet(),
    // TON: the TON Connect test wallet on the local TON node (the harness's wins).
    params.testWallet && !('gangwayTonTestWallet' in window) && injectDemoTonWallet(demoConfig),
  ])
  if (params.ignoredDirectoryUrl) {
    console.warn(
      `?directoryUrl=${params.ignoredDirectoryUrl} is not an http(s) URL: the bundled catalogue is used.`,
    )
  }
  const demo = await createDemoKit(params.adapter, demoConfig, {
    directoryUrl: params.directoryUrl,
    nonce: readCspNonce(document),
    siwx: params.siwx,
    legal: params.legal,
    sessions: params.sessions,
    families: params.families,
    locale: params.locale,
  })
  Object.assign(window, { gangwayDemo: demo })
  const root = document.getElementById('root')
  if (!root) throw new Error('The demo page has no #root element.')
  createRoot(root).render(
    <StrictMode>
      <GangwayProvider kit={demo.kit}>
        <App
          demo={demo}
          config={demoConfig}
          adapterName={params.adapter}
          ignoredDirectoryUrl={params.ignoredDirectoryUrl}
          testWallet={injectedByHarness ? 'harness' : params.testWallet ? 'demo' : 'off'}
        />
      </GangwayProvider>
    </StrictMode>,
  )
}

main().catch((error) => {
  console.error(error)
  document.body.textContent = `The demo failed to start: ${error instanceof Error ? error.message : error}`
})
