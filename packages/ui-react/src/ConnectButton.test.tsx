import { connect } from '@latch/core'
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { createTestLatch, renderWithLatch } from './testing/testLatch.js'

describe('ConnectButton', () => {
  it('default: "Connect Wallet", and no modal code mounted before the first open', () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    latch.destroy()
  })

  it('behavior: opens the lazily loaded modal at Connect', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(latch.getState().open).toBe(true)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('heading', { name: 'Connect Wallet' }).id).toBe(
      dialog.getAttribute('aria-labelledby'),
    )
    latch.destroy()
  })

  it('behavior: shows the truncated address and the network once connected', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    await act(() => connect(latch, { connectorId: 'test-wallet' }))
    const button = screen.getByRole('button', { name: 'Account 0xAbC1…9876 on Ethereum' })
    expect(button.textContent).toBe('0xAbC1…9876Ethereum')
    latch.destroy()
  })
})
