/**
 * The English catalogue: the source every other locale translates, and the fallback for an id a
 * locale lacks. Spec texts are word for word. One file per part of the UI; ids are
 * '<part>.<what>'.
 */

import { account } from './account.js'
import { accounts } from './accounts.js'
import { button } from './button.js'
import { common } from './common.js'
import { connect } from './connect.js'
import { embedded } from './embedded.js'
import { names } from './names.js'
import { send } from './send.js'
import { titles } from './titles.js'

export const en = {
  ...common,
  ...titles,
  ...button,
  ...connect,
  ...embedded,
  ...account,
  ...send,
  ...names,
  ...accounts,
} as const

export type MessageId = keyof typeof en
export type English = typeof en
