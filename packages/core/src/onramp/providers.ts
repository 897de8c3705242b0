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

const refusal = (provider: OnRampProvider, details: string, cause?: unknown) =>
  new KitError('ONRAMP_URL_REFUSED', {
    params: { provider: provider.name, details },
    ...(cause !== undefined && { cause }),
  })

/** The request's network, asset and amount must be ones the provider sells. */
function checkRequest(provider: OnRampProvider, request: OnRampRequest): void {
  const assets = provider.assets[request.network]
  if (!assets?.length)
    throw refusal(provider, `${provider.name} does not sell on ${request.network}.`)
  if (!assets.includes(request.asset))
    throw refusal(
      provider,
      `${provider.name} does not sell ${request.asset} on ${request.network}.`,
    )
  if (request.amount !== undefined && !(Number.isFinite(request.amount) && request.amount > 0))
    throw refusal(provider, `The amount must be a positive number, not ${String(request.amount)}.`)
}

/** A URL the kit opens: the one URL rule (https, http only on this machine). */
function checkUrl(provider: OnRampProvider, url: unknown): string {
  const safe = typeof url === 'string' ? safeLink(url, 'web') : undefined
  if (!safe)
    throw refusal(
      provider,
      `${provider.name} built a link the kit does not open (https only, http on this machine): ${String(url).slice(0, 120)}`,
    )
  return safe
}

const detailsOf = (cause: unknown) =>
  cause instanceof KitError ? cause.shortMessage : String((cause as Error)?.message ?? cause)

/**
 * The provider's widget URL for the request, built in the page (`buildUrl`), checked with the
 * kit's one URL rule. Throws `KitError('ONRAMP_URL_REFUSED')` naming the provider when the network
 * or asset is not one it sells, the amount is not a positive number, the provider has only a
 * backend (`createUrl`: use `createOnRampUrl`), or the URL is refused.
 */
export function buildOnRampUrl(provider: OnRampProvider, request: OnRampRequest): string {
  checkRequest(provider, request)
  if (!provider.buildUrl)
    throw refusal(provider, `${provider.name} makes its links on a server (createOnRampUrl).`)
  let url: string
  try {
    url = provider.buildUrl(request)
  } catch (cause) {
    throw refusal(provider, detailsOf(cause), cause)
  }
  return checkUrl(provider, url)
}

/**
 * The provider's widget URL: from its backend (`createUrl`) when it has one, else built in the
 * page; the same checks as `buildOnRampUrl`, and a failure of the backend is an
 * ONRAMP_URL_REFUSED naming the provider.
 */
export async function createOnRampUrl(
  provider: OnRampProvider,
  request: OnRampRequest,
  signal?: AbortSignal,
): Promise<string> {
  if (!provider.createUrl) return buildOnRampUrl(provider, request)
  checkRequest(provider, request)
  let url: string
  try {
    url = await provider.createUrl(request, signal)
  } catch (cause) {
    throw refusal(provider, detailsOf(cause), cause)
  }
  return checkUrl(provider, url)
}
