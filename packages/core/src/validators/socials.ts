import type { SocialProvider } from '../types/account.js'

export interface TelegramContext {
  /** Whether the kit runs inside a Telegram mini app. */
  isTelegram: boolean
  /** The device OS: 'ios', 'android', 'mac' (or 'macos'); anything else removes nothing. */
  os?: string
}

const REMOVED_IN_TELEGRAM: Record<string, readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  macos: ['x'],
  android: ['facebook', 'x'],
}

/**
 * Spec §5: inside Telegram, on iOS google is removed; on Mac x is removed; on Android facebook
 * and x are removed. Outside Telegram the list is returned unchanged (as a copy).
 */
export function filterSocialsForTelegram(
  socials: readonly SocialProvider[],
  { isTelegram, os }: TelegramContext,
): SocialProvider[] {
  const list = Array.isArray(socials) ? [...socials] : []
  if (isTelegram !== true || typeof os !== 'string') return list
  const key = os.toLowerCase()
  const removed = Object.hasOwn(REMOVED_IN_TELEGRAM, key) ? REMOVED_IN_TELEGRAM[key] : undefined
  if (!removed) return list
  return list.filter((social) => !removed.includes(social))
}
