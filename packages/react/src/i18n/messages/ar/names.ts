import type { Translation } from '../../translate.js'
import type { names as english } from '../en/names.js'

/** Arabic (right to left): names. */
export const names: Translation<typeof english> = {
  // RegisterAccountName
  'names.label': 'اختر اسمًا لحسابك',
  // A name is Latin letters, digits and hyphens: the example stays Latin.
  'names.placeholder': 'your-name',
  'names.rule': '4 أحرف على الأقل؛ أحرف لاتينية وأرقام وشرطة فقط.',
  'names.checking': 'جارٍ التحقق…',
  'names.available': '{name} متاح',
  'names.taken': '{name} مستخدم بالفعل',
  'names.register': 'تسجيل',
  'names.registering': 'جارٍ التسجيل',
  'names.registeringBusy': 'جارٍ التسجيل…',
  // RegisterAccountNameSuccess
  'names.success': 'أصبح {name} اسم حسابك الآن.',
  'names.backToAccount': 'العودة إلى الحساب',
  // SIWXSignMessage (ConnectingSiwe)
  'names.siwxLoading': 'جارٍ التحميل',
  'names.siwxThisApp': 'هذا التطبيق',
  'names.siwxTitle': 'يحتاج {name} إلى الاتصال بمحفظتك',
  'names.siwxTextRequired':
    'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة. سيؤدي الإلغاء إلى قطع اتصالك.',
  'names.siwxText':
    'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة. سيؤدي الإلغاء إلى إغلاق هذه النافذة.',
  'names.siwxCancel': 'إلغاء',
  'names.siwxSign': 'توقيع',
  'names.siwxSigning': 'جارٍ التوقيع…',
}
