/**
 * Migration step 8: mail limits that a stranger cannot turn against a mailbox's owner, and
 * device approvals for any email (issue 35).
 *
 * - `embedded_mail_cooldowns`: when the last mail to a mailbox (case and plus-aliases folded)
 *   went out for a device: the 30 s cooldown is per mailbox AND device, so requests from other
 *   devices never hold the owner's own back (the hourly quotas in `quota_counters` bound the
 *   mail count). `embedded_email_sends` (step 4, one cooldown per address) is no longer used.
 * - `embedded_device_approvals.email`: an approval link names the email it was mailed to, and
 *   `user_id` may be empty: a new email also approves its device by the mailed link before the
 *   code, so a login answers the same whether or not the email has an account.
 */
export const MAIL_LIMITS_MIGRATION = {
  id: 8,
  name: 'embedded wallet: mail cooldowns per mailbox and device, approvals by email',
  sql: `CREATE TABLE embedded_mail_cooldowns (
      mailbox TEXT NOT NULL,
      device_id TEXT NOT NULL,
      last_sent_at TIMESTAMPTZ NOT NULL,
      PRIMARY KEY (mailbox, device_id)
    );
    CREATE INDEX embedded_mail_cooldowns_time ON embedded_mail_cooldowns (last_sent_at);
    ALTER TABLE embedded_device_approvals ADD COLUMN email TEXT;
    ALTER TABLE embedded_device_approvals ALTER COLUMN user_id DROP NOT NULL;
    UPDATE embedded_device_approvals a SET email = u.email
      FROM embedded_users u WHERE u.id = a.user_id;
    CREATE INDEX embedded_device_approvals_email ON embedded_device_approvals (email, device_id);`,
} as const
