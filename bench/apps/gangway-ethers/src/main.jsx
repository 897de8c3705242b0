// Gangway with the ethers (v6) adapter – Ethereum mainnet only, injected wallets only.
// <ConnectButton> carries data-bench="connect"; each wallet row of the modal (open shadow root)
// carries data-bench="wallet-option".
import { EthersAdapter } from '@gangway/adapter-ethers'
import { ConnectButton, createKit, GangwayProvider } from '@gangway/react'
import { createRoot } from 'react-dom/client'
import { benchOptions } from '../../mainnet.js'

const kit = createKit({ ...benchOptions, adapters: [new EthersAdapter()] })

createRoot(document.getElementById('root')).render(
  <GangwayProvider kit={kit}>
    <ConnectButton />
  </GangwayProvider>,
)
