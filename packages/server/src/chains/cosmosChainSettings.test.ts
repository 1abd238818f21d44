import { describe, expect, test } from 'vitest'
import { ChainSettingsError } from './chainSettingsError.js'
import { isCosmosChain, resolveCosmosChains } from './cosmosChainSettings.js'

const hub = 'cosmos:cosmoshub-4'
const local = 'cosmos:latch-local-1'

describe('resolveCosmosChains', () => {
  test('default: a known network has its native currency and prefix, another chain neither', () => {
    const chains = resolveCosmosChains(
      { [hub]: 'https://cosmos-rpc.publicnode.com', [local]: 'http://127.0.0.1:26657' },
      undefined,
    )
    expect(chains).toEqual([
      {
        caipNetworkId: hub,
        chainId: 'cosmoshub-4',
        rpcUrl: 'https://cosmos-rpc.publicnode.com',
        bech32Prefix: 'cosmos',
        native: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
        tokens: [],
      },
      {
        caipNetworkId: local,
        chainId: 'latch-local-1',
        rpcUrl: 'http://127.0.0.1:26657',
        bech32Prefix: undefined,
        native: undefined,
        tokens: [],
      },
    ])
    expect(chains.every(isCosmosChain)).toBe(true)
    expect(isCosmosChain({ caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })).toBe(
      false,
    )
  })

  test('behavior: a bad id, a URL that is not HTTP, or a token list stops the start', () => {
    const cases: [Record<string, string>, Record<string, unknown[]> | undefined, RegExp][] = [
      [{ 'cosmos:has space': 'http://x' }, undefined, /not a Cosmos chain id/],
      [
        { [hub]: 'ws://127.0.0.1:26657' },
        undefined,
        /CometBFT RPC endpoint \(http:\/\/ or https:\/\/\)/,
      ],
      [{ [hub]: 'https://' }, undefined, /CometBFT RPC endpoint/],
      [{ [hub]: 'https://x' }, { [hub]: [] }, /its denoms are read from the account/],
    ]
    for (const [chainRpc, tokens, message] of cases) {
      expect(() => resolveCosmosChains(chainRpc, tokens)).toThrow(ChainSettingsError)
      expect(() => resolveCosmosChains(chainRpc, tokens)).toThrow(message)
    }
  })
})
