import type { Migration } from '../migrate.js'

/** Projects, the wallet registry, served images, analytics events and seed bookkeeping. */
export const initialMigration: Migration = {
  version: 1,
  name: 'initial',
  sql: `
CREATE TABLE projects (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- Origin patterns as @latch/core's matchesOriginPattern reads them.
  allowed_origins text[] NOT NULL DEFAULT '{}',
  -- The remote features of SPEC.md §3, { email, socials, swaps, onramp, activity, branding,
  -- multiWallet }, validated by the server before it writes them.
  features jsonb NOT NULL,
  analytics_enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wallets (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- The listing order: most used first.
  rank integer NOT NULL,
  image_id text NOT NULL UNIQUE,
  color text NOT NULL,
  rdns text,
  chains text[] NOT NULL,
  homepage text,
  mobile_link text,
  desktop_link text,
  webapp_link text,
  badge_type text NOT NULL DEFAULT 'none' CHECK (badge_type IN ('none', 'certified'))
);
CREATE INDEX wallets_rank_idx ON wallets (rank, id);
CREATE INDEX wallets_chains_idx ON wallets USING gin (chains);

CREATE TABLE images (
  kind text NOT NULL CHECK (kind IN ('asset', 'currency', 'token')),
  id text NOT NULL,
  content_type text NOT NULL,
  body bytea NOT NULL,
  PRIMARY KEY (kind, id)
);

CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- The client's id for the event: a resent event is stored once.
  event_id text NOT NULL,
  event text NOT NULL,
  url text NOT NULL,
  domain text NOT NULL,
  address text,
  props jsonb NOT NULL,
  client_timestamp timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, event_id)
);
CREATE INDEX analytics_events_project_received_idx ON analytics_events (project_id, received_at);

-- What was seeded, so restarts skip unchanged seed data.
CREATE TABLE seed_state (
  name text PRIMARY KEY,
  fingerprint text NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
`,
}
