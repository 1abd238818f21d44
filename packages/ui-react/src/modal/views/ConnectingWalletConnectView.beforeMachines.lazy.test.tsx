import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView.js'

// The modal shows its first view at the click, before core's machines have loaded (they load
// in the background): a view must render then too. Core's machines are not loaded in this
// file's registry.
describe('ConnectingWalletConnectView before the machines run', () => {
  it('behavior: renders the unavailable state instead of throwing "still loading"', () => {
    const { latch } = createTestLatch({ adapters: [] })
    renderWithLatch(latch, <ConnectingWalletConnectView basic />)
    expect(screen.getByRole('alert').textContent).toBe(
      'WalletConnect is not available in this site’s Latch setup.',
    )
    latch.destroy()
  })
})
