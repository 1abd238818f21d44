import { describe, expect, it } from 'vitest'
import { resolveCosmosChains } from '../chains/cosmosChainSettings.js'
import type { CosmosClient } from '../chains/cosmosClient.js'
import { testPriceBook } from '../testing/testPriceBook.js'
import { readCosmosBalances } from './cosmosBalances.js'
import { createTokenCatalogue } from './tokenCatalogue.js'

const [hub] = resolveCosmosChains({ 'cosmos:cosmoshub-4': 'https://rpc.example' }, undefined)
if (!hub) throw new Error('the Hub resolves')
const catalogue = createTokenCatalogue([hub])
const shown = {
  catalogue,
  prices: testPriceBook({ 'cosmos:cosmoshub-4:native': 10 }),
  base: 'https://latch.example',
  projectId: 'demo',
}
const ibc = 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2'

/** A node whose account holds `coins` and that keeps bank metadata for `described` only. */
function node(coins: Record<string, bigint>, described: Record<string, unknown> = {}) {
  return {
    balances: async () => Object.entries(coins).map(([denom, amount]) => ({ denom, amount })),
    bondDenom: async () => 'ustake',
    denomMetadata: async (denom: string) => described[denom],
  } as unknown as CosmosClient
}

describe('readCosmosBalances', () => {
  it('default: on a known network, its native denom first with Latch’s name, then the others by symbol', async () => {
    const client = node(
      { [ibc]: 5n, ufactory: 3n, uatom: 1_500_000n },
      {
        ufactory: { name: 'Factory', symbol: 'FCT', decimals: 2 },
      },
    )
    const balances = await readCosmosBalances({ ...shown, chain: hub, client, address: 'cosmos1x' })
    expect(
      balances.map(({ name, symbol, address, quantity, value }) => ({
        name,
        symbol,
        address,
        quantity,
        value,
      })),
    ).toEqual([
      {
        name: 'Cosmos',
        symbol: 'ATOM',
        address: undefined,
        quantity: { decimals: '6', numeric: '1.5' },
        value: 15,
      },
      {
        name: 'Factory',
        symbol: 'FCT',
        address: 'cosmos:cosmoshub-4:ufactory',
        quantity: { decimals: '2', numeric: '0.03' },
        value: undefined,
      },
      // A denom nobody describes: itself, in its base unit.
      {
        name: ibc,
        symbol: ibc,
        address: `cosmos:cosmoshub-4:${ibc}`,
        quantity: { decimals: '0', numeric: '5' },
        value: undefined,
      },
    ])
  })

  it('behavior: a denom whose maker calls it ATOM is shown by its denom, neither priced nor drawn; the Hub’s own ATOM keeps Latch’s name', async () => {
    const client = node(
      { 'factory/osmo1maker/atom': 1_000_000n, uatom: 2_000_000n },
      {
        'factory/osmo1maker/atom': { name: 'Cosmos', symbol: 'ATOM', decimals: 0 },
        // A node's metadata for the chain's own coin does not rename it.
        uatom: { name: 'Fake', symbol: 'FAKE', decimals: 0 },
      },
    )
    const balances = await readCosmosBalances({ ...shown, chain: hub, client, address: 'cosmos1x' })
    expect(
      balances.map(({ name, symbol, address, value, price, iconUrl }) => ({
        name,
        symbol,
        address,
        value,
        price,
        iconUrl,
      })),
    ).toEqual([
      {
        name: 'Cosmos',
        symbol: 'ATOM',
        address: undefined,
        value: 20,
        price: 10,
        iconUrl: 'https://latch.example/public/getTokenImage/atom?projectId=demo',
      },
      // Shown by its denom: a second "ATOM" beside the real one would pass for it.
      {
        name: 'Cosmos',
        symbol: 'factory/osmo1maker/atom',
        address: 'cosmos:cosmoshub-4:factory/osmo1maker/atom',
        value: undefined,
        price: undefined,
        iconUrl: '',
      },
    ])
  })

  it('behavior: a known network’s native denom is listed at zero when the account has none', async () => {
    const balances = await readCosmosBalances({
      ...shown,
      chain: hub,
      client: node({}),
      address: 'cosmos1x',
    })
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'ATOM', quantity: { decimals: '6', numeric: '0' } }),
    ])
  })

  it('behavior: a denom whose metadata claims a known coin is shown by its denom, not as that coin', async () => {
    const fake = 'factory/cosmos1maker/uatom'
    const client = node(
      { uatom: 1_000_000n, [fake]: 7_000_000n, ulocal: 1n, [`${fake}2`]: 2n },
      {
        [fake]: { name: 'Cosmos Hub Atom', symbol: 'ATOM', decimals: 6 },
        [`${fake}2`]: { name: 'Stake', symbol: 'stake', decimals: 0 },
        ustake: { name: 'Stake', symbol: 'STAKE', decimals: 6 },
      },
    )
    const balances = await readCosmosBalances({ ...shown, chain: hub, client, address: 'cosmos1x' })
    expect(balances.filter(({ symbol }) => symbol === 'ATOM')).toHaveLength(1)
    expect(balances.find(({ address }) => address === `cosmos:cosmoshub-4:${fake}`)).toMatchObject({
      name: 'Cosmos Hub Atom',
      symbol: fake,
      quantity: { decimals: '6', numeric: '7' },
    })
    // Unpriced: no price and no value at all, never 0 (issue 30's contract).
    expect(
      balances.find(({ address }) => address === `cosmos:cosmoshub-4:${fake}`),
    ).not.toHaveProperty('value')
  })

  it('behavior: on a chain Latch does not know, a denom claiming the chain’s own coin is shown by its denom', async () => {
    const [local] = resolveCosmosChains({ 'cosmos:latch-local-9': 'http://127.0.0.1:1' }, undefined)
    if (!local) throw new Error('the chain resolves')
    const client = node(
      { ustake: 5n, ufake: 9n },
      {
        ustake: { name: 'Stake', symbol: 'STAKE', decimals: 0 },
        ufake: { name: 'Stake', symbol: 'Stake', decimals: 0 },
      },
    )
    const balances = await readCosmosBalances({
      ...shown,
      catalogue: createTokenCatalogue([local]),
      chain: local,
      client,
      address: 'cosmos1x',
    })
    expect(balances.map(({ symbol }) => symbol)).toEqual(['STAKE', 'ufake'])
  })
})
