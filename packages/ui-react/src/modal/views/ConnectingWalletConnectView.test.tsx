import {
  createLatch,
  type ModalOpenOptions,
  memoryBackend,
  type WalletConnectPairing,
} from '@latch/core'
import { testWalletConnect, testWalletConnectAdapter } from '@latch/core/conformance'
import { createStorage } from '@latch/core/internal'
import { mainnet } from '@latch/core/networks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { listedWallet } from '../../testing/fakeRegistry.js'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=42'

/**
 * The client's own pairing over core's WalletConnect double, whose pairings the test settles:
 * `resolve(uri)` gives the last one its URI, `reject` fails it.
 */
function pairingDouble() {
  const wallet = testWalletConnect()
  const controls = { resolve: (_: string) => {}, reject: (_: Error) => {} }
  vi.mocked(wallet.client.pair).mockImplementation(
    () =>
      new Promise<WalletConnectPairing>((resolve, reject) => {
        controls.resolve = (value) =>
          resolve({
            uri: value,
            expiresAt: Date.now() + 240_000,
            approval: new Promise(() => {}),
          })
        controls.reject = reject
      }),
  )
  return { wallet, controls, fetchPairingUri: wallet.client.pair }
}

async function openWalletConnect(
  view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic',
  pairing?: ReturnType<typeof pairingDouble>,
  storage = memoryBackend(),
) {
  const latch = pairing
    ? createLatch({
        networks: [mainnet],
        adapters: [testWalletConnectAdapter('eip155', 'eip155:1')],
        storage,
        projectId: 'demo',
        walletConnect: pairing.wallet.connector,
      })
    : createTestLatch({ storage }).latch
  renderWithLatch(latch)
  const wallet = listedWallet('Rainbow', {
    mobile_link: 'rainbow:',
    webapp_link: 'https://rainbow.example.org',
    image_url: 'javascript:alert(1)',
  })
  act(() => latch.open({ view, data: { wallet } } as ModalOpenOptions))
  const dialog = await screen.findByRole('dialog')
  return { latch, dialog }
}

describe('ConnectingWalletConnectView', () => {
  it('default: waits for the pairing URI, then shows it as a QR code with the wallet’s links', async () => {
    const pairing = pairingDouble()
    const { latch, dialog } = await openWalletConnect('ConnectingWalletConnect', pairing)
    expect(await within(dialog).findByText('Waiting for a pairing code…')).toBeTruthy()
    // Core pairs as the view opens.
    await waitFor(() => expect(pairing.fetchPairingUri).toHaveBeenCalledTimes(1))
    // The registry's image failed the safe-image check: initials instead.
    expect(dialog.querySelector('img')).toBeNull()
    expect(dialog.querySelector('[data-initials="R"]')).toBeTruthy()
    expect(
      within(dialog).getByRole('link', { name: 'Open the web app' }).getAttribute('href'),
    ).toBe('https://rainbow.example.org')

    await act(async () => pairing.controls.resolve(uri))
    expect(
      await within(dialog).findByRole('img', { name: 'QR code to connect Rainbow' }),
    ).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Open the app' }).getAttribute('href')).toBe(
      `rainbow://wc?uri=${encodeURIComponent(uri)}`,
    )
    latch.destroy()
  })

  it('behavior: a failed pairing says why and Try again asks for a new one', async () => {
    const pairing = pairingDouble()
    const { latch, dialog } = await openWalletConnect('ConnectingWalletConnectBasic', pairing)
    await waitFor(() => expect(pairing.fetchPairingUri).toHaveBeenCalledTimes(1))
    await act(async () => pairing.controls.reject(new Error('relay down')))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to connect')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(pairing.fetchPairingUri).toHaveBeenCalledTimes(2))
    expect(within(dialog).getByText('Waiting for a pairing code…')).toBeTruthy()
    // The basic variant has no wallet of its own.
    expect(within(dialog).queryByRole('link')).toBeNull()
    latch.destroy()
  })

  it('behavior: the copy button copies the pairing link', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const pairing = pairingDouble()
    const { latch, dialog } = await openWalletConnect('ConnectingWalletConnectBasic', pairing)
    await waitFor(() => expect(pairing.fetchPairingUri).toHaveBeenCalledTimes(1))
    await act(async () => pairing.controls.resolve(uri))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(uri)
    await waitFor(() =>
      expect(dialog.querySelector('.latch-snackbar')?.textContent).toBe('Link copied'),
    )
    vi.unstubAllGlobals()
    latch.destroy()
  })

  it('behavior: without WalletConnect in the client, pairing is unavailable', async () => {
    const { latch, dialog } = await openWalletConnect('ConnectingWalletConnectBasic')
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'WalletConnect is not available in this site’s Latch setup.',
    )
    latch.destroy()
  })

  it('behavior: opening the app remembers the wallet for the session’s requests; the web app forgets it', async () => {
    const storage = memoryBackend()
    const choice = () => createStorage({ backend: storage }).get('deepLinkChoice')
    // Chosen in an earlier view: this view pairs anew.
    createStorage({ backend: storage }).set('deepLinkChoice', { href: 'trust://', name: 'Trust' })
    const pairing = pairingDouble()
    const { latch, dialog } = await openWalletConnect('ConnectingWalletConnect', pairing, storage)
    expect(choice()).toBeUndefined()
    await waitFor(() => expect(pairing.fetchPairingUri).toHaveBeenCalledTimes(1))
    await act(async () => pairing.controls.resolve(uri))
    // The page does not follow the links here (happy-dom would try): the click is what counts.
    const stay = (event: Event) => event.preventDefault()
    document.addEventListener('click', stay)

    fireEvent.click(await within(dialog).findByRole('link', { name: 'Open the app' }))
    expect(choice()).toEqual({ href: 'rainbow://', name: 'Rainbow' })
    fireEvent.click(within(dialog).getByRole('link', { name: 'Open the web app' }))
    expect(choice()).toBeUndefined()

    document.removeEventListener('click', stay)
    latch.destroy()
  })
})
