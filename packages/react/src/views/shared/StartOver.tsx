import { useKitInstance } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'

/** Back to the new-email field (a wrong address, a code that never came). */
export function StartOver() {
  const kit = useKitInstance()
  const t = useT(embeddedText)
  return (
    <Button
      variant="secondary"
      onClick={() => {
        const { history } = kit.stores.router.getState()
        const index = history.lastIndexOf('UpdateEmail')
        if (index >= 0) kit.controllers.router.goBackToIndex(index)
        else kit.controllers.router.replace('UpdateEmail')
      }}
      data-testid="update-email-start-over"
    >
      {t('embedded.useAnotherEmail')}
    </Button>
  )
}
