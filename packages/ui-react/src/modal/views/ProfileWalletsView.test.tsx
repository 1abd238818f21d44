import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'

describe('ProfileWalletsView', () => {
  it('default: each connection with its wallet and address, and Disconnect for each', async () => {
    const { latch, adapter } = createTestLatch()
    await latch.connect({ connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open({ view: 'ProfileWallets' }))
    const dialog = await screen.findByRole('dialog')
    const list = within(dialog).getByRole('list', { name: 'Wallets' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Test Wallet on eip1550xAbC1…9876Disconnect'])
    fireEvent.click(within(list).getByRole('button', { name: 'Disconnect Test Wallet on eip155' }))
    await waitFor(() => expect(adapter.disconnect).toHaveBeenCalledTimes(1))
    latch.destroy()
  })

  it('behavior: a failed disconnect is said beside its wallet', async () => {
    const { latch, adapter } = createTestLatch()
    await latch.connect({ connectorId: 'test-wallet' })
    adapter.disconnect.mockRejectedValueOnce(new Error('wallet busy'))
    renderWithLatch(latch)
    act(() => latch.open({ view: 'ProfileWallets' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /Disconnect Test Wallet/ }))
    expect((await within(dialog).findByRole('alert')).textContent).not.toBe('')
    latch.destroy()
  })

  it('behavior: with nothing connected, it says so', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() => latch.open({ view: 'ProfileWallets' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('No wallet is connected.')).toBeTruthy()
    latch.destroy()
  })
})
