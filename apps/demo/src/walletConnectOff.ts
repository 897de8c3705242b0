// Stands in for `@walletconnect/universal-provider` (an optional peer of @gangway/core that the
// demo does not install): WalletConnect is off here, so nothing may load it. See vite.config.ts.
const off = () => {
  throw new Error(
    'WalletConnect is off in the Gangway demo (no @walletconnect/universal-provider).',
  )
}

export const UniversalProvider = { init: off }
export default UniversalProvider
