import { KitError } from '../errors/KitError.js'
import type { KitEvent } from '../events/catalogue.js'
import type { EventBus } from '../events/createEventBus.js'
import { randomUuid } from '../utils/uuid.js'
import { createHttpClient, type FetchFn, HTTP_FORBIDDEN, httpStatusOf } from './createHttpClient.js'

export interface AnalyticsLocation {
  url: string
  domain: string
}

export interface CreateAnalyticsOptions {
  /** Analytics feature flag; a function is read at every send (options can change). */
  enabled: boolean | (() => boolean)
  /** Base URL of the analytics host; events go to `${endpoint}/e`. */
  endpoint: string
  projectId: string
  /** Sent as `st` (a function is read at every send). */
  sdkType: string | (() => string)
  /** Sent as `sv` (a function is read at every send). */
  sdkVersion: string | (() => string)
  /** The connected address, added to every event's props. */
  getAddress?: () => string | undefined
  /**
   * Page URL and domain; defaults to `globalThis.location` (empty on the server). Only the URL's
   * origin and path are sent.
   */
  getLocation?: () => AnalyticsLocation | undefined
  /** Shows a catalogue alert (the kit's alert controller). */
  showAlert: (error: KitError) => void
  fetch?: FetchFn
}

export interface AnalyticsClient {
  /** Sends one event; resolves true when the host accepted it. Never rejects. */
  send(event: KitEvent): Promise<boolean>
  /** Sends every event of the bus from now on; returns the unsubscribe. */
  subscribe(bus: Pick<EventBus, 'subscribeEvents'>): () => void
}

/** Never sent to the analytics host (spec §7). */
export const ANALYTICS_EXCLUDED_EVENTS: readonly string[] = ['MODAL_CREATED']

const read = (value: string | (() => string)) => (typeof value === 'function' ? value() : value)

/**
 * The page address analytics may send: origin and path only. The query and fragment (tokens,
 * emails, order ids, OAuth codes) and any credentials stay in the page. '' when unreadable.
 */
export function analyticsPageUrl(href: string): string {
  try {
    const url = new URL(href)
    return url.origin === 'null' ? '' : `${url.origin}${url.pathname}`
  } catch {
    return ''
  }
}

function browserLocation(): AnalyticsLocation {
  try {
    const location = (globalThis as { location?: { href?: string; hostname?: string } }).location
    return { url: location?.href ?? '', domain: location?.hostname ?? '' }
  } catch {
    return { url: '', domain: '' }
  }
}

/**
 * Analytics (spec §7): POST /e with query projectId, st, sv and body
 * { eventId, url, domain, timestamp, props }; `url` is the page's origin and path, never its
 * query or fragment. MODAL_CREATED is not sent, and nothing is sent
 * unless analytics is on (or without a project id). A 403 shows 'Invalid App Configuration'
 * once, until a later send succeeds.
 */
export function createAnalytics(options: CreateAnalyticsOptions): AnalyticsClient {
  const http = createHttpClient({
    baseUrl: options.endpoint,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  const isEnabled = () =>
    typeof options.enabled === 'function' ? options.enabled() === true : options.enabled === true
  let forbiddenShown = false

  const send = async (event: KitEvent): Promise<boolean> => {
    if (!isEnabled() || !options.projectId) return false
    if (ANALYTICS_EXCLUDED_EVENTS.includes(event.name)) return false
    try {
      const location = options.getLocation?.() ?? browserLocation()
      await http.post({
        path: '/e',
        params: {
          projectId: options.projectId,
          st: read(options.sdkType),
          sv: read(options.sdkVersion),
        },
        body: {
          eventId: randomUuid(),
          url: analyticsPageUrl(location.url),
          domain: location.domain,
          timestamp: event.timestamp,
          props: {
            type: 'track',
            event: event.name,
            properties: event.properties,
            address: options.getAddress?.(),
          },
        },
      })
      forbiddenShown = false
      return true
    } catch (error) {
      const status = httpStatusOf(error)
      if (status === HTTP_FORBIDDEN && !forbiddenShown) {
        forbiddenShown = true
        try {
          options.showAlert(new KitError('ALERT_INVALID_APP_CONFIGURATION', { cause: error }))
        } catch {
          // A failing alert must not turn into an unhandled rejection.
        }
      }
      return false
    }
  }

  return {
    send,
    subscribe: (bus) =>
      bus.subscribeEvents((event) => {
        void send(event)
      }),
  }
}
