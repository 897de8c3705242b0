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
import { sessions } from './sessions.js'
import { titles } from './titles.js'
import { wallets } from './wallets.js'

export const en = {
  ...common,
  ...titles,
  ...button,
  ...connect,
  ...wallets,
  ...embedded,
  ...account,
  ...send,
  ...sessions,
  ...names,
  ...accounts,
} as const

export type MessageId = keyof typeof en
export type English = typeof en

/** The ids of each part (a view's constants hold ids of its own parts). */
export type CommonId = keyof typeof common
export type TitlesId = keyof typeof titles
export type ConnectId = keyof typeof connect
export type WalletsId = keyof typeof wallets
export type EmbeddedId = keyof typeof embedded
export type AccountId = keyof typeof account
export type SendId = keyof typeof send
export type SessionsId = keyof typeof sessions
export type NamesId = keyof typeof names
export type AccountsId = keyof typeof accounts
