import type { Connector } from '@latch/core'
import { connect, disconnect } from '@latch/core'
import { testAuthAdapter } from '@latch/core/conformance'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeRegistry } from '../../testing/fakeRegistry.js'
import { createAuthTestLatch } from '../../testing/testAuthLatch.js'
import {
  createTestLatch,
  renderWithLatch,
  testConnectors,
  userRejection,
} from '../../testing/testLatch.js'
import { type ClientParts, withParts } from '../../testing/withParts.js'

async function openAtConnect() {
  const { latch, adapter } = createTestLatch()
  renderWithLatch(latch)
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  return { latch, adapter, dialog }
}

describe('ConnectView', () => {
  it('default: wallets in core order, installed first with its icon, then All wallets', async () => {
    const { latch, dialog } = await openAtConnect()
    const list = within(dialog).getByRole('list', { name: 'Wallets' })
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names).toEqual(['Test WalletInstalled', 'Site Wallet', 'All wallets2'])
    const icon = within(list).getAllByRole('button')[0]?.querySelector('img')
    expect(icon?.getAttribute('src')).toMatch(/^data:image\/png/)
    latch.destroy()
  })

  it('behavior: connecting shows the wallet, then Account shows the address', async () => {
    const { latch, adapter, dialog } = await openAtConnect()
    let finish = () => {}
    adapter.connect.mockImplementationOnce(
      ({ connectorId }) =>
        new Promise((resolve) => {
          finish = () =>
            resolve({
              connectorId,
              accounts: [{ address: '0xAbC1234567890abcdef1234567890abcdef9876' }],
              network: 'eip155:1',
            })
        }),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: /Test Wallet/ }))
    expect(await within(dialog).findByText('Continue in Test Wallet')).toBeTruthy()
    expect(adapter.connect).toHaveBeenCalledWith(
      expect.objectContaining({ connectorId: 'test-wallet' }),
    )
    await act(async () => finish())
    await waitFor(() => expect(within(dialog).getByRole('heading').textContent).toBe('Account'))
    expect(within(dialog).getByTestId('latch-account-address').textContent).toBe('0xAbC1…9876')
    latch.destroy()
  })

  it('behavior: a rejected connect says "Connection rejected" and Try again connects', async () => {
    const { latch, adapter, dialog } = await openAtConnect()
    adapter.connect.mockRejectedValueOnce(userRejection())
    fireEvent.click(within(dialog).getByRole('button', { name: /Test Wallet/ }))
    const error = await within(dialog).findByRole('alert')
    expect(error.textContent).toBe('Connection rejected')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(latch.getState().view).toBe('Account'))
    expect(adapter.connect).toHaveBeenCalledTimes(2)
    latch.destroy()
  })

  it('behavior: Cancel after a failure returns to the wallet list', async () => {
    const { latch, adapter, dialog } = await openAtConnect()
    adapter.connect.mockRejectedValueOnce(new Error('boom'))
    fireEvent.click(within(dialog).getByRole('button', { name: /Test Wallet/ }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to connect')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(within(dialog).getByRole('list', { name: 'Wallets' })).toBeTruthy()
    latch.destroy()
  })
})

async function openConnect(
  connectors: Connector[],
  parts: ClientParts = {},
  config: Parameters<typeof createTestLatch>[0] = {},
) {
  const { latch } = createTestLatch(config, connectors)
  renderWithLatch(withParts(latch, parts))
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  return { latch, dialog }
}

describe('ConnectView with the registry', () => {
  it('behavior: recent first, installed, featured, recommended, and the registry’s count', async () => {
    const { registry } = fakeRegistry(437)
    const { latch, dialog } = await openConnect(testConnectors(), { wallets: registry })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /All wallets/ }).textContent).toBe(
        'All wallets437',
      ),
    )
    const names = () =>
      within(screen.getByRole('list', { name: 'Wallets' }))
        .getAllByRole('button')
        .map((button) => button.textContent)
    expect(names()).toEqual([
      'Test WalletInstalled',
      'Wallet 1',
      'Wallet 2',
      'Site Wallet',
      'Wallet 3',
      'Wallet 4',
      'All wallets437',
    ])
    // Core remembers the wallet a visitor connects with.
    await act(() => connect(latch, { connectorId: 'external-wallet' }))
    await act(() => disconnect(latch))
    act(() => latch.open())
    await waitFor(() => expect(names()[0]).toBe('Site WalletRecent'))
    expect(names().filter((name) => name?.startsWith('Site Wallet'))).toHaveLength(1)
    latch.destroy()
  })

  it('behavior: loading and failed registry lists leave this browser’s wallets usable', async () => {
    let fail = (_: Error) => {}
    const { registry } = fakeRegistry(10, {
      featured: vi.fn(
        () =>
          new Promise<never>((_, reject) => {
            fail = reject
          }),
      ),
    })
    const { latch, dialog } = await openConnect(testConnectors(), { wallets: registry })
    expect(within(dialog).getByText('Loading wallets…')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: /Test Wallet/ })).toBeTruthy()
    await act(async () => fail(new Error('down')))
    expect(within(dialog).getByText('More wallets could not be loaded.')).toBeTruthy()
    expect(within(dialog).queryByText('Loading wallets…')).toBeNull()
    latch.destroy()
  })

  it('behavior: a registry wallet leads to ConnectingWalletConnect with it', async () => {
    const { registry } = fakeRegistry(10)
    const { latch, dialog } = await openConnect(testConnectors(), { wallets: registry })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Wallet 1' }))
    await waitFor(() => expect(latch.getState().view).toBe('ConnectingWalletConnect'))
    // The view is given the wallet picked (its pairing: `ConnectView.walletConnect.test.tsx`).
    expect(latch.getState().history.at(-1)).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { wallet: { name: 'Wallet 1' } },
    })
    latch.destroy()
  })
})

describe('ConnectView: email and social login', () => {
  async function openWithAuth(
    config: Parameters<typeof createTestLatch>[0] = {},
    adapter = testAuthAdapter(),
  ) {
    const { latch } = createAuthTestLatch({ config, adapter })
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    return { latch, dialog }
  }

  it('default: absent without the embedded wallet (`auth`), never an unavailable control', async () => {
    const { latch, dialog } = await openConnect(testConnectors())
    expect(within(dialog).queryByLabelText('Email')).toBeNull()
    expect(within(dialog).queryByRole('list', { name: 'Social logins' })).toBeNull()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    latch.destroy()
  })

  it('behavior: with `auth`, the email field and every social login the project enables', async () => {
    const { latch, dialog } = await openWithAuth()
    expect(await within(dialog).findByLabelText('Email')).toBeTruthy()
    const socials = await within(dialog).findByRole('list', { name: 'Social logins' })
    expect(
      within(socials)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
    ])
    latch.destroy()
  })

  it('behavior: core’s method order: wallets first when one is installed, else email first', async () => {
    const sections = (dialog: HTMLElement) =>
      [...(dialog.querySelector('.latch-connect__methods')?.children ?? [])].map(
        (section) => section.className,
      )
    // The embedded wallet's adapter also finds an installed wallet.
    const adapter = testAuthAdapter()
    const authConnectors = adapter.getConnectors.getMockImplementation()
    adapter.getConnectors.mockImplementation(() => [
      ...testConnectors(),
      ...(authConnectors?.() ?? []),
    ])
    const withInstalled = await openWithAuth({}, adapter)
    // The logins are chunks of their own, there once loaded.
    await waitFor(() =>
      expect(sections(withInstalled.dialog)).toEqual([
        'latch-connect__wallets',
        'latch-email-connect',
        'latch-social-connect',
      ]),
    )
    withInstalled.latch.destroy()
    cleanup()
    const authOnly = await openWithAuth()
    await waitFor(() =>
      expect(sections(authOnly.dialog)).toEqual([
        'latch-email-connect',
        'latch-social-connect',
        'latch-connect__wallets',
      ]),
    )
    authOnly.latch.destroy()
  })

  it('behavior: the features decide: no email or socials when the project turns them off', async () => {
    const { latch, dialog } = await openWithAuth({ features: { email: false, socials: false } })
    expect(within(dialog).getByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(within(dialog).queryByLabelText('Email')).toBeNull()
    expect(within(dialog).queryByRole('list', { name: 'Social logins' })).toBeNull()
    latch.destroy()
  })

  it('behavior: an invalid email is refused; a valid one starts the login and shows EmailLogin', async () => {
    const { latch, dialog } = await openWithAuth()
    const email = await within(dialog).findByLabelText('Email')
    fireEvent.change(email, { target: { value: 'not-an-email' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid email address')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(latch.getState().view).toBe('Connect')
    expect(latch.getState().emailLogin.step).toBe('idle')

    fireEvent.change(email, { target: { value: ' visitor@example.com ' } })
    fireEvent.submit(email.closest('form') as HTMLFormElement)
    expect(latch.getState().view).toBe('EmailLogin')
    expect(latch.getState().history.at(-1)?.data).toEqual({ email: 'visitor@example.com' })
    expect(latch.getState().emailLogin).toMatchObject({
      step: 'sending',
      email: 'visitor@example.com',
    })
    latch.destroy()
  })
})
