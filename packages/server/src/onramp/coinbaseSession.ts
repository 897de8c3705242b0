/**
 * Coinbase Onramp's session: a single-use token (5 minutes) from the Session Token API
 * (`POST {apiUrl}/v1/token`, docs.cdp.coinbase.com/onramp "Session Token API"), carrying the
 * address, its network, the asset and the visitor's IP; the widget URL then carries only the
 * token and the presets.
 */
import { COINBASE_ONRAMP_URL, coinbaseNetworkOf } from '@gangway/core/onramp'
import { UpstreamError } from '../app/errors.js'
import { cdpJwt } from './cdpJwt.js'
import { fetchProviderJson } from './fetchJson.js'
import type { OnRampSessionRequest } from './types.js'

export interface CoinbaseConfig {
  apiKeyId: string
  apiKeySecret: string
  /** Default https://api.developer.coinbase.com/onramp. */
  apiUrl: string
}

export async function createCoinbaseSession(
  config: CoinbaseConfig,
  request: OnRampSessionRequest,
  timeoutMs: number,
): Promise<string> {
  const network = coinbaseNetworkOf(request.network)
  const url = `${config.apiUrl.replace(/\/$/, '')}/v1/token`
  const jwt = await cdpJwt({ ...config, method: 'POST', url })
  const { status, body } = await fetchProviderJson(
    'Coinbase',
    url,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}` },
      body: {
        addresses: [{ address: request.address, blockchains: [network] }],
        assets: [request.asset],
        clientIp: request.clientIp,
      },
    },
    timeoutMs,
  )
  const token = (body as { token?: unknown } | undefined)?.token
  if (status !== 200 || typeof token !== 'string' || !/^[-\w.=+/]{8,2048}$/.test(token))
    throw new UpstreamError(`Coinbase refused a session token (${status})`)
  const widget = new URL(COINBASE_ONRAMP_URL)
  const params = widget.searchParams
  params.set('sessionToken', token)
  params.set('defaultNetwork', network)
  params.set('defaultAsset', request.asset)
  params.set('defaultExperience', 'buy')
  if (request.amount !== undefined) {
    params.set('presetFiatAmount', String(request.amount))
    params.set('fiatCurrency', request.currency ?? 'USD')
  }
  return widget.href
}
