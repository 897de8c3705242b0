/** Chinese (Simplified): a chunk of its own, loaded only by a kit whose locale it is. */

import type { ErrorTranslation, Translation } from '../../translate.js'
import type { English } from '../en/index.js'
import { account } from './account.js'
import { accounts } from './accounts.js'
import { button } from './button.js'
import { common } from './common.js'
import { connect } from './connect.js'
import { embedded } from './embedded.js'
import { errors } from './errors.js'
import { names } from './names.js'
import { send } from './send.js'
import { sessions } from './sessions.js'
import { titles } from './titles.js'
import { wallets } from './wallets.js'

export const messages: Translation<English> & ErrorTranslation = {
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
  ...errors,
}
