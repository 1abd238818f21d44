import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'

async function openAllWallets() {
  const { latch, adapter } = createTestLatch()
  renderWithLatch(latch)
  act(() => latch.open({ view: 'AllWallets' }))
  const dialog = await screen.findByRole('dialog')
  return { latch, adapter, dialog }
}

describe('AllWalletsView', () => {
  it('behavior: the labelled search filters by name', async () => {
    const { latch, dialog } = await openAllWallets()
    const search = within(dialog).getByLabelText('Search wallets')
    fireEvent.change(search, { target: { value: 'site' } })
    const list = within(dialog).getByRole('list', { name: 'All Wallets' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Site Wallet'])
    fireEvent.change(search, { target: { value: 'nothing' } })
    expect(within(dialog).getByText('No wallet matches “nothing”.')).toBeTruthy()
    expect(within(dialog).queryByRole('list', { name: 'All Wallets' })).toBeNull()
    latch.destroy()
  })

  it('behavior: arrow keys move from the search through the list', async () => {
    const { latch, dialog } = await openAllWallets()
    const search = within(dialog).getByLabelText('Search wallets')
    const [first, second] = within(
      within(dialog).getByRole('list', { name: 'All Wallets' }),
    ).getAllByRole('button')
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(second)
    fireEvent.keyDown(second as HTMLElement, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first as HTMLElement, { key: 'End' })
    expect(document.activeElement).toBe(second)
    latch.destroy()
  })

  it('behavior: choosing a wallet connects it', async () => {
    const { latch, adapter, dialog } = await openAllWallets()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Site Wallet' }))
    await waitFor(() => expect(latch.getState().view).toBe('Account'))
    expect(adapter.connect).toHaveBeenCalledWith(
      expect.objectContaining({ connectorId: 'external-wallet' }),
    )
    latch.destroy()
  })
})
