import type { Migration } from '../migrate.js'

/** Sign-in with a wallet signature (SIWX): the nonces the server issued and the sessions. */
export const siwxMigration: Migration = {
  version: 3,
  name: 'siwx',
  sql: `
-- Each nonce is issued for one project and accepted once, before it expires.
CREATE TABLE siwx_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set by the first sign-in that presents the nonce, whatever its outcome.
  used_at timestamptz
);
CREATE INDEX siwx_nonces_expires_idx ON siwx_nonces (expires_at);

-- Verified sign-ins. Addresses are lower-case 0x hex; account is the CAIP-10 id as signed.
CREATE TABLE siwx_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  chain_id text NOT NULL,
  address text NOT NULL,
  account text NOT NULL,
  -- The authority the message names (and the request's Origin had).
  domain text NOT NULL,
  nonce text NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  -- The message's fields, as core's SiwxSession.data.
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- A backstop to the nonce check: a nonce makes one session at most.
  UNIQUE (project_id, nonce)
);
CREATE INDEX siwx_sessions_account_idx ON siwx_sessions (project_id, chain_id, address, expires_at);
`,
}
