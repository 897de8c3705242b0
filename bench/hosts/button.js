// The connect button alone: kit + provider + <ConnectButton>, no adapter (the modal and its
// views are dynamic imports, loaded on the first open).
import { ConnectButton, createKit, GangwayProvider } from '@gangway/react'
import { createElement } from 'react'
import { benchOptions } from '../apps/mainnet.js'

export const kit = createKit(benchOptions)

export function App() {
  return createElement(GangwayProvider, { kit }, createElement(ConnectButton))
}
