/**
 * Migration step 4: the embedded wallet's users, devices, mailed codes, sessions and key vaults.
 *
 * - `embedded_users`: one row per person; `provider` is 'email', a social provider or
 *   'farcaster', `subject` the provider's id of them (the lower-case email for 'email', the
 *   provider's `sub`, the FID). Emails are lower-case; an email login's email is unique.
 * - `embedded_devices`: a browser (the frame's random device id) a user approved, by the mailed
 *   link or by a first login; `embedded_device_approvals` the links' tokens (SHA-256, single use)
 *   and whether the login code went out after the approval (once per approval).
 * - `embedded_codes`: the one live mailed code per (purpose, email), SHA-256 with the email.
 * - `embedded_email_sends`: when the last mail to an address went out (the 30 s cooldown).
 * - `embedded_sessions`: bearer sessions, stored as the token's SHA-256.
 * - `embedded_vaults`: the per-user server key and the recovery blob (encrypted by the frame
 *   with a key the server never sees) with the account's addresses.
 * - `embedded_email_updates`: an email change in progress (primary then secondary code).
 */
export const EMBEDDED_MIGRATION = {
  id: 4,
  name: 'embedded wallet: users, devices, codes, sessions, vaults',
  sql: `CREATE TABLE embedded_users (
      id TEXT PRIMARY KEY,
      provider TEXT NOT NULL,
      subject TEXT NOT NULL,
      email TEXT,
      username TEXT,
      fid BIGINT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      UNIQUE (provider, subject)
    );
    CREATE UNIQUE INDEX embedded_users_login_email ON embedded_users (email) WHERE provider = 'email';
    CREATE INDEX embedded_users_email ON embedded_users (email);
    CREATE TABLE embedded_devices (
      user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
      device_id TEXT NOT NULL,
      approved_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, device_id)
    );
    CREATE TABLE embedded_device_approvals (
      token_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
      device_id TEXT NOT NULL,
      project_id TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ NOT NULL,
      used_at TIMESTAMPTZ,
      code_sent_at TIMESTAMPTZ
    );
    CREATE INDEX embedded_device_approvals_user ON embedded_device_approvals (user_id, device_id);
    CREATE TABLE embedded_codes (
      purpose TEXT NOT NULL,
      email TEXT NOT NULL,
      project_id TEXT NOT NULL,
      device_id TEXT,
      user_id TEXT,
      code_hash TEXT NOT NULL,
      tries INTEGER NOT NULL DEFAULT 0,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ NOT NULL,
      PRIMARY KEY (purpose, email)
    );
    CREATE INDEX embedded_codes_expiry ON embedded_codes (expires_at);
    CREATE TABLE embedded_email_sends (
      email TEXT PRIMARY KEY,
      last_sent_at TIMESTAMPTZ NOT NULL
    );
    CREATE TABLE embedded_sessions (
      token_hash TEXT PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
      device_id TEXT NOT NULL,
      project_id TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ NOT NULL,
      revoked_at TIMESTAMPTZ
    );
    CREATE INDEX embedded_sessions_user ON embedded_sessions (user_id);
    CREATE INDEX embedded_sessions_expiry ON embedded_sessions (expires_at);
    CREATE TABLE embedded_vaults (
      user_id TEXT PRIMARY KEY REFERENCES embedded_users (id) ON DELETE CASCADE,
      server_key TEXT NOT NULL,
      recovery TEXT,
      eip155_address TEXT,
      solana_address TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      stored_at TIMESTAMPTZ
    );
    CREATE TABLE embedded_email_updates (
      user_id TEXT PRIMARY KEY REFERENCES embedded_users (id) ON DELETE CASCADE,
      project_id TEXT NOT NULL,
      new_email TEXT NOT NULL,
      stage TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );`,
} as const
