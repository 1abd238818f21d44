import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { ChainSettingsError } from './chainSettingsError.js'
import {
  checkTokenListChains,
  nativeCurrencyOf,
  parseTokenList,
  tokenFieldsSchema,
} from './tokenList.js'

const schema = z.object({ mint: z.string().min(1), ...tokenFieldsSchema.shape })
const chain = 'eip155:31337'

describe('tokenList', () => {
  it('default: a chain with no list gets the defaults, a copy of them', () => {
    const defaults = [{ mint: 'm', name: 'Test', symbol: 'TT', decimals: 6 }]
    const parsed = parseTokenList(chain, undefined, schema, defaults)
    expect(parsed).toEqual(defaults)
    expect(parsed).not.toBe(defaults)
  })

  it('behavior: a listed chain gets its entries, symbols upper-cased, and no defaults', () => {
    const listed = [{ mint: 'm', name: 'Test', symbol: 'tt', decimals: 6 }]
    expect(parseTokenList(chain, listed, schema, [])).toEqual([{ ...listed[0], symbol: 'TT' }])
    expect(
      parseTokenList(chain, [], schema, [{ mint: 'd', name: 'D', symbol: 'D', decimals: 0 }]),
    ).toEqual([])
  })

  it('error: the first fault is named by its place', () => {
    const listed = [
      { mint: 'm', name: 'Test', symbol: 'TT', decimals: 6 },
      { mint: 'm', name: 'Test', symbol: 'no spaces', decimals: 6 },
    ]
    expect(() => parseTokenList(chain, listed, schema, [])).toThrow(ChainSettingsError)
    expect(() => parseTokenList(chain, listed, schema, [])).toThrow(
      /^tokens\.eip155:31337\[1\]\.symbol: must be 1–16 letters/,
    )
    expect(() => parseTokenList(chain, [42], schema, [])).toThrow(/^tokens\.eip155:31337\[0\]: /)
  })

  it('error: a token list for a chain without an RPC URL is refused', () => {
    const rpc = { [chain]: 'http://127.0.0.1:8545' }
    expect(() => checkTokenListChains(rpc, { [chain]: [] })).not.toThrow()
    expect(() => checkTokenListChains(rpc, undefined)).not.toThrow()
    expect(() => checkTokenListChains(rpc, { 'eip155:1': [] })).toThrow(
      'tokens: chain "eip155:1" has no RPC URL in LATCH_CHAIN_RPC',
    )
  })

  it("behavior: the native currency is the catalogue's, else the fallback", () => {
    const fallback = { name: 'Fallback', symbol: 'fb', decimals: 3 }
    expect(nativeCurrencyOf('eip155:1', fallback)).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
    })
    expect(nativeCurrencyOf('eip155:987654321987', fallback)).toEqual({
      name: 'Fallback',
      symbol: 'FB',
      decimals: 3,
    })
  })
})
