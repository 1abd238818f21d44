import { describe, expect, it } from 'vitest'
import {
  embeddedDefaultAccountType,
  movesToFront,
  orderAccounts,
  preferredAccountTypesByDefault,
} from './accountOrder.js'

const payment = { address: 'bc1q', type: 'payment' } as const
const ordinal = { address: 'bc1p', type: 'ordinal' } as const

describe('orderAccounts', () => {
  it('default: the first account of the preferred type comes first, the rest keep their order', () => {
    const other = { address: 'bc1p2', type: 'ordinal' } as const
    expect(orderAccounts([payment, ordinal, other], 'ordinal')).toEqual([ordinal, payment, other])
  })

  it('behavior: without a preference or an account of its type, the order stays', () => {
    expect(orderAccounts([ordinal, payment], undefined)).toEqual([ordinal, payment])
    const evm = { address: '0xaa' }
    expect(orderAccounts([evm], 'payment')).toEqual([evm])
  })

  it('behavior: movesToFront tells whether the type has an account that is not first', () => {
    expect(movesToFront([payment, ordinal], 'ordinal')).toBe(true)
    expect(movesToFront([payment, ordinal], 'payment')).toBe(false)
    expect(movesToFront([payment], 'ordinal')).toBe(false)
  })

  it('default: Bitcoin shows its payment account; the embedded wallet signs with a smart account', () => {
    expect(preferredAccountTypesByDefault(undefined)).toEqual({
      bip122: 'payment',
      polkadot: 'eoa',
      solana: 'eoa',
    })
    expect(embeddedDefaultAccountType(undefined)).toBe('smartAccount')
  })

  it("parameters: the site's defaults win over the spec's; eip155 goes to the embedded wallet", () => {
    const site = { bip122: 'ordinal', eip155: 'eoa' } as const
    expect(preferredAccountTypesByDefault(site)).toEqual({
      bip122: 'ordinal',
      polkadot: 'eoa',
      solana: 'eoa',
    })
    expect(embeddedDefaultAccountType(site)).toBe('eoa')
    expect(embeddedDefaultAccountType({ eip155: 'smartAccount' })).toBe('smartAccount')
  })
})
