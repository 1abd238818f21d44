import type { Migration } from '../migrate.js'
import { initialMigration } from './001_initial.js'
import { blockchainMigration } from './002_blockchain.js'
import { siwxMigration } from './003_siwx.js'
import { embeddedWalletMigration } from './004_embedded_wallet.js'
import { frameSecurityMigration } from './005_frame_security.js'
import { relayMigration } from './006_relay.js'
import { relayBudgetsMigration } from './007_relay_budgets.js'
import { serverSecretsMigration } from './008_server_secrets.js'
import { onrampMigration } from './009_onramp.js'
import { nftsMigration } from './010_nfts.js'
import { preferredAccountMigration } from './011_preferred_account.js'
import { onChainSessionsMigration } from './012_on_chain_sessions.js'
import { sessionAccountTypeMigration } from './013_session_account_type.js'

/** Every migration, in the order they apply. Append; never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  initialMigration,
  blockchainMigration,
  siwxMigration,
  embeddedWalletMigration,
  frameSecurityMigration,
  relayMigration,
  relayBudgetsMigration,
  serverSecretsMigration,
  onrampMigration,
  nftsMigration,
  preferredAccountMigration,
  onChainSessionsMigration,
  sessionAccountTypeMigration,
]
