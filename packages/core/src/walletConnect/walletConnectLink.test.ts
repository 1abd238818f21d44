import { describe, expect, it, vi } from 'vitest'
import { testWalletConnect } from '../conformance/testWalletConnect.js'
import { createWalletConnectLink } from './walletConnectLink.js'

const defaults = { relayUrl: 'ws://127.0.0.1:8787/relay', projectId: 'demo' }

describe('createWalletConnectLink', () => {
  it("default: the SDK's client loads on first use, once, with the site's relay and project", async () => {
    const wallet = testWalletConnect()
    const link = createWalletConnectLink(wallet.connector, defaults)
    expect(wallet.connector.createClient).not.toHaveBeenCalled()
    await link.client()
    await link.client()
    expect(wallet.connector.createClient).toHaveBeenCalledTimes(1)
    expect(wallet.connector.createClient).toHaveBeenCalledWith(defaults)
  })

  it('behavior: a failed load is tried again by the next use', async () => {
    const wallet = testWalletConnect()
    vi.mocked(wallet.connector.createClient).mockRejectedValueOnce(new Error('offline'))
    const link = createWalletConnectLink(wallet.connector, defaults)
    await expect(link.client()).rejects.toThrow('offline')
    await expect(link.client()).resolves.toBe(wallet.client)
  })

  it("behavior: a pairing's approval becomes the session in force; a refusal leaves none", async () => {
    const wallet = testWalletConnect()
    const link = createWalletConnectLink(wallet.connector, defaults)
    const refused = await link.pair({})
    wallet.reject()
    await expect(refused.approval).rejects.toThrow('Connection rejected')
    expect(link.session()).toBeUndefined()
    const pairing = await link.pair({})
    expect(pairing.uri).toMatch(/^wc:/)
    const session = wallet.approve({
      eip155: ['eip155:1:0x1111111111111111111111111111111111111111'],
    })
    await expect(pairing.approval).resolves.toBe(session)
    expect(link.session()).toBe(session)
  })

  it('behavior: a relay that cannot be reached fails the pairing at once with "Could not reach" it, not after the SDK gives up; the next pairing asks again', async () => {
    const wallet = testWalletConnect()
    // The SDK's pairing to a relay that is down: its socket retries and it never settles.
    vi.mocked(wallet.client.pair).mockImplementationOnce(() => new Promise(() => {}))
    const reachRelay = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(undefined)
    const link = createWalletConnectLink(wallet.connector, defaults, { reachRelay })
    const refused = await link.pair({}).catch((error: unknown) => error)
    expect(refused).toMatchObject({
      code: 'NETWORK',
      message: 'Could not reach ws://127.0.0.1:8787/relay',
      cause: expect.any(TypeError),
    })
    const pairing = await link.pair({})
    expect(pairing.uri).toMatch(/^wc:pairing1@2/)
    expect(reachRelay).toHaveBeenCalledTimes(2)
  })

  it('behavior: restore asks the relay once a session is in force no more', async () => {
    const wallet = testWalletConnect()
    const session = wallet.approve({
      solana: [
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ],
    })
    const link = createWalletConnectLink(wallet.connector, defaults)
    await expect(link.restore()).resolves.toBe(session)
    await link.restore()
    expect(wallet.client.restore).toHaveBeenCalledTimes(1)
    link.update(undefined)
    expect(link.session()).toBeUndefined()
  })
})
