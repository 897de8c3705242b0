import { CAIP2_NAMESPACE, CAIP2_REFERENCE } from '../caip/patterns.js'
import { KitError } from '../errors/KitError.js'
import type { ChainFamily } from './types.js'

export { CAIP2_NAMESPACE, CAIP2_REFERENCE }

const invalid = (details: string) =>
  new KitError('INVALID_OPTION', { params: { option: 'families', details } })

/**
 * Checks a family descriptor and freezes it. Use it to publish a family with an adapter:
 *
 * @example
 * export const cosmosFamily = defineChainFamily({
 *   namespace: 'cosmos', name: 'Cosmos', accountTypes: ['eoa'],
 *   isChainId: (id) => /^[-a-zA-Z0-9]{1,32}$/.test(id),
 *   isAddress: (address) => /^[a-z]{1,83}1[02-9ac-hj-np-z]{38,58}$/.test(address),
 * })
 */
export function defineChainFamily<F extends ChainFamily>(family: F): F {
  if (typeof family !== 'object' || family === null) throw invalid('A family must be an object.')
  if (typeof family.namespace !== 'string' || !CAIP2_NAMESPACE.test(family.namespace))
    throw invalid(
      `A family's namespace must be 3 to 8 characters of a-z, 0-9 and '-' (CAIP-2); got ${JSON.stringify(family.namespace)}.`,
    )
  if (typeof family.name !== 'string' || family.name.length === 0)
    throw invalid(`The ${family.namespace} family needs a name.`)
  for (const method of ['isChainId', 'isAddress'] as const) {
    if (typeof family[method] !== 'function')
      throw invalid(`The ${family.namespace} family has no ${method}() function.`)
  }
  if (!Array.isArray(family.accountTypes) || family.accountTypes.length === 0)
    throw invalid(`The ${family.namespace} family needs at least one account type.`)
  return Object.freeze(family)
}
