import {
  type Connector,
  type EmailLoginAction,
  emailLoginMachine,
  socialLoginMachine,
} from '@latch/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { fakeRegistry } from '../../testing/fakeRegistry.js'
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

const authConnector: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }

function loginActors() {
  const emailLogin = createActor(
    emailLoginMachine.provide({
      actors: {
        connectEmail: fromPromise<{ action: EmailLoginAction }, { email: string }>(async () => ({
          action: 'VERIFY_OTP',
        })),
      },
    }),
    { input: {} },
  ).start()
  const socialLogin = createActor(
    socialLoginMachine.provide({
      actors: {
        requestRedirectUri: fromPromise(() => new Promise<{ uri: string }>(() => {})),
        getFarcasterUri: fromPromise(() => new Promise<{ url: string }>(() => {})),
      },
    }),
    { input: { providers: ['google', 'farcaster'] } },
  ).start()
  return { emailLogin, socialLogin }
}

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
    await act(() => latch.connect({ connectorId: 'external-wallet' }))
    await act(() => latch.disconnect())
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
    expect(latch.getState().view).toBe('ConnectingWalletConnect')
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'WalletConnect is not available in this site’s Latch setup.',
    )
    latch.destroy()
  })
})

describe('ConnectView: email and social login', () => {
  it('default: absent without the embedded wallet’s connector', async () => {
    const { latch, dialog } = await openConnect(testConnectors())
    expect(within(dialog).queryByLabelText('Email')).toBeNull()
    expect(within(dialog).queryByRole('list', { name: 'Social logins' })).toBeNull()
    latch.destroy()
  })

  it('behavior: core’s method order: wallets first when one is installed, else email first', async () => {
    const sections = (dialog: HTMLElement) =>
      [...(dialog.querySelector('.latch-connect')?.children ?? [])].map(
        (section) => section.className,
      )
    const withInstalled = await openConnect([...testConnectors(), authConnector])
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
    const siteOnly = await openConnect([testConnectors()[0] as Connector, authConnector])
    expect(sections(siteOnly.dialog)).toEqual([
      'latch-email-connect',
      'latch-social-connect',
      'latch-connect__wallets',
    ])
    siteOnly.latch.destroy()
  })

  it('behavior: the features decide: no email or socials when the project turns them off', async () => {
    const { latch, dialog } = await openConnect(
      [...testConnectors(), authConnector],
      {},
      {
        features: { email: false, socials: false },
      },
    )
    expect(within(dialog).queryByLabelText('Email')).toBeNull()
    expect(within(dialog).queryByRole('list', { name: 'Social logins' })).toBeNull()
    latch.destroy()
  })

  it('behavior: an invalid email is refused; a valid one starts the login and its view', async () => {
    const actors = loginActors()
    const { latch, dialog } = await openConnect([...testConnectors(), authConnector], { actors })
    const email = within(dialog).getByLabelText('Email')
    fireEvent.change(email, { target: { value: 'not-an-email' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid email address')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(latch.getState().view).toBe('Connect')

    fireEvent.change(email, { target: { value: ' visitor@example.com ' } })
    fireEvent.submit(email.closest('form') as HTMLFormElement)
    expect(latch.getState().view).toBe('EmailLogin')
    expect(latch.getState().history.at(-1)?.data).toEqual({ email: 'visitor@example.com' })
    expect(actors.emailLogin.getSnapshot().context.email).toBe('visitor@example.com')
    latch.destroy()
  })

  it('behavior: social buttons start core’s login; Farcaster shows its own view', async () => {
    const actors = loginActors()
    const { latch, dialog } = await openConnect(
      [...testConnectors(), authConnector],
      { actors },
      {
        features: { socials: ['google', 'farcaster'] },
      },
    )
    const socials = within(dialog).getByRole('list', { name: 'Social logins' })
    expect(
      within(socials)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Continue with Google', 'Continue with Farcaster'])
    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with Google' }))
    expect(actors.socialLogin.getSnapshot().context.provider).toBe('google')
    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with Farcaster' }))
    expect(latch.getState().view).toBe('ConnectingFarcaster')
    latch.destroy()
  })

  it('behavior: without core’s social login, a social button says it is unavailable', async () => {
    const { latch, dialog } = await openConnect(
      [...testConnectors(), authConnector],
      {},
      {
        features: { socials: ['github'] },
      },
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with GitHub' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Social login needs the embedded wallet, which this site has not set up.',
    )
    latch.destroy()
  })
})
