/**
 * Migration step 5: social and Farcaster logins in progress.
 *
 * - `embedded_social_logins`: one row per `POST /embedded/social/redirect`: the `state` (stored as
 *   its SHA-256), the PKCE verifier, the OIDC nonce, the device and the page to return to, for 10
 *   minutes. The callback uses the state once (`used_at`), creates or finds the user and leaves a
 *   single-use `result` (SHA-256) for 5 minutes, which `complete` turns into a session on the same
 *   device (`completed_at`).
 * - `embedded_farcaster_channels`: a Sign In With Farcaster channel (the relay): the channel token
 *   (SHA-256), its nonce and domain, the device that opened it; the signer's message, signature,
 *   fid and username once authenticated; `completed_at` once it opened a session.
 */
export const SOCIAL_LOGIN_MIGRATION = {
  id: 5,
  name: 'embedded wallet: social logins and Farcaster channels',
  sql: `CREATE TABLE embedded_social_logins (
      state_hash TEXT PRIMARY KEY,
      project_id TEXT NOT NULL,
      provider TEXT NOT NULL,
      device_id TEXT NOT NULL,
      verifier TEXT NOT NULL,
      nonce TEXT NOT NULL,
      return_to TEXT NOT NULL,
      redirect_uri TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ NOT NULL,
      used_at TIMESTAMPTZ,
      result_hash TEXT UNIQUE,
      user_id TEXT REFERENCES embedded_users (id) ON DELETE CASCADE,
      is_new BOOLEAN,
      result_expires_at TIMESTAMPTZ,
      completed_at TIMESTAMPTZ
    );
    CREATE INDEX embedded_social_logins_expiry ON embedded_social_logins (expires_at);
    CREATE TABLE embedded_farcaster_channels (
      token_hash TEXT PRIMARY KEY,
      project_id TEXT NOT NULL,
      device_id TEXT NOT NULL,
      nonce TEXT NOT NULL,
      domain TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ NOT NULL,
      message TEXT,
      signature TEXT,
      fid BIGINT,
      username TEXT,
      authenticated_at TIMESTAMPTZ,
      completed_at TIMESTAMPTZ
    );
    CREATE INDEX embedded_farcaster_channels_expiry ON embedded_farcaster_channels (expires_at);`,
} as const
