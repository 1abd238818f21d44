import { connect, createLatch, memoryBackend } from '@latch/core'
import { mainnet, solana } from '@latch/core/networks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithLatch, testAdapter } from '../../testing/testLatch.js'

/** Connected with an EVM wallet only, on the Account view's list of networks. */
async function fromAccountNetworks() {
  const evmAdapter = testAdapter()
  const solanaAdapter = testAdapter('solana', solana.caipNetworkId, [
    { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
  ])
  const latch = createLatch({
    networks: [mainnet, solana],
    adapters: [evmAdapter, solanaAdapter],
    storage: memoryBackend(),
  })
  await connect(latch, { connectorId: 'test-wallet', namespace: 'eip155' })
  renderWithLatch(latch)
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  fireEvent.click(within(dialog).getByRole('button', { name: /^Network/ }))
  const networks = within(dialog).getByRole('list', { name: 'Networks of this site' })
  fireEvent.click(within(networks).getByRole('button', { name: 'Solana' }))
  await within(dialog).findByRole('heading', { name: 'Switch Chain' })
  return { latch, dialog, solanaAdapter }
}

async function openSwitch(solanaConnectors = true) {
  const solanaAdapter = testAdapter(
    'solana',
    solana.caipNetworkId,
    solanaConnectors
      ? [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }]
      : [],
  )
  const latch = createLatch({
    networks: [mainnet, solana],
    adapters: [testAdapter(), solanaAdapter],
    storage: memoryBackend(),
  })
  renderWithLatch(latch)
  act(() =>
    latch.open({
      view: 'SwitchActiveChain',
      data: { switchToChain: 'solana', network: solana, navigateTo: 'Connect' },
    }),
  )
  const dialog = await screen.findByRole('dialog')
  return { latch, dialog }
}

describe('SwitchActiveChainView', () => {
  it('default: the wallets of the namespace to connect, and they lead to connecting there', async () => {
    const { latch, dialog } = await openSwitch()
    expect(dialog.textContent).toContain('Connect a wallet for Solana')
    const list = within(dialog).getByRole('list', { name: 'Wallets for Solana' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['PhantomInstalled'])
    fireEvent.click(within(list).getByRole('button', { name: /Phantom/ }))
    expect(latch.getState().view).toBe('ConnectingExternal')
    expect(latch.getState().history.at(-1)?.data).toEqual({
      connectorId: 'phantom',
      namespace: 'solana',
    })
    latch.destroy()
  })

  it('behavior: no wallet there: it says so; “All ways to connect” replaces the view', async () => {
    const { latch, dialog } = await openSwitch(false)
    expect(
      within(dialog).getByText('No wallet for this network was found in this browser.'),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'All ways to connect' }))
    expect(latch.getState().view).toBe('Connect')
    expect(latch.getState().history).toHaveLength(1)
    latch.destroy()
  })

  it('behavior: from the Account’s networks, Solana with only an EVM wallet comes here; its wallet connects on Solana and Account shows it', async () => {
    const { latch, dialog, solanaAdapter } = await fromAccountNetworks()
    expect(latch.getState().view).toBe('SwitchActiveChain')
    // Nothing switched yet: the EVM account stays active until a Solana wallet connects.
    expect(latch.getState().activeNamespace).toBe('eip155')
    const list = within(dialog).getByRole('list', { name: 'Wallets for Solana' })
    fireEvent.click(within(list).getByRole('button', { name: /Phantom/ }))
    await waitFor(() => expect(latch.getState().view).toBe('Account'))
    expect(solanaAdapter.connect).toHaveBeenCalledWith({ connectorId: 'phantom', network: solana })
    expect(latch.getState().activeNetwork).toBe(solana)
    expect(
      await within(dialog).findByRole('button', {
        name: 'Network: Solana. Choose another network',
      }),
    ).toBeTruthy()
    latch.destroy()
  })

  it('behavior: Back returns to the account, still on its network', async () => {
    const { latch, dialog, solanaAdapter } = await fromAccountNetworks()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(latch.getState().view).toBe('Account')
    expect(latch.getState().activeNetwork).toBe(mainnet)
    expect(solanaAdapter.connect).not.toHaveBeenCalled()
    expect(
      within(dialog).getByRole('button', { name: 'Network: Ethereum. Choose another network' }),
    ).toBeTruthy()
    latch.destroy()
  })
})
