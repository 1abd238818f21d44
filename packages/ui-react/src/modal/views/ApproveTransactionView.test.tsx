import { getActors } from '@latch/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'
import { withParts } from '../../testing/withParts.js'

describe('ApproveTransactionView', () => {
  it('default: each waiting request with its method and what it asks, while the wallet asks', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() => {
      getActors(latch).walletRequest.send({
        type: 'request.received',
        id: 'a',
        method: 'personal_sign',
      })
      getActors(latch).walletRequest.send({
        type: 'request.received',
        id: 'b',
        method: 'eth_sendTransaction',
      })
      getActors(latch).walletRequest.send({
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
      getActors(latch).walletRequest.send({
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

  it("behavior: the embedded wallet's request shows its secure frame over the view's area; Cancel takes it back; leaving hides the frame", async () => {
    const { latch } = createTestLatch()
    // The embedded wallet's frame, as the frame actions reach it.
    const show = vi.fn()
    const hide = vi.fn()
    const focus = vi.fn()
    renderWithLatch(
      withParts(latch, { auth: { showFrame: show, hideFrame: hide, focusFrame: focus } }),
    )
    act(() =>
      getActors(latch).walletRequest.send({
        type: 'request.received',
        id: 'a',
        method: 'personal_sign',
        secureFrame: true,
      }),
    )
    const dialog = await screen.findByRole('dialog')
    const area = within(dialog).getByRole('region', {
      name: 'The request, shown by your embedded wallet',
    })
    // The frame carries the request and its buttons: the view lists nothing itself.
    expect(within(dialog).queryByRole('list')).toBeNull()
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ top: expect.any(Number), width: expect.any(Number) }),
      expect.any(Object),
    )
    fireEvent.focus(area)
    expect(focus).toHaveBeenCalledTimes(1)
    let placed = show.mock.calls.length
    // A burst of moves places the frame once, in the next animation frame.
    act(() => {
      window.dispatchEvent(new Event('resize'))
      document.dispatchEvent(new Event('scroll'))
    })
    expect(show.mock.calls.length).toBe(placed)
    await waitFor(() => expect(show.mock.calls.length).toBe(placed + 1))
    // The modal's own animation (rising in) moves the area: placed again once it ends.
    placed = show.mock.calls.length
    act(() => {
      area.dispatchEvent(new Event('animationend', { bubbles: true }))
      dialog.dispatchEvent(new Event('animationend', { bubbles: true }))
    })
    await waitFor(() => expect(show.mock.calls.length).toBe(placed + 1))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(show.mock.calls.length).toBe(placed + 1)
    expect(hide).not.toHaveBeenCalled()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(latch.getState().open).toBe(false))
    expect(latch.getState().walletRequests.pending).toEqual([])
    await waitFor(() => expect(hide).toHaveBeenCalled())
    latch.destroy()
  })

  it("behavior: Back from the embedded wallet's request takes it back and returns to the view it came over", async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(latch.getState().view).toBe('Connect'))
    act(() => {
      getActors(latch).walletRequest.send({ type: 'stack.push' })
      getActors(latch).walletRequest.send({
        type: 'request.received',
        id: 'a',
        method: 'eth_sendTransaction',
        secureFrame: true,
      })
    })
    await within(dialog).findByRole('region', {
      name: 'The request, shown by your embedded wallet',
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(latch.getState().view).toBe('Connect'))
    expect(latch.getState().open).toBe(true)
    expect(latch.getState().walletRequests).toEqual({ pending: [], transactionStack: 0 })
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
