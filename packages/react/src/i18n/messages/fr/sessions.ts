import type { Translation } from '../../translate.js'
import type { sessions as english } from '../en/sessions.js'

/** French: AccountSettings' smart sessions. */
export const sessions: Translation<typeof english> = {
  'sessions.title': 'Sessions intelligentes',
  'sessions.loading': 'Lecture des sessions sur la chaîne…',
  'sessions.failed': 'Les sessions n’ont pas pu être lues',
  'sessions.none': 'Aucune session active',
  'sessions.key': 'Clé {key}',
  'sessions.detail': '{target} jusqu’au {date}',
  'sessions.revoke': 'Révoquer',
  'sessions.revokeLabel': 'Révoquer la session {key}',
  'sessions.revoked': 'Session révoquée',
}
