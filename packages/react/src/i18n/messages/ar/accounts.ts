import type { Translation } from '../../translate.js'
import type { accounts as english } from '../en/accounts.js'

/** Arabic (right to left): accounts. */
export const accounts: Translation<typeof english> = {
  'accounts.connectFamily': 'اربط محفظة {family}',
  'accounts.othersStayConnected': {
    one: 'تبقى محفظة {families} متصلة.',
    other: 'تبقى محافظ {families} متصلة.',
  },
  'accounts.connected': 'متصل',
  'accounts.notConnected': 'غير متصل',
  'accounts.pickerIntro': {
    one: 'تشارك {wallet} حسابًا واحدًا مع هذا الموقع.',
    other: 'تشارك {wallet} {count} حسابات مع هذا الموقع. اختر الحساب الذي تريد استخدامه.',
  },
  'accounts.pickerIntroLater': 'اختر الحساب الذي تريد استخدامه على هذا الموقع.',
  'accounts.listLabel': 'الحسابات',
  'accounts.active': 'نشط',
  'accounts.switching': 'جارٍ التبديل إلى {account}',
  'accounts.switched': 'تم التبديل إلى {account}',
  'accounts.switchFailed': 'تعذّر تبديل الحساب',
  'accounts.numbered': 'الحساب {number}',
  'accounts.typePayment': 'الدفع',
  'accounts.typeOrdinal': 'Ordinals',
  'accounts.nothingToChoose': 'المحفظة المتصلة تشارك حسابًا واحدًا فقط.',
  'accounts.switchAccount': 'تبديل الحساب',
  'accounts.accountCount': {
    zero: 'لا حسابات',
    one: 'حساب واحد',
    two: 'حسابان',
    few: '{count} حسابات',
    many: '{count} حسابًا',
    other: '{count} حساب',
  },
}
