import type { CaipNetwork } from '@latch/core'
import { polkadot } from '@latch/core/networks'
import { type PolkadotNetwork, polkadotNetwork } from './polkadotNetwork.js'

// Named one by one rather than taken from core's catalogue (`getNetworksOfNamespace`): the
// catalogue names every network Latch knows, and a bundler that finds it beside a page's own
// network imports puts every network definition in the page's first bytes.

/** Kusama, the canary relay chain (SS58 prefix 2). */
export const kusama = polkadotNetwork({
  genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  name: 'Kusama',
  ss58Prefix: 2,
  decimals: 12,
  symbol: 'KSM',
  wsUrl: 'wss://kusama-rpc.polkadot.io',
  httpUrl: 'https://kusama-rpc.polkadot.io',
  testnet: false,
  blockExplorer: { name: 'Subscan', url: 'https://kusama.subscan.io' },
  imageId: 'kusama',
})

/** Westend, Parity's test relay chain (generic SS58 prefix 42). */
export const westend = polkadotNetwork({
  genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  name: 'Westend',
  ss58Prefix: 42,
  decimals: 12,
  symbol: 'WND',
  wsUrl: 'wss://westend-rpc.polkadot.io',
  httpUrl: 'https://westend-rpc.polkadot.io',
  blockExplorer: { name: 'Subscan', url: 'https://westend.subscan.io' },
  imageId: 'westend',
})

/**
 * Paseo, the community test relay chain that mirrors Polkadot's runtime (10 decimals, like
 * DOT; generic SS58 prefix 42, as its chain spec says).
 */
export const paseo = polkadotNetwork({
  genesisHash: '0x77afd6190f1554ad45fd0d31aee62aacc33c6db0ea801129acb813f913e0764f',
  name: 'Paseo',
  ss58Prefix: 42,
  decimals: 10,
  symbol: 'PAS',
  wsUrl: 'wss://paseo.rpc.amforc.com',
  httpUrl: 'https://paseo.rpc.amforc.com',
  blockExplorer: { name: 'Subscan', url: 'https://paseo.subscan.io' },
  imageId: 'paseo',
})

/** The Polkadot networks the adapter knows: core's Polkadot, Kusama, Westend and Paseo. */
export const polkadotNetworks: readonly PolkadotNetwork[] = [
  { ...polkadot, ss58Prefix: 0 },
  kusama,
  westend,
  paseo,
]

/**
 * The SS58 prefix of a network: its own (`polkadotNetwork`), else the known network's of the
 * same CAIP-2 id (core's `polkadot` carries none); undefined for a network the adapter does
 * not know, whose chain then says it (its `system_properties`).
 */
export function ss58PrefixOf(network: CaipNetwork): number | undefined {
  const own = (network as Partial<PolkadotNetwork>).ss58Prefix
  if (typeof own === 'number') return own
  return polkadotNetworks.find((known) => known.caipNetworkId === network.caipNetworkId)?.ss58Prefix
}
