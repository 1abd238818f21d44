import type { Migration } from '../migrate.js'

/**
 * The embedded wallet's account type a user chose (SPEC.md §3 "preferredAccountType"), kept
 * with the user so it outlives sessions and reloads. NULL: the default (the smart account where
 * the chain offers one, the key's account elsewhere). The column of `frame_sessions` is no
 * longer read: a session only borrowed the choice for its lifetime.
 */
export const preferredAccountMigration: Migration = {
  version: 11,
  name: 'preferred_account',
  sql: `
ALTER TABLE embedded_users ADD COLUMN preferred_account_type text
  CHECK (preferred_account_type IN ('eoa', 'smartAccount'));
`,
}
