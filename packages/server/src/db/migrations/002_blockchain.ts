import type { Migration } from '../migrate.js'

/**
 * The blockchain service: the indexer's cursor per chain, the transfers it found, registered
 * names with their addresses, and smart sessions.
 */
export const blockchainMigration: Migration = {
  version: 2,
  name: 'blockchain',
  sql: `
-- The last block the indexer wrote, per CAIP-2 chain. Advanced in the same transaction as the
-- block's transfers, so a restart resumes after it and never loses or doubles a block.
CREATE TABLE chain_cursors (
  chain_id text PRIMARY KEY,
  last_block bigint NOT NULL,
  -- The hash of last_block, to notice a reorganisation under it.
  last_block_hash text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Native and listed-token transfers. Addresses are lower-case 0x hex.
CREATE TABLE transfers (
  chain_id text NOT NULL,
  block_number bigint NOT NULL,
  tx_hash text NOT NULL,
  -- The Transfer log's index in its block; -1 for the transaction's native value.
  log_index integer NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  -- The token contract (lower-case), or 'native'.
  token text NOT NULL,
  -- In the token's smallest unit.
  amount numeric(78, 0) NOT NULL,
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'failed')),
  mined_at timestamptz NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX transfers_from_idx ON transfers (from_address, mined_at DESC, block_number DESC);
CREATE INDEX transfers_to_idx ON transfers (to_address, mined_at DESC, block_number DESC);
CREATE INDEX transfers_block_idx ON transfers (chain_id, block_number);

-- Registered names: 'label.zone', lower-case.
CREATE TABLE names (
  name text PRIMARY KEY,
  attributes jsonb NOT NULL DEFAULT '{}',
  -- The account whose signature registered it (lower-case).
  registered_by text NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now()
);

-- What a name points to, per ENSIP-11 coin type.
CREATE TABLE name_addresses (
  name text NOT NULL REFERENCES names (name) ON DELETE CASCADE,
  coin_type bigint NOT NULL,
  address text NOT NULL,
  PRIMARY KEY (name, coin_type)
);
CREATE INDEX name_addresses_address_idx ON name_addresses (address);

-- Smart sessions (permissions an account granted), revocable by the account.
CREATE TABLE smart_sessions (
  pci text PRIMARY KEY,
  address text NOT NULL,
  chain_id text NOT NULL,
  -- Unix seconds.
  expiry bigint NOT NULL,
  permissions jsonb NOT NULL,
  -- The grant's signature: a grant is accepted once.
  grant_signature text NOT NULL UNIQUE,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX smart_sessions_address_idx ON smart_sessions (address, created_at);
`,
}
