import type { ChainNamespace } from '../caip/chainNamespace.js'

/** The onramp provider's fee range, in percent. */
export const ONRAMP_FEE_RANGE_PERCENT = { min: 1, max: 2 } as const

/** Namespaces the onramp is offered on. */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** Payment method limits used when the provider's options cannot be fetched. */
export const ONRAMP_DEFAULT_PAYMENT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
] as const

export const ONRAMP_DEFAULT_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const
export const ONRAMP_DEFAULT_PURCHASE_CURRENCIES = ['USDC', 'ETH'] as const

/** The currency bought through the provider: SOL on solana, USDC everywhere else. */
export function onrampPurchaseCurrency(namespace: ChainNamespace): 'SOL' | 'USDC' {
  return namespace === 'solana' ? 'SOL' : 'USDC'
}
