import type { ChainNamespace } from '@gangway/core/adapter'
import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import { useButtonText } from '../i18n/buttonText.js'
import { preloadOnIntent } from '../kit/preload.js'
import { AccountButton } from './AccountButton.js'
import { ConnectedFamilies, connectOpenOptions } from './ConnectedFamilies.js'
import { accountButtonModel } from './model.js'
import { useButtonStyles } from './useButtonStyles.js'
import { useThemeAttributes } from './useThemeAttributes.js'

export interface ConnectButtonProps {
  /** Text of the button while disconnected (default: 'Connect Wallet' in the kit's locale). */
  label?: string
  /** Text while a wallet is connecting (default: 'Connecting…' in the kit's locale). */
  loadingLabel?: string
  /** Open the modal filtered to this namespace and show its account. */
  namespace?: ChainNamespace
  /** Show the balance once connected (default true). */
  balance?: boolean
}

/**
 * "Connect Wallet" while disconnected (opens the modal); the account button once connected. Its
 * clickable element carries data-testid="connect-button" in both states and data-bench="connect".
 */
export function ConnectButton({
  label,
  loadingLabel,
  namespace,
  balance = true,
}: ConnectButtonProps) {
  useButtonStyles()
  const kit = useKitInstance()
  const theme = useThemeAttributes()
  const t = useButtonText()
  const { connected, connecting } = useStoreSelector(kit.stores.chain, (chain) => {
    const model = accountButtonModel(chain, namespace)
    return { connected: model.connected, connecting: model.connecting }
  })
  if (connected)
    return (
      <AccountButton testId="connect-button" balance={balance} {...(namespace && { namespace })} />
    )
  return (
    <span className="gw-w" {...theme}>
      <button
        type="button"
        className="gw-b gw-b-connect"
        data-testid="connect-button"
        data-bench="connect"
        aria-busy={connecting || undefined}
        onPointerEnter={() => preloadOnIntent(kit)}
        onFocus={() => preloadOnIntent(kit)}
        onClick={() => void kit.open(connectOpenOptions(kit, namespace))}
      >
        {connecting ? <span className="gw-b-spinner" aria-hidden="true" /> : null}
        {connecting ? (loadingLabel ?? t('button.connecting')) : (label ?? t('button.connect'))}
        <ConnectedFamilies />
      </button>
    </span>
  )
}
