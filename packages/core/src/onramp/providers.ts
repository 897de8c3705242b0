import { KitError } from '../errors/KitError.js'
import { safeImageUrl, safeLink } from '../validators/links.js'
import type { OnRampProvider, OnRampRequest } from './types.js'

export {
  isOnRampDelivery,
  onrampProviderOf,
  onrampProvidersFor,
  onrampSenders,
} from './matching.js'

/** The provider's logo when the kit may render it (the image URL rule), else undefined. */
export const onrampLogo = (provider: OnRampProvider) => safeImageUrl(provider.logo)

/**
 * The provider's widget URL for the request, checked with the kit's one URL rule (https, http only
 * on this machine). Throws `KitError('ONRAMP_URL_REFUSED')` naming the provider when the network
 * or asset is not one it sells, the amount is not a positive number, or the URL is refused.
 */
export function buildOnRampUrl(provider: OnRampProvider, request: OnRampRequest): string {
  const refuse = (details: string) =>
    new KitError('ONRAMP_URL_REFUSED', { params: { provider: provider.name, details } })
  const assets = provider.assets[request.network]
  if (!assets?.length) throw refuse(`${provider.name} does not sell on ${request.network}.`)
  if (!assets.includes(request.asset))
    throw refuse(`${provider.name} does not sell ${request.asset} on ${request.network}.`)
  if (request.amount !== undefined && !(Number.isFinite(request.amount) && request.amount > 0))
    throw refuse(`The amount must be a positive number, not ${String(request.amount)}.`)
  let url: string
  try {
    url = provider.buildUrl(request)
  } catch (cause) {
    throw new KitError('ONRAMP_URL_REFUSED', {
      params: { provider: provider.name, details: String((cause as Error)?.message ?? cause) },
      cause,
    })
  }
  const safe = safeLink(url, 'web')
  if (!safe)
    throw refuse(
      `${provider.name} built a link the kit does not open (https only, http on this machine): ${String(url).slice(0, 120)}`,
    )
  return safe
}
