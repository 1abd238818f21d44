import type { Migration } from '../migrate.js'

/**
 * Onramp orders (`POST /v1/generators/onrampurl`): kept in the database, so that any process
 * on it serves the order's page, its payment and its status.
 */
export const onrampMigration: Migration = {
  version: 9,
  name: 'onramp',
  sql: `
CREATE TABLE onramp_orders (
  -- Random, unguessable: the sandbox page's address is made of it.
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider text NOT NULL,
  -- created → processing → completed | failed; a declined card leaves it created (retryable).
  status text NOT NULL DEFAULT 'created'
    CHECK (status IN ('created', 'processing', 'completed', 'failed')),
  -- CAIP-2 network and the destination (checksummed 0x address).
  network text NOT NULL,
  address text NOT NULL,
  -- The purchase currency's id (ETH, LUSD …) and its token: 'native' or the contract.
  purchase_currency text NOT NULL,
  purchase_token text NOT NULL,
  purchase_decimals integer NOT NULL,
  -- Decimal strings: tokens as shown, fiat with two decimals.
  purchase_amount text NOT NULL,
  payment_currency text NOT NULL,
  payment_total text NOT NULL,
  payment_subtotal text NOT NULL,
  provider_fee text NOT NULL,
  network_fee text NOT NULL,
  partner_user_id text,
  transaction_hash text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A created order cannot be paid after this (its price was quoted for a while only).
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX onramp_orders_expires_idx ON onramp_orders (expires_at);
`,
}
