import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'

describe('ApproveTransactionView', () => {
  it('default: each waiting request with its method and what it asks, while the wallet asks', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() => {
      latch.actors.walletRequest.send({
        type: 'request.received',
        id: 'a',
        method: 'personal_sign',
      })
      latch.actors.walletRequest.send({
        type: 'request.received',
        id: 'b',
        method: 'eth_sendTransaction',
      })
      latch.actors.walletRequest.send({
        type: 'request.received',
        id: 'c',
        method: 'eth_sendUserOperation',
      })
    })
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading').textContent).toBe('Approve Transaction')
    const list = within(dialog).getByRole('list', { name: 'Requests waiting for you' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sign a messagepersonal_sign',
      'Send a transactioneth_sendTransaction',
      'Send a user operationeth_sendUserOperation',
    ])
    expect(within(dialog).getByText('Approve in your wallet')).toBeTruthy()
    latch.destroy()
  })

  it('behavior: Reject closes the modal, and core rejects the waiting requests', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() =>
      latch.actors.walletRequest.send({
        type: 'request.received',
        id: 'a',
        method: 'personal_sign',
      }),
    )
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(latch.getState().open).toBe(false)
    await waitFor(() => expect(latch.getState().walletRequests.pending).toEqual([]))
    latch.destroy()
  })

  it('behavior: with nothing waiting, it says so and offers Close', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() => latch.open({ view: 'ApproveTransaction' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('No request is waiting.')).toBeTruthy()
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[1] as HTMLElement)
    expect(latch.getState().open).toBe(false)
    latch.destroy()
  })
})
