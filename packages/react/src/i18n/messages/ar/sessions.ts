import type { Translation } from '../../translate.js'
import type { sessions as english } from '../en/sessions.js'

/** Arabic: AccountSettings' smart sessions. */
export const sessions: Translation<typeof english> = {
  'sessions.title': 'الجلسات الذكية',
  'sessions.loading': 'جارٍ قراءة الجلسات من السلسلة…',
  'sessions.failed': 'تعذّرت قراءة الجلسات',
  'sessions.none': 'لا توجد جلسات نشطة',
  'sessions.key': 'المفتاح {key}',
  'sessions.detail': '{target} حتى {date}',
  'sessions.revoke': 'إلغاء',
  'sessions.revokeLabel': 'إلغاء الجلسة {key}',
  'sessions.revoked': 'تم إلغاء الجلسة',
}
