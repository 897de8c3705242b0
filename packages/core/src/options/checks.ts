import { KitError } from '../errors/KitError.js'
import { type LinkKind, safeImageUrl, safeLink } from '../validators/links.js'
import { isRecord } from '../validators/records.js'

/** Throws the catalogue's INVALID_OPTION error naming the option (a dotted path). */
export function invalid(option: string, details: string): never {
  throw new KitError('INVALID_OPTION', { params: { option, details } })
}

export { isRecord }

/**
 * A host's data source option (`balanceSource`, `activitySource`, `nftSource`): undefined, or an
 * object with the named method; anything else throws 'Invalid option {option}'.
 */
export function checkSourceOption<Source>(
  option: string,
  value: unknown,
  method: string,
): Source | undefined {
  if (value === undefined) return undefined
  if (!isRecord(value) || typeof value[method] !== 'function')
    invalid(option, `${option} must be an object with a ${method} function.`)
  return value as Source
}

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && hasProtocol(value, ['http:', 'https:'])

export const isWsUrl = (value: unknown): value is string =>
  typeof value === 'string' && hasProtocol(value, ['ws:', 'wss:'])

/** An image the kit may render (the one image check: https, loopback http, inline image). */
export const isImageUrl = (value: unknown): value is string => safeImageUrl(value) !== undefined

/** An image option: undefined, or one the image check accepts. */
export function expectOptionalImage(option: string, value: unknown): void {
  if (value !== undefined && !isImageUrl(value))
    invalid(option, `${option} must be an https URL (http only here) or a data:image.`)
}

export function expectRecord(option: string, value: unknown): Record<string, unknown> {
  if (!isRecord(value)) invalid(option, `${option} must be an object.`)
  return value
}

export function expectOptionalBoolean(option: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'boolean')
    invalid(option, `${option} must be true or false.`)
}

export function expectString(option: string, value: unknown, { allowEmpty = false } = {}): void {
  if (typeof value !== 'string' || (!allowEmpty && value.trim() === ''))
    invalid(option, `${option} must be a${allowEmpty ? '' : ' non-empty'} string.`)
}

export function expectOptionalString(option: string, value: unknown): void {
  if (value !== undefined) expectString(option, value)
}

export function expectHttpUrl(option: string, value: unknown): void {
  if (!isHttpUrl(value)) invalid(option, `${option} must be an http(s) URL.`)
}

export function expectOptionalHttpUrl(option: string, value: unknown): void {
  if (value !== undefined) expectHttpUrl(option, value)
}

/** A link the kit opens or renders: undefined, or one the one URL check accepts. */
export function expectOptionalLink(option: string, value: unknown, kind: LinkKind = 'web'): void {
  if (value !== undefined && safeLink(value, kind) === undefined)
    invalid(
      option,
      `${option} must be an https URL (http only here)${kind === 'app' ? " or an app's scheme" : ''}, no spaces.`,
    )
}

/** An array of non-empty strings without duplicates. */
export function expectOptionalIds(option: string, value: unknown): void {
  if (value === undefined) return
  if (!Array.isArray(value)) invalid(option, `${option} must be an array of strings.`)
  const seen = new Set<string>()
  value.forEach((id, index) => {
    if (typeof id !== 'string' || id.trim() === '')
      invalid(option, `${option}[${index}] must be a non-empty string.`)
    if (seen.has(id)) invalid(option, `${option} lists '${id}' twice.`)
    seen.add(id)
  })
}

/** An array whose items are all in `allowed`, without duplicates. */
export function expectOptionalList(
  option: string,
  value: unknown,
  allowed: readonly string[],
  { nonEmpty = false } = {},
): void {
  if (value === undefined) return
  if (!Array.isArray(value)) invalid(option, `${option} must be an array.`)
  if (nonEmpty && value.length === 0) invalid(option, `${option} must not be empty.`)
  const seen = new Set<unknown>()
  value.forEach((item, index) => {
    if (!allowed.includes(item as string))
      invalid(
        option,
        `${option}[${index}] is ${JSON.stringify(item)}; expected one of ${allowed.join(', ')}.`,
      )
    if (seen.has(item)) invalid(option, `${option} lists '${String(item)}' twice.`)
    seen.add(item)
  })
}

export function expectKnownKeys(
  option: string,
  value: Record<string, unknown>,
  known: readonly string[],
) {
  for (const key of Object.keys(value)) {
    if (!known.includes(key))
      invalid(
        option ? `${option}.${key}` : key,
        `Unknown option '${option ? `${option}.` : ''}${key}'.`,
      )
  }
}
