import type { LatchConfig } from '@latch/core'
import { testAuthAdapter } from '@latch/core/conformance'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createAuthTestLatch } from '../../testing/testAuthLatch.js'
import { createTestLatch, renderWithLatch, testConnectors } from '../../testing/testLatch.js'

/** The Connect view with the embedded wallet's logins and a wallet of this browser. */
async function openWithAuth(config: Partial<LatchConfig> = {}) {
  const adapter = testAuthAdapter()
  const authConnectors = adapter.getConnectors.getMockImplementation()
  adapter.getConnectors.mockImplementation(() => [
    ...testConnectors(),
    ...(authConnectors?.() ?? []),
  ])
  const { latch } = createAuthTestLatch({ config, adapter })
  renderWithLatch(latch)
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  // The logins are chunks of their own, there once loaded.
  await within(dialog).findByRole('list', { name: 'Social logins' })
  return { latch, adapter, dialog }
}

const legalPages = {
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
}

describe('ConnectView: legalCheckbox', () => {
  it('default: no checkbox, nothing disabled', async () => {
    const { latch, dialog } = await openWithAuth(legalPages)
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    expect(
      within(dialog)
        .getByRole('button', { name: /Test Wallet/ })
        .closest('fieldset')?.disabled,
    ).toBe(false)
    latch.destroy()
  })

  it('behavior: wallets, email and socials wait, with the reason said, until the visitor agrees', async () => {
    const { latch, adapter, dialog } = await openWithAuth({
      ...legalPages,
      features: { legalCheckbox: true },
    })
    // With what the open modal fetches (`modalOpenParts`).
    const checkbox = await within(dialog).findByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    })
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveProperty(
      'href',
      legalPages.termsConditionsUrl,
    )
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveProperty(
      'href',
      legalPages.privacyPolicyUrl,
    )
    // One disabled group holds the wallets, the email field and the socials (happy-dom does not
    // carry a fieldset's disabling to its controls; the browser journey clicks them).
    const wallet = within(dialog).getByRole('button', { name: /Test Wallet/ })
    const group = wallet.closest('fieldset') as HTMLFieldSetElement
    expect(group.disabled).toBe(true)
    expect(group.contains(within(dialog).getByLabelText('Email'))).toBe(true)
    expect(
      group.contains(within(dialog).getByRole('button', { name: 'Continue with Google' })),
    ).toBe(true)
    const hint = document.getElementById(group.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('Accept the Terms of Service and Privacy Policy to connect.')
    expect(hint?.getAttribute('role')).toBe('status')

    fireEvent.click(checkbox)
    expect(latch.getState().legal.connectBlocked).toBe(false)
    expect(group.disabled).toBe(false)
    expect(hint?.textContent).toBe('')
    fireEvent.click(wallet)
    await waitFor(() => expect(adapter.connect).toHaveBeenCalled())
    latch.destroy()
  })

  it('behavior: without the site’s pages the texts are shown without links', async () => {
    const { latch, dialog } = await openWithAuth({ features: { legalCheckbox: true } })
    expect(await within(dialog).findByRole('checkbox')).toBeTruthy()
    expect(within(dialog).queryByRole('link', { name: 'Terms of Service' })).toBeNull()
    latch.destroy()
  })
})

describe('ConnectView: wallets behind a button', () => {
  it('parameters: collapseWallets shows the logins and one button that expands the wallets', async () => {
    const { latch, dialog } = await openWithAuth({ features: { collapseWallets: true } })
    expect(within(dialog).queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(within(dialog).getByRole('list', { name: 'Social logins' })).toBeTruthy()
    const more = within(dialog).getByRole('button', { name: 'Continue with a wallet' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(more)
    const list = within(dialog).getByRole('list', { name: 'Wallets' })
    expect(within(list).getByRole('button', { name: /Test Wallet/ })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
    latch.destroy()
  })

  it('parameters: emailShowWallets false puts the wallets behind the button, email first', async () => {
    const { latch, dialog } = await openWithAuth({ features: { emailShowWallets: false } })
    expect(within(dialog).queryByRole('list', { name: 'Wallets' })).toBeNull()
    const sections = [...(dialog.querySelector('.latch-connect__methods')?.children ?? [])]
    expect(sections[0]?.className).toBe('latch-email-connect')
    expect(sections.at(-1)?.textContent).toBe('Continue with a wallet')
    latch.destroy()
  })

  it('behavior: emailShowWallets false without email lists the wallets', async () => {
    const { latch, dialog } = await openWithAuth({
      features: { emailShowWallets: false, email: false },
    })
    expect(within(dialog).getByRole('list', { name: 'Wallets' })).toBeTruthy()
    latch.destroy()
  })

  it('behavior: with no login to show, collapseWallets still lists the wallets', async () => {
    const { latch } = createTestLatch({ features: { collapseWallets: true } })
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('list', { name: 'Wallets' })).toBeTruthy()
    latch.destroy()
  })
})

describe('ConnectView: branding', () => {
  it('default: the footer names Latch (the remote feature is on by default)', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('UX by Latch')).toBeTruthy()
    latch.destroy()
  })

  it('parameters: branding off hides it', async () => {
    const { latch } = createTestLatch({ features: { branding: false } })
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByText('UX by Latch')).toBeNull()
    latch.destroy()
  })
})

describe('ConnectView: custom wallets', () => {
  it('behavior: the site’s wallet is listed, and picking it offers its app and web page', async () => {
    const { latch } = createTestLatch({
      customWallets: [
        {
          id: 'acme',
          name: 'Acme Wallet',
          webapp_link: 'https://app.acme.example/',
          mobile_link: 'metamask://',
        },
      ],
    })
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Acme Wallet' }))
    await waitFor(() => expect(latch.getState().view).toBe('ConnectingWalletConnect'))
    const web = await within(dialog).findByRole('link', { name: /Open the web app/ })
    expect(web.getAttribute('href')).toBe('https://app.acme.example/')
    latch.destroy()
  })
})
