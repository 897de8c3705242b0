import type { Translation } from '../../translate.js'
import type { common as english } from '../en/common.js'

/** Arabic (right to left): common. */
export const common: Translation<typeof english> = {
  'common.back': 'رجوع',
  'common.close': 'إغلاق',
  'common.dismiss': 'تجاهل',
  'common.loading': 'جارٍ التحميل',
  'common.viewLoadFailed': 'تعذّر تحميل هذه الشاشة.',
  'common.tryAgain': 'حاول مجددًا',
}
