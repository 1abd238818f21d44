import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { route } from '../actions/route.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { createLatch } from './createLatch.js'

// A site with an EVM and a Solana adapter: switching networks from the modal (SPEC.md §4
// "Network switch") and disconnecting one namespace while the other stays connected.

function twoNamespaces() {
  const evm = testAdapter('eip155', mainnet.caipNetworkId)
  const sol = testAdapter('solana', solana.caipNetworkId)
  const latch = createLatch({
    networks: [mainnet, optimism, solana],
    adapters: [evm, sol],
    storage: memoryBackend(),
  })
  return { latch, evm, sol }
}

describe('createLatch: switchNetwork with confirm', () => {
  it('behavior: connected on EVM only, Solana opens SwitchActiveChain; the wallet connected there starts on it', async () => {
    const { latch, sol } = twoNamespaces()
    await connect(latch, { connectorId: 'test-wallet', namespace: 'eip155' })
    latch.open({ view: 'Account' })
    await switchNetwork(latch, { network: solana, confirm: true })
    expect(latch.getState().view).toBe('SwitchActiveChain')
    expect(latch.getState().history.at(-1)?.data).toEqual({
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace: true,
      network: solana,
    })
    // Nothing changes until a wallet connects there.
    expect(latch.getState().activeNetwork).toBe(mainnet)

    route(latch, {
      type: 'router.push',
      view: 'ConnectingExternal',
      data: { connectorId: 'test-wallet', namespace: 'solana' },
    })
    await connect(latch, { connectorId: 'test-wallet', namespace: 'solana' })
    expect(sol.connect).toHaveBeenCalledWith({ connectorId: 'test-wallet', network: solana })
    expect(latch.getState()).toMatchObject({ view: 'Account', activeNamespace: 'solana' })
    expect(latch.getState().activeNetwork).toBe(solana)
    latch.destroy()
  })

  it.each([
    ['Back', (latch: ReturnType<typeof createLatch>) => route(latch, { type: 'router.back' })],
    ['closing the modal', (latch: ReturnType<typeof createLatch>) => latch.close()],
  ])('behavior: SwitchActiveChain left by %s waits for no wallet any more', async (_, leave) => {
    const { latch, sol } = twoNamespaces()
    await connect(latch, { connectorId: 'test-wallet', namespace: 'eip155' })
    latch.open({ view: 'Account' })
    await switchNetwork(latch, { network: solana, confirm: true })
    expect(latch.getState().view).toBe('SwitchActiveChain')
    leave(latch)
    expect(latch.getState().view).not.toBe('SwitchActiveChain')
    // A later connect there, for another reason, starts where the wallet is.
    await connect(latch, { connectorId: 'test-wallet', namespace: 'solana' })
    expect(sol.connect).toHaveBeenCalledWith({ connectorId: 'test-wallet', network: undefined })
    latch.destroy()
  })

  it('behavior: a network with a wallet to ask opens SwitchNetwork and asks it; switched, the view is done', async () => {
    const { latch, evm } = twoNamespaces()
    await connect(latch, { connectorId: 'test-wallet', namespace: 'eip155' })
    latch.open({ view: 'Account' })
    // The wallet answers when the test says.
    let answer = () => {}
    evm.switchNetwork.mockImplementationOnce(
      () => new Promise<void>((resolve) => (answer = resolve)),
    )
    await switchNetwork(latch, { network: optimism, confirm: true })
    // In the same step: the view shows the switch the machine started.
    expect(latch.getState()).toMatchObject({
      view: 'SwitchNetwork',
      networkStatus: 'switching',
      switchingTo: optimism,
      activeNetwork: mainnet,
    })
    expect(latch.getState().history.at(-1)?.data).toEqual({ network: optimism })
    await eventually(() => expect(evm.switchNetwork).toHaveBeenCalledTimes(1))
    answer()
    await eventually(() => expect(latch.getState().activeNetwork).toBe(optimism))
    expect(latch.getState()).toMatchObject({ view: 'Account', switchingTo: undefined })
    latch.destroy()
  })

  it('behavior: with no wallet anywhere the network becomes active, no view opens', async () => {
    const { latch, sol } = twoNamespaces()
    latch.open()
    await switchNetwork(latch, { network: solana, confirm: true })
    expect(latch.getState()).toMatchObject({ view: 'Connect', activeNamespace: 'solana' })
    expect(sol.switchNetwork).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: without confirm, a namespace without a wallet simply becomes active', async () => {
    const { latch } = twoNamespaces()
    await connect(latch, { connectorId: 'test-wallet', namespace: 'eip155' })
    await switchNetwork(latch, { network: solana })
    expect(latch.getState().activeNetwork).toBe(solana)
    expect(latch.getState().connection).toBeUndefined()
    latch.destroy()
  })
})

describe('createLatch: disconnect with another namespace connected', () => {
  async function bothConnected() {
    const setup = twoNamespaces()
    await connect(setup.latch, { connectorId: 'test-wallet', namespace: 'solana' })
    await connect(setup.latch, { connectorId: 'test-wallet', namespace: 'eip155' })
    setup.latch.open({ view: 'ProfileWallets' })
    return setup
  }

  it('default: the modal closes (SPEC.md §4), and the namespace still connected becomes active', async () => {
    const { latch } = await bothConnected()
    expect(latch.getState().activeNetwork).toBe(mainnet)
    await disconnect(latch, { namespace: 'eip155' })
    expect(latch.getState().open).toBe(false)
    expect(latch.getState().activeNetwork).toBe(solana)
    expect(latch.getState().connection?.accounts[0]?.address).toBe('solana-address')
    latch.destroy()
  })

  it("behavior: 'whenNoneLeft' keeps the modal open while a wallet is left, and closes it after the last", async () => {
    const { latch } = await bothConnected()
    await disconnect(latch, { namespace: 'eip155', closeModal: 'whenNoneLeft' })
    expect(latch.getState()).toMatchObject({ open: true, view: 'ProfileWallets' })
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    expect(latch.getState().activeNamespace).toBe('solana')
    await disconnect(latch, { namespace: 'solana', closeModal: 'whenNoneLeft' })
    expect(latch.getState().open).toBe(false)
    latch.destroy()
  })

  it('behavior: a namespace that is not the active one leaves the active network as it is', async () => {
    const { latch } = await bothConnected()
    await disconnect(latch, { namespace: 'solana', closeModal: false })
    expect(latch.getState()).toMatchObject({ open: true, activeNamespace: 'eip155' })
    expect(latch.getState().activeNetwork).toBe(mainnet)
    latch.destroy()
  })
})
