import {
  applyMigrations,
  type Database,
  type MigrateReturnType,
  type Migration,
} from '@latch/database'

/**
 * The relay's mailbox, as latch-server's migrations 006 (`relay`) and 007 (`relay_budgets`)
 * left it when the relay lived there: written `IF NOT EXISTS`, so that in a database
 * latch-server migrated the tables stay as they are (their rows too) and this only starts the
 * relay's own history, and a database of latch-relay alone gets the same tables, column for
 * column (latch-server's `src/db/relayTables.test.ts` compares the two).
 */
const relayTables: Migration = {
  version: 1,
  name: 'relay',
  sql: `
-- Ciphertext the relay cannot read, as published on a topic, kept until its TTL so that a peer
-- that was away (a phone wallet in the background) receives it when it subscribes or fetches,
-- on whichever process it reaches.
CREATE TABLE IF NOT EXISTS relay_messages (
  id bigserial PRIMARY KEY,
  topic text NOT NULL,
  message text NOT NULL,
  -- SHA-256 of the message: a publish the client sends again is stored and delivered once.
  message_hash text NOT NULL,
  tag bigint NOT NULL,
  attestation text,
  -- The client id (did:key) that published it: never delivered back to it.
  publisher text NOT NULL,
  published_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- The client's address, or its IPv6 network, that published it: client ids are free to
  -- make, the network is not.
  publisher_network text NOT NULL DEFAULT '',
  -- Its text, its attestation, its row's overhead and its readers' acknowledgements, in bytes:
  -- what the budgets count (relayConfig.ts, storedRowOverheadBytes).
  stored_bytes integer NOT NULL DEFAULT 0,
  UNIQUE (topic, message_hash)
);
CREATE INDEX IF NOT EXISTS relay_messages_topic_idx ON relay_messages (topic, id);
CREATE INDEX IF NOT EXISTS relay_messages_expires_idx ON relay_messages (expires_at);

-- Which client has which message (it acknowledged the delivery, or fetched it): not sent to
-- that client again.
CREATE TABLE IF NOT EXISTS relay_acknowledgements (
  message_id bigint NOT NULL REFERENCES relay_messages (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  PRIMARY KEY (message_id, client_id)
);

-- The running sums a publish is checked and charged against in its transaction: scope
-- 'total' (key ''), 'client' (key: a network) or 'topic' (key: the topic).
CREATE TABLE IF NOT EXISTS relay_usage (
  scope text NOT NULL,
  key text NOT NULL,
  bytes bigint NOT NULL,
  PRIMARY KEY (scope, key)
);
INSERT INTO relay_usage (scope, key, bytes) VALUES ('total', '', 0) ON CONFLICT DO NOTHING;
`,
}

/**
 * What several processes must count together, which each counted in memory before: the rate
 * limits' windows (sharedRateLimits.ts; latch-server's HTTP limits too, which a relay
 * connection counts in) and the relay's open connections (relayConnectionLedger.ts). UNLOGGED:
 * short-lived counts that need no write-ahead log; a database crash empties them, which only
 * resets the limits.
 */
const sharedLimits: Migration = {
  version: 2,
  name: 'shared_limits',
  sql: `
-- A key's current window: its hits by every process, until expires_at (then the next hit of
-- any process starts the next window).
CREATE UNLOGGED TABLE rate_limit_windows (
  limiter text NOT NULL,
  key text NOT NULL,
  window_started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (limiter, key)
);
CREATE INDEX rate_limit_windows_expires_idx ON rate_limit_windows (expires_at);

-- Each open relay connection on PostgreSQL, by the process that holds it: the process renews
-- expires_at while it lives, so the connections of a killed process stop counting soon after.
CREATE UNLOGGED TABLE relay_connections (
  id uuid PRIMARY KEY,
  process_id uuid NOT NULL,
  network text NOT NULL,
  project_id text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX relay_connections_network_idx ON relay_connections (network, expires_at);
CREATE INDEX relay_connections_project_idx ON relay_connections (project_id, expires_at);
CREATE INDEX relay_connections_process_idx ON relay_connections (process_id);
`,
}

/** The relay's schema, in the order it applies. Append; never edit one that has shipped. */
export const relayMigrations: readonly Migration[] = [relayTables, sharedLimits]

// Any constant other than latch-server's: the two histories never wait on each other.
const relayMigrationLockKey = 4_771_531

/**
 * Brings the relay's tables up to date in `database`, recorded in `relay_migrations` (apart
 * from the history of any program that shares the database). Run it before `createRelay`;
 * running it again changes nothing.
 *
 * @example
 * await migrateRelay(database)
 */
export function migrateRelay(database: Database): Promise<MigrateReturnType> {
  return applyMigrations(database, {
    migrations: relayMigrations,
    history: 'relay_migrations',
    lockKey: relayMigrationLockKey,
  })
}
