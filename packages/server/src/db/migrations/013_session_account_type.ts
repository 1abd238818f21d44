import type { Migration } from '../migrate.js'

/**
 * The site's default account type for the embedded wallet (SPEC.md §6 "default account types",
 * `defaultAccountTypes.eip155`), told by the app with each read of the user and kept with the
 * session so that every request of that site signs with the same account. NULL: the spec's
 * default, the smart account. A user's own choice (`embedded_users.preferred_account_type`)
 * wins over it.
 */
export const sessionAccountTypeMigration: Migration = {
  version: 13,
  name: 'session_account_type',
  sql: `
ALTER TABLE frame_sessions ADD COLUMN default_account_type text
  CHECK (default_account_type IN ('eoa', 'smartAccount'));
`,
}
