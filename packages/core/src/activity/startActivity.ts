import { createActivityController } from '../controllers/activity/activityController.js'
import type { ActivityController } from '../controllers/activity/types.js'
import { checkSourceOption } from '../options/checks.js'
import { createActivityApiSource } from './activityApiSource.js'
import type { ActivitySource } from './types.js'

/** The host's `activitySource`, checked now (createKit throws 'Invalid option activitySource'). */
export const checkActivitySource = (value: unknown) =>
  checkSourceOption<ActivitySource>('activitySource', value, 'getTransactions')

/**
 * The kit's activity controller over the host's `activitySource`, else the activity API at
 * `activityApiUrl`, else none (an empty Activity tab).
 */
export function startActivity(
  deps: Omit<Parameters<typeof createActivityController>[0], 'source'> & {
    activitySource: ActivitySource | undefined
    activityApiUrl: string | undefined
    /** Called when the API at the URL answers 403 (the kit shows 'Invalid App Configuration'). */
    onForbidden?: () => void
  },
): ActivityController {
  const { activitySource, activityApiUrl, onForbidden, ...rest } = deps
  const source =
    activitySource ??
    (activityApiUrl
      ? createActivityApiSource({ url: activityApiUrl, ...(onForbidden && { onForbidden }) })
      : undefined)
  return createActivityController({ ...rest, source })
}
