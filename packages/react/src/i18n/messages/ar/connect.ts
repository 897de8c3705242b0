import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** Arabic (right to left): connect. */
export const connect: Translation<typeof english> = {
  'connect.allWallets': 'كل المحافظ',

  // Connect
  'connect.or': 'أو',
  'connect.continueWithWallet': 'المتابعة باستخدام محفظة',
  'connect.waysToConnect': 'طرق الربط',
  'connect.noWallet': 'ليست لدي محفظة',
  'connect.wallets': 'المحافظ',
  'connect.noWalletDetected': 'لم يتم العثور على أي محفظة في هذا المتصفح.',
  'connect.browse': 'تصفّح',
  'connect.tagQrCode': 'رمز QR',
  'connect.tagRecent': 'مؤخرًا',
  'connect.tagInstalled': 'مثبّتة',
  'connect.email': 'البريد الإلكتروني',
  'connect.invalidEmail': 'أدخل بريدًا إلكترونيًا صالحًا',
  'connect.sendingCode': 'جارٍ إرسال الرمز…',
  'connect.continue': 'متابعة',
  'connect.continueWith': 'المتابعة باستخدام {provider}',

  // Connect: the host's legal links
  'connect.termsOfService': 'شروط الخدمة',
  'connect.privacyPolicy': 'سياسة الخصوصية',
  'connect.legalAgreeTerms': 'أوافق على {terms}',
  'connect.legalAgreePrivacy': 'أوافق على {privacy}',
  'connect.legalAgreeBoth': 'أوافق على {terms} و{privacy}',
  'connect.legalHint': 'يصبح الربط متاحًا بعد موافقتك.',
  'connect.legalFooterTerms': 'بربط محفظتك، فإنك توافق على {terms} الخاصة بنا',
  'connect.legalFooterPrivacy': 'بربط محفظتك، فإنك توافق على {privacy} الخاصة بنا',
  'connect.legalFooterBoth': 'بربط محفظتك، فإنك توافق على {terms} و{privacy} الخاصة بنا',
}
