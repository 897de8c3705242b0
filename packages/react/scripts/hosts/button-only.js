// A host that renders only the connect button: what `@gangway/react` costs before the modal opens.
import { ConnectButton, createKit, GangwayProvider } from '@gangway/react'
import { createElement } from 'react'

const network = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

export const kit = createKit({ networks: [network] })

export function App() {
  return createElement(GangwayProvider, { kit }, createElement(ConnectButton))
}
