import type { TestWalletInfo, TestWalletOptions } from './types.js'

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#1f6feb"/><path d="M24 58h48l-6 14H30z" fill="#fff"/><path d="M46 20v34H30z" fill="#fff"/><path d="M50 26v28h16z" fill="#cfe0ff"/></svg>'

/** The default wallet icon: a data: URI SVG (a small sail boat on blue). */
export const TEST_WALLET_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`
export const TEST_WALLET_NAME = 'Gangway Test Wallet'
export const TEST_WALLET_RDNS = 'dev.gangway.testwallet'

/** A random RFC 4122 v4 uuid (crypto.randomUUID needs a secure context, so build it by hand). */
export function randomUuid(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** EIP-6963 info from the wallet options, with the defaults filled in. */
export function walletInfo(options: TestWalletOptions): TestWalletInfo {
  return Object.freeze({
    uuid: options.uuid ?? randomUuid(),
    name: options.name ?? TEST_WALLET_NAME,
    icon: options.icon ?? TEST_WALLET_ICON,
    rdns: options.rdns ?? TEST_WALLET_RDNS,
  })
}
