import type { WalletPage, WalletRegistry } from '@latch/core'
import { route } from '@latch/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRegistry, listedWallet } from '../../testing/fakeRegistry.js'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'
import { withParts } from '../../testing/withParts.js'
import { GRID_ROW_HEIGHT_PX } from '../wallets/VirtualWalletGrid.js'

async function openAllWallets(registry?: Partial<WalletRegistry>) {
  const { latch, adapter } = createTestLatch()
  const client = registry ? withParts(latch, { wallets: registry as WalletRegistry }) : latch
  renderWithLatch(client)
  act(() => latch.open({ view: 'AllWallets' }))
  const dialog = await screen.findByRole('dialog')
  return { latch, adapter, dialog, client }
}

function cardNames(dialog: HTMLElement): string[] {
  const grid = within(dialog).getByRole('list', { name: 'All Wallets' })
  return within(grid)
    .getAllByRole('button')
    .map((button) => button.querySelector('.latch-wallet-card__name')?.textContent ?? '')
}

function setSize(dialog: HTMLElement): string | null | undefined {
  const grid = within(dialog).getByRole('list', { name: 'All Wallets' })
  return grid.querySelector('li')?.getAttribute('aria-setsize')
}

function scrollGrid(dialog: HTMLElement, scrollTop: number) {
  const viewport = dialog.querySelector('.latch-grid') as HTMLElement
  viewport.scrollTop = scrollTop
  fireEvent.scroll(viewport)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('AllWalletsView', () => {
  it('behavior: the site’s custom wallets are listed in their group, searched, and lead to their links', async () => {
    const { latch } = createTestLatch({
      customWallets: [
        { id: 'acme', name: 'Acme Wallet', webapp_link: 'https://app.acme.example/' },
      ],
    })
    renderWithLatch(latch)
    act(() => latch.open({ view: 'AllWallets' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() =>
      expect(cardNames(dialog)).toEqual(['Test Wallet', 'Acme Wallet', 'Site Wallet']),
    )
    fireEvent.change(within(dialog).getByLabelText('Search wallets'), { target: { value: 'acme' } })
    expect(cardNames(dialog)).toEqual(['Acme Wallet'])
    fireEvent.click(within(dialog).getByRole('button', { name: /Acme Wallet/ }))
    await waitFor(() => expect(latch.getState().view).toBe('ConnectingWalletConnect'))
    const web = await within(dialog).findByRole('link', { name: /Open the web app/ })
    expect(web.getAttribute('href')).toBe('https://app.acme.example/')
    latch.destroy()
  })

  it('behavior: without a registry, the labelled search filters this browser’s wallets', async () => {
    const { latch, dialog } = await openAllWallets()
    expect(cardNames(dialog)).toEqual(['Test Wallet', 'Site Wallet'])
    const search = within(dialog).getByLabelText('Search wallets')
    fireEvent.change(search, { target: { value: 'site' } })
    expect(cardNames(dialog)).toEqual(['Site Wallet'])
    fireEvent.change(search, { target: { value: 'nothing' } })
    expect(within(dialog).getByText('No wallet matches “nothing”.')).toBeTruthy()
    expect(within(dialog).queryByRole('list', { name: 'All Wallets' })).toBeNull()
    latch.destroy()
  })

  it('default: installed wallets first, then the registry’s first page of 40', async () => {
    const { registry } = fakeRegistry(100)
    const { latch, dialog } = await openAllWallets(registry)
    await waitFor(() => expect(cardNames(dialog)).toContain('Wallet 1'))
    expect(registry.page).toHaveBeenCalledWith(1, expect.any(AbortSignal))
    const names = cardNames(dialog)
    expect(names.slice(0, 3)).toEqual(['Test Wallet', 'Site Wallet', 'Wallet 1'])
    expect(setSize(dialog)).toBe('42')
    latch.destroy()
  })

  it('behavior: with 10,000 wallets the DOM holds fewer than 100 wallet buttons', async () => {
    const { all } = fakeRegistry(10_000)
    const registry = { page: vi.fn(async () => ({ wallets: all, count: all.length })) }
    const { latch, dialog } = await openAllWallets(registry)
    await waitFor(() => expect(cardNames(dialog)).toContain('Wallet 1'))
    const grid = within(dialog).getByRole('list', { name: 'All Wallets' })
    expect(within(grid).getAllByRole('button').length).toBeLessThan(100)
    // 10,002 cards in rows of 4: the list is as tall as all of them.
    expect(grid.style.height).toBe(`${Math.ceil(10_002 / 4) * GRID_ROW_HEIGHT_PX}px`)

    act(() => scrollGrid(dialog, Math.ceil(10_002 / 4) * GRID_ROW_HEIGHT_PX - 384))
    const buttons = within(grid).getAllByRole('button')
    expect(buttons.length).toBeLessThan(100)
    expect(cardNames(dialog)).toContain('Wallet 10000')
    expect(cardNames(dialog)).not.toContain('Wallet 1')
    latch.destroy()
  })

  it('behavior: the next page loads as the visitor scrolls to the end', async () => {
    const { registry } = fakeRegistry(100)
    const { latch, dialog } = await openAllWallets(registry)
    await waitFor(() => expect(cardNames(dialog)).toContain('Wallet 1'))
    expect(registry.page).toHaveBeenCalledTimes(1)
    // 42 cards are 11 rows; the viewport shows 4 of them.
    act(() => scrollGrid(dialog, 11 * GRID_ROW_HEIGHT_PX - 384))
    await waitFor(() => expect(registry.page).toHaveBeenCalledWith(2, expect.any(AbortSignal)))
    await waitFor(() => expect(setSize(dialog)).toBe('82'))
    latch.destroy()
  })

  it('behavior: a failed page says so, and Try again asks for it again', async () => {
    const { registry, all } = fakeRegistry(10)
    registry.page.mockRejectedValueOnce(new Error('down'))
    const { latch, dialog } = await openAllWallets(registry)
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Wallets could not be loaded.')
    // This browser's wallets are still there.
    expect(cardNames(dialog)).toEqual(['Test Wallet', 'Site Wallet'])
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(cardNames(dialog)).toContain(all[9]?.name))
    expect(registry.page).toHaveBeenCalledTimes(2)
    expect(within(dialog).queryByRole('alert')).toBeNull()
    latch.destroy()
  })

  it('behavior: searching asks the registry and aborts the search the visitor typed past', async () => {
    const signals: AbortSignal[] = []
    const answers: ((page: WalletPage) => void)[] = []
    const { registry } = fakeRegistry(10, {
      search: vi.fn(
        (_query: string, signal?: AbortSignal) =>
          new Promise<WalletPage>((resolve) => {
            if (signal) signals.push(signal)
            answers.push(resolve)
          }),
      ),
    })
    const { latch, dialog } = await openAllWallets(registry)
    const search = within(dialog).getByLabelText('Search wallets')
    fireEvent.change(search, { target: { value: 'rai' } })
    expect(within(dialog).getByText('Searching…')).toBeTruthy()
    fireEvent.change(search, { target: { value: 'rain' } })
    expect(registry.search).toHaveBeenLastCalledWith('rain', expect.any(AbortSignal))
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false])
    // The stale answer arrives late and is dropped.
    await act(async () => answers[0]?.({ wallets: [listedWallet('Stale')], count: 1 }))
    expect(within(dialog).queryByText('Stale')).toBeNull()
    await act(async () => answers[1]?.({ wallets: [listedWallet('Rainbow')], count: 1 }))
    expect(cardNames(dialog)).toEqual(['Rainbow'])
    latch.destroy()
  })

  it('behavior: a search with no match, and a failed search with Try again', async () => {
    const { registry } = fakeRegistry(10)
    registry.search.mockRejectedValueOnce(new Error('down'))
    const { latch, dialog } = await openAllWallets(registry)
    const search = within(dialog).getByLabelText('Search wallets')
    fireEvent.change(search, { target: { value: 'zzz' } })
    const alert = await within(dialog).findByRole('alert')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByText('No wallet matches “zzz”.')).toBeTruthy()
    expect(registry.search).toHaveBeenCalledTimes(2)
    latch.destroy()
  })

  it('behavior: on a phone only registry wallets with a mobile link are listed', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 430px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    const registry = {
      page: vi.fn(async () => ({
        wallets: [
          listedWallet('Phone Wallet', { mobile_link: 'phone:' }),
          listedWallet('Desktop Wallet', { desktop_link: 'desk:' }),
        ],
        count: 2,
      })),
    }
    const { latch, dialog } = await openAllWallets(registry)
    await waitFor(() => expect(cardNames(dialog)).toContain('Phone Wallet'))
    expect(cardNames(dialog)).not.toContain('Desktop Wallet')
    latch.destroy()
  })

  it('behavior: a registry wallet leads to WalletConnect, an installed one to its connector', async () => {
    const registry = {
      page: vi.fn(async () => ({
        wallets: [
          listedWallet('Rainbow', { mobile_link: 'rainbow:' }),
          listedWallet('Browser Wallet', { installed: true, rdns: 'org.browser' }),
        ],
        count: 2,
      })),
    }
    const { latch, dialog } = await openAllWallets(registry)
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Rainbow' }))
    expect(latch.getState().view).toBe('ConnectingWalletConnect')
    const entry = latch.getState().history.at(-1)
    expect(entry?.view === 'ConnectingWalletConnect' && entry.data?.wallet).toMatchObject({
      name: 'Rainbow',
    })

    act(() => route(latch, { type: 'router.back' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: /Browser Wallet/ }))
    expect(latch.getState().view).toBe('ConnectingExternal')
    expect(latch.getState().history.at(-1)?.data).toMatchObject({ connectorId: 'org.browser' })
    latch.destroy()
  })

  it('behavior: choosing a wallet of this browser connects it', async () => {
    const { latch, adapter, dialog } = await openAllWallets()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Site Wallet' }))
    await waitFor(() => expect(latch.getState().view).toBe('Account'))
    expect(adapter.connect).toHaveBeenCalledWith(
      expect.objectContaining({ connectorId: 'external-wallet' }),
    )
    latch.destroy()
  })

  it('behavior: arrow keys move from the search through the grid and back', async () => {
    const { registry } = fakeRegistry(40)
    const { latch, dialog } = await openAllWallets(registry)
    await waitFor(() => expect(cardNames(dialog)).toContain('Wallet 1'))
    const search = within(dialog).getByLabelText('Search wallets')
    const grid = within(dialog).getByRole('list', { name: 'All Wallets' })
    const card = (name: string) =>
      within(grid)
        .getAllByRole('button')
        .find((button) => button.textContent?.startsWith(name)) as HTMLElement
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(card('Test Wallet'))
    fireEvent.keyDown(card('Test Wallet'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(card('Site Wallet'))
    fireEvent.keyDown(card('Site Wallet'), { key: 'ArrowDown' })
    expect(document.activeElement).toBe(card('Wallet 4'))
    fireEvent.keyDown(card('Wallet 4'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(card('Wallet 3'))
    fireEvent.keyDown(card('Wallet 3'), { key: 'ArrowUp' })
    expect(document.activeElement).toBe(card('Test Wallet'))
    fireEvent.keyDown(card('Test Wallet'), { key: 'ArrowUp' })
    expect(document.activeElement).toBe(search)
    latch.destroy()
  })

  it('behavior: End scrolls a card that is not rendered yet into view and focuses it', async () => {
    const { all } = fakeRegistry(1_000)
    const registry = { page: vi.fn(async () => ({ wallets: all, count: all.length })) }
    const { latch, dialog } = await openAllWallets(registry)
    await waitFor(() => expect(cardNames(dialog)).toContain('Wallet 1'))
    const grid = within(dialog).getByRole('list', { name: 'All Wallets' })
    const first = within(grid).getAllByRole('button')[0] as HTMLElement
    first.focus()
    fireEvent.keyDown(first, { key: 'End' })
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Wallet 1000'))
    expect((dialog.querySelector('.latch-grid') as HTMLElement).scrollTop).toBeGreaterThan(0)
    latch.destroy()
  })
})
