// The CAIP-2 reference of Bitcoin regtest: the first 32 characters of its genesis hash.
const bitcoinRegtestReference = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** The wallet-standard chain the Bitcoin test wallet signs for. */
export const bitcoinRegtestWalletChain = 'bitcoin:regtest'

/**
 * The local regtest ledger as a Latch network (the shape of `@latch/core`'s `CaipNetwork`,
 * written out because the browser entry does not import core): regtest's CAIP-2 id, the
 * ledger's Esplora URL as its RPC URL.
 *
 * @example
 * bitcoinRegtestNetwork('http://127.0.0.1:3002').caipNetworkId
 * // 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
 */
export function bitcoinRegtestNetwork(url: string) {
  return {
    id: bitcoinRegtestReference,
    name: 'Bitcoin Regtest',
    chainNamespace: 'bip122' as const,
    caipNetworkId: `bip122:${bitcoinRegtestReference}` as const,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [url] } },
    testnet: true,
    assets: { imageId: 'bitcoin' },
  }
}

/** The regtest network as {@link bitcoinRegtestNetwork} describes it. */
export type BitcoinRegtestNetwork = ReturnType<typeof bitcoinRegtestNetwork>
