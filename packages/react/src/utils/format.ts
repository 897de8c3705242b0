/** Display formatting shared by the buttons, the custom elements and the modal views. */
import { floorDecimal, formatBalance } from '@gangway/core/shell'

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
 * A balance as the buttons and the Account view show it: core's `formatBalance` (spec §9: 3
 * decimals, floored: '1.234 ETH'), or '' while the balance is unknown.
 */
export function balanceText(balance: string | undefined, symbol?: string): string {
  return balance === undefined || balance.trim() === '' ? '' : formatBalance(balance, symbol)
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
