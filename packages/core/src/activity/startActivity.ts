import { checkSourceOption } from '../options/checks.js'
import { createActivityApiSource } from './activityApiSource.js'
import { type ActivityController, createActivityController } from './activityController.js'
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
  },
): ActivityController {
  const { activitySource, activityApiUrl, ...rest } = deps
  const source =
    activitySource ??
    (activityApiUrl ? createActivityApiSource({ url: activityApiUrl }) : undefined)
  return createActivityController({ ...rest, source })
}
