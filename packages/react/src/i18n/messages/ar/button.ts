import type { Translation } from '../../translate.js'
import type { button as english } from '../en/button.js'

/** Arabic (right to left): button. */
export const button: Translation<typeof english> = {
  'button.connect': 'ربط المحفظة',
  'button.connecting': 'جارٍ الربط…',
  'button.switchNetwork': 'تبديل الشبكة',
  'button.network': 'الشبكة',
  'button.familyConnected': '{family} متصل',
  'button.familyNotConnected': '{family} غير متصل',
}
