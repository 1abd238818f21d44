import { connect, pay } from '@latch/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestLatch, renderWithLatch, waitForView } from '../../testing/testLatch.js'

const recipient = '0x2222222222222222222222222222222222222222'

describe('PayView', () => {
  it('behavior: says what is asked; its one button connects, pays, and then shows the transaction', async () => {
    const { latch, adapter } = createTestLatch({ features: { pay: true } })
    renderWithLatch(latch)
    let paid: Promise<{ hash: string }> | undefined
    act(() => {
      paid = pay(latch, { network: 'eip155:1', recipient, amount: '0.5' })
    })
    const dialog = await screen.findByRole('dialog')
    await waitForView(dialog)
    expect(within(dialog).getByTestId('latch-pay-amount').textContent).toBe('0.5 ETH')
    expect(dialog.textContent).toContain('Ethereum')
    expect(within(dialog).getByTitle(recipient)).toBeTruthy()

    // No wallet: Connect, whose wallet connects and comes back to Pay.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect a wallet to pay' }))
    await waitFor(() => expect(latch.getState().view).toBe('Connect'))
    await act(() => connect(latch, { connectorId: 'test-wallet' }))
    await waitFor(() => expect(latch.getState().view).toBe('Pay'))

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay 0.5 ETH' }))
    await expect(paid).resolves.toEqual({ hash: '0xhash' })
    expect(adapter.sendTransfer).toHaveBeenCalledTimes(1)
    expect(await within(dialog).findByText('Paid 0.5 ETH')).toBeTruthy()
    expect(within(dialog).getByTestId('latch-pay-hash').getAttribute('title')).toBe('0xhash')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(latch.getState().open).toBe(false))
    latch.destroy()
  })

  it('behavior: the wallet’s refusal shows under the button, which tries again', async () => {
    const { latch, adapter } = createTestLatch({ features: { pay: true } })
    await connect(latch, { connectorId: 'test-wallet' })
    adapter.sendTransfer.mockRejectedValueOnce(new Error('User rejected the request'))
    renderWithLatch(latch)
    let paid: Promise<{ hash: string }> | undefined
    act(() => {
      paid = pay(latch, { network: 'eip155:1', recipient, amount: '1' })
    })
    const dialog = await screen.findByRole('dialog')
    await waitForView(dialog)
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay 1 ETH' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to send')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay 1 ETH' }))
    await expect(paid).resolves.toEqual({ hash: '0xhash' })
    latch.destroy()
  })
})
