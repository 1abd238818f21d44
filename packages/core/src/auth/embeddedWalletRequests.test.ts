import { describe, expect, it, vi } from 'vitest'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import type { AuthConnector } from './authConnector.js'
import { createEmbeddedWalletRequests } from './embeddedWalletRequests.js'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

function setup(user: { address: string; chainId: string | number } = { address, chainId: 1 }) {
  const connector = {
    getUser: vi.fn(async () => user),
    isConnected: vi.fn(async () => true),
    getChainId: vi.fn(async () => '0xa'),
    switchNetwork: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    request: vi.fn(async () => '0xsigned'),
  }
  const emit = vi.fn()
  const requests = createEmbeddedWalletRequests({
    connector: connector as unknown as AuthConnector,
    namespace: 'eip155',
    networks: [mainnet, optimism],
    emit,
  })
  return { connector, emit, requests }
}

describe('createEmbeddedWalletRequests', () => {
  it('default: accounts and chain of the signed-in user, as EIP-1193 writes them', async () => {
    const { requests, connector } = setup()
    await expect(requests.request({ method: 'eth_requestAccounts' })).resolves.toEqual([address])
    await expect(requests.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    await expect(requests.request({ method: 'eth_accounts' })).resolves.toEqual([address])
    expect(connector.isConnected).not.toHaveBeenCalled()
  })

  it('behavior: eth_accounts before any connect asks whether a session exists', async () => {
    const { requests, connector } = setup()
    connector.isConnected.mockResolvedValueOnce(false)
    await expect(requests.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(connector.getUser).not.toHaveBeenCalled()
    await expect(requests.request({ method: 'eth_accounts' })).resolves.toEqual([address])
  })

  it("behavior: the chain before any user is the frame's", async () => {
    const { requests } = setup()
    await expect(requests.request({ method: 'eth_chainId' })).resolves.toBe('0xa')
  })

  it('behavior: a switch goes to a configured network with its RPC URL, and is reported', async () => {
    const { requests, connector, emit } = setup()
    await requests.request({ method: 'eth_requestAccounts' })
    await expect(
      requests.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    ).resolves.toBeNull()
    expect(connector.switchNetwork).toHaveBeenCalledWith(
      'eip155:10',
      optimism.rpcUrls.default.http[0],
    )
    expect(emit).toHaveBeenCalledWith('chainChanged', '0xa')
    await expect(requests.request({ method: 'eth_chainId' })).resolves.toBe('0xa')
    await expect(
      requests.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    ).rejects.toThrow('Chain is not supported')
  })

  it('behavior: every other method is an RPC request on the current chain', async () => {
    const { requests, connector } = setup()
    await requests.request({ method: 'eth_requestAccounts' })
    const transaction = { from: address, to: address, value: '0x1' }
    await requests.request({ method: 'eth_sendTransaction', params: [transaction] })
    expect(connector.request).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      params: [transaction],
      chainNamespace: 'eip155',
      chainId: 'eip155:1',
      rpcUrl: mainnet.rpcUrls.default.http[0],
    })
  })

  it('behavior: a session update reports a changed account or chain, or the end', async () => {
    const user = { address, chainId: 'eip155:1' }
    const { requests, connector, emit } = setup(user)
    await requests.refresh()
    expect(emit).not.toHaveBeenCalled()
    await requests.request({ method: 'eth_requestAccounts' })
    user.address = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    user.chainId = 'eip155:10'
    await requests.refresh()
    expect(emit).toHaveBeenCalledWith('accountsChanged', [user.address])
    expect(emit).toHaveBeenCalledWith('chainChanged', '0xa')
    connector.isConnected.mockResolvedValueOnce(false)
    await requests.refresh()
    expect(emit).toHaveBeenLastCalledWith(
      'disconnect',
      expect.objectContaining({ message: 'Not connected to email or social' }),
    )
  })

  it('behavior: disconnect signs out and forgets the account', async () => {
    const { requests, connector } = setup()
    await requests.request({ method: 'eth_requestAccounts' })
    await requests.disconnect()
    expect(connector.signOut).toHaveBeenCalledTimes(1)
    connector.isConnected.mockResolvedValueOnce(false)
    await expect(requests.request({ method: 'eth_accounts' })).resolves.toEqual([])
  })
})
