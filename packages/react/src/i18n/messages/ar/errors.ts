import type { ErrorTranslation } from '../../translate.js'

/**
 * Arabic (right to left): the error catalogue's visitor texts (spec §8), by code: each entry's
 * short text (its `ui` text where it has one), with the same {placeholders}.
 */
export const errors: ErrorTranslation = {
  // Swap
  'error.SWAP_INIT_FAILED': 'تعذّر بدء عملية المبادلة',
  'error.SWAP_TOKEN_PRICE_FAILED': 'تعذّر جلب سعر رمز الشبكة',
  'error.SWAP_ALLOWANCE_FAILED': 'تعذّر التحقق من الحد المسموح به',
  'error.SWAP_APPROVAL_TX_FAILED': 'تعذّر إنشاء معاملة الموافقة',
  'error.SWAP_TX_FAILED': 'تعذّر إنشاء المعاملة',
  'error.SWAP_TRANSACTION_ERROR': 'خطأ في المعاملة',
  'error.INSUFFICIENT_BALANCE': 'الرصيد غير كافٍ',
  'error.INCORRECT_AMOUNT': 'المبلغ غير صحيح',
  'error.SWAP_NO_ADDRESS': 'لم يُعثر على عنوان لمبادلة الرموز منه.',
  // Balances and activity
  'error.TOKEN_BALANCE_UNAVAILABLE': 'رصيد الرموز غير متاح',
  'error.FETCH_TRANSACTIONS_FAILED': 'تعذّر جلب المعاملات',
  'error.TRANSACTIONS_NO_ACCOUNT': 'لا يمكن جلب المعاملات دون accountAddress',
  'error.FETCH_NFTS_FAILED': 'تعذّر جلب الرموز غير القابلة للاستبدال (NFT)',
  // Send
  'error.SEND_STARTED': 'بدأت المعاملة',
  'error.SEND_FAILED': 'حدث خطأ ما',
  'error.SEND_SOLANA_FAILED': 'تعذّر إرسال المعاملة. يُرجى المحاولة مرة أخرى.',
  'error.SEND_SOLANA_INVALID': 'يُرجى إدخال مبلغ وعنوان مستلم صالحين',
  'error.SEND_RECEIVER_OTHER_FAMILY': 'هذا عنوان {other} وليس {family}',
  'error.SEND_TOO_MANY_DECIMALS': 'لا يتجاوز {symbol} عدد {decimals} من المنازل العشرية',
  'error.SEND_INSUFFICIENT_GAS': 'الرصيد غير كافٍ لرسوم الشبكة',
  // Sign-in and authentication
  'error.SIGNATURE_DECLINED': 'تم رفض التوقيع',
  'error.SMART_ACCOUNT_NOT_SUPPORTED': 'قد لا يدعم هذا التطبيق الحسابات الذكية',
  'error.AUTH_INIT_FAILED': 'حدثت مشكلة أثناء تهيئة المصادقة',
  'error.SIWX_NOT_ENABLED': 'SIWX غير مفعّل',
  'error.SIWX_NO_CAIP_ADDRESS': 'لم يُعثر على ActiveCaipAddress',
  'error.SIWX_NO_NETWORK_OR_CLIENT': 'لم يُعثر على ActiveCaipNetwork أو العميل',
  'error.SIWX_NO_CONNECTION_CLIENT': 'لم يُعثر على عميل ConnectionController',
  'error.SIWX_AND_SIWE_BOTH_SET': 'تم تعيين siweConfig وsiwx معًا',
  'error.SIWX_MESSAGE_INVALID': 'رسالة تسجيل الدخول غير صالحة',
  // Name service
  'error.NAME_RESOLVE_FAILED': 'خطأ في تحليل الاسم',
  'error.NAME_SUGGESTIONS_FAILED': 'خطأ في جلب اقتراحات الأسماء',
  'error.NAMES_FOR_ADDRESS_FAILED': 'خطأ في جلب أسماء العنوان',
  'error.NAME_REGISTER_FAILED': 'خطأ في تسجيل الاسم {name}',
  'error.NETWORK_NOT_FOUND_NAME': 'لم يُعثر على الشبكة',
  'error.NAME_NO_ADDRESS_OR_AUTH': 'لم يُعثر على العنوان أو موصّل المصادقة',
  // General
  'error.DISCONNECT_FAILED': 'تعذّر قطع الاتصال',
  'error.ADAPTER_NOT_FOUND': 'لم يُعثر على محوّل السلسلة',
  'error.NETWORK_CLIENT_NOT_SET': 'لم يتم تعيين عميل NetworkController',
  'error.CONNECTION_CLIENT_NOT_SET': 'لم يتم تعيين عميل ConnectionController',
  'error.CHAIN_REQUIRED': 'السلسلة مطلوبة...',
  'error.UNSUPPORTED_CHAIN': 'سلسلة غير مدعومة',
  'error.KIT_NOT_CREATED': 'يُرجى استدعاء createAppKit قبل استخدام الخطّاف',
  // Embedded wallet
  'error.RETRY_AFTER': 'يُرجى المحاولة مرة أخرى بعد {seconds} ثانية',
  'error.RPC_NOT_ALLOWED': 'الإجراء غير مسموح به',
  'error.REQUEST_ABORTED': 'تم إلغاء الطلب',
  'error.REQUEST_FAILED': 'حدث خطأ ما',
  'error.FRAME_ERROR': 'حدث خطأ',
  'error.FRAME_LOAD_FAILED': 'تعذّر تحميل مكوّن تسجيل الدخول بالبريد الإلكتروني',
  'error.INVALID_RPC_PARAMS': 'طلب {method} غير صالح',
  // Alerts
  'error.ALERT_NETWORK_NOT_FOUND': 'لم يُعثر على الشبكة',
  'error.ALERT_INVALID_APP_CONFIGURATION': 'إعدادات التطبيق غير صالحة',
  'error.ALERT_INVALID_PROJECT_ID': 'إعدادات التطبيق غير صالحة',
  'error.ALERT_EMBEDDED_WALLET_TIMEOUT': 'إعدادات التطبيق غير صالحة',
  'error.ALERT_SESSION_EXPIRED': 'انتهت صلاحية الجلسة',
  'error.ALERT_PROJECT_ID_NOT_CONFIGURED': 'لم يتم إعداد معرّف المشروع',
  // Kit's own
  'error.INVALID_CHAIN_ID': 'قيمة chainId غير صالحة',
  'error.METHOD_NOT_SUPPORTED': '{method} غير مدعوم على {namespace}',
  'error.INVALID_OPTION': 'الخيار {option} غير صالح',
  'error.ONRAMP_URL_REFUSED': 'لا يمكن فتح {provider}',
  'error.USER_REJECTED': 'رفض المستخدم الطلب',
  'error.CONNECT_FAILED': 'فشل الاتصال',
  'error.HTTP_STATUS': 'رمز حالة HTTP: {status}',
  'error.INVALID_ADDRESS': 'عنوان غير صالح',
  'error.INVALID_CAIP': 'معرّف CAIP غير صالح',
  'error.INVALID_ACCOUNT_NAME': 'اسم الحساب غير صالح',
  'error.CONNECTOR_NOT_FOUND': 'لم يُعثر على الموصّل',
  'error.ADAPTER_SDK_NOT_LOADED': 'لم يتم تحميل {name} بعد',
  'error.WALLET_TIMEOUT': 'لم تستجب المحفظة',
  'error.UNKNOWN_FAMILY': 'عائلة سلاسل غير معروفة: {namespace}',
  'error.OPTIONAL_PEER_MISSING': '{name} غير مثبّت',
  'error.WALLET_NOT_CONNECTED': 'لا توجد محفظة متصلة على {namespace}',
}
