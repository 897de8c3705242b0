// Gangway with the ethers (v6) adapter – Ethereum mainnet only, injected wallets only.
// <ConnectButton> carries data-bench="connect"; each wallet row of the modal (open shadow root)
// carries data-bench="wallet-option".
import { ethersAdapter } from '@gangway/adapter-ethers/descriptor'
import { ConnectButton, createKit, GangwayProvider } from '@gangway/react'
import { createRoot } from 'react-dom/client'
import { benchOptions } from '../../mainnet.js'

const kit = createKit({ ...benchOptions, adapters: [ethersAdapter()] })

createRoot(document.getElementById('root')).render(
  <GangwayProvider kit={kit}>
    <ConnectButton />
  </GangwayProvider>,
)
