import type { Migration } from '../migrate.js'

/**
 * Secrets the server makes for itself and every process on the database shares (the key that
 * signs history cursors): made once, at the first start that needs one.
 */
export const serverSecretsMigration: Migration = {
  version: 8,
  name: 'server_secrets',
  sql: `
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  secret bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
}
