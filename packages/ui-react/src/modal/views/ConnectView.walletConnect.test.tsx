import { createLatch, memoryBackend } from '@latch/core'
import { testWalletConnect, testWalletConnectAdapter } from '@latch/core/conformance'
import { mainnet, solana } from '@latch/core/networks'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithLatch } from '../../testing/testLatch.js'

// WalletConnect from the Connect view through the client's own pairing: the SDK's client is
// core's test double (the relay and sign-client are tested in @latch/relay).

const address = '0x1111111111111111111111111111111111111111'

function setUp() {
  const wallet = testWalletConnect()
  const latch = createLatch({
    networks: [mainnet, solana],
    adapters: [
      testWalletConnectAdapter('eip155', 'eip155:1'),
      testWalletConnectAdapter('solana', solana.caipNetworkId),
    ],
    storage: memoryBackend(),
    projectId: 'demo',
    walletConnect: wallet.connector,
  })
  renderWithLatch(latch)
  return { wallet, latch }
}

describe('Connect view with WalletConnect', () => {
  it('default: one WalletConnect entry; its QR code carries the pairing, and the approval shows Account', async () => {
    const { wallet, latch } = setUp()
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    const entries = within(dialog).getAllByRole('button', { name: /WalletConnect/ })
    expect(entries).toHaveLength(1)
    fireEvent.click(entries[0] as HTMLElement)
    expect(await within(dialog).findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    expect(wallet.client.pair).toHaveBeenCalledTimes(1)

    await act(async () => {
      wallet.approve({ eip155: [`eip155:1:${address}`] })
    })
    expect((await within(dialog).findByRole('heading')).textContent).toBe('Account')
    expect(latch.getState().connection).toMatchObject({ connectorId: 'walletConnect' })
    latch.destroy()
  })

  it('behavior: a refusal shows the catalogue’s text, and Try again pairs anew', async () => {
    const { wallet, latch } = setUp()
    act(() => latch.open({ view: 'ConnectingWalletConnectBasic' }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('img', { name: 'WalletConnect QR code' })
    await act(async () => wallet.reject())
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Connection rejected')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await within(dialog).findByRole('img', { name: 'WalletConnect QR code' })
    expect(wallet.client.pair).toHaveBeenCalledTimes(2)
    latch.destroy()
  })
})
