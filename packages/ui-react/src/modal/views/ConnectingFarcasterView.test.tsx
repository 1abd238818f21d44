import { createFakeSecureFrame, type FakeSecureFrame } from '@latch/core/conformance'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createAuthTestLatch } from '../../testing/testAuthLatch.js'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'

// Farcaster login end to end in the modal, against the fake secure frame.

/** The frame waits for the visitor to sign in with Farcaster until `approve()`. */
function farcasterAwaitingApproval(frame: FakeSecureFrame) {
  const approval = { approve: () => {} }
  frame.handle(
    'APP_CONNECT_FARCASTER',
    () =>
      new Promise((resolve) => {
        approval.approve = () => {
          frame.wallet.connected = true
          resolve({
            address: frame.wallet.address,
            chainId: frame.wallet.chainId,
            accounts: [{ address: frame.wallet.address, type: 'eoa' }],
          })
        }
      }),
  )
  return approval
}

async function startFarcaster(frame: FakeSecureFrame) {
  const { latch } = createAuthTestLatch({
    frame,
    config: { features: { socials: ['farcaster'] } },
  })
  renderWithLatch(latch)
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue with Farcaster' }))
  return { latch, dialog }
}

const heading = (dialog: HTMLElement) => within(dialog).getByRole('heading').textContent

describe('ConnectingFarcasterView', () => {
  it('default: the link as a QR code and to open, then Account once signed in', async () => {
    const frame = createFakeSecureFrame()
    const approval = farcasterAwaitingApproval(frame)
    const { latch, dialog } = await startFarcaster(frame)
    expect(latch.getState().view).toBe('ConnectingFarcaster')
    expect(await within(dialog).findByText('Getting your Farcaster link…')).toBeTruthy()
    expect(
      await within(dialog).findByRole('img', { name: 'QR code to sign in with Farcaster' }),
    ).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(
      'https://farcaster.latch.test/connect?channel=1',
    )
    await act(async () => approval.approve())
    await waitFor(() => expect(heading(dialog)).toBe('Account'))
    expect(latch.getState().connection?.connectorId).toBe('auth')
    latch.destroy()
  })

  it('behavior: a failure is said in core’s words; Try again asks for a new link', async () => {
    const frame = createFakeSecureFrame()
    frame.handle('APP_GET_FARCASTER_URI', () => {
      throw new Error('down')
    })
    const { latch, dialog } = await startFarcaster(frame)
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to connect to farcaster',
    )
    farcasterAwaitingApproval(frame)
    frame.handle('APP_GET_FARCASTER_URI', () => ({ url: 'https://farcaster.latch.test/c?n=2' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(
      await within(dialog).findByRole('img', { name: 'QR code to sign in with Farcaster' }),
    ).toBeTruthy()
    expect(frame.requests.filter((type) => type === 'APP_GET_FARCASTER_URI')).toHaveLength(2)
    latch.destroy()
  })

  it('behavior: Back returns to Connect and cancels the login', async () => {
    const frame = createFakeSecureFrame()
    farcasterAwaitingApproval(frame)
    const { latch, dialog } = await startFarcaster(frame)
    await within(dialog).findByRole('img', { name: 'QR code to sign in with Farcaster' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(latch.getState().view).toBe('Connect')
    expect(latch.getState().socialLogin).toMatchObject({ step: 'idle', farcasterUrl: undefined })
    latch.destroy()
  })

  it('behavior: without the embedded wallet, core’s "No auth connector found"', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() => latch.open({ view: 'ConnectingFarcaster' }))
    const dialog = await screen.findByRole('dialog')
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No auth connector found')
    latch.destroy()
  })
})
