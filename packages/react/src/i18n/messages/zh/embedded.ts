import type { Translation } from '../../translate.js'
import type { embedded as english } from '../en/embedded.js'

/** Simplified Chinese: embedded. */
export const embedded: Translation<typeof english> = {
  // views/shared: Attempt, EmbeddedGate, FrameSlot
  'embedded.goBack': '返回',
  'embedded.tryAgain': '重试',
  'embedded.loading': '加载中',
  'embedded.recoveryCode': '恢复码',
  'embedded.actionNotAllowed': '不允许此操作',
  // views/shared: OtpInput, OtpStep, StartOver
  'embedded.otpLegend': '验证码',
  'embedded.otpDigit': '第 {index} 位，共 {total} 位',
  'embedded.otpSentTo': '请输入我们发送至 {email} 的 6 位验证码',
  'embedded.yourEmail': '你的邮箱',
  'embedded.otpVerifying': '正在验证…',
  'embedded.otpResent': '新的验证码已发送。',
  'embedded.otpNotReceived': '没有收到？',
  'embedded.otpResend': '重新发送验证码',
  'embedded.otpResendIn': '{seconds} 秒后可重新发送',
  'embedded.useAnotherEmail': '使用其他邮箱',
  // EmailVerifyOtp, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp
  'embedded.confirmEmail': '验证你的邮箱',
  'embedded.confirmCurrentEmail': '验证你当前的邮箱',
  'embedded.confirmNewEmail': '验证你的新邮箱',
  'embedded.emailUpdated': '邮箱已更新为 {email}',
  // EmailVerifyDevice
  'embedded.deviceTitle': '注册此设备',
  'embedded.deviceText':
    '请查收邮件：我们已向 {email} 发送了一个链接。打开链接批准此设备，然后返回此处。',
  'embedded.deviceWaiting': '正在等待批准…',
  'embedded.deviceResent': '我们已重新发送批准链接。',
  'embedded.deviceResend': '重新发送邮件',
  'embedded.deviceResendIn': '{seconds} 秒后可重新发送邮件',
  // ConnectingSocial
  'embedded.noSocialProvider': '未选择登录方式。',
  'embedded.socialContinue': '使用 {name} 继续',
  'embedded.socialRedirecting': '正在前往 {name} 登录…',
  'embedded.socialPopup': '请在打开的窗口中使用 {name} 登录。',
  'embedded.signInNotCompleted': '登录未完成，你可以重试。',
  // ConnectingFarcaster
  'embedded.farcasterQr': '用于通过 Farcaster 登录的二维码',
  'embedded.farcasterQrLoading': '正在生成二维码',
  'embedded.farcasterScan': '用手机扫描此二维码，或打开 Farcaster，然后批准登录。',
  'embedded.farcasterPreparing': '正在准备登录…',
  'embedded.farcasterOpen': '打开 Farcaster',
  'embedded.copyLink': '复制链接',
  'embedded.linkCopied': '链接已复制',
  'embedded.copyLinkFailed': '无法复制链接',
  // UpdateEmail
  'embedded.currentEmail': '当前邮箱：{email}',
  'embedded.newEmail': '新邮箱',
  'embedded.emailInvalid': '请输入有效的邮箱地址',
  'embedded.emailSame': '这已经是你的邮箱',
  'embedded.cancel': '取消',
  'embedded.continue': '继续',
  'embedded.sendingCode': '正在发送验证码…',
  // ApproveTransaction
  'embedded.approveHeading': '在你的钱包中批准该请求',
  'embedded.approveFrame': '待批准的请求',
  'embedded.approveTitle': '在你的钱包中批准',
  'embedded.approveText': '请查看该请求并批准以继续。',
}
