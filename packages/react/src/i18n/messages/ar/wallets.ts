import type { Translation } from '../../translate.js'
import type { wallets as english } from '../en/wallets.js'

/** Arabic (right to left): wallets. */
export const wallets: Translation<typeof english> = {
  // Shared by the connect views
  'wallets.tryAgain': 'حاول مجددًا',
  'wallets.goBack': 'رجوع',
  'wallets.loadingWallets': 'جارٍ تحميل المحافظ',
  'wallets.connectionDeclined': 'رُفض الاتصال',
  'wallets.connectionNotCompleted': 'لم يكتمل الاتصال. يمكنك المحاولة مجددًا.',
  'wallets.noWalletSelected': 'لم يتم اختيار أي محفظة.',
  'wallets.walletDidNotAnswer': 'لم تستجب المحفظة',
  'wallets.switchingTo': 'جارٍ التبديل إلى {network}',

  // AllWallets
  'wallets.searchWallets': 'البحث في المحافظ',
  'wallets.searchWalletPlaceholder': 'ابحث عن محفظة',
  'wallets.noWalletFound': 'لم يتم العثور على أي محفظة',
  'wallets.noWalletsToShow': 'لا توجد محافظ لعرضها',
  'wallets.directoryUnreachable': 'تعذّر الوصول إلى دليل المحافظ.',
  'wallets.directorySlow': 'دليل المحافظ لا يستجيب.',

  // ConnectingExternal
  'wallets.continueIn': 'تابع في {wallet}',
  'wallets.acceptRequest': 'اقبل طلب الاتصال في المحفظة.',

  // ConnectingWalletConnect(Basic)
  'wallets.linkCopied': 'تم نسخ الرابط',
  'wallets.linkCopyFailed': 'تعذّر نسخ الرابط',
  'wallets.walletConnectUnavailable': 'WalletConnect غير متاح في هذا التطبيق.',
  'wallets.qrToConnect': 'رمز QR لربط {wallet}',
  'wallets.walletConnectQr': 'رمز QR الخاص بـ WalletConnect',
  'wallets.generatingQr': 'جارٍ إنشاء رمز QR',
  'wallets.scanWithWallet': 'امسح رمز QR هذا باستخدام {wallet} على هاتفك',
  'wallets.scanWithPhone': 'امسح رمز QR هذا باستخدام هاتفك',
  'wallets.copyLink': 'نسخ الرابط',
  'wallets.openMobile': 'فتح {wallet}',
  'wallets.openDesktop': 'فتح تطبيق {wallet} لسطح المكتب',
  'wallets.openWeb': 'فتح تطبيق الويب لـ {wallet}',

  // ConnectingMultiChain
  'wallets.worksOnSeveralChains': 'تعمل {wallet} على عدة سلاسل. اختر السلسلة التي تريد ربطها.',
  'wallets.chains': 'السلاسل',
  'wallets.connected': 'متصلة',
  'wallets.connectAllChains': 'ربط كل السلاسل',
  'wallets.approveStep': 'وافق في {wallet}: {family} ({step} من {total})',
  'wallets.failedOn': '{message} على {family}',
  'wallets.walletDidNotAnswerOn': 'لم تستجب المحفظة على {family}',
  'wallets.connectionDeclinedOn': 'رُفض الاتصال على {family}',
  'wallets.failedTryAgain': '{message}. يمكنك المحاولة مجددًا.',

  // Networks, SwitchNetwork, UnsupportedChain
  'wallets.whatIsANetwork': 'ما هي الشبكة؟',
  'wallets.familyNetworks': 'شبكات {family}',
  'wallets.testnet': 'شبكة اختبار',
  'wallets.active': 'نشطة',
  'wallets.switchFailed': 'تعذّر تبديل الشبكة',
  'wallets.switchDeclined': 'رُفض التبديل',
  'wallets.noNetworkSelected': 'لم يتم اختيار أي شبكة.',
  'wallets.switchNotDone':
    'لم تنتقل المحفظة إلى {network}. يمكنك المحاولة مجددًا أو اختيار شبكة أخرى.',
  'wallets.approveSwitch':
    'وافق على التبديل في محفظتك. إذا لم تكن المحفظة تعرف هذه الشبكة بعد، فستطلب إضافتها أولًا.',
  'wallets.chooseAnotherNetwork': 'اختيار شبكة أخرى',
  'wallets.unsupportedNetwork':
    'لا يدعم هذا التطبيق شبكتك الحالية. انتقل إلى أحد الخيارات المتاحة للمتابعة.',
  'wallets.disconnect': 'قطع الاتصال',

  // GetWallet
  'wallets.noWalletList': 'لا تتوفر قائمة محافظ هنا. ابحث عن محفظة عملات مشفّرة في متجر التطبيقات.',
  'wallets.walletsLoadFailed': 'تعذّر تحميل المحافظ.',
  'wallets.chooseWalletToInstall': 'اختر محفظة لتثبيتها، ثم عُد لربطها.',
  'wallets.walletsToGet': 'محافظ يمكنك الحصول عليها',
  'wallets.linkFor': 'لـ {wallet} (يُفتح في علامة تبويب جديدة)',
  'wallets.appStore': 'App Store',
  'wallets.googlePlay': 'Google Play',
  'wallets.webApp': 'تطبيق الويب',
  'wallets.websiteAndExtension': 'الموقع والإضافة',

  // WhatIsAWallet
  'wallets.walletWhatTitle': 'محفظتك الرقمية',
  'wallets.walletWhatText':
    'تحفظ المحفظة رموزك ومقتنياتك الرقمية، وتتيح لك إرسالها واستلامها ومبادلتها.',
  'wallets.walletSignInTitle': 'طريقتك لتسجيل الدخول',
  'wallets.walletSignInText':
    'بدلًا من إنشاء حساب وكلمة مرور جديدين في كل موقع، اربط محفظتك لتسجيل الدخول.',
  'wallets.walletKeysTitle': 'ملكك وحدك',
  'wallets.walletKeysText':
    'أنت وحدك من يملك المفاتيح. لا تشارك عبارة الاسترداد السرية مع أي شخص أبدًا.',
  'wallets.getAWallet': 'احصل على محفظة',

  // WhatIsANetwork
  'wallets.networkWhatTitle': 'النظام الذي تقوم عليه رموزك',
  'wallets.networkWhatText': 'تسجّل الشبكة (سلسلة الكتل) من يملك ماذا. ويوجد كل رمز على شبكة واحدة.',
  'wallets.networkPickTitle': 'اختر الشبكة التي يستخدمها التطبيق',
  'wallets.networkPickText':
    'يغيّر تبديل الشبكة الأرصدة التي تراها والوجهة التي تُرسل إليها المعاملات.',
  'wallets.networkFeesTitle': 'تُدفع الرسوم برمزها الخاص',
  'wallets.networkFeesText': 'تدفع كل معاملة رسوم شبكة صغيرة، بالرمز الأصلي لتلك الشبكة.',
  'wallets.chooseANetwork': 'اختيار شبكة',

  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'wallets.wcPhoneOpenApp': 'افتح {wallet} على هذا الجهاز للموافقة على الاتصال.',
  'wallets.wcPhoneChooseApp': 'اختر تطبيق المحفظة على هذا الجهاز للاتصال به.',
  'wallets.wcChooseWalletApp': 'اختر تطبيق محفظة',
  'wallets.wcShowQr': 'إظهار رمز QR',
  'wallets.wcHideQr': 'إخفاء رمز QR',
  'wallets.wcScanFromAnotherDevice': 'أو امسح رمز QR هذا بمحفظة على جهاز آخر',
}
