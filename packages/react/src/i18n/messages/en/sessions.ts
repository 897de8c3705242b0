/** AccountSettings' smart sessions (ERC-7715): loaded with their list only. */
export const sessions = {
  'sessions.title': 'Smart sessions',
  'sessions.loading': 'Reading sessions from the chain…',
  'sessions.failed': 'The sessions could not be read',
  'sessions.none': 'No active sessions',
  'sessions.key': 'Key {key}',
  'sessions.detail': '{target} until {date}',
  'sessions.revoke': 'Revoke',
  'sessions.revokeLabel': 'Revoke session {key}',
  'sessions.revoked': 'Session revoked',
} as const
