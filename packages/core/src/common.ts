// @gangway/core/common: what hosts, adapters and UI packages all use, in an entry of its own so
// that importing it loads only these few modules: the kit's error type and catalogue (a host
// tells a refusal by `isKitError(error, 'USER_REJECTED')`), unit conversion, capability detection
// and the link check. Every name here is a semver promise (see packages/core/api/).

export { getCapability } from './adapters/getCapability.js'
export { ERROR_CATALOGUE, type ErrorCode } from './errors/catalogue.js'
export { isKitError, KitError } from './errors/KitError.js'
export { formatUnits } from './utils/decimal.js'
export { parseUnits } from './utils/parseUnits.js'
export { safeLink } from './validators/links.js'
