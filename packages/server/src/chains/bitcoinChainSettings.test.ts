import { bitcoinChainOf } from '@latch/adapter-bitcoin'
import { describe, expect, test } from 'vitest'
import {
  isBitcoinAddressOfChain,
  isBitcoinChain,
  resolveBitcoinChains,
} from './bitcoinChainSettings.js'

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const testnet = 'bip122:000000000933ea01ad0ee984209779ba'

describe('resolveBitcoinChains', () => {
  test('default: each bip122 entry is a chain read from its Esplora, with BTC', () => {
    const [chain] = resolveBitcoinChains({ [regtest]: 'http://127.0.0.1:3002//' }, undefined)
    expect(chain).toEqual({
      caipNetworkId: regtest,
      chain: bitcoinChainOf(regtest),
      esploraUrl: 'http://127.0.0.1:3002',
      native: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      tokens: [],
    })
    expect(chain && isBitcoinChain(chain)).toBe(true)
    expect(isBitcoinChain({ caipNetworkId: 'eip155:1' })).toBe(false)
  })

  test('behavior: another namespace, an unknown chain or a token list is refused', () => {
    expect(() => resolveBitcoinChains({ 'eip155:1': 'https://rpc.example' }, undefined)).toThrow(
      'chainRpc: "eip155:1" is not a Bitcoin chain (mainnet, testnet, signet or regtest)',
    )
    expect(() =>
      resolveBitcoinChains(
        { 'bip122:ffffffffffffffffffffffffffffffff': 'http://e.test' },
        undefined,
      ),
    ).toThrow('is not a Bitcoin chain')
    expect(() => resolveBitcoinChains({ [regtest]: 'http://e.test' }, { [regtest]: [] })).toThrow(
      `tokens: chain "${regtest}" is a Bitcoin chain; only its native BTC is served`,
    )
  })
})

describe('isBitcoinAddressOfChain', () => {
  const chain = (id: string) => bitcoinChainOf(id) ?? expect.unreachable()
  test.each([
    ['bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', regtest, true],
    ['BCRT1QQUV9LG5G2R4JKR0AHUN0DDFG5XNTXJELWJPNUW', regtest, true],
    ['bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', testnet, false],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', testnet, true],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', regtest, false],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', regtest, false],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', regtest, true],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', regtest, false],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'bip122:000000000019d6689c085ae165831e93', true],
    ['not-an-address', regtest, false],
  ])('behavior: %s on %s: %s', (address, chainId, expected) => {
    expect(isBitcoinAddressOfChain(address, chain(chainId))).toBe(expected)
  })
})
