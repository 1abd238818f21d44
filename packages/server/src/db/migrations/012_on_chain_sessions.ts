import type { Migration } from '../migrate.js'

/**
 * Which smart sessions the chain enforces: those the embedded wallet's smart account enabled in
 * SmartSessions (`wallet_grantPermissions`). Only an owner operation ends one of them, so the
 * signed revocation route, which only marks a record, must not claim to (SPEC.md §7 routes).
 * Sessions recorded by a signed grant stay `false`.
 */
export const onChainSessionsMigration: Migration = {
  version: 12,
  name: 'on_chain_sessions',
  sql: `
ALTER TABLE smart_sessions ADD COLUMN on_chain boolean NOT NULL DEFAULT false;
`,
}
