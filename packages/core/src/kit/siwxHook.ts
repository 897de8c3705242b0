import type { OneClickSignIn } from '../controllers/walletConnect/walletConnectController.js'
import type { SiwxFlowDeps } from '../siwx/flow/types.js'
import type { OneClickSignInDeps } from '../siwx/walletconnect/oneClickSignIn.js'
import { onDemand } from '../utils/onDemand.js'
import type { SiwxPart } from './types.js'

/** Spec §4 "SIWX": starts the flow (which watches connect, restore, account and network). */
export function attachSiwx(
  deps: Omit<SiwxFlowDeps, 'siwx'> & Partial<Pick<SiwxFlowDeps, 'siwx'>>,
): SiwxPart | undefined {
  const { siwx } = deps
  if (!siwx) return undefined
  const part = onDemand(
    () => import('../siwx/flow/startSiwxFlow.js'),
    (module) => module.startSiwxFlow({ ...deps, siwx }),
  )
  part.get().catch((error: unknown) => deps.logger?.error('Gangway could not load sign-in:', error))
  return part
}

/**
 * WalletConnect one-click sign-in (spec §4 "SIWX"), only with `siwx` set; its code is imported on
 * the first pairing (a failed import pairs with `connect`, and the flow asks to sign).
 */
export function oneClickSignInOf(
  deps: Omit<OneClickSignInDeps, 'siwx'> & { siwx: OneClickSignInDeps['siwx'] | undefined },
): OneClickSignIn | undefined {
  const { siwx } = deps
  if (!siwx) return undefined
  const part = () =>
    import('../siwx/walletconnect/oneClickSignIn.js').then((module) =>
      module.createOneClickSignIn({ ...deps, siwx }),
    )
  return {
    request: (networks) =>
      part().then(
        (oneClick) => oneClick.request(networks),
        () => undefined,
      ),
    signedIn: (answer) => part().then((oneClick) => oneClick.signedIn(answer)),
  }
}
