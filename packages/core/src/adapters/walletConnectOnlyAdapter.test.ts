import { describe, expect, it } from 'vitest'
import { disconnect } from '../actions/disconnect.js'
import { getActors } from '../actions/getActors.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { testWalletConnect } from '../conformance/testWalletConnect.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import {
  hasSiteAdapters,
  walletConnectOnlyAdapter,
  walletConnectOnlyAdapters,
} from './walletConnectOnlyAdapter.js'

// A site with WalletConnect and no adapter (SPEC.md §2): the modal opens on WalletConnect and
// the session connects there. The SDK's client is a test double (`testWalletConnect`).

const address = '0x1111111111111111111111111111111111111111'
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

const networks = [mainnet, optimism, solana]

/** The site gives no adapter, or (to call them itself) these adapters only. */
function setUp(adapters = walletConnectOnlyAdapters(networks), given = false) {
  const wallet = testWalletConnect()
  const latch = createLatch({
    networks,
    ...(given ? { adapters } : {}),
    storage: memoryBackend(),
    projectId: 'demo',
    walletConnect: wallet.connector,
  })
  return { wallet, latch, evm: adapters[0] }
}

async function approved(
  wallet: ReturnType<typeof testWalletConnect>,
  latch: ReturnType<typeof createLatch>,
  extra: `eip155:${string}:${string}`[] = [],
) {
  latch.open()
  const pairing = await eventually(() => {
    const running = getActors(latch).pairing
    if (!running?.getSnapshot().matches('active')) throw new Error('pairing')
    return running
  })
  wallet.approve({
    eip155: [`eip155:10:${address}`, ...extra],
    solana: [`${solana.caipNetworkId}:${solanaAddress}`],
  })
  await eventually(() => {
    const { connections } = latch.getState()
    if (connections.eip155?.status !== 'connected' || connections.solana?.status !== 'connected') {
      throw new Error('connecting')
    }
  })
  return pairing
}

describe('a site with WalletConnect and no adapter', () => {
  it('default: the modal opens on WalletConnect, which pairs for every namespace of the networks', async () => {
    const { wallet, latch } = setUp()
    latch.open()
    expect(latch.getState().view).toBe('ConnectingWalletConnectBasic')
    expect(latch.getState().pairing.status).not.toBe('unavailable')
    await eventually(() => expect(wallet.proposals).toHaveLength(1))
    expect(wallet.proposals[0]).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        methods: [
          'personal_sign',
          'eth_signTypedData_v4',
          'eth_sendTransaction',
          'wallet_switchEthereumChain',
        ],
        events: ['accountsChanged', 'chainChanged'],
      },
      solana: {
        chains: [solana.caipNetworkId],
        methods: [
          'solana_signMessage',
          'solana_signTransaction',
          'solana_signAllTransactions',
          'solana_signAndSendTransaction',
        ],
        events: [],
      },
    })
    latch.destroy()
  })

  it('behavior: the approved session connects each namespace; Account shows; the wallet signs; a disconnect ends it', async () => {
    // The site makes them itself, to call them: the modal still opens on WalletConnect.
    const { wallet, latch, evm } = setUp(walletConnectOnlyAdapters(networks), true)
    await approved(wallet, latch)
    expect(latch.getState().view).toBe('Account')
    expect(latch.getState().connections.eip155?.connection).toMatchObject({
      connectorId: 'walletConnect',
      accounts: [{ address }],
      network: 'eip155:10',
    })
    // Opened again, connected: Account, not WalletConnect (SPEC.md §2).
    latch.close()
    latch.open()
    expect(latch.getState().view).toBe('Account')

    wallet.state.answer = async (request) => {
      expect(request).toEqual({
        chainId: 'eip155:10',
        method: 'personal_sign',
        params: ['0x6869', address],
      })
      return `0x${'ab'.repeat(65)}`
    }
    await expect(evm?.signMessage({ message: 'hi', address })).resolves.toBe(`0x${'ab'.repeat(65)}`)

    await disconnect(latch, { namespace: 'eip155' })
    expect(latch.getState().connections.solana?.status).toBe('disconnected')
    expect(wallet.client.disconnect).toHaveBeenCalledTimes(1)
    latch.destroy()
  })

  it('behavior: a switch goes to a network the session approved, through the session', async () => {
    const { wallet, latch } = setUp()
    await approved(wallet, latch, [`eip155:1:${address}`])
    await switchNetwork(latch, { network: mainnet })
    await eventually(() =>
      expect(latch.getState().activeNetwork?.caipNetworkId).toBe(mainnet.caipNetworkId),
    )
    latch.destroy()
  })

  it('errors: it reads no chain: a balance or a transfer is not supported on its namespace', async () => {
    const adapter = walletConnectOnlyAdapter('eip155')
    await expect(adapter.getBalance({ address, network: mainnet })).rejects.toThrow(
      'Reading balances is not supported on eip155',
    )
    await expect(
      adapter.sendTransfer({ from: address, to: address, amount: 1n, network: mainnet }),
    ).rejects.toThrow('Sending is not supported on eip155')
    await expect(
      walletConnectOnlyAdapter('solana').signMessage({ message: 'hi', address: solanaAddress }),
    ).rejects.toThrow('not supported on solana')
  })

  it('behavior: a site with adapters of its own gets none of these', () => {
    expect(hasSiteAdapters([walletConnectOnlyAdapter('eip155')])).toBe(false)
    expect(hasSiteAdapters([walletConnectOnlyAdapter('eip155'), testAdapter('solana')])).toBe(true)
    const wallet = testWalletConnect()
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155')],
      storage: memoryBackend(),
      walletConnect: wallet.connector,
    })
    latch.open()
    expect(latch.getState().view).toBe('Connect')
    latch.destroy()
  })
})
