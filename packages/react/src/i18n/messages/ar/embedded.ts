import type { Translation } from '../../translate.js'
import type { embedded as english } from '../en/embedded.js'

/** Arabic (right to left): embedded. */
export const embedded: Translation<typeof english> = {
  // views/shared: Attempt, EmbeddedGate, FrameSlot
  'embedded.goBack': 'رجوع',
  'embedded.tryAgain': 'إعادة المحاولة',
  'embedded.loading': 'جارٍ التحميل',
  'embedded.recoveryCode': 'رمز الاسترداد',
  'embedded.actionNotAllowed': 'الإجراء غير مسموح به',
  // views/shared: OtpInput, OtpStep, StartOver
  'embedded.otpLegend': 'رمز التحقق',
  'embedded.otpDigit': 'الرقم {index} من {total}',
  'embedded.otpSentTo': 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {email}',
  'embedded.yourEmail': 'بريدك الإلكتروني',
  'embedded.otpVerifying': 'جارٍ التحقق…',
  'embedded.otpResent': 'رمز جديد في الطريق إليك.',
  'embedded.otpNotReceived': 'ألم يصلك الرمز؟',
  'embedded.otpResend': 'إعادة إرسال الرمز',
  'embedded.otpResendIn': 'إعادة إرسال الرمز بعد {seconds} ث',
  'embedded.useAnotherEmail': 'استخدام بريد إلكتروني آخر',
  // EmailVerifyOtp, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp
  'embedded.confirmEmail': 'أكّد بريدك الإلكتروني',
  'embedded.confirmCurrentEmail': 'أكّد بريدك الإلكتروني الحالي',
  'embedded.confirmNewEmail': 'أكّد بريدك الإلكتروني الجديد',
  'embedded.emailUpdated': 'تم تحديث البريد الإلكتروني إلى {email}',
  // EmailVerifyDevice
  'embedded.deviceTitle': 'سجّل هذا الجهاز',
  'embedded.deviceText':
    'تحقق من بريدك الإلكتروني: أرسلنا رابطًا إلى {email}. افتحه للموافقة على هذا الجهاز، ثم عُد إلى هنا.',
  'embedded.deviceWaiting': 'في انتظار الموافقة…',
  'embedded.deviceResent': 'أعدنا إرسال رابط الموافقة.',
  'embedded.deviceResend': 'إعادة إرسال البريد',
  'embedded.deviceResendIn': 'إعادة إرسال البريد بعد {seconds} ث',
  // ConnectingSocial
  'embedded.noSocialProvider': 'لم يتم اختيار مزوّد لتسجيل الدخول.',
  'embedded.socialContinue': 'المتابعة باستخدام {name}',
  'embedded.socialRedirecting': 'جارٍ نقلك إلى {name} لتسجيل الدخول…',
  'embedded.socialPopup': 'سجّل الدخول باستخدام {name} في النافذة التي فُتحت.',
  'embedded.signInNotCompleted': 'لم يكتمل تسجيل الدخول. يمكنك المحاولة مرة أخرى.',
  // ConnectingFarcaster
  'embedded.farcasterQr': 'رمز QR لتسجيل الدخول باستخدام Farcaster',
  'embedded.farcasterQrLoading': 'جارٍ إنشاء رمز QR',
  'embedded.farcasterScan': 'امسح رمز QR هذا بهاتفك، أو افتح Farcaster، ثم وافق على تسجيل الدخول.',
  'embedded.farcasterPreparing': 'جارٍ تجهيز تسجيل الدخول…',
  'embedded.farcasterOpen': 'فتح Farcaster',
  'embedded.copyLink': 'نسخ الرابط',
  'embedded.linkCopied': 'تم نسخ الرابط',
  'embedded.copyLinkFailed': 'تعذّر نسخ الرابط',
  // UpdateEmail
  'embedded.currentEmail': 'البريد الإلكتروني الحالي: {email}',
  'embedded.newEmail': 'البريد الإلكتروني الجديد',
  'embedded.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا',
  'embedded.emailSame': 'هذا هو بريدك الإلكتروني بالفعل',
  'embedded.cancel': 'إلغاء',
  'embedded.continue': 'متابعة',
  'embedded.sendingCode': 'جارٍ إرسال الرمز…',
  // ApproveTransaction
  'embedded.approveHeading': 'وافق على الطلب في محفظتك',
  'embedded.approveFrame': 'طلب بانتظار الموافقة',
  'embedded.approveTitle': 'وافق في محفظتك',
  'embedded.approveText': 'راجع الطلب ووافق عليه للمتابعة.',
}
