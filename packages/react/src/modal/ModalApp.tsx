import { TIMING } from '@gangway/core/internal'
import {
  type CSSProperties,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react'
import { useKitInstance, useStoreSelector, ViewStylesContext } from '../hooks/context.js'
import { sameTheme } from '../hooks/useKitTheme.js'
import { accounts } from '../i18n/messages/en/accounts.js'
import { titles } from '../i18n/messages/en/titles.js'
import { useT } from '../i18n/useT.js'
import { Spinner } from '../ui/controls.js'
import { adoptStyles } from '../ui/styles/adoptStyles.js'
import { themeVariablesStyle } from '../ui/styles/theme.js'
import { viewComponent, viewTitle } from '../views/registry.js'
import { AlertBanner } from './AlertBanner.js'
import { ModalShell } from './ModalShell.js'
import { Snackbar } from './Snackbar.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { type HeaderOverride, ViewHeaderContext } from './viewHeader.js'

const [MODAL_MS, VIEW_MS, HEADER_MS] = TIMING.ANIMATION_MS

type Phase = 'open' | 'closing' | 'closed'

export interface ModalAppProps {
  shadow: ShadowRoot
  restoreFocus: () => void
}

/** The modal's root: open / closing / closed phases, theme, header state and the current view. */
export function ModalApp({ shadow, restoreFocus }: ModalAppProps) {
  const kit = useKitInstance()
  const modal = useStoreSelector(kit.stores.modal, (state) => ({
    open: state.open,
    shake: state.shake,
    closeDisabled: state.closeDisabled,
  }))
  const [phase, setPhase] = useState<Phase>(modal.open ? 'open' : 'closed')

  useLayoutEffect(() => {
    if (modal.open) {
      setPhase('open')
      return
    }
    setPhase((current) => (current === 'open' ? 'closing' : current))
  }, [modal.open])

  useEffect(() => {
    if (phase !== 'closing') return
    restoreFocus()
    const timer = setTimeout(() => setPhase('closed'), MODAL_MS)
    return () => clearTimeout(timer)
  }, [phase, restoreFocus])

  useEffect(() => {
    if (phase === 'closed') return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [phase])

  if (phase === 'closed') return null
  return <OpenModal shadow={shadow} phase={phase} {...modal} />
}

export function OpenModal({
  shadow,
  phase,
  shake,
  closeDisabled,
}: {
  shadow: ShadowRoot
  phase: 'open' | 'closing'
  shake: boolean
  closeDisabled: boolean
}) {
  const kit = useKitInstance()
  const route = useStoreSelector(kit.stores.router, (state) => ({
    view: state.view,
    data: state.data,
    depth: state.history.length,
  }))
  const theme = useStoreSelector(kit.stores.theme, (state) => state, sameTheme)
  const getRoot = useCallback(() => shadow, [shadow])
  const t = useT(titles, accounts)
  // Each view's own stylesheet, adopted into this shadow root once (a view's first mount).
  const nonce = kit.options.nonce
  const adoptViewStyles = useMemo(() => {
    const adopted = new Set<string>()
    return (css: string) => {
      if (adopted.has(css)) return
      adopted.add(css)
      adoptStyles(shadow, css, { nonce })
    }
  }, [shadow, nonce])

  const style = {
    ...themeVariablesStyle(theme.themeVariables),
    '--gw-modal-width': kit.options.modalWidth,
    '--gw-duration-modal': `${MODAL_MS}ms`,
    '--gw-duration-view': `${VIEW_MS}ms`,
    '--gw-duration-header': `${HEADER_MS}ms`,
    '--gw-duration-shake': `${TIMING.SHAKE_MS}ms`,
  } as CSSProperties

  // A retry renders again: a view whose chunk failed to load gets a fresh lazy component.
  const [, setRetries] = useState(0)
  const View = viewComponent(route.view)
  // A part of the view standing in for it (useViewHeader) names the header and hides back.
  const [header, setHeader] = useState<HeaderOverride>()
  return (
    <ModalShell
      state={phase}
      title={header?.title ?? viewTitle(route.view, t, route.data)}
      dir={t.dir}
      lang={t.locale}
      shake={shake}
      closeDisabled={closeDisabled}
      canGoBack={!header && route.depth > 1 && route.view !== 'UnsupportedChain'}
      onBack={kit.controllers.router.goBack}
      onRequestClose={kit.controllers.modal.requestClose}
      style={style}
      themeMode={theme.themeMode}
      getRoot={getRoot}
      banner={<AlertBanner />}
      overlay={<Snackbar />}
    >
      <ViewErrorBoundary key={route.view} onRetry={() => setRetries((count) => count + 1)}>
        <Suspense fallback={<ViewFallback />}>
          <div className="gw-view" data-view={route.view} data-testid={`view-${route.view}`}>
            <ViewStylesContext.Provider value={adoptViewStyles}>
              <ViewHeaderContext.Provider value={setHeader}>
                <View />
              </ViewHeaderContext.Provider>
            </ViewStylesContext.Provider>
          </div>
        </Suspense>
      </ViewErrorBoundary>
    </ModalShell>
  )
}

function ViewFallback() {
  const t = useT()
  return (
    <div className="gw-empty" style={{ minHeight: 240, justifyContent: 'center' }}>
      <Spinner label={t('common.loading')} />
    </div>
  )
}
