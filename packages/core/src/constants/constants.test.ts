import { describe, expect, it } from 'vitest'
import * as chains from './chains.js'
import * as limits from './limits.js'
import * as onramp from './onramp.js'
import { ONRAMP_DEFAULT_PAYMENT_LIMITS, onrampPurchaseCurrency } from './onramp.js'
import * as swaps from './swaps.js'
import * as time from './time.js'
import * as ui from './ui.js'

// SPEC.md §2, §4 and §9, figure by figure.
describe('time constants', () => {
  it('default', () => {
    expect(time.PAIRING_LIFETIME_MS).toBe(240_000)
    expect(time.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    expect(time.BALANCE_RETRY_MIN_MS).toBe(30_000)
    expect(time.SOCIAL_POPUP_CHECK_INTERVAL_MS).toBe(1_000)
    expect(time.MODAL_SHAKE_MS).toBe(500)
    expect(time.SNACKBAR_SWAP_MS).toBe(150)
    expect(time.SEARCH_MIN_WAIT_MS).toBe(300)
    expect(time.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
    expect([
      time.ANIMATION_VIEW_OUT_MS,
      time.ANIMATION_VIEW_IN_MS,
      time.ANIMATION_MODAL_MS,
    ]).toEqual([120, 150, 150])
    expect(time.CONFIRMATION_RESET_MS).toBe(5_000)
    expect(time.SNACKBAR_AUTO_CLOSE_MS).toBe(3_000)
    expect(time.FRAME_LOAD_TIMEOUT_MS).toBe(20_000)
    expect(time.FRAME_READY_AFTER_LOAD_MS).toBe(2_000)
    expect(time.FRAME_REQUEST_TIMEOUT_MS).toBe(120_000)
    expect(time.FRAME_READY_DELAY_MS).toBe(500)
    expect(time.SIGN_OUT_TIMEOUT_MS).toBe(3_000)
    expect(time.NOT_ALLOWED_MESSAGE_DELAY_MS).toBe(300)
    expect(time.EMAIL_COOLDOWN_MS).toBe(30_000)
    expect(time.FARCASTER_RELOAD_DELAY_MS).toBe(100)
    expect(time.PORTFOLIO_BALANCE_CACHE_MS).toBe(30_000)
    expect(time.NATIVE_BALANCE_CACHE_MS).toBe(30_000)
    expect(time.NAME_CACHE_MS).toBe(300_000)
    expect(time.IDENTITY_CACHE_MS).toBe(300_000)
    expect(time.TELEMETRY_ERROR_WINDOW_MS).toBe(60_000)
    expect(time.FALLBACK_POLLING_INTERVAL_MS).toBe(4_000)
    expect(time.FALLBACK_PING_TIMEOUT_MS).toBe(1_000)
  })
})

describe('limits', () => {
  it('default', () => {
    expect(limits.RECENT_WALLETS_MAX).toBe(2)
    expect(limits.FEATURED_WALLETS_DEFAULT_COUNT).toBe(4)
    expect(limits.RECOMMENDED_WALLETS_PAGE_SIZE).toBe(4)
    expect(limits.WALLETS_PAGE_SIZE).toBe(40)
    expect(limits.WALLETS_PAGE_IMAGES_PREFETCHED).toBe(20)
    expect(limits.WALLET_SEARCH_PAGE_SIZE).toBe(100)
    expect(limits.TELEMETRY_ERROR_CAP).toBe(5)
    expect(limits.FALLBACK_SAMPLE_COUNT).toBe(10)
    expect(limits.FALLBACK_STABILITY_WEIGHT + limits.FALLBACK_LATENCY_WEIGHT).toBe(1)
    expect(limits.FALLBACK_STABILITY_WEIGHT).toBe(0.7)
    expect(limits.EMAIL_DISPLAY_MAX_LENGTH).toBe(30)
    expect([limits.TRANSACTION_DECIMALS, limits.BALANCE_DECIMALS, limits.FIAT_DECIMALS]).toEqual([
      3, 3, 2,
    ])
    expect([limits.AVATAR_TINT_COUNT, limits.AVATAR_TINT_STEP]).toEqual([5, 0.15])
    expect(limits.NAME_MIN_LENGTH).toBe(4)
    expect(limits.COIN_TYPE_FLAG).toBe(2 ** 31)
    expect(limits.SECURE_SDK_VERSION).toBe(4)
    expect(limits.DEFAULT_LOG_LEVEL).toBe('error')
    expect([limits.SOCIAL_POPUP_WIDTH, limits.SOCIAL_POPUP_HEIGHT]).toEqual([600, 800])
  })
})

describe('ui constants', () => {
  it('default', () => {
    expect({ ...ui }).toEqual({
      MODAL_WIDTH_PX: 360,
      MODAL_Z_INDEX: 999,
      DEFAULT_FONT_SIZE_PX: 10,
      DEFAULT_BORDER_RADIUS_PX: 4,
      DEFAULT_THEME_MODE: 'dark',
    })
  })
})

describe('swap constants', () => {
  it('default', () => {
    expect(swaps.SWAP_SLIPPAGE_TOLERANCE).toBe(1)
    expect(swaps.SWAP_SUPPORTED_CHAIN_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
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
  it('default', () => {
    expect(onramp.ONRAMP_FEE_RANGE_PERCENT).toEqual({ min: 1, max: 2 })
    expect(onramp.ONRAMP_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(ONRAMP_DEFAULT_PAYMENT_LIMITS).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(onramp.ONRAMP_DEFAULT_PAYMENT_CURRENCIES).toEqual(['USD', 'EUR'])
    expect(onramp.ONRAMP_DEFAULT_PURCHASE_CURRENCIES).toEqual(['USDC', 'ETH'])
  })

  it('behavior: SOL on solana, USDC elsewhere', () => {
    expect(onrampPurchaseCurrency('solana')).toBe('SOL')
    expect(onrampPurchaseCurrency('eip155')).toBe('USDC')
    expect(onrampPurchaseCurrency('bip122')).toBe('USDC')
  })
})

describe('chain constants', () => {
  it('default: Solana cluster references', () => {
    expect(chains.SOLANA_MAINNET_REFERENCE).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(chains.SOLANA_TESTNET_REFERENCE).toBe('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(chains.SOLANA_DEVNET_REFERENCE).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })

  it('behavior: native placeholders are valid addresses of their namespace', () => {
    expect(chains.NATIVE_TOKEN_PLACEHOLDER_ADDRESSES.eip155).toMatch(/^0x[0-9a-f]{40}$/i)
    expect(chains.NATIVE_TOKEN_PLACEHOLDER_ADDRESSES.solana).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    )
    expect(chains.RESTRICTED_TIMEZONES.every((zone) => zone.startsWith('Asia/'))).toBe(true)
  })
})
