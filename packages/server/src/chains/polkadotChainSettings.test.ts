import { describe, expect, test } from 'vitest'
import { ChainSettingsError } from './chainSettingsError.js'
import { isPolkadotChain, resolvePolkadotChains } from './polkadotChainSettings.js'

const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const local = 'polkadot:45454545454545454545454545454545'

describe('resolvePolkadotChains', () => {
  test('default: a known network has its native token, another chain the node’s', () => {
    const chains = resolvePolkadotChains(
      { [polkadot]: 'wss://rpc.polkadot.io', [local]: 'ws://127.0.0.1:8000' },
      undefined,
    )
    expect(chains).toEqual([
      {
        caipNetworkId: polkadot,
        wsUrl: 'wss://rpc.polkadot.io',
        native: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
        tokens: [],
      },
      { caipNetworkId: local, wsUrl: 'ws://127.0.0.1:8000', native: undefined, tokens: [] },
    ])
    expect(chains.every(isPolkadotChain)).toBe(true)
    expect(isPolkadotChain({ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' })).toBe(
      false,
    )
  })

  test('behavior: a bad id, a URL that is no WebSocket, or a token list stops the start', () => {
    const cases: [Record<string, string>, Record<string, unknown[]> | undefined, RegExp][] = [
      [
        { 'polkadot:91B171BB158E2D3848FA23A9F1C25182': 'wss://x' },
        undefined,
        /not a Polkadot chain id/,
      ],
      [{ 'polkadot:dot': 'wss://x' }, undefined, /not a Polkadot chain id/],
      [
        { [polkadot]: 'https://rpc.polkadot.io' },
        undefined,
        /WebSocket endpoint \(ws:\/\/ or wss:\/\/\)/,
      ],
      [{ [polkadot]: 'wss://' }, undefined, /WebSocket endpoint/],
      [
        { [polkadot]: 'wss://rpc.polkadot.io' },
        { [polkadot]: [] },
        /only its native token is served/,
      ],
    ]
    for (const [chainRpc, tokens, message] of cases) {
      expect(() => resolvePolkadotChains(chainRpc, tokens)).toThrow(ChainSettingsError)
      expect(() => resolvePolkadotChains(chainRpc, tokens)).toThrow(message)
    }
  })
})
