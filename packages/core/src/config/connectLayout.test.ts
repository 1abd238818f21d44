import { describe, expect, it } from 'vitest'
import { walletsBehindButton } from './connectLayout.js'

const defaults = { collapseWallets: false, emailShowWallets: true }

describe('walletsBehindButton', () => {
  it('default: wallets are listed beside email and socials', () => {
    expect(walletsBehindButton({ ...defaults, email: true, socials: true })).toBe(false)
  })

  it('parameters: collapseWallets puts them behind the button beside any login', () => {
    const collapsed = { ...defaults, collapseWallets: true }
    expect(walletsBehindButton({ ...collapsed, email: false, socials: true })).toBe(true)
    expect(walletsBehindButton({ ...collapsed, email: true, socials: false })).toBe(true)
  })

  it('parameters: emailShowWallets false hides them when email is shown, not for socials alone', () => {
    const hidden = { ...defaults, emailShowWallets: false }
    expect(walletsBehindButton({ ...hidden, email: true, socials: false })).toBe(true)
    expect(walletsBehindButton({ ...hidden, email: false, socials: true })).toBe(false)
  })

  it('behavior: with no login to show, the wallets are listed whatever the flags', () => {
    expect(
      walletsBehindButton({
        collapseWallets: true,
        emailShowWallets: false,
        email: false,
        socials: false,
      }),
    ).toBe(false)
  })
})
