import type { Migration } from '../migrate.js'

/**
 * The WalletConnect relay's mailbox: messages kept until their TTL, so that a peer that was
 * away (a phone wallet in the background) receives them when it subscribes or fetches, on
 * whichever server process it reaches.
 */
export const relayMigration: Migration = {
  version: 6,
  name: 'relay',
  sql: `
-- Ciphertext the relay cannot read, as published on a topic.
CREATE TABLE relay_messages (
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
  UNIQUE (topic, message_hash)
);
CREATE INDEX relay_messages_topic_idx ON relay_messages (topic, id);
CREATE INDEX relay_messages_expires_idx ON relay_messages (expires_at);

-- Which client has which message (it acknowledged the delivery, or fetched it): not sent to
-- that client again.
CREATE TABLE relay_acknowledgements (
  message_id bigint NOT NULL REFERENCES relay_messages (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  PRIMARY KEY (message_id, client_id)
);
`,
}
