import { testWalletConnect } from '@latch/core/conformance'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { en } from '../../i18n/en.js'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView.js'

// The modal shows its first view at the click, before core's machines have loaded (they load
// in the background): a view must render then too. Core's machines are not loaded in this
// file's registry.
describe('ConnectingWalletConnectView before the machines run', () => {
  it('behavior: a site with WalletConnect and no adapters shows the pairing on its way, not "still loading" thrown', () => {
    const { latch } = createTestLatch({
      adapters: [],
      projectId: 'demo',
      walletConnect: testWalletConnect().connector,
    })
    renderWithLatch(latch, <ConnectingWalletConnectView basic />)
    expect(screen.getByRole('status').textContent).toBe(en['walletConnect.waiting'])
    expect(screen.queryByRole('alert')).toBeNull()
    latch.destroy()
  })
})
