import { describe, expect, test } from 'vitest'
import { devnetStablecoin, devnetTestToken } from '../chains/chainSettings.js'
import { solanaDevnetTestToken } from '../chains/solanaClusterSettings.js'
import { devnetDex } from '../convert/dexSettings.js'
import { resolveServerConfig } from './serverConfig.js'

const local = 'eip155:31337=http://127.0.0.1:8545,eip155:31338=http://127.0.0.1:8546'
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

describe('blockchain configuration', () => {
  test('default: no chains, no fixed prices, the local exchange, polling every 2 s, zone latch, no faults', () => {
    const config = resolveServerConfig({ env: {} })
    expect(config.chains).toEqual([])
    expect(config.solanaClusters).toEqual([])
    expect(config.bitcoinChains).toEqual([])
    expect(config.polkadotChains).toEqual([])
    expect(config.prices).toEqual({})
    expect(config.swap).toEqual({ dexes: new Map(), provider: { kind: 'uniswap-v2' } })
    expect(config.indexer).toEqual({
      pollIntervalMs: 2000,
      startBlock: 0,
      batchSize: 100,
      leaderRetryMs: 1500,
    })
    expect(config.names).toEqual({ zone: 'latch', signatureMaxAgeSeconds: 600 })
    expect(config.faults).toEqual([])
  })

  test('behavior: the testkit chains get LTT, LUSD and the Uniswap V2 deployment; others none; native from core', () => {
    const config = resolveServerConfig({
      env: { LATCH_CHAIN_RPC: `${local},eip155:1=https://rpc.example` },
    })
    expect(config.chains.map((chain) => [chain.caipNetworkId, chain.id, chain.tokens])).toEqual([
      ['eip155:31337', 31337, [devnetTestToken, devnetStablecoin]],
      ['eip155:31338', 31338, [devnetTestToken, devnetStablecoin]],
      ['eip155:1', 1, []],
    ])
    expect([...config.swap.dexes]).toEqual([
      ['eip155:31337', devnetDex],
      ['eip155:31338', devnetDex],
    ])
    expect(config.chains[2]?.native).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
  })

  test('behavior: solana ids are Solana clusters; the testkit cluster gets LTT', () => {
    const devnetCluster = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const usdc = {
      mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
    }
    const config = resolveServerConfig({
      env: {
        LATCH_CHAIN_RPC: `eip155:31337=http://127.0.0.1:8545,${devnetCluster}=http://127.0.0.1:8899,${mainnet}=https://sol.example`,
        LATCH_TOKENS: JSON.stringify({ [mainnet]: [usdc] }),
      },
    })
    expect(config.chains.map((chain) => chain.caipNetworkId)).toEqual(['eip155:31337'])
    expect(
      config.solanaClusters.map((cluster) => [
        cluster.caipNetworkId,
        cluster.rpcUrl,
        cluster.tokens,
      ]),
    ).toEqual([
      [devnetCluster, 'http://127.0.0.1:8899', [solanaDevnetTestToken]],
      [mainnet, 'https://sol.example', [usdc]],
    ])
  })

  test('behavior: bip122 ids are Bitcoin chains read from their Esplora, with BTC', () => {
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const mainnet = 'bip122:000000000019d6689c085ae165831e93'
    const config = resolveServerConfig({
      env: {
        LATCH_CHAIN_RPC: `eip155:31337=http://127.0.0.1:8545,${regtest}=http://127.0.0.1:3002,${mainnet}=https://blockstream.info/api/`,
      },
    })
    expect(config.chains.map((chain) => chain.caipNetworkId)).toEqual(['eip155:31337'])
    expect(config.solanaClusters).toEqual([])
    expect(
      config.bitcoinChains.map((chain) => [
        chain.caipNetworkId,
        chain.chain.name,
        chain.esploraUrl,
        chain.native,
        chain.tokens,
      ]),
    ).toEqual([
      [regtest, 'regtest', 'http://127.0.0.1:3002', btc, []],
      // The trailing slash goes: paths are appended to it.
      [mainnet, 'mainnet', 'https://blockstream.info/api', btc, []],
    ])
  })

  test('behavior: cosmos ids are Cosmos chains read from their node’s CometBFT RPC', () => {
    const config = resolveServerConfig({
      env: { LATCH_CHAIN_RPC: 'cosmos:latch-local-1=http://127.0.0.1:26657' },
    })
    expect(config.chains).toEqual([])
    expect(config.cosmosChains).toEqual([
      {
        caipNetworkId: 'cosmos:latch-local-1',
        chainId: 'latch-local-1',
        rpcUrl: 'http://127.0.0.1:26657',
        bech32Prefix: undefined,
        native: undefined,
        tokens: [],
      },
    ])
  })

  test('behavior: polkadot ids are Polkadot chains read from their node over WebSocket', () => {
    const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
    const local = 'polkadot:45454545454545454545454545454545'
    const config = resolveServerConfig({
      env: {
        LATCH_CHAIN_RPC: `${polkadot}=wss://rpc.polkadot.io,${local}=ws://127.0.0.1:8000`,
      },
    })
    expect(config.chains).toEqual([])
    expect(config.polkadotChains).toEqual([
      {
        caipNetworkId: polkadot,
        wsUrl: 'wss://rpc.polkadot.io',
        native: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
        tokens: [],
      },
      { caipNetworkId: local, wsUrl: 'ws://127.0.0.1:8000', native: undefined, tokens: [] },
    ])
    expect(config.polkadotHistoryBlocks).toBe(100)
    expect(
      resolveServerConfig({ env: { LATCH_POLKADOT_HISTORY_BLOCKS: '500' } }).polkadotHistoryBlocks,
    ).toBe(500)
    expect(resolveServerConfig({ env: {}, polkadotHistoryBlocks: 7 }).polkadotHistoryBlocks).toBe(7)
  })

  test('parameters: LATCH_TOKENS, LATCH_PRICES, poll, start block, zone, age, faults', () => {
    const config = resolveServerConfig({
      env: {
        LATCH_CHAIN_RPC: local,
        LATCH_TOKENS: JSON.stringify({
          'eip155:31337': [
            {
              address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
              name: 'USD Coin',
              symbol: 'usdc',
              decimals: 6,
              icon: 'https://img.example/usdc.svg',
            },
          ],
        }),
        LATCH_PRICES:
          '{"eth":2500,"DAI":1,"eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512":1.01}',
        LATCH_INDEXER_POLL_MS: 'off',
        LATCH_INDEXER_START_BLOCK: '12',
        LATCH_NAME_ZONE: 'shop',
        LATCH_SIGNATURE_MAX_AGE_SECONDS: '60',
        LATCH_FAULTS: '[{"path":"/v1/**","status":503}]',
      },
    })
    expect(config.chains[0]?.tokens).toEqual([
      {
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        icon: 'https://img.example/usdc.svg',
      },
    ])
    // A chain left out of LATCH_TOKENS keeps its default list.
    expect(config.chains[1]?.tokens).toEqual([devnetTestToken, devnetStablecoin])
    // Only what is configured: symbols upper-cased, asset ids' 0x addresses lower-cased.
    expect(config.prices).toEqual({
      ETH: 2500,
      DAI: 1,
      'eip155:31337:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512': 1.01,
    })
    expect(config.indexer).toMatchObject({ pollIntervalMs: false, startBlock: 12 })
    expect(config.names).toEqual({ zone: 'shop', signatureMaxAgeSeconds: 60 })
    expect(config.faults).toEqual([{ path: '/v1/**', status: 503 }])
  })

  test('parameters: LATCH_DEX, LATCH_SWAP_PROVIDER, LATCH_0X_API_KEY', () => {
    const dex = {
      factory: '0x5c69bee701ef814a2b6a3edd4b1652cb9cc5aa6f',
      router: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
      weth: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    }
    const config = resolveServerConfig({
      env: {
        LATCH_CHAIN_RPC: `${local},eip155:1=https://rpc.example`,
        // Mainnet's Uniswap V2; the second local chain's default turned off.
        LATCH_DEX: JSON.stringify({ 'eip155:1': dex, 'eip155:31338': null }),
        LATCH_SWAP_PROVIDER: '0x',
        LATCH_0X_API_KEY: 'key',
      },
    })
    expect([...config.swap.dexes]).toEqual([
      ['eip155:31337', devnetDex],
      [
        'eip155:1',
        {
          factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
          router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
          weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        },
      ],
    ])
    expect(config.swap.provider).toEqual({
      kind: '0x',
      apiKey: 'key',
      apiUrl: 'https://api.0x.org',
    })
  })

  test('behavior: bad values stop the start naming the setting', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { LATCH_CHAIN_RPC: 'near:mainnet=https://rpc.example' },
        /only eip155 chains, solana clusters, bip122, polkadot and cosmos chains/,
      ],
      [
        { LATCH_CHAIN_RPC: 'polkadot:91b171bb158e2d3848fa23a9f1c25182=https://rpc.polkadot.io' },
        /^LATCH_CHAIN_RPC polkadot:91b171bb158e2d3848fa23a9f1c25182/,
      ],
      [
        {
          LATCH_CHAIN_RPC: 'polkadot:91b171bb158e2d3848fa23a9f1c25182=wss://rpc.polkadot.io',
          LATCH_TOKENS: '{"polkadot:91b171bb158e2d3848fa23a9f1c25182":[]}',
        },
        /only its native token is served/,
      ],
      [{ LATCH_POLKADOT_HISTORY_BLOCKS: '0' }, /^LATCH_POLKADOT_HISTORY_BLOCKS/],
      [
        { LATCH_CHAIN_RPC: 'bip122:00000000000000000000000000000000=https://esplora.example' },
        /is not a Bitcoin chain \(mainnet, testnet, signet or regtest\)/,
      ],
      [
        {
          LATCH_CHAIN_RPC: 'bip122:000000000019d6689c085ae165831e93=https://esplora.example',
          LATCH_TOKENS: '{"bip122:000000000019d6689c085ae165831e93":[]}',
        },
        /only its native BTC is served/,
      ],
      [
        {
          LATCH_CHAIN_RPC: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://rpc.example',
          LATCH_TOKENS: '{"solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp":[{"mint":"0x1"}]}',
        },
        /^tokens\.solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\[0\]\.mint/,
      ],
      [
        { LATCH_CHAIN_RPC: local, LATCH_TOKENS: '{"solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp":[]}' },
        /solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" has no RPC URL/,
      ],
      [{ LATCH_CHAIN_RPC: local, LATCH_TOKENS: '{"eip155:1":[]}' }, /eip155:1" has no RPC URL/],
      [
        { LATCH_CHAIN_RPC: local, LATCH_TOKENS: '{"eip155:31337":[{"address":"0x1"}]}' },
        /^tokens\.eip155:31337\[0\]\.address/,
      ],
      [{ LATCH_TOKENS: 'nope' }, /^LATCH_TOKENS: not JSON/],
      [{ LATCH_PRICES: '{"ETH":-1}' }, /^LATCH_PRICES at ETH/],
      [{ LATCH_PRICES: '{"ETH":0}' }, /^LATCH_PRICES at ETH/],
      [{ LATCH_SWAP_PROVIDER: 'uniswap' }, /^LATCH_SWAP_PROVIDER: must be uniswap-v2 or 0x/],
      [{ LATCH_SWAP_PROVIDER: '0x' }, /^LATCH_0X_API_KEY: required/],
      [{ LATCH_DEX: 'nope' }, /^LATCH_DEX: not JSON/],
      [{ LATCH_DEX: '{"eip155:1":{}}' }, /dex: chain "eip155:1" is not an eip155 chain/],
      [
        { LATCH_CHAIN_RPC: local, LATCH_DEX: '{"eip155:31337":{"factory":"0x1"}}' },
        /^dex\.eip155:31337\.factory: must be a 0x address/,
      ],
      [{ LATCH_INDEXER_POLL_MS: '5' }, /^LATCH_INDEXER_POLL_MS/],
      [{ LATCH_NAME_ZONE: 'Bad Zone' }, /^LATCH_NAME_ZONE/],
      [{ LATCH_FAULTS: '[{"path":"/x"}]' }, /^LATCH_FAULTS at 0/],
    ]
    for (const [env, message] of cases) {
      expect(() => resolveServerConfig({ env }), JSON.stringify(env)).toThrow(message)
    }
  })
})
