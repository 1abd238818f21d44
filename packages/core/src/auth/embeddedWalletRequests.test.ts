import { describe, expect, it, vi } from 'vitest'
import { FrameError } from '../errors/frame.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { solana, solanaDevnet } from '../networks/otherNetworks.js'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import type { AuthConnector } from './authConnector.js'
import { createEmbeddedWalletRequests } from './embeddedWalletRequests.js'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const solanaAddress = '3hmiRZikDbAH9BKnK65RHcR5TtqfUB6aLzeVMaiRdiGW'

type User = {
  address: string
  chainId: string | number
  accounts?: { address: string; type: 'eoa' | 'smartAccount' }[]
  preferredAccountType?: string
}

function setup(
  options: {
    namespace?: 'eip155' | 'solana'
    /** The frame's current chain. */
    frameChain?: string
    user?: (chainId: string | undefined) => User
  } = {},
) {
  const namespace = options.namespace ?? 'eip155'
  const storage = createStorage({ backend: memoryBackend(), warn: () => {} })
  let frameChain = options.frameChain ?? '0xa'
  const user =
    options.user ??
    ((chainId: string | undefined): User => ({
      address: String(chainId ?? frameChain).startsWith('solana:') ? solanaAddress : address,
      chainId: chainId ?? frameChain,
    }))
  const connector = {
    getUser: vi.fn(async (chainId?: string) => {
      if (chainId) frameChain = chainId
      return user(chainId)
    }),
    isConnected: vi.fn(async () => true),
    getChainId: vi.fn(async () => frameChain),
    switchNetwork: vi.fn(async (chainId: string) => {
      frameChain = chainId
    }),
    signOut: vi.fn(async () => {}),
    request: vi.fn(async (_payload: unknown): Promise<unknown> => '0xsigned'),
  }
  const emit = vi.fn()
  const requests = createEmbeddedWalletRequests({
    connector: connector as unknown as AuthConnector,
    namespace,
    networks: [mainnet, optimism, solana, solanaDevnet],
    storage,
    emit,
  })
  return { connector, emit, requests, storage }
}

describe('createEmbeddedWalletRequests', () => {
  it('default: connect reads the user on the frame’s chain of the namespace', async () => {
    const { requests, connector } = setup()
    await expect(requests.connect()).resolves.toEqual({ address, caipNetworkId: 'eip155:10' })
    expect(connector.getUser).toHaveBeenCalledWith('eip155:10')
    expect(connector.isConnected).not.toHaveBeenCalled()
  })

  it('behavior: connect on a network asked for', async () => {
    const { requests, connector } = setup({ namespace: 'solana' })
    await expect(requests.connect({ network: solanaDevnet.caipNetworkId })).resolves.toEqual({
      address: solanaAddress,
      caipNetworkId: solanaDevnet.caipNetworkId,
    })
    expect(connector.getChainId).not.toHaveBeenCalled()
  })

  it('behavior: the starting network is the last used, else the frame’s, the saved connection’s, or the first of the site, of this namespace only', async () => {
    const lastUsed = setup({ namespace: 'solana' })
    lastUsed.storage.set('lastUsedChainId', solanaDevnet.caipNetworkId)
    await expect(lastUsed.requests.connect()).resolves.toMatchObject({
      caipNetworkId: solanaDevnet.caipNetworkId,
    })
    expect(lastUsed.connector.getChainId).not.toHaveBeenCalled()

    // The last used chain and the frame's are eip155's: the saved connection's cluster.
    const saved = setup({ namespace: 'solana', frameChain: 'eip155:1' })
    saved.storage.set('lastUsedChainId', 'eip155:10')
    saved.storage.set('connections', {
      solana: [
        {
          connectorId: 'Phantom',
          accounts: [{ address: solanaAddress }],
          network: solana.caipNetworkId,
        },
        {
          connectorId: 'auth',
          accounts: [{ address: solanaAddress }],
          network: solanaDevnet.caipNetworkId,
        },
      ],
    })
    await expect(saved.requests.connect()).resolves.toEqual({
      address: solanaAddress,
      caipNetworkId: solanaDevnet.caipNetworkId,
    })

    const first = setup({ namespace: 'solana', frameChain: 'eip155:1' })
    await expect(first.requests.connect()).resolves.toMatchObject({
      caipNetworkId: solana.caipNetworkId,
    })
  })

  it('behavior: reconnect asks whether a session exists first', async () => {
    const { requests, connector } = setup({ namespace: 'solana', frameChain: solana.caipNetworkId })
    connector.isConnected.mockResolvedValueOnce(false)
    await expect(requests.reconnect()).resolves.toBeUndefined()
    expect(connector.getUser).not.toHaveBeenCalled()
    await expect(requests.reconnect()).resolves.toEqual({
      address: solanaAddress,
      caipNetworkId: solana.caipNetworkId,
    })
    await requests.reconnect()
    expect(connector.isConnected).toHaveBeenCalledTimes(2)
  })

  it('behavior: a switch goes to a configured network of the namespace with its RPC URL, and is reported', async () => {
    const { requests, connector, emit } = setup({ namespace: 'solana' })
    await requests.connect({ network: solana.caipNetworkId })
    await requests.switchNetwork(solanaDevnet.caipNetworkId)
    expect(connector.switchNetwork).toHaveBeenCalledWith(
      solanaDevnet.caipNetworkId,
      solanaDevnet.rpcUrls.default.http[0],
    )
    expect(emit.mock.calls).toEqual([['networkChanged', solanaDevnet.caipNetworkId]])
    await requests.switchNetwork(solanaDevnet.caipNetworkId)
    expect(emit).toHaveBeenCalledTimes(1)
    await expect(requests.switchNetwork('eip155:10')).rejects.toThrow('Chain is not supported')
    await expect(requests.switchNetwork('solana:unknown')).rejects.toThrow('Chain is not supported')
  })

  it('behavior: a solana request goes to the frame on the current cluster, or the one it names', async () => {
    const { requests, connector } = setup({ namespace: 'solana' })
    await requests.connect({ network: solanaDevnet.caipNetworkId })
    const params = { message: '3yZe7d', pubkey: solanaAddress }
    await requests.request({ method: 'solana_signMessage', params })
    await requests.request({
      method: 'solana_signAndSendTransaction',
      params: { transaction: 'AQ==' },
      chainId: solana.caipNetworkId,
    })
    expect(connector.request.mock.calls).toEqual([
      [
        {
          method: 'solana_signMessage',
          params,
          chainNamespace: 'solana',
          chainId: solanaDevnet.caipNetworkId,
          rpcUrl: solanaDevnet.rpcUrls.default.http[0],
        },
      ],
      [
        {
          method: 'solana_signAndSendTransaction',
          params: { transaction: 'AQ==' },
          chainNamespace: 'solana',
          chainId: solana.caipNetworkId,
          rpcUrl: solana.rpcUrls.default.http[0],
        },
      ],
    ])
    // EIP-1193's methods mean nothing here: they go to the frame, which refuses them.
    await requests.request({ method: 'eth_chainId' })
    expect(connector.request).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'eth_chainId', chainNamespace: 'solana' }),
    )
  })

  it('behavior: asset discovery is taken only as a map of lists of valid assets (SPEC.md §5)', async () => {
    const { requests, connector } = setup({ frameChain: 'eip155:1' })
    await requests.connect({})
    const assets = {
      '0x1': [
        {
          address: 'native',
          balance: '0x2386f26fc10000',
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '' },
        },
      ],
    }
    connector.request.mockResolvedValueOnce(assets)
    const params = [{ account: address }]
    await expect(requests.request({ method: 'wallet_getAssets', params })).resolves.toEqual(assets)

    // A chain key that is no hex chain id, and an asset with no balance: refused, not passed on.
    for (const malformed of [
      { mainnet: assets['0x1'] },
      { '0x1': [{ ...assets['0x1'][0], balance: undefined }] },
      [assets['0x1']],
    ]) {
      connector.request.mockResolvedValueOnce(malformed)
      const error = await requests
        .request({ method: 'wallet_getAssets', params })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(FrameError)
      expect(error).toMatchObject({ code: 'INVALID_MESSAGE', message: 'Invalid input' })
      expect((error as FrameError).details).toMatch(/^wallet_getAssets answered something other/)
    }
    // Other methods' answers go as they came.
    connector.request.mockResolvedValueOnce({ anything: true })
    await expect(
      requests.request({ method: 'eth_getBalance', params: [address] }),
    ).resolves.toEqual({ anything: true })
  })

  it('behavior: eip155 answers EIP-1193’s account and chain methods', async () => {
    const { requests, connector, emit } = setup({ frameChain: 'eip155:1' })
    await expect(requests.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    connector.isConnected.mockResolvedValueOnce(false)
    await expect(requests.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(requests.request({ method: 'eth_requestAccounts' })).resolves.toEqual([address])
    await expect(requests.request({ method: 'eth_accounts' })).resolves.toEqual([address])
    await expect(
      requests.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    ).resolves.toBeNull()
    expect(connector.switchNetwork).toHaveBeenCalledWith(
      'eip155:10',
      optimism.rpcUrls.default.http[0],
    )
    expect(emit.mock.calls).toEqual([
      ['networkChanged', 'eip155:10'],
      ['chainChanged', '0xa'],
    ])
    await expect(requests.request({ method: 'eth_chainId' })).resolves.toBe('0xa')
    await expect(
      requests.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    ).rejects.toThrow('Chain is not supported')
    await expect(
      requests.request({ method: 'wallet_switchEthereumChain', params: [{}] }),
    ).rejects.toThrow('Chain is not supported')
  })

  it('behavior: every other eip155 method is an RPC request on the current chain', async () => {
    const { requests, connector } = setup({ frameChain: 'eip155:1' })
    await requests.request({ method: 'eth_requestAccounts' })
    const transaction = { from: address, to: address, value: '0x1' }
    await expect(
      requests.request({ method: 'eth_sendTransaction', params: [transaction] }),
    ).resolves.toBe('0xsigned')
    expect(connector.request).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      params: [transaction],
      chainNamespace: 'eip155',
      chainId: 'eip155:1',
      rpcUrl: mainnet.rpcUrls.default.http[0],
    })
  })

  it('behavior: a read the frame refuses for its params or its account rejects with the EIP-1193 / JSON-RPC code', async () => {
    const { requests, connector } = setup({ frameChain: 'eip155:1' })
    await requests.request({ method: 'eth_requestAccounts' })
    const refusal = (message: string) => () => Promise.reject(FrameError.fromReply(message))
    connector.request.mockImplementationOnce(
      refusal('Invalid params: account must be a 0x address'),
    )
    await expect(
      requests.request({ method: 'wallet_getAssets', params: [{ account: '0x12' }] }),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid params: account must be a 0x address',
    })
    connector.request.mockImplementationOnce(refusal('The request is for another account'))
    await expect(
      requests.request({ method: 'wallet_getAssets', params: [{ account: address }] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('behavior: a session update reports a changed account or network, or the end', async () => {
    let current: User = { address, chainId: 'eip155:1' }
    const { requests, connector, emit } = setup({ user: () => current })
    await requests.refresh()
    expect(emit).not.toHaveBeenCalled()
    await requests.connect()
    current = { address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D', chainId: 'eip155:10' }
    await requests.refresh()
    // Read on this namespace's own chain: the frame's may be another namespace's by now.
    expect(connector.getUser).toHaveBeenLastCalledWith('eip155:1')
    expect(emit.mock.calls).toEqual([
      ['accountsChanged', [current.address]],
      ['networkChanged', 'eip155:10'],
      ['chainChanged', '0xa'],
    ])
    connector.isConnected.mockResolvedValueOnce(false)
    await requests.refresh()
    expect(emit).toHaveBeenLastCalledWith(
      'disconnect',
      expect.objectContaining({ message: 'Not connected to email or social' }),
    )
  })

  it('behavior: the user’s typed accounts, the one it signs with first; a switch of type goes to the frame and is reported', async () => {
    const smart = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    const accounts = [
      { address, type: 'eoa' as const },
      { address: smart, type: 'smartAccount' as const },
    ]
    let current = {
      address: smart,
      chainId: 'eip155:1',
      accounts,
      preferredAccountType: 'smartAccount',
    }
    const { requests, connector, emit, storage } = setup({ user: () => current })
    storage.set('smartAccountEnabledNetworks', [1])
    const setPreferredAccount = vi.fn(async (type: 'eoa' | 'smartAccount') => {
      current = {
        ...current,
        address: type === 'eoa' ? address : smart,
        preferredAccountType: type,
      }
      return { type, address: current.address }
    })
    Object.assign(connector, { setPreferredAccount })
    expect((await requests.reconnect())?.accounts).toEqual([accounts[1], accounts[0]])
    await requests.setAccountType?.('eoa')
    expect(setPreferredAccount).toHaveBeenCalledWith('eoa', smart)
    expect(emit.mock.calls).toEqual([['accountsChanged', [address]]])
    expect((await requests.reconnect())?.accounts).toEqual(accounts)
  })

  it('behavior: a smart account is listed only on the networks the frame said offer them; the one that signs always is', async () => {
    const smart = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    const accounts = [
      { address, type: 'eoa' as const },
      { address: smart, type: 'smartAccount' as const },
    ]
    const user = { address, chainId: 'eip155:1', accounts, preferredAccountType: 'eoa' }
    const withoutList = setup({ user: () => user })
    expect((await withoutList.requests.reconnect())?.accounts).toEqual([accounts[0]])
    const listed = setup({ user: () => user })
    listed.storage.set('smartAccountEnabledNetworks', [10, 1])
    expect((await listed.requests.reconnect())?.accounts).toEqual(accounts)
    const signing = setup({ user: () => ({ ...user, address: smart }) })
    expect((await signing.requests.reconnect())?.accounts).toEqual([accounts[1], accounts[0]])
  })

  it('error: a type switch without a signed-in visitor is refused before the frame is asked', async () => {
    const { requests, connector } = setup()
    connector.isConnected.mockResolvedValue(false)
    const setPreferredAccount = vi.fn()
    Object.assign(connector, { setPreferredAccount })
    await expect(requests.setAccountType?.('eoa') ?? Promise.resolve()).rejects.toThrow(
      'Not connected to email or social',
    )
    expect(setPreferredAccount).not.toHaveBeenCalled()
  })

  it('behavior: disconnect signs out and forgets the account', async () => {
    const { requests, connector } = setup()
    await requests.connect()
    await requests.disconnect()
    expect(connector.signOut).toHaveBeenCalledTimes(1)
    connector.isConnected.mockResolvedValueOnce(false)
    await expect(requests.reconnect()).resolves.toBeUndefined()
  })
})
