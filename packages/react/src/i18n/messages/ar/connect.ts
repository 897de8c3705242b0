import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** Arabic (right to left): connect. */
export const connect: Translation<typeof english> = {
  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'connect.wcPhoneOpenApp': 'افتح {wallet} على هذا الجهاز للموافقة على الاتصال.',
  'connect.wcPhoneChooseApp': 'اختر تطبيق المحفظة على هذا الجهاز للاتصال به.',
  'connect.wcChooseWalletApp': 'اختر تطبيق محفظة',
  'connect.wcShowQr': 'إظهار رمز QR',
  'connect.wcHideQr': 'إخفاء رمز QR',
  'connect.wcScanFromAnotherDevice': 'أو امسح رمز QR هذا بمحفظة على جهاز آخر',
}
