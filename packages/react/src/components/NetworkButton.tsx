import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import { preloadOnIntent } from '../kit/preload.js'
import { KitImage } from '../ui/KitImage.js'
import { monogram, safeImageUrl } from '../utils/image.js'
import { networkButtonModel } from './model.js'
import { useButtonStyles } from './useButtonStyles.js'
import { useThemeAttributes } from './useThemeAttributes.js'

/** The active network (icon and name); opens the Networks view. Warns on an unlisted network. */
export function NetworkButton({ label = 'Network' }: { label?: string }) {
  useButtonStyles()
  const kit = useKitInstance()
  const theme = useThemeAttributes()
  const model = useStoreSelector(kit.stores.chain, networkButtonModel)
  const image = safeImageUrl(model.imageUrl)
  const name = model.unsupported ? 'Switch Network' : (model.name ?? label)
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
        <span className="gw-b-icon" aria-hidden="true">
          {image ? <KitImage src={image} /> : monogram(model.name ?? label)}
        </span>
        {name}
      </button>
    </span>
  )
}
