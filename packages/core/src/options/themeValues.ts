/** A `--gw-*` custom property name. */
export const THEME_TOKEN = /^--gw-[a-z0-9-]{1,64}$/
/** Longest theme variable value. */
const MAX_THEME_VALUE_LENGTH = 200
/**
 * What a theme value may not hold: characters that end the declaration or rule (`; { } < >`),
 * CSS escapes (`\`, which could spell them), control characters, and functions or rules that
 * load something (`url(`, `image(`, `image-set(`, `@import`, `expression(`).
 */
const UNSAFE_THEME_VALUE = /[;{}<>\\\p{Cc}]|url\s*\(|image(-set)?\s*\(|@import|expression\s*\(/iu

/**
 * A theme variable value the kit applies: a finite number, or a string of at most 200
 * characters that cannot break out of its declaration or make the page load anything.
 */
export function isSafeThemeValue(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isFinite(value)
  return (
    typeof value === 'string' &&
    value.length <= MAX_THEME_VALUE_LENGTH &&
    !UNSAFE_THEME_VALUE.test(value)
  )
}
