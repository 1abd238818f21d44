import type { Migration } from '../migrate.js'

/**
 * The secure frame's trust boundary as data: the signing requests the visitor approves one by
 * one, the logins on their way, and the counters of the frame API's rate limits (shared by
 * every server on the database).
 */
export const frameSecurityMigration: Migration = {
  version: 5,
  name: 'frame_security',
  sql: `
-- A signing or sending request of the embedded wallet, as the server read it: the frame shows
-- this reading on its card, and the server signs only these bytes, once, after Approve.
CREATE TABLE signing_requests (
  id uuid PRIMARY KEY,
  -- The frame session that opened it (its public id): only that session approves it.
  session_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  -- The request exactly as it will be signed (method, params, chain), and its SHA-256.
  payload text NOT NULL,
  digest text NOT NULL,
  chain_id text NOT NULL,
  -- pending, then approved or rejected: a request is answered once.
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  answered_at timestamptz
);
CREATE INDEX signing_requests_expires_idx ON signing_requests (expires_at);

-- Social logins and Farcaster sign-ins on their way (a popup at the provider, a link to
-- approve): in the database, not in one process's memory, each with its deadline.
CREATE TABLE pending_logins (
  kind text NOT NULL,
  id text NOT NULL,
  project_id text NOT NULL,
  origin text NOT NULL,
  data jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX pending_logins_expires_idx ON pending_logins (expires_at);

-- A SIWX session is signed out only with the proof its sign-in was answered with: a page's
-- secret token (its hash here), not the account's address, which anyone may know.
ALTER TABLE siwx_sessions ADD COLUMN sign_out_token_hash text;

-- Fixed-window counters with a lockout: one row per limit and key (an address, an email).
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  key text NOT NULL,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (bucket, key)
);
`,
}
