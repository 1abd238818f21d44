import { isSafeDeepLink } from '@latch/core/internal'
import { describe, expect, test } from 'vitest'
import { bundledWallets } from './bundledWallets.js'
import { generateSyntheticWallets } from './syntheticWallets.js'
import { walletRegistrySchema } from './wallet.js'

describe('bundledWallets', () => {
  test('default: at least 40 valid wallets with unique ids', () => {
    expect(bundledWallets.length).toBeGreaterThanOrEqual(40)
    expect(walletRegistrySchema.safeParse(bundledWallets).success).toBe(true)
  })

  test('behavior: the widely used wallets are listed', () => {
    const names = bundledWallets.map((wallet) => wallet.name)
    for (const name of [
      'MetaMask',
      'Rabby Wallet',
      'Coinbase Wallet',
      'Trust Wallet',
      'Phantom',
      'Keplr',
      'Xverse',
      'Talisman',
      'polkadot{.js}',
      'Ledger Live',
      'Safe{Wallet}',
    ]) {
      expect(names).toContain(name)
    }
  })

  test('behavior: every namespace has wallets', () => {
    for (const namespace of ['eip155', 'solana', 'bip122', 'cosmos', 'polkadot']) {
      const count = bundledWallets.filter((wallet) =>
        wallet.chains.some((chain) => chain.startsWith(`${namespace}:`)),
      ).length
      expect(count, namespace).toBeGreaterThanOrEqual(5)
    }
  })

  test('behavior: every link is https or an app scheme', () => {
    for (const wallet of bundledWallets) {
      for (const link of [wallet.mobile_link, wallet.desktop_link]) {
        if (link !== null) expect(isSafeDeepLink(link), `${wallet.id} ${link}`).toBe(true)
      }
      for (const page of [wallet.homepage, wallet.webapp_link]) {
        if (page !== null) expect(page, wallet.id).toMatch(/^https:\/\//)
      }
    }
  })
})

describe('walletRegistrySchema', () => {
  const [base] = generateSyntheticWallets(1)
  test('behavior: script and local schemes are refused', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc',
      'http://evil.example',
    ]) {
      const result = walletRegistrySchema.safeParse([{ ...base, mobile_link: link }])
      expect(result.success, link).toBe(false)
    }
  })

  test('behavior: duplicate ids and non-CAIP chains are refused', () => {
    expect(walletRegistrySchema.safeParse([base, base]).success).toBe(false)
    expect(walletRegistrySchema.safeParse([{ ...base, chains: ['ethereum'] }]).success).toBe(false)
  })
})

describe('generateSyntheticWallets', () => {
  test('default: deterministic, valid and unique at 10 000', () => {
    const wallets = generateSyntheticWallets(10_000)
    expect(wallets).toHaveLength(10_000)
    expect(walletRegistrySchema.safeParse(wallets).success).toBe(true)
    expect(generateSyntheticWallets(3)).toEqual(wallets.slice(0, 3))
    expect(wallets[0]?.name).toBe('Amber Vault 1')
  })
})
