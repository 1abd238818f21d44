import { describe, expect, it, vi } from 'vitest'
import { validateLatchConfig } from '../client/latchConfig.js'
import { testAuthProvider } from '../conformance/testDoubles.js'
import type { Connector } from '../connectors/connector.js'
import { mainnet } from '../networks/evmNetworks.js'
import { solana, solanaDevnet } from '../networks/otherNetworks.js'
import type { AdapterEvent } from './chainAdapter.js'
import { type AdapterWalletContext, defineAdapter } from './defineAdapter.js'

// A namespace with two wallets of its own kind (plain objects here); its wallet code is a set
// of spies, loaded through `loadWallet` as an adapter loads its module with `import()`.

type FakeWallet = { label: string }

const phantom: Connector = { id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
const backpack: Connector = { id: 'Backpack', name: 'Backpack', type: 'ANNOUNCED', chain: 'solana' }
const auth = { id: 'auth', name: 'Email / social wallet', type: 'AUTH', chain: 'solana' }
const connection = { connectorId: 'Phantom', accounts: [{ address: 'sol-address' }] }

/** What a Solana-like namespace can do: no typed data, call batches or networks to add. */
const solanaLike = {
  signMessage: true,
  signTypedData: false,
  sendNative: true,
  sendToken: true,
  sendCalls: false,
  switchNetwork: true,
  addNetwork: false,
  estimateTransferFee: false,
} as const

function walletCode() {
  return {
    connect: vi.fn(async () => connection),
    reconnect: vi.fn(async () => connection),
    disconnect: vi.fn(async () => {}),
    switchNetwork: vi.fn(async () => {}),
    getBalance: vi.fn(async () => ({ value: 1n, decimals: 9, symbol: 'SOL' })),
    signMessage: vi.fn(async () => 'signature'),
    sendTransfer: vi.fn(async () => 'transaction'),
    waitForTransaction: vi.fn(async () => {}),
    request: vi.fn(async () => null),
  }
}

function fakeAdapter() {
  const found = [{ connector: phantom, wallet: { label: 'phantom' } }]
  let connectorsChanged = () => {}
  let context: AdapterWalletContext<FakeWallet> | undefined
  const code = walletCode()
  const loadWallet = vi.fn(async (given: AdapterWalletContext<FakeWallet>) => {
    context = given
    return code
  })
  const adapter = defineAdapter({
    namespace: 'solana',
    capabilities: solanaLike,
    isAddress: (address) => address.startsWith('sol-'),
    embeddedWallet: true,
    walletConnect: { methods: ['solana_signMessage'], events: [] },
    discover(changed) {
      connectorsChanged = changed
      return () => found
    },
    loadWallet,
  })
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return {
    adapter,
    events,
    code,
    loadWallet,
    /** A wallet registers late, as discovery would report it. */
    register(connector: Connector) {
      found.push({ connector, wallet: { label: connector.id } })
      connectorsChanged()
    },
    /** What `loadWallet` was given, once it ran. */
    context: () => context as AdapterWalletContext<FakeWallet>,
  }
}

describe('defineAdapter', () => {
  it('default: a ChainAdapter with the given namespace, capabilities and address check', () => {
    const { adapter } = fakeAdapter()
    expect(adapter.namespace).toBe('solana')
    expect(adapter.capabilities.signTypedData).toBe(false)
    expect(adapter.isAddress('sol-address')).toBe(true)
    expect(adapter.isAddress('0xab')).toBe(false)
    expect(adapter.getConnectors()).toEqual([phantom])
    expect(() => validateLatchConfig({ networks: [solana], adapters: [adapter] })).not.toThrow()
  })

  it('behavior: the optional methods are there exactly when their capability is true', () => {
    const { adapter } = fakeAdapter()
    expect(Object.keys(adapter)).not.toContain('signTypedData')
    expect(Object.keys(adapter)).not.toContain('sendCalls')
    expect(Object.keys(adapter)).not.toContain('addNetwork')
    const evm = defineAdapter({
      namespace: 'eip155',
      capabilities: {
        signMessage: true,
        signTypedData: true,
        sendNative: true,
        sendToken: true,
        sendCalls: true,
        switchNetwork: true,
        addNetwork: false,
        estimateTransferFee: false,
      },
      isAddress: () => true,
      discover: () => () => [],
      loadWallet: async () => ({
        ...walletCode(),
        signTypedData: vi.fn(async () => 'typed'),
        sendCalls: vi.fn(async () => 'calls'),
      }),
    })
    expect(Object.keys(evm)).toEqual(expect.arrayContaining(['signTypedData', 'sendCalls']))
    expect(Object.keys(evm)).not.toContain('addNetwork')
    // Without `embeddedWallet` the adapter takes no embedded wallet.
    expect(Object.keys(evm)).not.toContain('addAuthProvider')
  })

  it('behavior: a wallet found later is reported to subscribers, until they unsubscribe', () => {
    const { adapter, events, register } = fakeAdapter()
    const later: AdapterEvent[] = []
    const unsubscribe = adapter.subscribe((event) => later.push(event))
    register(backpack)
    unsubscribe()
    register({ ...backpack, id: 'Solflare' })
    expect(events).toHaveLength(2)
    expect(events[0]).toEqual({ type: 'connectorsChanged', connectors: [phantom, backpack] })
    expect(later).toEqual([events[0]])
  })

  it('behavior: the embedded wallet is listed as the AUTH connector, last, while core offers it', () => {
    const { adapter, events } = fakeAdapter()
    const remove = adapter.addAuthProvider(testAuthProvider('solana'))
    expect(adapter.getConnectors()).toEqual([phantom, auth])
    remove()
    expect(adapter.getConnectors()).toEqual([phantom])
    expect(events).toEqual([
      { type: 'connectorsChanged', connectors: [phantom, auth] },
      { type: 'connectorsChanged', connectors: [phantom] },
    ])
  })

  it('behavior: WalletConnect proposes the namespace on the site’s networks of it, and is listed while its session is offered', async () => {
    const { adapter, context } = fakeAdapter()
    expect(adapter.walletConnect?.namespace([mainnet, solana, solanaDevnet])).toEqual({
      chains: [solana.caipNetworkId, solanaDevnet.caipNetworkId],
      methods: ['solana_signMessage'],
      events: [],
    })
    const provider = testAuthProvider('solana')
    const remove = adapter.walletConnect?.addProvider(provider)
    expect(adapter.getConnectors()).toEqual([
      phantom,
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' },
    ])
    await adapter.preload()
    expect(context().walletOf('walletConnect')).toEqual({ type: 'SESSION', wallet: provider })
    remove?.()
    expect(adapter.getConnectors()).toEqual([phantom])
  })

  it('behavior: an adapter that does not take WalletConnect has no part of it', () => {
    const adapter = defineAdapter({
      namespace: 'polkadot',
      capabilities: {
        signMessage: true,
        signTypedData: false,
        sendNative: true,
        sendToken: false,
        sendCalls: false,
        switchNetwork: false,
        addNetwork: false,
        estimateTransferFee: false,
      },
      isAddress: () => true,
      discover: () => () => [],
      loadWallet: async () => walletCode(),
    })
    expect(adapter.walletConnect).toBeUndefined()
  })

  it('behavior: the wallet code finds the wallet behind a connector, or a named error', async () => {
    const { adapter, context } = fakeAdapter()
    const provider = testAuthProvider('solana')
    adapter.addAuthProvider(provider)
    await adapter.preload()
    const { walletOf } = context()
    expect(walletOf('Phantom')).toEqual({ type: 'FOUND', wallet: { label: 'phantom' } })
    expect(walletOf('auth')).toEqual({ type: 'SESSION', wallet: provider })
    expect(() => walletOf('Nope')).toThrowError('No connector found with id Nope')
    expect(() => walletOf('Nope')).toThrowError(
      expect.objectContaining({ code: 'CONNECTOR_NOT_FOUND' }),
    )
  })

  it('behavior: nothing loads until a wallet method or preload; then once, for every call', async () => {
    const { adapter, code, loadWallet, context, events } = fakeAdapter()
    expect(loadWallet).not.toHaveBeenCalled()
    const connecting = adapter.connect({ connectorId: 'Phantom', network: undefined })
    const signing = adapter.signMessage({ message: 'hi', address: 'sol-address' })
    await Promise.all([adapter.preload(), adapter.preload()])
    await expect(connecting).resolves.toBe(connection)
    await expect(signing).resolves.toBe('signature')
    expect(code.connect).toHaveBeenCalledWith({ connectorId: 'Phantom', network: undefined })
    expect(code.signMessage).toHaveBeenCalledWith({ message: 'hi', address: 'sol-address' })
    expect(loadWallet).toHaveBeenCalledTimes(1)
    // The wallet code's events reach the adapter's subscribers.
    context().emit({ type: 'disconnected', connectorId: 'Phantom' })
    expect(events).toEqual([{ type: 'disconnected', connectorId: 'Phantom' }])
  })

  it('behavior: a failed load rejects the call that needed it; the next call loads again', async () => {
    const { adapter, loadWallet } = fakeAdapter()
    loadWallet.mockRejectedValueOnce(new Error('chunk failed'))
    await expect(adapter.getBalance({ address: 'sol-address', network: solana })).rejects.toThrow(
      'chunk failed',
    )
    await expect(
      adapter.getBalance({ address: 'sol-address', network: solana }),
    ).resolves.toMatchObject({ value: 1n })
    expect(loadWallet).toHaveBeenCalledTimes(2)
  })

  it('behavior: a discovery loaded with the wallet code lists nothing before, reports its find, and comes before any wallet method', async () => {
    const loadDiscovery = vi.fn(async (changed: () => void) => {
      changed()
      return () => [{ connector: backpack, wallet: { label: 'backpack' } }]
    })
    const code = walletCode()
    const adapter = defineAdapter({
      namespace: 'solana',
      capabilities: solanaLike,
      isAddress: (address) => address.startsWith('sol-'),
      loadDiscovery,
      loadWallet: async ({ walletOf }) => ({
        ...code,
        connect: async ({ connectorId }) => {
          walletOf(connectorId)
          return { ...connection, connectorId }
        },
      }),
    })
    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    expect(adapter.getConnectors()).toEqual([])
    expect(loadDiscovery).not.toHaveBeenCalled()

    // A restored connection's wallet is looked up at once: the lookup waits for discovery.
    await expect(
      adapter.connect({ connectorId: 'Backpack', network: undefined }),
    ).resolves.toMatchObject({ connectorId: 'Backpack' })
    expect(adapter.getConnectors()).toEqual([backpack])
    expect(events.at(-1)).toEqual({ type: 'connectorsChanged', connectors: [backpack] })
    await adapter.preload()
    expect(loadDiscovery).toHaveBeenCalledTimes(1)
  })

  it('parameters: preloadWallet false: preload finds the wallets only; the code loads with the first wallet call', async () => {
    const loadDiscovery = vi.fn(async () => () => [{ connector: backpack, wallet: {} }])
    const loadWallet = vi.fn(async () => walletCode())
    const adapter = defineAdapter({
      namespace: 'solana',
      capabilities: solanaLike,
      isAddress: (address) => address.startsWith('sol-'),
      loadDiscovery,
      loadWallet,
      preloadWallet: false,
    })
    await adapter.preload()
    expect(adapter.getConnectors()).toEqual([backpack])
    expect(loadWallet).not.toHaveBeenCalled()
    await adapter.connect({ connectorId: 'Backpack', network: undefined })
    expect(loadWallet).toHaveBeenCalledTimes(1)
    expect(loadDiscovery).toHaveBeenCalledTimes(1)
  })

  it('behavior: preload loads the wallet code only once a wallet of the namespace is found in the browser', async () => {
    let found: { connector: Connector; wallet: FakeWallet }[] = []
    const loadWallet = vi.fn(async () => walletCode())
    const adapter = defineAdapter({
      namespace: 'solana',
      capabilities: solanaLike,
      isAddress: (address) => address.startsWith('sol-'),
      embeddedWallet: true,
      walletConnect: { methods: ['solana_signMessage'], events: [] },
      loadDiscovery: async () => () => found,
      loadWallet,
    })
    // No wallet of this namespace in the browser: nothing to connect, so no code held for it.
    await adapter.preload()
    expect(adapter.getConnectors()).toEqual([])
    expect(loadWallet).not.toHaveBeenCalled()
    // The embedded wallet and WalletConnect connect after a code or a scan, not at a click:
    // their code loads when they ask for it.
    adapter.addAuthProvider(testAuthProvider('solana'))
    adapter.walletConnect?.addProvider(testAuthProvider('solana'))
    await adapter.preload()
    expect(adapter.getConnectors().map(({ type }) => type)).toEqual(['WALLET_CONNECT', 'AUTH'])
    expect(loadWallet).not.toHaveBeenCalled()

    const later = defineAdapter({
      namespace: 'solana',
      capabilities: solanaLike,
      isAddress: (address) => address.startsWith('sol-'),
      loadDiscovery: async () => () => found,
      loadWallet,
    })
    await later.preload()
    expect(loadWallet).not.toHaveBeenCalled()
    // A wallet that registers later is found by the next preload, which loads the code.
    found = [{ connector: backpack, wallet: { label: 'backpack' } }]
    await later.preload()
    expect(loadWallet).toHaveBeenCalledTimes(1)
  })

  it('behavior: preloadDiscovery finds the wallets, once, and loads no wallet code; preload then loads only the code', async () => {
    const loadDiscovery = vi.fn(async (changed: () => void) => {
      changed()
      return () => [{ connector: phantom, wallet: { label: 'phantom' } }]
    })
    const loadWallet = vi.fn(async () => walletCode())
    const adapter = defineAdapter({
      namespace: 'solana',
      capabilities: solanaLike,
      isAddress: (address) => address.startsWith('sol-'),
      loadDiscovery,
      loadWallet,
    })
    const reported: AdapterEvent[] = []
    adapter.subscribe((event) => reported.push(event))
    await adapter.preloadDiscovery()
    expect(adapter.getConnectors()).toEqual([phantom])
    expect(reported).toContainEqual({ type: 'connectorsChanged', connectors: [phantom] })
    expect(loadWallet).not.toHaveBeenCalled()
    await adapter.preloadDiscovery()
    await adapter.preload()
    expect(loadDiscovery).toHaveBeenCalledTimes(1)
    expect(loadWallet).toHaveBeenCalledTimes(1)
  })

  it('behavior: preloadDiscovery of an adapter that finds its wallets with the page loads nothing', async () => {
    const { adapter, loadWallet } = fakeAdapter()
    await adapter.preloadDiscovery()
    expect(loadWallet).not.toHaveBeenCalled()
  })

  it('behavior: a discovery that failed to load is loaded again by the next call', async () => {
    const loadDiscovery = vi
      .fn<(changed: () => void) => Promise<() => { connector: Connector; wallet: FakeWallet }[]>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(() => [{ connector: phantom, wallet: { label: 'phantom' } }])
    const adapter = defineAdapter({
      namespace: 'solana',
      capabilities: solanaLike,
      isAddress: () => true,
      loadDiscovery,
      loadWallet: async () => walletCode(),
    })
    await expect(adapter.preload()).rejects.toThrow('chunk failed')
    await adapter.preload()
    expect(adapter.getConnectors()).toEqual([phantom])
    expect(loadDiscovery).toHaveBeenCalledTimes(2)
  })
})
