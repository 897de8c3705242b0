import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import { button } from '../i18n/messages/en/button.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { preloadOnIntent } from '../kit/preload.js'
import { NetworkIcon } from '../ui/NetworkIcon.js'
import { ConnectedFamilies } from './ConnectedFamilies.js'
import { networkButtonModel } from './model.js'
import { useButtonStyles } from './useButtonStyles.js'
import { useThemeAttributes } from './useThemeAttributes.js'

/**
 * The active network (icon and name); opens the Networks view. Warns on an unlisted network.
 * `label` is shown while no network is known (default: 'Network' in the kit's locale).
 */
export function NetworkButton({ label }: { label?: string }) {
  useButtonStyles()
  const kit = useKitInstance()
  const theme = useThemeAttributes()
  const t = useTranslate(button)
  const model = useStoreSelector(kit.stores.chain, networkButtonModel)
  const fallback = label ?? t('button.network')
  const name = model.unsupported ? t('button.switchNetwork') : (model.name ?? fallback)
  return (
    <span className="gw-w" {...theme}>
      <button
        type="button"
        className={`gw-b gw-b-surface${model.unsupported ? ' gw-b-warn' : ''}`}
        data-testid="network-button"
        data-network-id={model.caipNetworkId}
        onPointerEnter={() =>
          preloadOnIntent(kit, model.unsupported ? 'UnsupportedChain' : 'Networks')
        }
        onClick={() => void kit.open({ view: model.unsupported ? 'UnsupportedChain' : 'Networks' })}
      >
        <NetworkIcon
          network={{ ...model, assets: { imageUrl: model.imageUrl } }}
          className="gw-b-icon"
          fallbackName={fallback}
        />
        {name}
        <ConnectedFamilies />
      </button>
    </span>
  )
}
