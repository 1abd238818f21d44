import { describe, expect, it } from 'vitest'
import { listCustomWallets } from './customWallets.js'

describe('listCustomWallets', () => {
  it('default: none', () => {
    expect(listCustomWallets()).toEqual([])
  })

  it('behavior: every field the site gives is kept, and none is installed', () => {
    const wallet = {
      id: 'acme',
      name: 'Acme Wallet',
      homepage: 'https://acme.example',
      image_url: 'https://acme.example/icon.png',
      mobile_link: 'metamask://',
      desktop_link: 'https://acme.example/desktop/',
      webapp_link: 'https://app.acme.example',
      app_store: 'https://apps.apple.com/app/acme',
      play_store: 'https://play.google.com/store/apps/details?id=acme',
    }
    expect(listCustomWallets([wallet])).toEqual([{ ...wallet, installed: false }])
  })

  it('behavior: links and images that are not safe are dropped', () => {
    const [listed] = listCustomWallets([
      {
        id: 'evil',
        name: 'Evil',
        image_url: 'javascript:alert(1)',
        mobile_link: 'javascript:alert(1)',
        desktop_link: 'file:///etc/passwd',
        webapp_link: 'http://evil.example',
        homepage: 'data:text/html,hi',
      },
    ])
    expect(listed).toEqual({ id: 'evil', name: 'Evil', installed: false })
  })
})
