import { invalid, isRecord } from '../options/checks.js'
import { createActivityApiSource } from './activityApiSource.js'
import { type ActivityController, createActivityController } from './activityController.js'
import type { ActivitySource } from './types.js'

/** The host's `activitySource`, checked now (createKit throws 'Invalid option activitySource'). */
export function checkActivitySource(value: unknown): ActivitySource | undefined {
  if (value === undefined) return undefined
  if (!isRecord(value) || typeof value.getTransactions !== 'function')
    invalid('activitySource', 'activitySource must be an object with a getTransactions function.')
  return value as unknown as ActivitySource
}

/**
 * The kit's activity controller over the host's `activitySource`, else the activity API at
 * `activityApiUrl`, else none (an empty Activity tab).
 */
export function startActivity(
  deps: Omit<Parameters<typeof createActivityController>[0], 'source'> & {
    activitySource: ActivitySource | undefined
    activityApiUrl: string | undefined
  },
): ActivityController {
  const { activitySource, activityApiUrl, ...rest } = deps
  const source =
    activitySource ??
    (activityApiUrl ? createActivityApiSource({ url: activityApiUrl }) : undefined)
  return createActivityController({ ...rest, source })
}
