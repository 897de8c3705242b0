import type { OneClickSignIn } from '../../controllers/walletConnect/walletConnectController.js'
import type { SIWXConfig } from '../../options/types.js'
import { cacaoToSiwx, type SiwxCacao } from '../cacao/cacao.js'

export interface OneClickSignInDeps {
  siwx: SIWXConfig
  /** The kit's active network: asked first, and its CACAO is the one stored. */
  activeNetworkId?: () => string | undefined
  logger?: { error(...args: unknown[]): void }
}

/**
 * WalletConnect one-click sign-in (spec §4 "SIWX": universal-provider authentication only when
 * all chains are eip155): the session proposal's `authentication` request (`connect()`'s
 * `authentication`, which replaced the deprecated `authenticate`), from the session store's
 * nonce-only call, for every network of the kit (the active one first). The wallet approves the
 * session with a CACAO per chain it serves, all on the request's one nonce, which the session
 * store takes once: the CACAO of the active network (else the first) is stored as the session
 * (`addSession({ data, message, signature, cacao })`), so the flow finds it and asks nothing;
 * another network is asked when the visitor switches to it, as after any sign-in. A wallet that
 * does not sign in approves a plain session (no `authentication`): nothing is stored and the flow
 * asks to sign afterwards. The session's methods come from its namespaces, so the request carries
 * no ReCap of them.
 */
export function createOneClickSignIn(deps: OneClickSignInDeps): OneClickSignIn {
  const { siwx, logger } = deps
  return {
    async request(networks) {
      if (!siwx.createMessageParams || networks.length === 0) return undefined
      if (networks.some((network) => network.chainNamespace !== 'eip155')) return undefined
      try {
        const params = await siwx.createMessageParams()
        const active = deps.activeNetworkId?.()
        const chains = [...new Set(networks.map((network) => network.caipNetworkId as string))]
        return {
          chains:
            active && chains.includes(active)
              ? [active, ...chains.filter((chain) => chain !== active)]
              : chains,
          domain: params.domain,
          uri: params.uri,
          nonce: params.nonce,
          ...(params.statement !== undefined && { statement: params.statement }),
          ...(params.expirationTime !== undefined && { exp: params.expirationTime }),
          ...(params.notBefore !== undefined && { nbf: params.notBefore }),
          ...(params.requestId !== undefined && { requestId: params.requestId }),
          ...(params.resources !== undefined && { resources: [...params.resources] }),
        }
      } catch (error) {
        logger?.error('Gangway could not prepare the one-click sign-in:', error)
        return undefined
      }
    },
    async signedIn(session) {
      const auths = (session as { authentication?: unknown } | undefined)?.authentication
      if (!Array.isArray(auths) || auths.length === 0) return
      const active = deps.activeNetworkId?.()
      const chainOf = (cacao: SiwxCacao) => cacao?.p?.iss?.split(':').slice(2, 4).join(':')
      const cacao =
        (auths as SiwxCacao[]).find((each) => active && chainOf(each) === active) ??
        (auths[0] as SiwxCacao)
      try {
        const { fields, message, signature } = cacaoToSiwx(cacao)
        await siwx.addSession({ data: { ...fields }, message, signature, cacao })
      } catch (error) {
        // The flow then finds no session for that account and asks to sign.
        logger?.error('Gangway could not store the one-click sign-in:', error)
      }
    },
  }
}
