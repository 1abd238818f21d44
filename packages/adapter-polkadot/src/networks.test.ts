import { hexToU8a } from '@polkadot/util'
import { blake2AsHex } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { paseo, polkadotNetworks, ss58PrefixOf } from './networks.js'

// The chain specs smoldot ships (@substrate/connect-known-chains, Parity's package) give each
// relay chain's genesis state root; the genesis hash is the hash of the block-0 header built on
// it. Deriving it here checks every hash, prefix and decimals we wrote by hand against a
// source we did not write.
const specModules = {
  Polkadot: () => import('@substrate/connect-known-chains/polkadot'),
  Kusama: () => import('@substrate/connect-known-chains/ksmcc3'),
  Westend: () => import('@substrate/connect-known-chains/westend2'),
  Paseo: () => import('@substrate/connect-known-chains/paseo'),
} as const

type ChainSpec = {
  genesis: { stateRootHash: string }
  properties: { ss58Format: number; tokenDecimals: number; tokenSymbol: string }
}

function genesisHashOf(spec: ChainSpec): string {
  // Block 0's header in SCALE: zero parent hash, number compact(0), state root, the root of
  // no extrinsics (blake2-256 of the empty trie's encoding, 0x00), no digest items.
  const header = new Uint8Array([
    ...new Uint8Array(32),
    0,
    ...hexToU8a(spec.genesis.stateRootHash),
    ...hexToU8a(blake2AsHex(new Uint8Array([0]), 256)),
    0,
  ])
  return blake2AsHex(header, 256)
}

describe('polkadotNetworks', () => {
  it('are Polkadot, Kusama, Westend and Paseo', () => {
    expect(polkadotNetworks.map((network) => network.name)).toEqual(Object.keys(specModules))
  })

  for (const [name, load] of Object.entries(specModules)) {
    it(`${name}: genesis hash, SS58 prefix, decimals and symbol agree with its chain spec`, async () => {
      const spec = JSON.parse((await load()).chainSpec) as ChainSpec
      const network = polkadotNetworks.find((known) => known.name === name)
      expect(network?.caipNetworkId).toBe(`polkadot:${genesisHashOf(spec).slice(2, 34)}`)
      expect(network?.ss58Prefix).toBe(spec.properties.ss58Format)
      expect(network?.nativeCurrency.decimals).toBe(spec.properties.tokenDecimals)
      expect(network?.nativeCurrency.symbol).toBe(spec.properties.tokenSymbol)
    })
  }

  it('ss58PrefixOf: a known network by its CAIP-2 id, undefined for one not known', () => {
    expect(ss58PrefixOf({ ...paseo, ss58Prefix: undefined } as never)).toBe(42)
    const unknown = { ...paseo, caipNetworkId: 'polkadot:00000000000000000000000000000000' }
    expect(ss58PrefixOf({ ...unknown, ss58Prefix: undefined } as never)).toBeUndefined()
  })
})
