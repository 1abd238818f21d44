import type { Migration } from '../migrate.js'

/**
 * The relay's storage budgets: each message keeps what it costs and the client network that
 * published it, and `relay_usage` keeps the running sums (in all, per publishing network, per
 * topic) that a publish is checked and charged against in the same transaction.
 */
export const relayBudgetsMigration: Migration = {
  version: 7,
  name: 'relay_budgets',
  sql: `
-- The client's address, or its IPv6 network (a /64 by default), that published the message:
-- client ids are free to make, the network is not.
ALTER TABLE relay_messages ADD COLUMN publisher_network text NOT NULL DEFAULT '';
-- Its text, its attestation, its row's overhead and its readers' acknowledgements, in bytes:
-- what the budgets count (relayConfig.ts, storedRowOverheadBytes).
ALTER TABLE relay_messages ADD COLUMN stored_bytes integer NOT NULL DEFAULT 0;
UPDATE relay_messages
  SET stored_bytes = octet_length(message) + coalesce(octet_length(attestation), 0) + 1024;

-- scope 'total' (key ''), 'client' (key: a network) or 'topic' (key: the topic).
CREATE TABLE relay_usage (
  scope text NOT NULL,
  key text NOT NULL,
  bytes bigint NOT NULL,
  PRIMARY KEY (scope, key)
);
INSERT INTO relay_usage (scope, key, bytes)
  SELECT 'total', '', coalesce(sum(stored_bytes), 0) FROM relay_messages;
INSERT INTO relay_usage (scope, key, bytes)
  SELECT 'client', publisher_network, sum(stored_bytes) FROM relay_messages GROUP BY publisher_network;
INSERT INTO relay_usage (scope, key, bytes)
  SELECT 'topic', topic, sum(stored_bytes) FROM relay_messages GROUP BY topic;
`,
}
