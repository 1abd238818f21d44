import { connect, type ModalOpenOptions, route } from '@latch/core'
import { mainnet, optimism } from '@latch/core/networks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'

describe('SwitchNetworkView', () => {
  it('behavior: switches to the router’s network, shows progress, and goes back on success', async () => {
    const { latch, adapter } = createTestLatch()
    await connect(latch, { connectorId: 'test-wallet' })
    let finish = () => {}
    adapter.switchNetwork.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    renderWithLatch(latch)
    act(() => latch.open())
    act(() =>
      route(latch, {
        type: 'router.push',
        view: 'SwitchNetwork',
        data: { network: optimism },
      }),
    )
    const dialog = await screen.findByRole('dialog')
    expect(
      await within(dialog).findByText('Approve the switch to OP Mainnet in your wallet.'),
    ).toBeTruthy()
    expect(adapter.switchNetwork).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    await waitFor(() => expect(latch.getState().view).toBe('Account'))
    expect(latch.getState().activeNetwork).toBe(optimism)
    latch.destroy()
  })

  it('behavior: a failure shows the error and Try again retries', async () => {
    const { latch, adapter } = createTestLatch()
    await connect(latch, { connectorId: 'test-wallet' })
    adapter.switchNetwork.mockRejectedValueOnce(new Error('wallet said no'))
    adapter.addNetwork.mockRejectedValueOnce(new Error('wallet said no'))
    renderWithLatch(latch)
    act(() => latch.open({ view: 'SwitchNetwork', data: { network: optimism } }))
    const dialog = await screen.findByRole('dialog')
    const error = await within(dialog).findByRole('alert')
    expect(error.textContent).not.toBe('')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(latch.getState().activeNetwork).toBe(optimism))
    latch.destroy()
  })

  it('behavior: without a network to switch to, says so', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    // Opened without a network, as a site's JavaScript could.
    act(() => latch.open({ view: 'SwitchNetwork' } as ModalOpenOptions))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('No network was chosen to switch to.')
    latch.destroy()
  })
})

describe('UnsupportedChainView', () => {
  it('behavior: lists the configured networks and switches to the one chosen', async () => {
    const { latch, adapter } = createTestLatch()
    await connect(latch, { connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open({ view: 'UnsupportedChain' }))
    const dialog = await screen.findByRole('dialog')
    const list = within(dialog).getByRole('list')
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([mainnet.name, optimism.name])
    fireEvent.click(within(list).getByRole('button', { name: optimism.name }))
    await waitFor(() => expect(latch.getState().activeNetwork).toBe(optimism))
    expect(adapter.switchNetwork).toHaveBeenCalledWith({ network: optimism })
    // Back from the only entry closes the modal.
    await waitFor(() => expect(latch.getState().open).toBe(false))
    latch.destroy()
  })
})
