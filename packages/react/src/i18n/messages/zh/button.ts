import type { Translation } from '../../translate.js'
import type { button as english } from '../en/button.js'

/** Chinese (Simplified): button. */
export const button: Translation<typeof english> = {
  'button.connect': '连接钱包',
  'button.connecting': '正在连接…',
  'button.switchNetwork': '切换网络',
  'button.network': '网络',
  'button.familyConnected': '{family} 已连接',
  'button.familyNotConnected': '{family} 未连接',
}
