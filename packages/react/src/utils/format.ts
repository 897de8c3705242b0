/** Display formatting shared by the buttons, the custom elements and the modal views. */

/** The number of decimals a balance is shown with (spec §9: 3, floored). */
export const BALANCE_DISPLAY_DECIMALS = 3

/**
 * Floors a decimal string (or number) to `decimals` places without rounding up and without
 * float drift: '1.23999' -> '1.239', '10' -> '10', '0.0001' -> '0'. Trailing zeros are dropped.
 */
export function floorDecimals(value: string | number, decimals = BALANCE_DISPLAY_DECIMALS): string {
  const text = typeof value === 'number' ? numberToPlain(value) : value.trim()
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match) return '0'
  const [, sign = '', whole = '', fraction = ''] = match
  const kept = fraction.slice(0, decimals).replace(/0+$/, '')
  const integer = whole.replace(/^0+(?=\d)/, '') || '0'
  const result = kept ? `${integer}.${kept}` : integer
  return result === '0' ? '0' : `${sign}${result}`
}

function numberToPlain(value: number): string {
  if (!Number.isFinite(value)) return '0'
  const text = String(value)
  if (!/e/i.test(text)) return text
  if (Math.abs(value) >= 1e21) return BigInt(Math.trunc(value)).toString()
  return value.toFixed(20)
}

/** '1.23456', 'ETH' -> '1.234 ETH'; an unknown balance gives an empty string. */
export function formatBalance(balance: string | number | undefined, symbol?: string): string {
  if (balance === undefined || balance === '') return ''
  const amount = floorDecimals(balance)
  return symbol ? `${amount} ${symbol}` : amount
}

/**
 * Shortens an address for display: '0x1234567890abcdef1234567890abcdef1234abcd' -> '0x1234…abcd'.
 * Short strings are returned unchanged.
 */
export function truncateAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}

/** The label the account button shows: the profile name when there is one, else the short address. */
export function accountLabel(address: string | undefined, profileName?: string | null): string {
  if (profileName) return profileName
  return address ? truncateAddress(address) : ''
}
