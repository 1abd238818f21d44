import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { setActiveLocale } from './i18n/activeLocale.js'
import { messages as ar } from './i18n/locales/ar.js'
import { messages as de } from './i18n/locales/de.js'
import { messages as ja } from './i18n/locales/ja.js'
import { createTestLatch, renderWithLatch } from './testing/testLatch.js'

afterEach(() => {
  // One page speaks one language: the next test starts in English.
  setActiveLocale('en', undefined)
  vi.restoreAllMocks()
})

describe('the UI’s language', () => {
  it('parameters: locale "ja" speaks Japanese, on the button and in the modal', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />, { locale: 'ja' })
    const button = await screen.findByRole('button', { name: ja['button.connect'] })
    expect(button.getAttribute('lang')).toBe('ja')
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(ja['view.Connect'])
    expect(dialog.closest('.latch-root')?.getAttribute('lang')).toBe('ja')
    latch.destroy()
  })

  it('parameters: locale "ar" lays the modal out right to left', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />, { locale: 'ar-EG' })
    await screen.findByRole('button', { name: ar['button.connect'] })
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.textContent).toContain(ar['view.Connect']))
    expect(dialog.closest('.latch-root')?.getAttribute('dir')).toBe('rtl')
    latch.destroy()
  })

  it('default: without a locale, the browser’s languages choose it; one Latch does not speak is English', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-BE', 'de-AT'])
    const { latch } = createTestLatch()
    const { unmount } = renderWithLatch(latch, <ConnectButton />)
    await screen.findByRole('button', { name: de['button.connect'] })
    unmount()
    setActiveLocale('en', undefined)

    languages.mockReturnValue(['nl-BE', 'sv'])
    renderWithLatch(latch, <ConnectButton />)
    // Given a moment to load a locale it should not: still English.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    latch.destroy()
  })
})
