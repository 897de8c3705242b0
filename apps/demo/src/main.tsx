import { GangwayProvider } from '@gangway/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { demoConfig, readDemoParams } from './config.js'
import { createDemoKit } from './createDemoKit.js'
import { injectDemoTestWallet } from './testWallet.js'
import './styles.css'

async function main() {
  const params = readDemoParams(window.location.search)
  // A wallet injected by the page's own test harness (e2e) wins over the demo's.
  if (params.testWallet && !('gangwayTestWallet' in window)) {
    await injectDemoTestWallet(demoConfig)
  }
  const demo = await createDemoKit(params.adapter, demoConfig)
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
          testWallet={params.testWallet}
        />
      </GangwayProvider>
    </StrictMode>,
  )
}

main().catch((error) => {
  console.error(error)
  document.body.textContent = `The demo failed to start: ${error instanceof Error ? error.message : error}`
})
