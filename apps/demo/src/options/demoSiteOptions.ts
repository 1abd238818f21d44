import type { LatchConfig } from '@latch/core'

/** What the demo lists as its own wallet when the panel's "Custom wallet" is on. */
export const demoCustomWallet = {
  id: 'latch-demo-custom',
  name: 'Demo Custom Wallet',
  webapp_link: 'https://example.com/',
  homepage: 'https://example.com/',
} as const

// Latch links only https pages, or http ones on this machine (DESIGN.md "Security rules").
function isLinkable(url: URL): boolean {
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
  )
}

/**
 * The site's own options of `createLatch` the demo sets: its terms and privacy pages (served
 * beside it, linked by the consent checkbox of `features.legalCheckbox`), when asked, a
 * custom wallet in the wallet lists, and the embedded wallet's eip155 account type at first.
 */
export function demoSiteOptions(
  {
    customWallets,
    evmAccountType = 'smartAccount',
  }: { customWallets: boolean; evmAccountType?: 'smartAccount' | 'eoa' },
  base: string,
): Pick<
  LatchConfig,
  'termsConditionsUrl' | 'privacyPolicyUrl' | 'customWallets' | 'defaultAccountTypes'
> {
  const terms = new URL('/terms.html', base)
  const privacy = new URL('/privacy.html', base)
  return {
    ...(isLinkable(terms) ? { termsConditionsUrl: terms.href } : {}),
    ...(isLinkable(privacy) ? { privacyPolicyUrl: privacy.href } : {}),
    ...(customWallets ? { customWallets: [{ ...demoCustomWallet }] } : {}),
    // Only what differs from core's default (a smart account), as the features are.
    ...(evmAccountType === 'eoa' ? { defaultAccountTypes: { eip155: 'eoa' } } : {}),
  }
}
