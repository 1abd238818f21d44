import type { CosmosDevAccount } from '@latch/test-wallets'
import type { CosmosCurrency } from './cosmosLocalChainSpec.js'

/**
 * A local Cosmos chain as a dapp or a wallet needs to know it, as plain JSON (the `cosmos`
 * section of `devnet.json`, and `inject('cosmosLocal')`).
 */
export type CosmosLocalInfo = {
  /** CometBFT JSON-RPC on loopback, e.g. `http://127.0.0.1:26657`: what `connectComet` takes. */
  readonly rpcUrl: string
  readonly chainId: string
  readonly chainName: string
  readonly bech32Prefix: string
  /** The fee currency's base denom (`uatom`). */
  readonly denom: string
  /** The fee currency, then the second currency every dev account holds. */
  readonly currencies: readonly CosmosCurrency[]
  /** The validator's minimum gas price in `denom` per gas, a decimal string: `0.025`. */
  readonly minGasPrice: string
  /** The same with its denom, as cosmjs' `GasPrice.fromString` takes it: `0.025uatom`. */
  readonly gasPrice: string
  /** How often the chain makes a block. */
  readonly blockIntervalMs: number
  /** The dev accounts, with their addresses under this chain's prefix. */
  readonly accounts: readonly CosmosDevAccount[]
}
