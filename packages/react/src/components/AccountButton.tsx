import type { ChainNamespace } from '@gangway/core/adapter'
import { selectActiveCaipNetwork } from '@gangway/core/shell'
import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import { useButtonText } from '../i18n/buttonText.js'
import { preloadOnIntent } from '../kit/preload.js'
import { KitImage } from '../ui/KitImage.js'
import { addressGradient, safeImageUrl } from '../utils/image.js'
import { ConnectedFamilies } from './ConnectedFamilies.js'
import { accountButtonModel } from './model.js'
import { useButtonStyles } from './useButtonStyles.js'
import { useProfileName } from './useProfileName.js'
import { useThemeAttributes } from './useThemeAttributes.js'

export interface AccountButtonProps {
  namespace?: ChainNamespace
  /** Show the balance next to the address (default true). */
  balance?: boolean
  /** Test id of the button (the connect button keeps its own when it turns into this one). */
  testId?: string
}

/**
 * The connected account: balance (floored to 3 decimals) and name or truncated address. It never
 * grows past its container: a long name ends in an ellipsis, and below 480 px the balance is
 * left out (buttonCss).
 */
export function AccountButton({ namespace, balance = true, testId }: AccountButtonProps) {
  useButtonStyles()
  const kit = useKitInstance()
  const theme = useThemeAttributes()
  const { locale } = useButtonText()
  const model = useStoreSelector(kit.stores.chain, (chain) =>
    accountButtonModel(chain, namespace, locale),
  )
  const networkId = useStoreSelector(
    kit.stores.chain,
    (chain) => selectActiveCaipNetwork(chain)?.caipNetworkId,
  )
  useProfileName(kit, model.connected ? model.address : undefined, networkId)
  if (!model.connected || !model.address) return null
  const image = safeImageUrl(model.profileImage)
  return (
    <span className="gw-w" {...theme}>
      <button
        type="button"
        className="gw-b gw-b-surface gw-b-account"
        data-testid={testId ?? 'account-button'}
        // A long name is cut with an ellipsis on the button: the tooltip holds it whole (the
        // button's text, its accessible name, always does).
        title={model.named ? `${model.label}\n${model.address}` : model.address}
        aria-busy={model.restoring || undefined}
        onPointerEnter={() => preloadOnIntent(kit, 'Account')}
        onClick={() => {
          const open = () => kit.open({ view: 'Account', ...(namespace ? { namespace } : {}) })
          // While the kit restores the account shown, Account opens once the wallet answered.
          void (model.restoring ? kit.ready.then(open, open) : open())
        }}
      >
        {balance && model.balance ? (
          <span className="gw-b-balance" data-testid="account-balance">
            {model.balance}
          </span>
        ) : null}
        <span className="gw-b-chip">
          <span
            className="gw-b-avatar"
            aria-hidden="true"
            style={image ? undefined : { background: addressGradient(model.address) }}
          >
            {image ? <KitImage src={image} /> : null}
          </span>
          <span className="gw-b-label" data-testid="account-address">
            {model.label}
          </span>
        </span>
        <ConnectedFamilies />
      </button>
    </span>
  )
}
