import { describe, expect, it, vi } from 'vitest'
import { createSocialPopup, type SocialPopupOpener, type SocialPopupWindow } from './socialPopup.js'

function opener(blocked = false) {
  const windows: (SocialPopupWindow & { closed: boolean })[] = []
  const open = vi.fn(() => {
    if (blocked) return null
    const popup = {
      closed: false,
      location: { href: 'about:blank' },
      close: vi.fn(() => {
        popup.closed = true
      }),
      focus: vi.fn(),
    }
    windows.push(popup)
    return popup
  })
  const host: SocialPopupOpener = {
    open,
    screenX: 100,
    screenY: 50,
    outerWidth: 1400,
    outerHeight: 1000,
  }
  return { host, open, windows }
}

describe('createSocialPopup', () => {
  it('default: a blank 600×800 popup centred on the page', () => {
    const { host, open } = opener()
    const popup = createSocialPopup(host)
    expect(popup.isClosed()).toBe(true)
    popup.open()
    expect(open).toHaveBeenCalledWith(
      '',
      'latch-social-login',
      'popup,width=600,height=800,left=500,top=150',
    )
    expect(popup.isClosed()).toBe(false)
  })

  it('behavior: opening again focuses the open popup', () => {
    const { host, open, windows } = opener()
    const popup = createSocialPopup(host)
    popup.open()
    popup.open()
    expect(open).toHaveBeenCalledTimes(1)
    expect(windows[0]?.focus).toHaveBeenCalledTimes(1)
  })

  it('behavior: navigates to web pages only', () => {
    const { host, windows } = opener()
    const popup = createSocialPopup(host)
    popup.open()
    popup.navigate('javascript:alert(1)')
    expect(windows[0]?.location.href).toBe('about:blank')
    popup.navigate('https://secure.example.com/social/github')
    expect(windows[0]?.location.href).toBe('https://secure.example.com/social/github')
  })

  it('behavior: closed by the visitor, closed by Latch, or blocked, it reads as closed', () => {
    const { host, windows } = opener()
    const popup = createSocialPopup(host)
    popup.open()
    expect(popup.window()).toBe(windows[0])
    windows[0]?.close()
    expect(popup.isClosed()).toBe(true)
    expect(popup.window()).toBeUndefined()
    popup.open()
    popup.close()
    expect(windows[1]?.closed).toBe(true)
    const blocked = createSocialPopup(opener(true).host)
    blocked.open()
    expect(blocked.isClosed()).toBe(true)
  })
})
