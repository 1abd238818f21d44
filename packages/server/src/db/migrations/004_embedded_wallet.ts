import type { Migration } from '../migrate.js'

/**
 * The embedded wallet behind the secure frame: its users (by email or social account), their
 * keys (encrypted), the one-time codes sent by email and the frame's sessions.
 */
export const embeddedWalletMigration: Migration = {
  version: 4,
  name: 'embedded_wallet',
  sql: `
-- A visitor of the embedded wallet: an email, a social account, or both over time.
CREATE TABLE embedded_users (
  id uuid PRIMARY KEY,
  -- Lower-case; unique among the users that have one.
  email text UNIQUE,
  social_provider text,
  social_subject text,
  user_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (social_provider, social_subject)
);

-- One key per user and namespace, sealed with AES-256-GCM under the server's wallet key.
CREATE TABLE embedded_wallet_keys (
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  namespace text NOT NULL,
  address text NOT NULL,
  sealed_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, namespace)
);

-- One-time codes: only their keyed hash is kept; each has a lifetime and a number of tries.
CREATE TABLE email_codes (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  -- login, update_primary (sent to the old address) or update_secondary (to the new one).
  purpose text NOT NULL,
  code_hash text NOT NULL,
  -- The user an email change belongs to; null for a login.
  user_id uuid REFERENCES embedded_users (id) ON DELETE CASCADE,
  new_email text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX email_codes_email_idx ON email_codes (email, purpose, created_at);

-- The frame's sessions: only a hash of the bearer token is kept.
CREATE TABLE frame_sessions (
  token_hash text PRIMARY KEY,
  -- Public: the frame tells the app it changed (FRAME_SESSION_UPDATE) without the secret.
  public_id text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  project_id text NOT NULL,
  -- CAIP-2: the chain the wallet is on in this session.
  chain_id text NOT NULL,
  preferred_account_type text NOT NULL DEFAULT 'eoa',
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX frame_sessions_expires_idx ON frame_sessions (expires_at);
`,
}
