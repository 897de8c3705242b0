/**
 * Transak's widget URL from its Create Widget URL API (docs.transak.com "Mandatory Migration to
 * API-Based Widget URL"): a partner access token from `POST {apiUrl}/partners/api/v2/refresh-token`
 * (header `api-secret`, body `{ apiKey }`), kept until it expires, then
 * `POST {gatewayUrl}/api/v2/auth/session` (header `access-token`) with the widget's params. A new
 * token invalidates the previous one, so replicas that each refresh may see a 401: the session
 * call then refreshes once and tries again.
 */
import { transakNetworkOf } from '@gangway/core/onramp'
import { UpstreamError } from '../app/errors.js'
import { fetchProviderJson } from './fetchJson.js'
import type { OnRampSessionRequest } from './types.js'

export interface TransakConfig {
  apiKey: string
  apiSecret: string
  environment: 'production' | 'staging'
  apiUrl?: string | undefined
  gatewayUrl?: string | undefined
}

const URLS = {
  production: { api: 'https://api.transak.com', gateway: 'https://api-gateway.transak.com' },
  staging: { api: 'https://api-stg.transak.com', gateway: 'https://api-gateway-stg.transak.com' },
} as const

/** The widget hosts a Transak answer may point at. */
export const TRANSAK_WIDGET_HOSTS = ['global.transak.com', 'global-stg.transak.com']

/** A refresh a minute before the token's expiry. */
const EXPIRY_MARGIN_S = 60

export interface TransakSessions {
  createWidgetUrl(request: OnRampSessionRequest): Promise<string>
}

export function createTransakSessions(config: TransakConfig, timeoutMs: number): TransakSessions {
  const apiUrl = (config.apiUrl ?? URLS[config.environment].api).replace(/\/$/, '')
  const gatewayUrl = (config.gatewayUrl ?? URLS[config.environment].gateway).replace(/\/$/, '')
  let token: { value: string; expiresAt: number } | undefined
  let refreshing: Promise<string> | undefined

  const refresh = () => {
    refreshing ??= (async () => {
      const { status, body } = await fetchProviderJson(
        'Transak',
        `${apiUrl}/partners/api/v2/refresh-token`,
        {
          method: 'POST',
          headers: { 'api-secret': config.apiSecret },
          body: { apiKey: config.apiKey },
        },
        timeoutMs,
      )
      const data = (body as { data?: { accessToken?: unknown; expiresAt?: unknown } })?.data
      if (status !== 200 || typeof data?.accessToken !== 'string' || !data.accessToken)
        throw new UpstreamError(`Transak refused an access token (${status})`)
      const expiresAt = typeof data.expiresAt === 'number' ? data.expiresAt : 0
      token = { value: data.accessToken, expiresAt }
      return data.accessToken
    })().finally(() => {
      refreshing = undefined
    })
    return refreshing
  }

  const accessToken = () =>
    token && token.expiresAt - EXPIRY_MARGIN_S > Date.now() / 1000
      ? Promise.resolve(token.value)
      : refresh()

  const session = (request: OnRampSessionRequest, access: string) =>
    fetchProviderJson(
      'Transak',
      `${gatewayUrl}/api/v2/auth/session`,
      {
        method: 'POST',
        headers: { 'access-token': access },
        body: {
          widgetParams: {
            apiKey: config.apiKey,
            referrerDomain: request.referrerDomain,
            productsAvailed: 'BUY',
            walletAddress: request.address,
            disableWalletAddressForm: true,
            network: transakNetworkOf(request.network),
            cryptoCurrencyCode: request.asset,
            ...(request.amount !== undefined && {
              fiatAmount: request.amount,
              fiatCurrency: request.currency ?? 'USD',
            }),
          },
        },
      },
      timeoutMs,
    )

  return {
    async createWidgetUrl(request) {
      let answer = await session(request, await accessToken())
      if (answer.status === 401) answer = await session(request, await refresh())
      const widgetUrl = (answer.body as { data?: { widgetUrl?: unknown } })?.data?.widgetUrl
      if (answer.status !== 200 || typeof widgetUrl !== 'string')
        throw new UpstreamError(`Transak refused a widget URL (${answer.status})`)
      let url: URL
      try {
        url = new URL(widgetUrl)
      } catch {
        throw new UpstreamError('Transak answered a widget URL that is not a URL')
      }
      if (url.protocol !== 'https:' || !TRANSAK_WIDGET_HOSTS.includes(url.hostname))
        throw new UpstreamError(`Transak answered a widget URL on another host (${url.hostname})`)
      return url.href
    },
  }
}
