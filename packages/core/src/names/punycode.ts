// Punycode (RFC 3492) for one DNS label, as IDNA uses it: `café` <-> `caf-dma` (the A-label is
// `xn--caf-dma`). Account names need it for two DNS label rules: an `xn--` label is read as the
// Unicode label it stands for, and a Unicode label must fit 63 characters in its `xn--` form.
// Small enough to keep here rather than depend on a package (browsers have no decoder built in).

const BASE = 36
const T_MIN = 1
const T_MAX = 26
const SKEW = 38
const DAMP = 700
const INITIAL_BIAS = 72
const INITIAL_N = 128
const DELIMITER = '-'

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1
  d += Math.floor(d / points)
  let k = 0
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN))
    k += BASE
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW))
}

const digitChar = (digit: number) => String.fromCharCode(digit < 26 ? 97 + digit : 22 + digit)

function digitOf(char: number): number {
  if (char >= 48 && char <= 57) return char - 22 // 0-9 -> 26-35
  if (char >= 65 && char <= 90) return char - 65 // A-Z
  if (char >= 97 && char <= 122) return char - 97 // a-z
  return BASE
}

const threshold = (k: number, bias: number) =>
  k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias

/** The Punycode of a label (without `xn--`). */
export function punycodeEncode(label: string): string {
  const points = Array.from(label, (char) => char.codePointAt(0) ?? 0)
  let output = points
    .filter((point) => point < 0x80)
    .map((point) => String.fromCharCode(point))
    .join('')
  const basic = output.length
  let handled = basic
  if (basic > 0) output += DELIMITER
  let n = INITIAL_N
  let delta = 0
  let bias = INITIAL_BIAS
  while (handled < points.length) {
    const next = Math.min(...points.filter((point) => point >= n))
    delta += (next - n) * (handled + 1)
    n = next
    for (const point of points) {
      if (point < n) delta++
      if (point !== n) continue
      let q = delta
      for (let k = BASE; ; k += BASE) {
        const t = threshold(k, bias)
        if (q < t) break
        output += digitChar(t + ((q - t) % (BASE - t)))
        q = Math.floor((q - t) / (BASE - t))
      }
      output += digitChar(q)
      bias = adapt(delta, handled + 1, handled === basic)
      delta = 0
      handled++
    }
    delta++
    n++
  }
  return output
}

/** The label a Punycode string (without `xn--`) stands for; undefined when it is not Punycode. */
export function punycodeDecode(input: string): string | undefined {
  const split = input.lastIndexOf(DELIMITER)
  const points: number[] = []
  for (const char of split > 0 ? input.slice(0, split) : '') {
    const point = char.charCodeAt(0)
    if (point >= 0x80) return undefined
    points.push(point)
  }
  let n = INITIAL_N
  let bias = INITIAL_BIAS
  let i = 0
  for (let index = split > 0 ? split + 1 : 0; index < input.length; ) {
    const start = i
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) return undefined
      const digit = digitOf(input.charCodeAt(index++))
      if (digit >= BASE) return undefined
      i += digit * w
      const t = threshold(k, bias)
      if (digit < t) break
      w *= BASE - t
      if (i > 0x10ffff * 64) return undefined
    }
    bias = adapt(i - start, points.length + 1, start === 0)
    n += Math.floor(i / (points.length + 1))
    i %= points.length + 1
    if (n > 0x10ffff) return undefined
    points.splice(i++, 0, n)
  }
  return String.fromCodePoint(...points)
}
