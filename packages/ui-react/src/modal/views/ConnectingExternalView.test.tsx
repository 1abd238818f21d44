import type { RouterNavigationEvent, SelectWalletParameters } from '@latch/core'
import { connect, route, selectWallet } from '@latch/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestLatch, renderWithLatch, userRejection } from '../../testing/testLatch.js'

type Adapter = ReturnType<typeof createTestLatch>['adapter']

/** The visitor chose a wallet of this browser: one command shows the view and connects. */
async function openConnecting(
  wallet: SelectWalletParameters,
  prepare?: (adapter: Adapter) => void,
) {
  const { latch, adapter } = createTestLatch()
  prepare?.(adapter)
  renderWithLatch(latch)
  act(() => latch.open({ view: 'Connect' }))
  await act(async () => {
    selectWallet(latch, wallet).catch(() => {})
  })
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByRole('heading', { name: 'Connecting' })
  return { latch, adapter, dialog }
}

/** The view opened by a site's JavaScript, with any data it gives: nothing connects. */
async function openRouted(data: Record<string, unknown>) {
  const { latch, adapter } = createTestLatch()
  renderWithLatch(latch)
  act(() => latch.open({ view: 'Connect' }))
  act(() =>
    route(latch, {
      type: 'router.push',
      view: 'ConnectingExternal',
      data,
    } as RouterNavigationEvent),
  )
  const dialog = await screen.findByRole('dialog')
  return { latch, adapter, dialog }
}

describe('ConnectingExternalView', () => {
  it('default: connects the router’s wallet once, saying where to continue', async () => {
    const { latch, adapter, dialog } = await openConnecting(
      { connectorId: 'test-wallet', namespace: 'eip155' },
      (adapter) => adapter.connect.mockImplementation(() => new Promise(() => {})),
    )
    expect(within(dialog).getByRole('heading').textContent).toBe('Connecting')
    expect(within(dialog).getByText('Continue in Test Wallet')).toBeTruthy()
    expect(dialog.querySelector('.latch-connecting img')?.getAttribute('src')).toMatch(/^data:/)
    expect(adapter.connect).toHaveBeenCalledTimes(1)
    latch.destroy()
  })

  it('behavior: Cancel stops the attempt and goes back to the list', async () => {
    const { latch, dialog } = await openConnecting({ connectorId: 'test-wallet' }, (adapter) =>
      adapter.connect.mockImplementation(() => new Promise(() => {})),
    )
    await waitFor(() => expect(latch.getState().connections.eip155?.status).toBe('connecting'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(latch.getState().view).toBe('Connect'))
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    latch.destroy()
  })

  it('behavior: a wallet the adapter does not know is named from the router data', async () => {
    let fail = (_: Error) => {}
    const { latch, dialog } = await openConnecting(
      { connectorId: 'org.browser', name: 'Browser Wallet' },
      (adapter) =>
        adapter.connect.mockImplementationOnce(
          () =>
            new Promise((_, reject) => {
              fail = reject
            }),
        ),
    )
    expect(within(dialog).getByText('Continue in Browser Wallet')).toBeTruthy()
    await act(async () => fail(new Error('unknown connector')))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to connect')
    latch.destroy()
  })

  it('behavior: Try again asks the wallet again, and its answer leads to Account', async () => {
    const { latch, adapter, dialog } = await openConnecting(
      { connectorId: 'test-wallet', namespace: 'eip155' },
      (adapter) => adapter.connect.mockRejectedValueOnce(new Error('busy')),
    )
    await within(dialog).findByRole('alert')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(latch.getState().view).toBe('Account'))
    expect(adapter.connect).toHaveBeenCalledTimes(2)
    latch.destroy()
  })

  it('behavior: opened by the site without a pick, it waits for the visitor to ask', async () => {
    const { latch, adapter, dialog } = await openRouted({ connectorId: 'test-wallet' })
    expect(adapter.connect).not.toHaveBeenCalled()
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(latch.getState().view).toBe('Account'))
    latch.destroy()
  })

  it('behavior: without a wallet in the router data, it says so and offers Back', async () => {
    const { latch, adapter, dialog } = await openRouted({})
    expect(within(dialog).getByRole('alert').textContent).toBe('No wallet was chosen to connect.')
    expect(adapter.connect).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Back' })[1] as HTMLElement)
    expect(latch.getState().view).toBe('Connect')
    latch.destroy()
  })

  it('behavior: a second wallet refused (multi-wallet) says why and offers Try again; the first stays', async () => {
    const { latch, adapter } = createTestLatch({ features: { multiWallet: true } })
    await connect(latch, { connectorId: 'test-wallet' })
    adapter.connect.mockRejectedValueOnce(userRejection())
    renderWithLatch(latch)
    act(() => latch.open({ view: 'Connect' }))
    await act(async () => {
      selectWallet(latch, { connectorId: 'external-wallet' }).catch(() => {})
    })
    const dialog = await screen.findByRole('dialog')
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Connection rejected')
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(latch.getState().connection?.connectorId).toBe('test-wallet')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(latch.getState().connection?.connectorId).toBe('external-wallet'))
    latch.destroy()
  })
})
