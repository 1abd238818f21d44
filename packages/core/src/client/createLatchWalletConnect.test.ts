import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseWalletConnectDeepLink } from '../actions/chooseWalletConnectDeepLink.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { dismissAlert } from '../actions/dismissAlert.js'
import { getActors } from '../actions/getActors.js'
import { testWalletConnectAdapter } from '../conformance/testDoubles.js'
import { testWalletConnect } from '../conformance/testWalletConnect.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { startHttpFixture } from '../testing/httpFixture.js'
import { createLatch } from './createLatch.js'
import type { LatchConfig } from './latchConfig.js'

// WalletConnect through the client's machines: the pairing, one approval for every namespace,
// a refusal, a restore. The SDK's client is a test double (`testWalletConnect`); the relay and
// sign-client are tested in @latch/relay.

const address = '0x1111111111111111111111111111111111111111'
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

function setUp(storage = memoryBackend()) {
  const wallet = testWalletConnect()
  const evm = testWalletConnectAdapter('eip155', 'eip155:1')
  const config: LatchConfig = {
    networks: [mainnet, optimism, solana],
    adapters: [evm, testWalletConnectAdapter('solana', solana.caipNetworkId)],
    storage,
    projectId: 'demo',
    walletConnect: wallet.connector,
  }
  return { wallet, config, evm, latch: createLatch(config) }
}

async function pairingUri(latch: ReturnType<typeof createLatch>) {
  // The view pairs as it opens; the pairing's code loads for it.
  latch.open({ view: 'ConnectingWalletConnectBasic' })
  const pairing = await eventually(() => {
    const running = getActors(latch).pairing
    if (!running) throw new Error('the pairing loads with walletConnect configured')
    return running
  })
  await new Promise<void>((resolve) => {
    const check = () => pairing.getSnapshot().matches('active') && resolve()
    pairing.subscribe(check)
    check()
  })
  return { pairing, uri: pairing.getSnapshot().context.uri }
}

describe('createLatch with WalletConnect', () => {
  it('default: every adapter that takes it lists the walletConnect connector; nothing of the SDK loads', () => {
    const { wallet, latch } = setUp()
    expect(latch.getState().connectors).toEqual([
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }),
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'solana' }),
    ])
    expect(wallet.connector.createClient).not.toHaveBeenCalled()
    latch.destroy()
  })

  it("behavior: the pairing proposes each namespace on the site's networks, for the site's project", async () => {
    const { wallet, latch } = setUp()
    const { uri } = await pairingUri(latch)
    expect(uri).toMatch(/^wc:pairing1@2\?/)
    expect(wallet.connector.createClient).toHaveBeenCalledWith({
      relayUrl: undefined,
      projectId: 'demo',
    })
    expect(wallet.proposals).toEqual([
      {
        eip155: { chains: ['eip155:1', 'eip155:10'], methods: ['personal_sign'], events: [] },
        solana: { chains: [solana.caipNetworkId], methods: ['solana_signMessage'], events: [] },
      },
    ])
    latch.destroy()
  })

  it('behavior: one approval connects every namespace of the session, and Account shows', async () => {
    const { wallet, latch } = setUp()
    const { pairing } = await pairingUri(latch)
    wallet.approve({
      eip155: [`eip155:10:${address}`],
      solana: [`${solana.caipNetworkId}:${solanaAddress}`],
    })
    await new Promise<void>((resolve) =>
      latch.subscribe(
        (state) =>
          state.connections.solana?.status === 'connected' &&
          state.connections.eip155?.status === 'connected',
        (both) => both && resolve(),
      ),
    )
    expect(pairing.getSnapshot().value).toBe('connected')
    expect(latch.getState().connections.eip155?.connection).toMatchObject({
      connectorId: 'walletConnect',
      accounts: [{ address }],
      network: 'eip155:10',
    })
    expect(latch.getState().connections.solana?.connection?.accounts).toEqual([
      { address: solanaAddress, type: 'eoa' },
    ])
    expect(latch.getState().view).toBe('Account')
    // Solana joined the session of the active namespace: the visitor stays on Ethereum.
    expect(latch.getState().activeNetwork?.caipNetworkId).toBe('eip155:10')
    // One session ends for both: disconnecting one namespace disconnects the other.
    await disconnect(latch, { namespace: 'eip155' })
    expect(latch.getState().connections.solana?.status).toBe('disconnected')
    expect(wallet.client.disconnect).toHaveBeenCalledTimes(1)
    latch.destroy()
  })

  it('behavior: a refusal fails the pairing with "Connection rejected"; trying again pairs anew', async () => {
    const { wallet, latch } = setUp()
    const { pairing } = await pairingUri(latch)
    wallet.reject()
    await new Promise<void>((resolve) => {
      const check = () => pairing.getSnapshot().matches('failed') && resolve()
      pairing.subscribe(check)
      check()
    })
    expect(pairing.getSnapshot().context.error?.message).toBe('Connection rejected')
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    pairing.send({ type: 'pairing.refresh' })
    await new Promise<void>((resolve) => {
      const check = () => pairing.getSnapshot().matches('active') && resolve()
      pairing.subscribe(check)
      check()
    })
    expect(pairing.getSnapshot().context.uri).toMatch(/^wc:pairing2@2/)
    latch.destroy()
  })

  it('behavior: with the services down, the pairing through their relay fails at once with "Could not reach" it; Try again asks again', async () => {
    const down = await startHttpFixture(() => ({ status: 404 }))
    await down.close()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const wallet = testWalletConnect()
    // The SDK's pairing to a relay that is down never settles (its socket keeps retrying).
    vi.mocked(wallet.client.pair).mockImplementation(() => new Promise(() => {}))
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testWalletConnectAdapter('eip155', 'eip155:1')],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { configUrl: down.url },
      walletConnect: wallet.connector,
    })
    latch.open({ view: 'ConnectingWalletConnectBasic' })
    await eventually(() => expect(getActors(latch).pairing?.getSnapshot().value).toBe('failed'))
    const pairing = getActors(latch).pairing
    const relay = `${down.url.replace(/^http/, 'ws')}/relay`
    expect(pairing?.getSnapshot().context.error?.message).toBe(`Could not reach ${relay}`)
    pairing?.send({ type: 'pairing.refresh' })
    expect(pairing?.getSnapshot().value).toBe('fetchingUri')
    await eventually(() => expect(pairing?.getSnapshot().value).toBe('failed'))
    latch.destroy()
    warn.mockRestore()
  })

  it('behavior: a reload restores the session without a pairing', async () => {
    const storage = memoryBackend()
    const first = setUp(storage)
    await pairingUri(first.latch)
    first.wallet.approve({ eip155: [`eip155:1:${address}`] })
    await new Promise<void>((resolve) =>
      first.latch.subscribe(
        (state) => state.connections.eip155?.status,
        (status) => status === 'connected' && resolve(),
      ),
    )
    first.latch.destroy()
    expect(createStorage({ backend: storage }).get('connectedConnectorId', 'eip155')).toBe(
      'walletConnect',
    )

    const wallet = testWalletConnect()
    wallet.state.stored = first.wallet.state.stored
    const reloaded = createLatch({ ...first.config, walletConnect: wallet.connector })
    await new Promise<void>((resolve) => {
      const check = () =>
        reloaded.getState().connections.eip155?.status === 'connected' && resolve()
      reloaded.subscribe((state) => state.connections.eip155?.status, check)
      check()
    })
    expect(reloaded.getState().connections.eip155?.connection?.accounts[0]?.address).toBe(address)
    expect(wallet.client.pair).not.toHaveBeenCalled()
    reloaded.destroy()
  })

  it('behavior: without walletConnect configured there is no pairing and no such connector', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testWalletConnectAdapter()],
      storage: memoryBackend(),
    })
    expect(getActors(latch).pairing).toBeUndefined()
    expect(latch.getState().connectors).toEqual([])
    await expect(connect(latch, { connectorId: 'walletConnect' })).rejects.toThrow()
    latch.destroy()
  })
})

describe('createLatch with WalletConnect and a deep-link choice', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  async function connectedThroughPairing(storage = memoryBackend()) {
    const setup = setUp(storage)
    await pairingUri(setup.latch)
    setup.wallet.approve({ eip155: [`eip155:1:${address}`] })
    await new Promise<void>((resolve) =>
      setup.latch.subscribe(
        (state) => state.connections.eip155?.status,
        (status) => status === 'connected' && resolve(),
      ),
    )
    // The provider core gave the adapter: what the adapter's requests go through.
    const provider = vi.mocked(setup.evm.walletConnect.addProvider).mock.calls[0]?.[0]
    if (!provider) throw new Error('core gives the adapter its WalletConnect provider')
    return { ...setup, provider }
  }

  it("default: a request after the visitor opened a wallet's app opens that app at the request", async () => {
    const open = vi.fn()
    vi.stubGlobal('document', { hasFocus: () => true })
    vi.stubGlobal('open', open)
    const { latch, provider } = await connectedThroughPairing()
    chooseWalletConnectDeepLink(latch, { link: 'metamask:', name: 'MetaMask' })
    await provider.request({ method: 'personal_sign', params: ['0x68', address] })
    expect(open).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith(
      'metamask://wc?requestId=1&sessionTopic=test-topic',
      '_self',
      'noopener,noreferrer',
    )
    latch.destroy()
  })

  it('behavior: a new pairing and a disconnect forget the choice', async () => {
    const storage = memoryBackend()
    const { latch } = await connectedThroughPairing(storage)
    const choice = () => createStorage({ backend: storage }).get('deepLinkChoice')
    chooseWalletConnectDeepLink(latch, { link: 'metamask:', name: 'MetaMask' })
    await disconnect(latch, { namespace: 'eip155' })
    expect(choice()).toBeUndefined()

    chooseWalletConnectDeepLink(latch, { link: 'metamask:', name: 'MetaMask' })
    await pairingUri(latch)
    expect(choice()).toBeUndefined()
    latch.destroy()
  })

  it('errors: a relay refusal SPEC.md §8 maps shows its alert once; others show none', async () => {
    const { wallet, latch } = setUp()
    await pairingUri(latch)
    wallet.emit('relayRefused', 'Unauthorized: the projectId is not a project of this server')
    wallet.emit('relayRefused', 'Unauthorized: origin not allowed')
    await eventually(() => expect(latch.getState().alert?.code).toBe('ORIGIN_NOT_ALLOWED'))
    expect(latch.getState().alert?.shortMessage).toBe('Origin Not Allowed')
    dismissAlert(latch)
    // Again: no alert (once each), once the catalogue's import has settled.
    wallet.emit('relayRefused', 'Unauthorized: origin not allowed')
    await import('../errors/alerts.js')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(latch.getState().alert).toBeUndefined()
    wallet.emit('relayRefused', 'JWT validation error: JWT Token is not yet valid')
    await eventually(() => expect(latch.getState().alert?.code).toBe('SESSION_EXPIRED'))
    wallet.emit('relayRefused', 'Unauthorized: invalid key')
    await eventually(() => expect(latch.getState().alert?.code).toBe('INVALID_PROJECT_ID'))
    latch.destroy()
  })
})
