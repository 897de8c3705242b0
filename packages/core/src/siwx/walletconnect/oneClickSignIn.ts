import type { OneClickSignIn } from '../../controllers/walletConnect/walletConnectController.js'
import type { SIWXConfig } from '../../options/types.js'
import type { FamilyLookup } from '../../walletconnect/namespaces.js'
import { cacaoToSiwx, type SiwxCacao } from '../cacao/cacao.js'

export interface OneClickSignInDeps {
  siwx: SIWXConfig
  familyOf: FamilyLookup
  logger?: { error(...args: unknown[]): void }
}

/**
 * WalletConnect one-click sign-in (spec §4 "SIWX": universal-provider authentication only when
 * all chains are eip155): the `authenticate` request from the session store's nonce-only call,
 * for every network of the kit; each CACAO the wallet answers is stored as a session
 * (`addSession({ data, message, signature, cacao })`), so the flow finds it and asks nothing.
 * A wallet without `authenticate` answers a plain session (no auths): nothing is stored and the
 * flow asks to sign afterwards.
 */
export function createOneClickSignIn(deps: OneClickSignInDeps): OneClickSignIn {
  const { siwx, logger } = deps
  return {
    async request(networks) {
      if (!siwx.createMessageParams || networks.length === 0) return undefined
      if (networks.some((network) => network.chainNamespace !== 'eip155')) return undefined
      try {
        const params = await siwx.createMessageParams()
        return {
          chains: [...new Set(networks.map((network) => network.caipNetworkId))],
          domain: params.domain,
          uri: params.uri,
          nonce: params.nonce,
          ...(params.statement !== undefined && { statement: params.statement }),
          ...(params.expirationTime !== undefined && { exp: params.expirationTime }),
          ...(params.notBefore !== undefined && { nbf: params.notBefore }),
          ...(params.requestId !== undefined && { requestId: params.requestId }),
          ...(params.resources !== undefined && { resources: [...params.resources] }),
          // The session's methods (a ReCap): without them the wallet answers no session.
          methods: [...(deps.familyOf('eip155')?.walletConnect?.methods ?? ['personal_sign'])],
        }
      } catch (error) {
        logger?.error('Gangway could not prepare the one-click sign-in:', error)
        return undefined
      }
    },
    async signedIn(answer) {
      const auths = (answer as { auths?: unknown } | undefined)?.auths
      if (!Array.isArray(auths)) return
      for (const cacao of auths as SiwxCacao[]) {
        try {
          const { fields, message, signature } = cacaoToSiwx(cacao)
          await siwx.addSession({ data: { ...fields }, message, signature, cacao })
        } catch (error) {
          // The flow then finds no session for that account and asks to sign.
          logger?.error('Gangway could not store the one-click sign-in:', error)
        }
      }
    },
  }
}
