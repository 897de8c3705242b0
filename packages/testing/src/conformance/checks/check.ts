import type { ConformanceRun } from '../conformanceRun.js'
import type { ConformanceEnvironment } from '../types.js'

/** One conformance check: registered as one `it` by `runAdapterConformance`. */
export interface ConformanceCheck {
  /** Stable id, e.g. 'connect' (used by the negative tests to run one check). */
  id: string
  /** The `it` title. */
  title: string
  /** Whether the check applies to this environment (default: always). */
  applies?(env: ConformanceEnvironment<any>): boolean
  /** Throws (an `expect` failure) when the adapter does not conform. */
  run(run: ConformanceRun<any>): Promise<void>
}
