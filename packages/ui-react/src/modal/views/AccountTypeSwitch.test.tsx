import { submitEmail, waitForEmailCode } from '@latch/core'
import { createFakeSecureFrame } from '@latch/core/conformance'
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createAuthTestLatch } from '../../testing/testAuthLatch.js'
import { renderWithLatch } from '../../testing/testLatch.js'

// The Account view's switch between the embedded wallet's smart account and its key (SPEC.md §4
// "Smart account switching"), against the fake secure frame.

async function accountOfEmailWallet(enabledNetworks: number[]) {
  const frame = createFakeSecureFrame()
  frame.wallet.smartAccount = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
  // The frame's user record offers a smart account on mainnet either way: the project's list of
  // enabled networks decides.
  frame.wallet.smartAccountNetworks = [1]
  // The visitor chose the key's account before: the switch would be to the smart account.
  frame.wallet.accountType = 'eoa'
  frame.handle('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({
    smartAccountEnabledNetworks: enabledNetworks,
  }))
  const { latch } = createAuthTestLatch({ frame })
  await submitEmail(latch, { email: 'ada@example.com' })
  frame.enterCode(frame.wallet.otp)
  await waitForEmailCode(latch)
  renderWithLatch(latch)
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByTestId('latch-account-address')
  return { latch, dialog }
}

describe('Account: the account that signs', () => {
  it('behavior: the switch to the smart account is offered where the active network has smart accounts enabled', async () => {
    const { latch, dialog } = await accountOfEmailWallet([1])
    const choice = within(dialog).getByRole('group', { name: 'Account that signs' })
    expect(
      within(choice).getByRole('button', { name: 'Key account' }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(
      within(choice).getByRole('button', { name: 'Smart account' }).getAttribute('aria-pressed'),
    ).toBe('false')
    latch.destroy()
  })

  it('behavior: no switch to a smart account on a network outside the enabled list', async () => {
    const { latch, dialog } = await accountOfEmailWallet([10])
    expect(within(dialog).queryByRole('group', { name: 'Account that signs' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Smart account' })).toBeNull()
    latch.destroy()
  })
})
