import {
  connect,
  getActors,
  type RouterNavigationEvent,
  route,
  switchNetwork,
  views,
} from '@latch/core'
import { mainnet, optimism } from '@latch/core/networks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../ConnectButton.js'
import { t } from '../i18n/translate.js'
import { LatchModal } from '../LatchModal.js'
import { loadModalDialog } from '../modalDialogChunk.js'
import { createTestLatch, renderWithLatch, waitForView } from '../testing/testLatch.js'

// Core's double of a site's sign-in back end, as in core's createLatch tests.
function requiredSiwx() {
  const sessions: unknown[] = []
  return {
    createMessage: vi.fn(async ({ accountAddress, chainId }) => ({
      accountAddress,
      chainId,
      domain: 'example.org',
      uri: 'https://example.org',
      version: '1',
      nonce: 'n0nce123',
      toString: () => `example.org wants you to sign in with ${accountAddress}`,
    })),
    addSession: vi.fn(async (session: unknown) => {
      sessions.push(session)
    }),
    revokeSession: vi.fn(async () => {}),
    getSessions: vi.fn(async () => []),
    getRequired: () => true,
  }
}

async function openModal() {
  const trigger = screen.getByRole('button', { name: 'Connect Wallet' })
  trigger.focus()
  fireEvent.click(trigger)
  return { trigger, dialog: await screen.findByRole('dialog') }
}

describe('LatchModal', () => {
  it('behavior: focus moves in, Tab and Shift+Tab cycle inside, Escape closes and returns focus', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    const { trigger, dialog } = await openModal()
    const close = within(dialog).getByRole('button', { name: 'Close' })
    await waitFor(() => expect(document.activeElement).toBe(close))

    const buttons = within(dialog).getAllByRole('button')
    const last = buttons.at(-1) as HTMLElement
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(close)

    fireEvent.keyDown(close, { key: 'Escape' })
    expect(latch.getState().open).toBe(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(trigger)
    latch.destroy()
  })

  it('behavior: closed, it waits rendered and hidden at the Connect view, and opening reveals it', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    await act(() => loadModalDialog())
    const ahead = document.querySelector<HTMLElement>('[role="dialog"]')
    expect(ahead?.getAttribute('data-view')).toBe('Connect')
    expect(ahead?.closest<HTMLElement>('.latch-root')?.style.display).toBe('none')
    expect(screen.queryByRole('dialog')).toBeNull()

    const { dialog } = await openModal()
    expect(dialog).toBe(ahead)
    expect(dialog.closest<HTMLElement>('.latch-root')?.style.display).toBe('')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))

    act(() => latch.close())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(dialog.isConnected).toBe(true)
    latch.destroy()
  })

  it('behavior: closed at another view than Connect, nothing is rendered ahead', async () => {
    // That view's chunk would load before anyone asked for it.
    const { latch } = createTestLatch()
    route(latch, { type: 'router.push', view: 'AllWallets' })
    expect(latch.getState()).toMatchObject({ open: false, view: 'AllWallets' })
    renderWithLatch(latch, <ConnectButton />)
    await act(() => loadModalDialog())
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    latch.destroy()
  })

  it('behavior: the page behind is hidden from screen readers while open', async () => {
    const { latch } = createTestLatch()
    const { container } = renderWithLatch(latch, <ConnectButton />)
    await openModal()
    expect(container.getAttribute('aria-hidden')).toBe('true')
    act(() => latch.close())
    expect(container.hasAttribute('aria-hidden')).toBe(false)
    latch.destroy()
  })

  it('behavior: a backdrop click and the close button close', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    await openModal()
    fireEvent.click(screen.getByTestId('latch-backdrop'))
    expect(latch.getState().open).toBe(false)
    await openModal()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(latch.getState().open).toBe(false)
    latch.destroy()
  })

  it('behavior: a refused close (required sign-in) shakes the modal for 500 ms', async () => {
    const { latch } = createTestLatch({ networks: [mainnet], siwx: requiredSiwx() })
    renderWithLatch(latch)
    await act(() => connect(latch, { connectorId: 'test-wallet' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(latch.getState().view).toBe('SIWXSignMessage'))
    expect(dialog.className).not.toContain('latch-modal--shaking')

    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(latch.getState().open).toBe(true)
    expect(dialog.className).toContain('latch-modal--shaking')
    await waitFor(() => expect(dialog.className).not.toContain('latch-modal--shaking'), {
      timeout: 1500,
    })
    latch.destroy()
  })

  it('behavior: back is shown with more than one history entry and goes back', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    const { dialog } = await openModal()
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: /All wallets/ }))
    expect(within(dialog).getByRole('heading').textContent).toBe('All Wallets')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(within(dialog).getByRole('heading').textContent).toBe('Connect Wallet')
    expect(latch.getState().history).toHaveLength(1)
    latch.destroy()
  })

  it('behavior: renders the snackbar in a status region', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    const { dialog } = await openModal()
    const region = dialog.querySelector('.latch-snackbar') as HTMLElement
    expect(region.getAttribute('role')).toBe('status')
    expect(region.textContent).toBe('')
    act(() =>
      getActors(latch).snackbar.send({
        type: 'snackbar.show',
        snackbar: { message: 'Failed to fetch transactions', variant: 'error', autoClose: false },
      }),
    )
    expect(region.textContent).toBe('Failed to fetch transactions')
    expect(region.dataset.variant).toBe('error')
    latch.destroy()
  })

  it('behavior: renders the alert, and dismissing it goes through the client', async () => {
    const { latch } = createTestLatch({ networks: [mainnet] })
    renderWithLatch(latch, <ConnectButton />)
    const { dialog } = await openModal()
    await act(() => switchNetwork(latch, { network: optimism }))
    const alert = within(dialog).getByRole('alert')
    expect(alert.textContent).toContain('Network Not Found')
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(latch.getState().alert).toBeUndefined()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    latch.destroy()
  })

  it('default: portalled to body, themed dark or by the system, with the spec measures', async () => {
    const { latch } = createTestLatch()
    const { container } = renderWithLatch(latch, <ConnectButton />)
    const { dialog } = await openModal()
    const root = dialog.closest<HTMLElement>('.latch-root') as HTMLElement
    expect(root.parentElement).toBe(document.body)
    expect(container.contains(dialog)).toBe(false)
    expect(['dark', 'light']).toContain(root.dataset.theme)
    // The measures are the stylesheet's (themeToCssVariables.test.ts), not the element's.
    expect(root.style.getPropertyValue('--latch-modal-width')).toBe('')
    expect(root.style.getPropertyValue('--latch-accent')).toBe('')
    latch.destroy()
  })

  it('parameters: theme mode and variables', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />, {
      theme: { mode: 'light', variables: { accent: 'rebeccapurple' } },
    })
    const { dialog } = await openModal()
    const root = dialog.closest<HTMLElement>('.latch-root') as HTMLElement
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--latch-accent')).toBe('rebeccapurple')
    latch.destroy()
  })

  it('parameters: embedded renders in place, always, not as a modal dialog', async () => {
    const { latch } = createTestLatch()
    const { container } = renderWithLatch(
      latch,
      <section data-testid="slot">
        <LatchModal embedded />
      </section>,
      { modal: false },
    )
    const dialog = await screen.findByRole('dialog')
    expect(screen.getByTestId('slot').contains(dialog)).toBe(true)
    expect(container.contains(dialog)).toBe(true)
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(screen.queryByTestId('latch-backdrop')).toBeNull()
    latch.destroy()
  })

  it('parameters: a client configured `embedded` shows the modal in place, at Connect without a wallet', async () => {
    const { latch } = createTestLatch({ embedded: true })
    renderWithLatch(latch, <main data-testid="page" />)
    const dialog = await screen.findByRole('dialog')
    expect(document.body.contains(dialog)).toBe(true)
    expect(dialog.closest('.latch-root--embedded')).toBeTruthy()
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
    expect(latch.getState().open).toBe(false)
    expect(within(dialog).getByRole('heading').textContent).toBe('Connect Wallet')
    latch.destroy()
  })

  it('behavior: every view of the spec renders under its title', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    for (const view of views) {
      // Without the data a view takes, as a site's JavaScript could open it: it still renders.
      act(() => route(latch, { type: 'router.reset', view } as RouterNavigationEvent))
      expect(within(dialog).getByRole('heading').textContent).toBe(t(`view.${view}`))
      await waitForView(dialog)
      expect(dialog.textContent).not.toContain('not available yet')
    }
    latch.destroy()
  })

  it('behavior: no close control where core refuses to close (required sign-in)', async () => {
    const { latch } = createTestLatch({ networks: [mainnet], siwx: requiredSiwx() })
    renderWithLatch(latch)
    await act(() => connect(latch, { connectorId: 'test-wallet' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(latch.getState().view).toBe('SIWXSignMessage'))
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    act(() => route(latch, { type: 'router.push', view: 'AllWallets' }))
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
    latch.destroy()
  })

  it('default: the icons are inline SVG, never a font glyph', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    const { dialog } = await openModal()
    const close = within(dialog).getByRole('button', { name: 'Close' })
    expect(close.querySelector('svg')).toBeTruthy()
    expect(close.textContent).toBe('')
    latch.destroy()
  })
})
