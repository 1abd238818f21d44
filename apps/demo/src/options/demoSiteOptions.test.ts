import { createLatch } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { describe, expect, it, vi } from 'vitest'
import { demoCustomWallet, demoSiteOptions } from './demoSiteOptions.js'

describe('demoSiteOptions', () => {
  it('default: the demo’s terms and privacy pages beside it, no custom wallet', () => {
    expect(demoSiteOptions({ customWallets: false }, 'http://127.0.0.1:5173/')).toEqual({
      termsConditionsUrl: 'http://127.0.0.1:5173/terms.html',
      privacyPolicyUrl: 'http://127.0.0.1:5173/privacy.html',
    })
  })

  it('parameters: customWallets lists the demo’s wallet, which core accepts and shows', async () => {
    const options = demoSiteOptions({ customWallets: true }, 'https://demo.example/app/')
    const latch = createLatch({
      networks: [mainnet],
      ...options,
    })
    await vi.waitFor(() =>
      expect(latch.getState().customWallets).toEqual([{ ...demoCustomWallet, installed: false }]),
    )
    latch.destroy()
  })

  it('behavior: pages a site may not link (plain http off this machine) are left out', () => {
    expect(demoSiteOptions({ customWallets: false }, 'http://192.168.1.20:5173/')).toEqual({})
  })

  it("parameters: evmAccountType 'eoa': the site starts the embedded wallet on the key's account", () => {
    expect(
      demoSiteOptions({ customWallets: false, evmAccountType: 'eoa' }, 'http://127.0.0.1:5173/')
        .defaultAccountTypes,
    ).toEqual({ eip155: 'eoa' })
    expect(
      demoSiteOptions(
        { customWallets: false, evmAccountType: 'smartAccount' },
        'http://127.0.0.1:5173/',
      ).defaultAccountTypes,
    ).toBeUndefined()
  })
})
