import { KitError } from '@gangway/core/common'
import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import { useT } from '../i18n/useT.js'
import { IconButton } from '../ui/controls.js'
import { CloseIcon, InfoIcon, WarningIcon } from '../ui/icons.js'

/** The alert of spec §2: an error with a short and a long message, shown above the view. */
export function AlertBanner() {
  const kit = useKitInstance()
  const alert = useStoreSelector(kit.stores.alert, (state) => state)
  const t = useT()
  if (!alert.open) return null
  return (
    <div className="gw-alert" role="alert" data-variant={alert.variant} data-testid="alert">
      {alert.variant === 'info' ? <InfoIcon /> : <WarningIcon />}
      <div className="gw-alert-body">
        <p className="gw-alert-title">
          {alert.code
            ? t.error(new KitError(alert.code, { params: alert.params ?? {} }))
            : alert.shortMessage}
        </p>
        {alert.longMessage ? <p className="gw-alert-text">{alert.longMessage}</p> : null}
      </div>
      <IconButton label={t('common.dismiss')} onClick={kit.controllers.alert.close}>
        <CloseIcon />
      </IconButton>
    </div>
  )
}
