import { describe, expect, it } from 'vitest'
import { walletConnect } from './walletConnect.js'

const metadata = { name: 'Shop', description: '', url: 'https://shop.example', icons: [] }

describe('walletConnect', () => {
  it("default: no relay of its own: core's default, the site's latch-server, is used", () => {
    expect(walletConnect({ metadata }).relayUrl).toBeUndefined()
  })

  it('parameters: relayUrl is the relay it tells core it uses', () => {
    expect(walletConnect({ metadata, relayUrl: 'wss://relay.example.com' }).relayUrl).toBe(
      'wss://relay.example.com',
    )
  })
})
