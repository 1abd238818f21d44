import type { Migration } from '../migrate.js'

/**
 * ERC-721 ownership, from the indexer's `Transfer` logs with a token id (four topics): every
 * transfer, and each token's current owner. A reorganisation deletes the transfers of the
 * replaced blocks and puts back the owners they changed.
 */
export const nftsMigration: Migration = {
  version: 10,
  name: 'nfts',
  sql: `
-- Addresses are lower-case 0x hex; the contract too.
CREATE TABLE nft_transfers (
  chain_id text NOT NULL,
  block_number bigint NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  contract text NOT NULL,
  token_id numeric(78, 0) NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  mined_at timestamptz NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX nft_transfers_token_idx
  ON nft_transfers (chain_id, contract, token_id, block_number DESC, log_index DESC);
CREATE INDEX nft_transfers_block_idx ON nft_transfers (chain_id, block_number);
-- The history finds an account's transfers by sender and by recipient.
CREATE INDEX nft_transfers_from_idx ON nft_transfers (from_address, mined_at DESC);
CREATE INDEX nft_transfers_to_idx ON nft_transfers (to_address, mined_at DESC);

-- The owner after the last transfer the indexer saw (the zero address once burned).
CREATE TABLE nft_owners (
  chain_id text NOT NULL,
  contract text NOT NULL,
  token_id numeric(78, 0) NOT NULL,
  owner text NOT NULL,
  -- Where that transfer is: a later one replaces it, an earlier one (a slower process) not.
  block_number bigint NOT NULL,
  log_index integer NOT NULL,
  PRIMARY KEY (chain_id, contract, token_id)
);
CREATE INDEX nft_owners_owner_idx ON nft_owners (owner, chain_id, contract, token_id);
`,
}
