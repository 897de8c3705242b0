import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** Arabic (right to left): connect. */
export const connect: Translation<typeof english> = {
  // Shared by the connect views
  'connect.tryAgain': 'حاول مجددًا',
  'connect.goBack': 'رجوع',
  'connect.loadingWallets': 'جارٍ تحميل المحافظ',
  'connect.allWallets': 'كل المحافظ',
  'connect.connectionDeclined': 'رُفض الاتصال',
  'connect.connectionNotCompleted': 'لم يكتمل الاتصال. يمكنك المحاولة مجددًا.',
  'connect.noWalletSelected': 'لم يتم اختيار أي محفظة.',
  'connect.walletDidNotAnswer': 'لم تستجب المحفظة',
  'connect.switchingTo': 'جارٍ التبديل إلى {network}',

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

  // AllWallets
  'connect.searchWallets': 'البحث في المحافظ',
  'connect.searchWalletPlaceholder': 'ابحث عن محفظة',
  'connect.noWalletFound': 'لم يتم العثور على أي محفظة',
  'connect.noWalletsToShow': 'لا توجد محافظ لعرضها',
  'connect.directoryUnreachable': 'تعذّر الوصول إلى دليل المحافظ.',
  'connect.directorySlow': 'دليل المحافظ لا يستجيب.',

  // ConnectingExternal
  'connect.continueIn': 'تابع في {wallet}',
  'connect.acceptRequest': 'اقبل طلب الاتصال في المحفظة.',

  // ConnectingWalletConnect(Basic)
  'connect.linkCopied': 'تم نسخ الرابط',
  'connect.linkCopyFailed': 'تعذّر نسخ الرابط',
  'connect.walletConnectUnavailable': 'WalletConnect غير متاح في هذا التطبيق.',
  'connect.qrToConnect': 'رمز QR لربط {wallet}',
  'connect.walletConnectQr': 'رمز QR الخاص بـ WalletConnect',
  'connect.generatingQr': 'جارٍ إنشاء رمز QR',
  'connect.scanWithWallet': 'امسح رمز QR هذا باستخدام {wallet} على هاتفك',
  'connect.scanWithPhone': 'امسح رمز QR هذا باستخدام هاتفك',
  'connect.copyLink': 'نسخ الرابط',
  'connect.openMobile': 'فتح {wallet}',
  'connect.openDesktop': 'فتح تطبيق {wallet} لسطح المكتب',
  'connect.openWeb': 'فتح تطبيق الويب لـ {wallet}',

  // ConnectingMultiChain
  'connect.worksOnSeveralChains': 'تعمل {wallet} على عدة سلاسل. اختر السلسلة التي تريد ربطها.',
  'connect.chains': 'السلاسل',
  'connect.connected': 'متصلة',
  'connect.connectAllChains': 'ربط كل السلاسل',
  'connect.approveStep': 'وافق في {wallet}: {family} ({step} من {total})',
  'connect.failedOn': '{message} على {family}',
  'connect.walletDidNotAnswerOn': 'لم تستجب المحفظة على {family}',
  'connect.connectionDeclinedOn': 'رُفض الاتصال على {family}',
  'connect.failedTryAgain': '{message}. يمكنك المحاولة مجددًا.',

  // Networks, SwitchNetwork, UnsupportedChain
  'connect.whatIsANetwork': 'ما هي الشبكة؟',
  'connect.familyNetworks': 'شبكات {family}',
  'connect.testnet': 'شبكة اختبار',
  'connect.active': 'نشطة',
  'connect.switchFailed': 'تعذّر تبديل الشبكة',
  'connect.switchDeclined': 'رُفض التبديل',
  'connect.noNetworkSelected': 'لم يتم اختيار أي شبكة.',
  'connect.switchNotDone':
    'لم تنتقل المحفظة إلى {network}. يمكنك المحاولة مجددًا أو اختيار شبكة أخرى.',
  'connect.approveSwitch':
    'وافق على التبديل في محفظتك. إذا لم تكن المحفظة تعرف هذه الشبكة بعد، فستطلب إضافتها أولًا.',
  'connect.chooseAnotherNetwork': 'اختيار شبكة أخرى',
  'connect.unsupportedNetwork':
    'لا يدعم هذا التطبيق شبكتك الحالية. انتقل إلى أحد الخيارات المتاحة للمتابعة.',
  'connect.disconnect': 'قطع الاتصال',

  // GetWallet
  'connect.noWalletList': 'لا تتوفر قائمة محافظ هنا. ابحث عن محفظة عملات مشفّرة في متجر التطبيقات.',
  'connect.walletsLoadFailed': 'تعذّر تحميل المحافظ.',
  'connect.chooseWalletToInstall': 'اختر محفظة لتثبيتها، ثم عُد لربطها.',
  'connect.walletsToGet': 'محافظ يمكنك الحصول عليها',
  'connect.linkFor': 'لـ {wallet} (يُفتح في علامة تبويب جديدة)',
  'connect.appStore': 'App Store',
  'connect.googlePlay': 'Google Play',
  'connect.webApp': 'تطبيق الويب',
  'connect.websiteAndExtension': 'الموقع والإضافة',

  // WhatIsAWallet
  'connect.walletWhatTitle': 'محفظتك الرقمية',
  'connect.walletWhatText':
    'تحفظ المحفظة رموزك ومقتنياتك الرقمية، وتتيح لك إرسالها واستلامها ومبادلتها.',
  'connect.walletSignInTitle': 'طريقتك لتسجيل الدخول',
  'connect.walletSignInText':
    'بدلًا من إنشاء حساب وكلمة مرور جديدين في كل موقع، اربط محفظتك لتسجيل الدخول.',
  'connect.walletKeysTitle': 'ملكك وحدك',
  'connect.walletKeysText':
    'أنت وحدك من يملك المفاتيح. لا تشارك عبارة الاسترداد السرية مع أي شخص أبدًا.',
  'connect.getAWallet': 'احصل على محفظة',

  // WhatIsANetwork
  'connect.networkWhatTitle': 'النظام الذي تقوم عليه رموزك',
  'connect.networkWhatText': 'تسجّل الشبكة (سلسلة الكتل) من يملك ماذا. ويوجد كل رمز على شبكة واحدة.',
  'connect.networkPickTitle': 'اختر الشبكة التي يستخدمها التطبيق',
  'connect.networkPickText':
    'يغيّر تبديل الشبكة الأرصدة التي تراها والوجهة التي تُرسل إليها المعاملات.',
  'connect.networkFeesTitle': 'تُدفع الرسوم برمزها الخاص',
  'connect.networkFeesText': 'تدفع كل معاملة رسوم شبكة صغيرة، بالرمز الأصلي لتلك الشبكة.',
  'connect.chooseANetwork': 'اختيار شبكة',

  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'connect.wcPhoneOpenApp': 'افتح {wallet} على هذا الجهاز للموافقة على الاتصال.',
  'connect.wcPhoneChooseApp': 'اختر تطبيق المحفظة على هذا الجهاز للاتصال به.',
  'connect.wcChooseWalletApp': 'اختر تطبيق محفظة',
  'connect.wcShowQr': 'إظهار رمز QR',
  'connect.wcHideQr': 'إخفاء رمز QR',
  'connect.wcScanFromAnotherDevice': 'أو امسح رمز QR هذا بمحفظة على جهاز آخر',
}
