import type { Hono } from 'hono'
import type { ChainClients } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import type { OnrampConfig } from '../config/onrampConfig.js'
import type { Queryable } from '../db/database.js'
import type { OnrampPrices } from './onrampPrices.js'
import type { OnrampProvider } from './onrampProvider.js'
import { isSandboxNetwork, purchaseAssets } from './purchaseAssets.js'
import { createSandboxOnramp } from './sandboxOnramp.js'
import { createSandboxPayout } from './sandboxPayout.js'
import { sandboxRoutes } from './sandboxRoutes.js'

export type CreateOnrampParameters = {
  db: Queryable
  config: OnrampConfig
  /** The eip155 chains; the sandbox sells on the test chains among them. */
  chains: readonly ChainSettings[]
  clients: ChainClients
  /** The prices quotes use: the server's price source (its table, then the local exchange). */
  prices: OnrampPrices
  publicUrl: string | undefined
}

export type Onramp = {
  /** Behind `/v1/onramp/*`; `undefined` when no provider is configured. */
  provider: OnrampProvider | undefined
  /** The sandbox's checkout pages (`/onramp/sandbox/*`), when it is the provider. */
  pages: Hono | undefined
}

/**
 * The onramp of the server: the sandbox provider when it has a payer (`LATCH_ONRAMP_SANDBOX_KEY`,
 * or the development key), selling ETH and the stablecoin of the configured test chains.
 */
export function createOnramp(parameters: CreateOnrampParameters): Onramp {
  const { db, config, chains, clients, prices, publicUrl } = parameters
  if (!config.sandboxKey) return { provider: undefined, pages: undefined }
  const sandboxChains = chains.filter((chain) => isSandboxNetwork(chain.caipNetworkId))
  const provider = createSandboxOnramp({
    db,
    assets: purchaseAssets(sandboxChains),
    clients,
    prices,
    eurUsdRate: config.eurUsdRate,
  })
  const payout = createSandboxPayout({
    chains: sandboxChains,
    clients,
    privateKey: config.sandboxKey,
  })
  return { provider, pages: sandboxRoutes({ db, payout, publicUrl }) }
}
