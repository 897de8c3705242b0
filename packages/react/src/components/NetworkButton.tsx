import { useEffect, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import { useButtonText } from '../i18n/buttonText.js'
import { loadUi } from '../kit/loadUi.js'
import { preloadOnIntent } from '../kit/preload.js'
import type { NetworkIcon } from '../ui/networkIconChunk.js'
import { ConnectedFamilies } from './ConnectedFamilies.js'
import { networkButtonModel } from './model.js'
import { useButtonStyles } from './useButtonStyles.js'
import { useThemeAttributes } from './useThemeAttributes.js'

let loadedIcon: typeof NetworkIcon | undefined

/**
 * The active network (icon and name); opens the Networks view. Warns on an unlisted network.
 * `label` is shown while no network is known (default: 'Network' in the kit's locale).
 */
export function NetworkButton({ label }: { label?: string }) {
  useButtonStyles()
  const kit = useKitInstance()
  const theme = useThemeAttributes()
  const t = useButtonText()
  const model = useStoreSelector(kit.stores.chain, networkButtonModel)
  const fallback = label ?? t('button.network')
  const name = model.unsupported ? t('button.switchNetwork') : (model.name ?? fallback)
  // The kit's one network icon, imported after the first paint with the logos (never in the
  // button's first load): a blank circle until then.
  const [Icon, setIcon] = useState(() => loadedIcon)
  useEffect(() => {
    let live = true
    void loadUi(() => import('../ui/networkIconChunk.js')).then(
      (module) => {
        loadedIcon = module.NetworkIcon
        if (live) setIcon(() => module.NetworkIcon)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
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
        {Icon ? (
          <Icon
            network={{ ...model, assets: { imageUrl: model.imageUrl } }}
            className="gw-b-icon"
            fallbackName={fallback}
          />
        ) : (
          <span className="gw-b-icon" aria-hidden="true" />
        )}
        {name}
        <ConnectedFamilies />
      </button>
    </span>
  )
}
