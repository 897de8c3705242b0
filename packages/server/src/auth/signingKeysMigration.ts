/**
 * Migration step 7.
 *
 * - `siwx_signing_keys`: the sign-in signing keys sealed at rest and rotated. A row per key (its
 *   id is its kid; a key of step 2 keeps its id `default`): `sealed`, the private JWK sealed
 *   with a key from GANGWAY_ENCRYPTION_KEY (`auth/keyEncryption.ts`); `public_jwk`, what the
 *   JWKS publishes and tokens are verified with (no secret needed); `retired_at`, when it stopped
 *   signing (it verifies the tokens it signed until they can no longer be valid, then it is
 *   deleted). `private_jwk` (step 2's plain JWK) may now be empty: a server given the secret
 *   seals a plain key at its next load and retires it.
 * - `analytics_events (received_at)`: analytics retention deletes by age across projects.
 */
export const SIGNING_KEYS_MIGRATION = {
  id: 7,
  name: 'sign-in signing keys sealed at rest and rotated; analytics retention index',
  sql: `ALTER TABLE siwx_signing_keys ALTER COLUMN private_jwk DROP NOT NULL;
    ALTER TABLE siwx_signing_keys ADD COLUMN sealed TEXT;
    ALTER TABLE siwx_signing_keys ADD COLUMN public_jwk JSONB;
    ALTER TABLE siwx_signing_keys ADD COLUMN retired_at TIMESTAMPTZ;
    CREATE INDEX analytics_events_received_at ON analytics_events (received_at);`,
}
