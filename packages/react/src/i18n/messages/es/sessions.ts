import type { Translation } from '../../translate.js'
import type { sessions as english } from '../en/sessions.js'

/** Spanish: AccountSettings' smart sessions. */
export const sessions: Translation<typeof english> = {
  'sessions.title': 'Sesiones inteligentes',
  'sessions.loading': 'Leyendo las sesiones de la cadena…',
  'sessions.failed': 'No se pudieron leer las sesiones',
  'sessions.none': 'No hay sesiones activas',
  'sessions.key': 'Clave {key}',
  'sessions.detail': '{target} hasta {date}',
  'sessions.revoke': 'Revocar',
  'sessions.revokeLabel': 'Revocar la sesión {key}',
  'sessions.revoked': 'Sesión revocada',
}
