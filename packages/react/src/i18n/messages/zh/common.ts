import type { Translation } from '../../translate.js'
import type { common as english } from '../en/common.js'

/** Chinese (Simplified): common. */
export const common: Translation<typeof english> = {
  'common.back': '返回',
  'common.close': '关闭',
  'common.dismiss': '忽略',
  'common.loading': '加载中',
  'common.viewLoadFailed': '无法加载此视图。',
  'common.tryAgain': '重试',
}
