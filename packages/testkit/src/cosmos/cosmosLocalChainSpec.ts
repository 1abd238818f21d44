/** A currency as Keplr's chain registry describes one (`Currency` of `@keplr-wallet/types`). */
export type CosmosCurrency = {
  /** What people read: `ATOM`. */
  readonly coinDenom: string
  /** The base unit the chain counts in: `uatom`. */
  readonly coinMinimalDenom: string
  readonly coinDecimals: number
}

/** Which chain a local Cosmos chain is: its identity and its two currencies. */
export type CosmosLocalChainSpec = {
  readonly chainId: string
  readonly chainName: string
  readonly bech32Prefix: string
  /** The fee and staking currency; the minimum gas price is in it. */
  readonly feeCurrency: CosmosCurrency
  /** A second currency every dev account holds, for "all balances" views. */
  readonly secondCurrency: CosmosCurrency
  /** The validator's minimum gas price, in the fee currency's base unit per gas: `0.025`. */
  readonly minGasPrice: string
}

const latchCurrency: CosmosCurrency = Object.freeze({
  coinDenom: 'LATCH',
  coinMinimalDenom: 'ulatch',
  coinDecimals: 6,
})

/** The default local chain: a Cosmos Hub look-alike (`cosmos` addresses, ATOM fees). */
export const localCosmosHubSpec: CosmosLocalChainSpec = Object.freeze({
  chainId: 'latch-local-1',
  chainName: 'Latch Local Hub',
  bech32Prefix: 'cosmos',
  feeCurrency: Object.freeze({ coinDenom: 'ATOM', coinMinimalDenom: 'uatom', coinDecimals: 6 }),
  secondCurrency: latchCurrency,
  minGasPrice: '0.025',
})

/** A second local chain for switching between chains: `osmo` addresses, OSMO fees. */
export const localOsmosisSpec: CosmosLocalChainSpec = Object.freeze({
  chainId: 'latch-osmo-1',
  chainName: 'Latch Local Osmosis',
  bech32Prefix: 'osmo',
  feeCurrency: Object.freeze({ coinDenom: 'OSMO', coinMinimalDenom: 'uosmo', coinDecimals: 6 }),
  secondCurrency: latchCurrency,
  minGasPrice: '0.025',
})
