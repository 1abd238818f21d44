import { describe, expect, it, vi } from 'vitest'
import { testAdapter, testWalletConnectAdapter } from '../conformance/testDoubles.js'
import { testWalletConnect } from '../conformance/testWalletConnect.js'
import { mainnet } from '../networks/evmNetworks.js'
import { createWalletConnectLoader, defaultRelayUrl } from './walletConnectLoader.js'

describe('createWalletConnectLoader', () => {
  it("default: the client is made with the relay beside the site's services and its project", async () => {
    const wallet = testWalletConnect()
    const loader = createWalletConnectLoader({
      networks: [mainnet],
      adapters: [testWalletConnectAdapter()],
      projectId: 'demo',
      services: { configUrl: 'https://latch.example.com' },
      walletConnect: wallet.connector,
    })
    await loader?.link.client()
    expect(wallet.connector.createClient).toHaveBeenCalledWith({
      relayUrl: 'wss://latch.example.com/relay',
      projectId: 'demo',
    })
    expect(loader?.namespaces).toEqual(['eip155'])
  })

  it("behavior: a pairing through the default relay asks whether the site's services answer; a relay of the connector's own is not theirs", async () => {
    const reachServices = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const config = {
      networks: [mainnet],
      adapters: [testWalletConnectAdapter()],
      projectId: 'demo',
      services: { configUrl: 'http://127.0.0.1:8787' },
    }
    const servicesRelay = createWalletConnectLoader(
      { ...config, walletConnect: testWalletConnect().connector },
      undefined,
      reachServices,
    )
    await expect(servicesRelay?.link.pair({})).rejects.toThrow(
      'Could not reach ws://127.0.0.1:8787/relay',
    )
    const wallet = testWalletConnect()
    const ownRelay = createWalletConnectLoader(
      { ...config, walletConnect: { ...wallet.connector, relayUrl: 'wss://relay.example.com' } },
      undefined,
      reachServices,
    )
    await expect(ownRelay?.link.pair({})).resolves.toMatchObject({ uri: expect.any(String) })
    expect(reachServices).toHaveBeenCalledTimes(1)
  })

  it('behavior: nothing without walletConnect, or without an adapter that takes it', () => {
    const wallet = testWalletConnect()
    expect(
      createWalletConnectLoader({ networks: [mainnet], adapters: [testWalletConnectAdapter()] }),
    ).toBeUndefined()
    expect(
      createWalletConnectLoader({
        networks: [mainnet],
        adapters: [testAdapter()],
        walletConnect: wallet.connector,
      }),
    ).toBeUndefined()
  })

  it('behavior: destroy removes the walletConnect connectors', () => {
    const wallet = testWalletConnect()
    const adapter = testWalletConnectAdapter()
    const loader = createWalletConnectLoader({
      networks: [mainnet],
      adapters: [adapter],
      walletConnect: wallet.connector,
    })
    expect(adapter.getConnectors()).toHaveLength(1)
    loader?.destroy()
    expect(adapter.getConnectors()).toEqual([])
  })
})

describe('defaultRelayUrl', () => {
  it("default: the relay next to the site's services, ws for http and wss for https", () => {
    expect(defaultRelayUrl({ configUrl: 'http://127.0.0.1:8787' })).toBe(
      'ws://127.0.0.1:8787/relay',
    )
    expect(defaultRelayUrl({ blockchainUrl: 'https://latch.example.com/api' })).toBe(
      'wss://latch.example.com/relay',
    )
    expect(defaultRelayUrl(undefined)).toBeUndefined()
  })
})
