import { describe, expect, it, vi } from 'vitest'
import { testWalletConnect } from '../conformance/testWalletConnect.js'
import { mainnet, optimism, sepolia } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { createWalletConnectLink } from './walletConnectLink.js'
import { createWalletConnectProvider } from './walletConnectProvider.js'
import type { DeepLinkWindow, WalletRequestDeepLinkParameters } from './walletRequestDeepLink.js'

const address = '0x1111111111111111111111111111111111111111'
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

async function paired(deepLinks?: WalletRequestDeepLinkParameters) {
  const wallet = testWalletConnect()
  const link = createWalletConnectLink(wallet.connector, { relayUrl: undefined, projectId: 'demo' })
  const networks = [mainnet, optimism, solana]
  const eip155 = createWalletConnectProvider({ namespace: 'eip155', networks, link, deepLinks })
  const sol = createWalletConnectProvider({ namespace: 'solana', networks, link, deepLinks })
  const { approval } = await link.pair({
    eip155: { chains: ['eip155:1', 'eip155:10'], methods: ['personal_sign'], events: [] },
  })
  const session = wallet.approve({
    eip155: [`eip155:1:${address}`, `eip155:10:${address}`],
    solana: [`${solana.caipNetworkId}:${solanaAddress}`],
  })
  await approval
  return { wallet, link, eip155, sol, session }
}

describe('createWalletConnectProvider', () => {
  it("default: connect reads the session's account of the namespace, on the network asked for", async () => {
    const { eip155, sol } = await paired()
    await expect(eip155.connect()).resolves.toEqual({ address, caipNetworkId: 'eip155:1' })
    await expect(eip155.connect({ network: 'eip155:10' })).resolves.toEqual({
      address,
      caipNetworkId: 'eip155:10',
    })
    await expect(sol.connect()).resolves.toEqual({
      address: solanaAddress,
      caipNetworkId: solana.caipNetworkId,
    })
  })

  it('behavior: without a session, connect fails and reconnect finds nothing', async () => {
    const wallet = testWalletConnect()
    const link = createWalletConnectLink(wallet.connector, {
      relayUrl: undefined,
      projectId: undefined,
    })
    const provider = createWalletConnectProvider({ namespace: 'eip155', networks: [mainnet], link })
    await expect(provider.connect()).rejects.toThrow('Failed to connect')
    await expect(provider.reconnect()).resolves.toBeUndefined()
  })

  it('behavior: reconnect restores the session the relay kept, without a pairing', async () => {
    const wallet = testWalletConnect()
    wallet.approve({ eip155: [`eip155:10:${address}`] })
    const link = createWalletConnectLink(wallet.connector, {
      relayUrl: undefined,
      projectId: undefined,
    })
    const provider = createWalletConnectProvider({
      namespace: 'eip155',
      networks: [optimism],
      link,
    })
    await expect(provider.reconnect()).resolves.toEqual({ address, caipNetworkId: 'eip155:10' })
    expect(wallet.client.pair).not.toHaveBeenCalled()
  })

  it('behavior: requests go to the wallet on the current chain, or the one they name', async () => {
    const { wallet, eip155, sol } = await paired()
    await eip155.connect()
    wallet.state.answer = async () => '0xsignature'
    await expect(
      eip155.request({ method: 'personal_sign', params: ['0x68', address] }),
    ).resolves.toBe('0xsignature')
    expect(wallet.client.request).toHaveBeenLastCalledWith({
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: ['0x68', address],
    })
    await sol.connect()
    await sol.request({
      method: 'solana_signMessage',
      params: { message: 'x' },
      chainId: solana.caipNetworkId,
    })
    expect(wallet.client.request).toHaveBeenLastCalledWith({
      chainId: solana.caipNetworkId,
      method: 'solana_signMessage',
      params: { message: 'x' },
    })
  })

  it("behavior: eip155 answers EIP-1193's account and chain methods itself", async () => {
    const { wallet, eip155 } = await paired()
    await expect(eip155.request({ method: 'eth_requestAccounts' })).resolves.toEqual([address])
    await expect(eip155.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    const chainChanged = vi.fn()
    eip155.on('chainChanged', chainChanged)
    await eip155.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(chainChanged).toHaveBeenCalledWith('0xa')
    await expect(eip155.request({ method: 'eth_chainId' })).resolves.toBe('0xa')
    expect(wallet.client.request).not.toHaveBeenCalled()
  })

  it('behavior: a switch goes only to a chain the session approved among the site’s networks', async () => {
    const { eip155 } = await paired()
    await eip155.connect()
    const networkChanged = vi.fn()
    eip155.on('networkChanged', networkChanged)
    await eip155.switchNetwork('eip155:10')
    expect(networkChanged).toHaveBeenCalledWith('eip155:10')
    await expect(eip155.switchNetwork(sepolia.caipNetworkId)).rejects.toThrow(
      'Chain is not supported',
    )
  })

  it("behavior: the wallet's session events reach the namespace's listeners", async () => {
    const { wallet, eip155, session } = await paired()
    await eip155.connect()
    const accountsChanged = vi.fn()
    const networkChanged = vi.fn()
    const disconnected = vi.fn()
    eip155.on('accountsChanged', accountsChanged)
    eip155.on('networkChanged', networkChanged)
    eip155.on('disconnect', disconnected)
    const other = '0x2222222222222222222222222222222222222222'
    wallet.emit('sessionChanged', { ...session, accounts: { eip155: [`eip155:1:${other}`] } })
    expect(accountsChanged).toHaveBeenCalledWith([other])
    wallet.emit('chainChanged', 'eip155:10')
    expect(networkChanged).toHaveBeenCalledWith('eip155:10')
    // Another namespace's chain is not this one's.
    wallet.emit('chainChanged', solana.caipNetworkId)
    expect(networkChanged).toHaveBeenCalledTimes(1)
    // The wallet ends the session: the relay keeps none, a reload finds nothing to restore.
    wallet.state.stored = undefined
    wallet.emit('sessionEnded')
    expect(disconnected).toHaveBeenCalledTimes(1)
    await expect(eip155.reconnect()).resolves.toBeUndefined()
  })

  it('behavior: disconnect ends the session once, for every namespace', async () => {
    const { wallet, link, eip155, sol } = await paired()
    await eip155.connect()
    await sol.connect()
    await eip155.disconnect()
    await sol.disconnect()
    expect(wallet.client.disconnect).toHaveBeenCalledTimes(1)
    expect(link.session()).toBeUndefined()
  })
})

describe('createWalletConnectProvider with the visitor’s deep-link choice', () => {
  function deepLinks(choice?: { href: string; name: string }) {
    const storage = createStorage({ backend: memoryBackend(), warn: () => {} })
    if (choice) storage.set('deepLinkChoice', choice)
    const window: DeepLinkWindow = { hasFocus: () => true, open: vi.fn() }
    return { storage, window }
  }

  it('default: a request sent over the session opens the chosen wallet at that request', async () => {
    const links = deepLinks({ href: 'metamask://', name: 'MetaMask' })
    const { wallet, eip155, sol } = await paired(links)
    await eip155.connect()
    await eip155.request({ method: 'personal_sign', params: ['0x68', address] })
    expect(links.window.open).toHaveBeenCalledTimes(1)
    expect(links.window.open).toHaveBeenLastCalledWith(
      'metamask://wc?requestId=1&sessionTopic=test-topic',
      '_self',
    )
    await sol.connect()
    await sol.request({ method: 'solana_signMessage', params: { message: 'x' } })
    expect(links.window.open).toHaveBeenLastCalledWith(
      'metamask://wc?requestId=2&sessionTopic=test-topic',
      '_self',
    )
    // Answered in Latch itself, without the wallet: nothing to approve there.
    await eip155.request({ method: 'eth_chainId' })
    expect(links.window.open).toHaveBeenCalledTimes(2)
    expect(wallet.client.request).toHaveBeenCalledTimes(2)
  })

  it('behavior: without a choice, a request opens nothing', async () => {
    const links = deepLinks()
    const { eip155 } = await paired(links)
    await eip155.connect()
    await eip155.request({ method: 'personal_sign', params: ['0x68', address] })
    expect(links.window.open).not.toHaveBeenCalled()
  })

  it('behavior: disconnect forgets the choice', async () => {
    const links = deepLinks({ href: 'metamask://', name: 'MetaMask' })
    const { eip155 } = await paired(links)
    await eip155.connect()
    await eip155.disconnect()
    expect(links.storage.get('deepLinkChoice')).toBeUndefined()
  })

  it('behavior: the session ending on the wallet’s side forgets the choice', async () => {
    const links = deepLinks({ href: 'metamask://', name: 'MetaMask' })
    const { wallet, eip155 } = await paired(links)
    await eip155.connect()
    wallet.emit('sessionEnded')
    expect(links.storage.get('deepLinkChoice')).toBeUndefined()
  })
})
