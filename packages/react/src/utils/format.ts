/** Display formatting shared by the buttons, the custom elements and the modal views. */
import { floorDecimal, formatBalance } from '@gangway/core/shell'
import { localeDirection } from '../i18n/localeList.js'

/** The number of decimals a balance is shown with (spec §9: 3, floored). */
export const BALANCE_DISPLAY_DECIMALS = 3

/**
 * Floors a decimal string (or number) to `decimals` places without rounding up and without
 * float drift (core's `floorDecimal`), trailing zeros dropped: '1.23999' -> '1.239', '10' -> '10',
 * '0.0001' -> '0'. The Tokens tab's quantities.
 */
export function floorDecimals(value: string | number, decimals = BALANCE_DISPLAY_DECIMALS): string {
  const floored = floorDecimal(value, decimals)
  if (floored === undefined) return '0'
  const trimmed = floored.includes('.') ? floored.replace(/\.?0+$/, '') : floored
  return trimmed === '-0' ? '0' : trimmed
}

/**
 * In a right-to-left locale an amount with its symbol is isolated as left to right (Unicode LRI …
 * PDI), so '1,234.5 ETH' does not read 'ETH 1,234.5' inside Arabic text. Nothing changes left to
 * right.
 */
export function isolateAmount(text: string, locale: string): string {
  return localeDirection(locale) === 'rtl' ? `\u2066${text}\u2069` : text
}

/**
 * A balance as the buttons, the Account view and `useKitBalances().formatted` show it: core's
 * `formatBalance` (spec §9: 3 decimals, floored, the locale's grouping: '10,000.000 ETH'), or ''
 * while the balance is unknown.
 */
export function balanceText(balance: string | undefined, symbol?: string, locale = 'en'): string {
  return balance === undefined || balance.trim() === ''
    ? ''
    : isolateAmount(formatBalance(balance, symbol, locale), locale)
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
