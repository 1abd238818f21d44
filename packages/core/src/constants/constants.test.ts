import { describe, expect, it } from 'vitest'
import * as chains from './chains.js'
import * as onramp from './onramp.js'
import { ONRAMP_DEFAULT_PAYMENT_LIMITS, onrampPurchaseCurrency } from './onramp.js'
import * as swaps from './swaps.js'

// The values themselves are held by the behaviour that uses them (the machines' and services'
// tests under fake timers, the stylesheet's test); here only what the lists must satisfy.

describe('swap constants', () => {
  it('default: the token lists include the symbols SPEC.md §2 names', () => {
    expect(swaps.SWAP_SUGGESTED_TOKENS).toEqual(expect.arrayContaining(['ETH', 'UNI', 'USDC']))
    expect(swaps.SWAP_POPULAR_TOKENS).toEqual(expect.arrayContaining(['ETH', 'UNI', 'USDC']))
  })

  it('behavior: swapsOn is true on the supported eip155 chains only', () => {
    expect(swaps.swapsOn({ chainNamespace: 'eip155', id: 8453 })).toBe(true)
    expect(swaps.swapsOn({ chainNamespace: 'eip155', id: 11155111 })).toBe(false)
    expect(
      swaps.swapsOn({ chainNamespace: 'solana', id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toBe(false)
    expect(swaps.swapsOn(undefined)).toBe(false)
  })

  it('behavior: isSwapNetwork is true on the supported chains only', () => {
    for (const chainId of swaps.SWAP_SUPPORTED_CHAIN_IDS)
      expect(swaps.isSwapNetwork(chainId)).toBe(true)
    expect(swaps.isSwapNetwork(11155111)).toBe(false)
  })
})

describe('onramp constants', () => {
  it('default: each payment limit is a range', () => {
    for (const limit of ONRAMP_DEFAULT_PAYMENT_LIMITS) {
      expect(Number(limit.min), limit.id).toBeLessThan(Number(limit.max))
    }
    expect(onramp.ONRAMP_FEE_RANGE_PERCENT.min).toBeLessThan(onramp.ONRAMP_FEE_RANGE_PERCENT.max)
  })

  it('behavior: SOL on solana, USDC elsewhere', () => {
    expect(onrampPurchaseCurrency('solana')).toBe('SOL')
    expect(onrampPurchaseCurrency('eip155')).toBe('USDC')
    expect(onrampPurchaseCurrency('bip122')).toBe('USDC')
  })
})

describe('chain constants', () => {
  it('default: CAIP-2 references are 32 characters, as CAIP-2 cuts the genesis hashes', () => {
    for (const reference of [
      chains.SOLANA_MAINNET_REFERENCE,
      chains.SOLANA_TESTNET_REFERENCE,
      chains.SOLANA_DEVNET_REFERENCE,
      chains.BITCOIN_MAINNET_REFERENCE,
      chains.BITCOIN_TESTNET_REFERENCE,
      chains.POLKADOT_MAINNET_REFERENCE,
    ]) {
      expect(reference).toHaveLength(32)
    }
  })

  it('behavior: native placeholders are valid addresses of their namespace', () => {
    expect(chains.NATIVE_TOKEN_PLACEHOLDER_ADDRESSES.eip155).toMatch(/^0x[0-9a-f]{40}$/i)
    expect(chains.NATIVE_TOKEN_PLACEHOLDER_ADDRESSES.solana).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    )
    // IANA names the runtime knows: a misspelt zone would never match a visitor's.
    for (const timeZone of chains.RESTRICTED_TIMEZONES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone }), timeZone).not.toThrow()
    }
  })
})
