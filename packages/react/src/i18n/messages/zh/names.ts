import type { Translation } from '../../translate.js'
import type { names as english } from '../en/names.js'

/** Simplified Chinese: names. */
export const names: Translation<typeof english> = {
  // RegisterAccountName
  'names.label': '为你的账户选择一个名称',
  // A name is Latin letters, digits and hyphens: the example stays Latin.
  'names.placeholder': 'your-name',
  'names.rule': '至少 4 个字符；只能包含英文字母、数字和连字符。',
  'names.checking': '正在检查…',
  'names.available': '{name} 可用',
  'names.taken': '{name} 已被占用',
  'names.register': '注册',
  'names.registering': '正在注册',
  'names.registeringBusy': '正在注册…',
  // RegisterAccountNameSuccess
  'names.success': '{name} 现在是你的账户名称。',
  'names.backToAccount': '返回账户',
  // SIWXSignMessage (ConnectingSiwe)
  'names.siwxLoading': '加载中',
  'names.siwxThisApp': '此应用',
  'names.siwxTitle': '{name} 需要连接到你的钱包',
  'names.siwxTextRequired': '签署此消息以证明你拥有此钱包并继续。取消将断开连接。',
  'names.siwxText': '签署此消息以证明你拥有此钱包并继续。取消将关闭此窗口。',
  'names.siwxCancel': '取消',
  'names.siwxSign': '签名',
  'names.siwxSigning': '正在签名…',
}
