import { connect, createLatch, memoryBackend, selectWallet } from '@latch/core'
import { mainnet, solana } from '@latch/core/networks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  createTestLatch,
  renderWithLatch,
  testAdapter,
  testAddress,
} from '../../testing/testLatch.js'

const otherAddress = '0x00000000000000000000000000000000000000bb'

describe('ProfileWalletsView', () => {
  it('default: each connection with its wallet and address, and Disconnect for each', async () => {
    const { latch, adapter } = createTestLatch()
    await connect(latch, { connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open({ view: 'ProfileWallets' }))
    const dialog = await screen.findByRole('dialog')
    const list = within(dialog).getByRole('list', { name: 'Wallets' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Test WalletEthereum · 0xAbC1…9876Disconnect'])
    fireEvent.click(within(list).getByRole('button', { name: 'Disconnect Test Wallet on eip155' }))
    await waitFor(() => expect(adapter.disconnect).toHaveBeenCalledTimes(1))
    latch.destroy()
  })

  it('behavior: with another wallet left the modal stays on Wallets, the list updated; the last one closes it', async () => {
    const solanaAdapter = testAdapter('solana', solana.caipNetworkId)
    const latch = createLatch({
      networks: [mainnet, solana],
      adapters: [testAdapter(), solanaAdapter],
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet', namespace: 'solana' })
    await connect(latch, { connectorId: 'test-wallet', namespace: 'eip155' })
    renderWithLatch(latch)
    act(() => latch.open({ view: 'ProfileWallets' }))
    const dialog = await screen.findByRole('dialog')
    const rows = () =>
      within(within(dialog).getByRole('list', { name: 'Wallets' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(rows()).toEqual([
      'Test WalletEthereum · 0xAbC1…9876Disconnect',
      'Test WalletSolana · 0xAbC1…9876Disconnect',
    ])
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Disconnect Test Wallet on eip155' }),
    )
    await waitFor(() => expect(rows()).toEqual(['Test WalletSolana · 0xAbC1…9876Disconnect']))
    expect(latch.getState()).toMatchObject({ open: true, view: 'ProfileWallets' })
    // The wallet left carries on as the active account.
    expect(latch.getState().activeNetwork).toBe(solana)

    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Disconnect Test Wallet on solana' }),
    )
    await waitFor(() => expect(latch.getState().open).toBe(false))
    expect(solanaAdapter.disconnect).toHaveBeenCalledTimes(1)
    latch.destroy()
  })

  it('behavior: a failed disconnect is said beside its wallet', async () => {
    const { latch, adapter } = createTestLatch()
    await connect(latch, { connectorId: 'test-wallet' })
    adapter.disconnect.mockRejectedValueOnce(new Error('wallet busy'))
    renderWithLatch(latch)
    act(() => latch.open({ view: 'ProfileWallets' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /Disconnect Test Wallet/ }))
    expect((await within(dialog).findByRole('alert')).textContent).not.toBe('')
    latch.destroy()
  })

  it('behavior: with nothing connected, it says so', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() => latch.open({ view: 'ProfileWallets' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('No wallet is connected.')).toBeTruthy()
    latch.destroy()
  })

  describe('multi-wallet', () => {
    /** A client with multi-wallet on, whose wallets each sign with an address of their own. */
    async function twoWallets() {
      const { latch, adapter } = createTestLatch({ features: { multiWallet: true } })
      const accountOf = ({ connectorId }: { connectorId: string }) => ({
        connectorId,
        accounts: [{ address: connectorId === 'test-wallet' ? testAddress : otherAddress }],
        network: 'eip155:1',
      })
      adapter.connect.mockImplementation(async (parameters) => accountOf(parameters))
      adapter.reconnect.mockImplementation(async (parameters) => accountOf(parameters))
      await connect(latch, { connectorId: 'test-wallet' })
      await selectWallet(latch, { connectorId: 'external-wallet' })
      renderWithLatch(latch)
      act(() => latch.open({ view: 'ProfileWallets' }))
      const dialog = await screen.findByRole('dialog')
      const rows = () =>
        within(within(dialog).getByRole('list', { name: 'Wallets' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent)
      return { latch, adapter, dialog, rows }
    }

    it('default: every saved wallet with its status, Switch on the one not active, Add wallet', async () => {
      const { latch, dialog, rows } = await twoWallets()
      expect(rows()).toEqual([
        'Site WalletEthereum · 0x0000…00bbActiveDisconnect',
        'Test WalletEthereum · 0xAbC1…9876ConnectedSwitchDisconnect',
      ])
      fireEvent.click(
        within(dialog).getByRole('button', { name: 'Switch to Test Wallet on eip155' }),
      )
      await waitFor(() =>
        expect(rows()).toEqual([
          'Test WalletEthereum · 0xAbC1…9876ActiveDisconnect',
          'Site WalletEthereum · 0x0000…00bbConnectedSwitchDisconnect',
        ]),
      )
      expect(latch.getState().connection?.accounts[0]?.address).toBe(testAddress)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add wallet' }))
      await waitFor(() => expect(latch.getState().view).toBe('Connect'))
      latch.destroy()
    })

    it('behavior: Disconnect on one leaves the other connected', async () => {
      const { latch, dialog, rows } = await twoWallets()
      fireEvent.click(
        within(dialog).getByRole('button', { name: 'Disconnect Site Wallet on eip155' }),
      )
      await waitFor(() =>
        expect(rows()).toEqual(['Test WalletEthereum · 0xAbC1…9876ActiveDisconnect']),
      )
      expect(latch.getState()).toMatchObject({ open: true, view: 'ProfileWallets' })
      expect(latch.getState().connection?.connectorId).toBe('test-wallet')
      latch.destroy()
    })
  })

  it('behavior: multi-wallet off, Add wallet shows the info alert and stays', async () => {
    const { latch } = createTestLatch()
    await connect(latch, { connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open({ view: 'ProfileWallets' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add wallet' }))
    await waitFor(() => expect(latch.getState().alert?.code).toBe('MULTI_WALLET_NOT_ENABLED'))
    expect(latch.getState().view).toBe('ProfileWallets')
    expect(within(dialog).queryByRole('button', { name: /^Switch to/ })).toBeNull()
    latch.destroy()
  })
})
