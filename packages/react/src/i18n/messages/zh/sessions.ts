import type { Translation } from '../../translate.js'
import type { sessions as english } from '../en/sessions.js'

/** Chinese: AccountSettings' smart sessions. */
export const sessions: Translation<typeof english> = {
  'sessions.title': '智能会话',
  'sessions.loading': '正在从链上读取会话…',
  'sessions.failed': '无法读取会话',
  'sessions.none': '没有活动的会话',
  'sessions.key': '密钥 {key}',
  'sessions.detail': '{target}，有效至 {date}',
  'sessions.revoke': '撤销',
  'sessions.revokeLabel': '撤销会话 {key}',
  'sessions.revoked': '会话已撤销',
}
