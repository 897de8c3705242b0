import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** Chinese (Simplified): connect. */
export const connect: Translation<typeof english> = {
  'connect.allWallets': '所有钱包',

  // Connect
  'connect.or': '或',
  'connect.continueWithWallet': '使用钱包继续',
  'connect.waysToConnect': '连接方式',
  'connect.noWallet': '我没有钱包',
  'connect.wallets': '钱包',
  'connect.noWalletDetected': '未在此浏览器中检测到钱包。',
  'connect.browse': '浏览',
  'connect.tagQrCode': '二维码',
  'connect.tagRecent': '最近使用',
  'connect.tagInstalled': '已安装',
  'connect.email': '电子邮箱',
  'connect.invalidEmail': '请输入有效的电子邮箱',
  'connect.sendingCode': '正在发送验证码…',
  'connect.continue': '继续',
  'connect.continueWith': '使用 {provider} 继续',

  // Connect: the host's legal links
  'connect.termsOfService': '服务条款',
  'connect.privacyPolicy': '隐私政策',
  'connect.legalAgreeTerms': '我同意{terms}',
  'connect.legalAgreePrivacy': '我同意{privacy}',
  'connect.legalAgreeBoth': '我同意{terms}和{privacy}',
  'connect.legalHint': '同意后即可连接。',
  'connect.legalFooterTerms': '连接钱包即表示你同意我们的{terms}',
  'connect.legalFooterPrivacy': '连接钱包即表示你同意我们的{privacy}',
  'connect.legalFooterBoth': '连接钱包即表示你同意我们的{terms}和{privacy}',
}
