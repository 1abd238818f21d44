import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { loadModalDialog } from './modalDialogChunk.js'
import { createTestLatch, renderWithLatch } from './testing/testLatch.js'

// These tests import the real chunks. Each wait here is for real module loading (vitest transforms core's runtime and the views on
// first import), which on two cores shared with the browser tests has taken well over 5 s.
const busy = { timeout: 15_000 }

// Neither core's machines nor the dialog's chunk are loaded in this file's module registry.
const coreRuntime = '../../core/src/client/latchRuntime.ts'
const dialogChunk = './modal/ModalDialog.tsx'
const partsChunk = './modal/modalOpenParts.ts'
const viewsChunk = './modal/ViewOutsideShell.tsx'

/** Mocks `path` with itself, held back until `release`, counting its imports. */
function holdModule(path: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const imported = vi.fn()
  vi.doMock(path, async (importOriginal) => {
    imported()
    await held
    return importOriginal()
  })
  return { imported, release }
}

/** Lets the module loader run (real time): a mocked chunk's import is not a timer. */
const loaderTurn = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => {
  // Unmounted while the stubs are still in place: the effect's cleanup cancels its wait.
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the modal’s shell fetched while the page is idle', () => {
  it('behavior: a click shows the shell in its own render, before core’s machines and where a pick leads; the other views load once the visitor goes on to one, which goes on from loading to itself', async () => {
    const idle = vi.fn<(callback: () => void, options?: { timeout: number }) => number>(() => 1)
    vi.stubGlobal('requestIdleCallback', idle)
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    // The page is still loading: nothing is fetched before its `load`.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const dialog = holdModule(dialogChunk)
    const runtime = holdModule(coreRuntime)
    const parts = holdModule(partsChunk)
    const views = holdModule(viewsChunk)
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    expect(idle).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    expect(idle).toHaveBeenCalledTimes(1)
    await loaderTurn()
    expect(dialog.imported).not.toHaveBeenCalled()

    act(() => idle.mock.calls[0]?.[0]())
    await vi.waitFor(() => expect(dialog.imported).toHaveBeenCalledTimes(1), busy)
    dialog.release()
    // The prefetch's own import, awaited (the count shows nothing imported it again).
    await act(() => loadModalDialog())
    expect(dialog.imported).toHaveBeenCalledTimes(1)
    expect(runtime.imported).not.toHaveBeenCalled()
    expect(parts.imported).not.toHaveBeenCalled()
    expect(views.imported).not.toHaveBeenCalled()

    // Rendered ahead while closed, hidden from everyone: the click reveals this very dialog.
    const ahead = document.querySelector('[role="dialog"]')
    expect(ahead).not.toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    })
    // No await: the shell and its wallets are there in the click's own render.
    const shown = screen.getByRole('dialog')
    expect(shown).toBe(ahead)
    expect(shown.getAttribute('data-view')).toBe('Connect')
    expect(within(shown).getByRole('button', { name: /Test Wallet/ })).toBeTruthy()
    // Focus moves in at the next frame, which the click's render does not wait for.
    expect(shown.contains(document.activeElement)).toBe(false)
    await vi.waitFor(() => expect(shown.contains(document.activeElement)).toBe(true), busy)
    // Core's machines and where a pick leads load meanwhile, side by side; the other views
    // wait for the visitor to go on to one.
    await vi.waitFor(() => {
      expect(runtime.imported).toHaveBeenCalled()
      expect(parts.imported).toHaveBeenCalled()
    }, busy)
    expect(views.imported).not.toHaveBeenCalled()

    fireEvent.click(within(shown).getByRole('button', { name: /All wallets/ }))
    await act(async () => {
      runtime.release()
      parts.release()
    })
    await vi.waitFor(() => expect(shown.getAttribute('data-view')).toBe('AllWallets'), busy)
    expect(views.imported).toHaveBeenCalledTimes(1)
    expect(shown.querySelector('.latch-body')?.textContent).toBe('Loading…')
    expect(within(shown).getByRole('heading').textContent).toBe('All Wallets')

    await act(async () => views.release())
    expect(
      await within(shown).findByRole('searchbox', { name: 'Search wallets' }, busy),
    ).toBeTruthy()
    latch.destroy()
  }, 90_000)
})

describe('the adapters’ discovery fetched while the page is idle', () => {
  /** Renders the button, lets the page load and go idle, and returns the client's spies. */
  async function idlePage(connectors: Parameters<typeof createTestLatch>[1]) {
    const idle = vi.fn<(callback: () => void, options?: { timeout: number }) => number>(() => 1)
    vi.stubGlobal('requestIdleCallback', idle)
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const runtime = holdModule(coreRuntime)
    const { latch } = createTestLatch({}, connectors)
    const preloadDiscovery = vi.spyOn(latch._internal, 'preloadDiscovery')
    renderWithLatch(latch, <ConnectButton />)
    expect(idle).toHaveBeenCalledTimes(1)
    expect(preloadDiscovery).not.toHaveBeenCalled()
    act(() => idle.mock.calls[0]?.[0]())
    await loaderTurn()
    return { latch, preloadDiscovery, runtime }
  }

  it('behavior: with no wallet found in the browser yet, the adapters find theirs at idle, without core’s machines', async () => {
    // A WalletConnect or embedded-wallet session is no wallet the browser has.
    const { latch, preloadDiscovery, runtime } = await idlePage([
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ])
    expect(preloadDiscovery).toHaveBeenCalledTimes(1)
    expect(runtime.imported).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: a page that lists a wallet already leaves the discovery to the click', async () => {
    const { latch, preloadDiscovery } = await idlePage(undefined)
    expect(preloadDiscovery).not.toHaveBeenCalled()
    latch.destroy()
  })
})
