// Gangway with the wagmi adapter – Ethereum mainnet only, injected wallets only.
// <ConnectButton> carries data-bench="connect"; each wallet row of the modal (open shadow root)
// carries data-bench="wallet-option".
import { wagmiAdapter } from '@gangway/adapter-wagmi/descriptor'
import { ConnectButton, createKit, GangwayProvider } from '@gangway/react'
import { createRoot } from 'react-dom/client'
import { benchOptions, mainnet } from '../../mainnet.js'

const kit = createKit({ ...benchOptions, adapters: [wagmiAdapter({ networks: [mainnet] })] })

createRoot(document.getElementById('root')).render(
  <GangwayProvider kit={kit}>
    <ConnectButton />
  </GangwayProvider>,
)
