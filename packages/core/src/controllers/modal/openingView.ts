import type { View } from '../router/views.js'

/** The view the modal opens on (spec §2 "Opening rules"). */
export function resolveOpeningView(input: {
  view?: View
  connected: boolean
  hasAdapters: boolean
  isMobile: boolean
}): View {
  if (input.view) return input.view
  if (input.connected) return 'Account'
  if (!input.hasAdapters) return input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}
