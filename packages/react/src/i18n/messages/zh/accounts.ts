import type { Translation } from '../../translate.js'
import type { accounts as english } from '../en/accounts.js'

/** Simplified Chinese: accounts. */
export const accounts: Translation<typeof english> = {
  'accounts.connectFamily': '连接 {family} 钱包',
  'accounts.othersStayConnected': { other: '你的 {families} 钱包仍保持连接。' },
  'accounts.connected': '已连接',
  'accounts.notConnected': '未连接',
  'accounts.pickerIntro': { other: '{wallet} 向本网站共享了 {count} 个账户。请选择要使用的账户。' },
  'accounts.pickerIntroLater': '选择要在本网站使用的账户。',
  'accounts.listLabel': '账户',
  'accounts.active': '使用中',
  'accounts.switching': '正在切换到 {account}',
  'accounts.switched': '已切换到 {account}',
  'accounts.switchFailed': '无法切换账户',
  'accounts.numbered': '账户 {number}',
  'accounts.typePayment': '支付',
  'accounts.typeOrdinal': '铭文（Ordinals）',
  'accounts.nothingToChoose': '已连接的钱包只共享了一个账户。',
  'accounts.switchAccount': '切换账户',
  'accounts.accountCount': { other: '{count} 个账户' },
}
