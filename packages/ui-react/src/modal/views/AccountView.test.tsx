import type { AccountData, LatchClient, TokenBalance, Transaction } from '@latch/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestLatch, renderWithLatch, testAddress } from '../../testing/testLatch.js'

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 2469.12,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.23456' },
  iconUrl: 'https://example.org/eth.png',
}
const usdc: TokenBalance = {
  ...ether,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xa0b8',
  value: 10,
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
}
const transfer: Transaction = {
  id: 'tx-1',
  metadata: {
    operationType: 'send',
    minedAt: '2024-05-01T10:00:00Z',
    chain: 'eip155:1',
    status: 'confirmed',
    sentFrom: testAddress,
    sentTo: '0xdead',
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH' },
      direction: 'out',
      quantity: { numeric: '0.12345' },
    },
  ],
}

function fakeAccountData(overrides: Partial<AccountData> = {}): AccountData {
  return {
    getTokenBalances: vi.fn(async () => [ether, usdc]),
    getTransactions: vi.fn(async () => ({ data: [transfer], next: null })),
    getIdentity: vi.fn(async () => ({ name: null, avatar: null })),
    getNames: vi.fn(async () => []),
    ...overrides,
  }
}

async function openAccount(accountData?: AccountData) {
  const { latch, adapter } = createTestLatch()
  await latch.connect({ connectorId: 'test-wallet' })
  const client: LatchClient = accountData ? { ...latch, accountData } : latch
  renderWithLatch(client)
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  return { latch, adapter, dialog }
}

describe('AccountView', () => {
  it('default: avatar, address, network, and "—" for the balance without services', async () => {
    const { latch, dialog } = await openAccount()
    expect(within(dialog).getByRole('heading').textContent).toBe('Account')
    expect(within(dialog).getByRole('img', { name: 'Avatar of 0xAbC1…9876' })).toBeTruthy()
    expect(within(dialog).getByTestId('latch-account-address').textContent).toBe('0xAbC1…9876')
    expect(dialog.textContent).toContain('Ethereum')
    expect(within(dialog).getByTestId('latch-native-balance').textContent).toBe('—')
    expect(
      within(dialog).getByText('Balances need a blockchain service in the Latch configuration.'),
    ).toBeTruthy()
    latch.destroy()
  })

  it('behavior: with account data, the native balance and the token list', async () => {
    const accountData = fakeAccountData()
    const { latch, dialog } = await openAccount(accountData)
    await waitFor(() =>
      expect(within(dialog).getByTestId('latch-native-balance').textContent).toBe('1.234 ETH'),
    )
    expect(accountData.getTokenBalances).toHaveBeenCalledWith(testAddress, 'eip155:1')
    const panel = within(dialog).getByRole('tabpanel')
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ether1.234 ETH $2,469.12', 'USD Coin10.000 USDC $10.00'])
    latch.destroy()
  })

  it('behavior: tabs follow the arrow keys, Home and End; Activity lists transactions', async () => {
    const { latch, dialog } = await openAccount(fakeAccountData())
    const tablist = within(dialog).getByRole('tablist', { name: 'Account details' })
    const [tokens, nfts, activity] = within(tablist).getAllByRole('tab') as HTMLElement[]
    expect(tokens?.getAttribute('aria-selected')).toBe('true')
    expect(nfts?.tabIndex).toBe(-1)

    tokens?.focus()
    fireEvent.keyDown(tokens as HTMLElement, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(nfts)
    expect(nfts?.getAttribute('aria-selected')).toBe('true')
    expect(within(dialog).getByRole('tabpanel').textContent).toBe('No NFTs yet.')
    expect(within(dialog).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(nfts?.id)

    fireEvent.keyDown(nfts as HTMLElement, { key: 'End' })
    expect(document.activeElement).toBe(activity)
    await waitFor(() =>
      expect(within(dialog).getByRole('tabpanel').textContent).toContain('−0.123 ETH'),
    )
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('send Confirmed')

    fireEvent.keyDown(activity as HTMLElement, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tokens)
    fireEvent.keyDown(tokens as HTMLElement, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(activity)
    fireEvent.keyDown(activity as HTMLElement, { key: 'Home' })
    expect(document.activeElement).toBe(tokens)
    latch.destroy()
  })

  it('behavior: loading, empty and error states of the lists', async () => {
    let resolveBalances = (_: TokenBalance[]) => {}
    const accountData = fakeAccountData({
      getTokenBalances: vi.fn(
        () =>
          new Promise<TokenBalance[]>((resolve) => {
            resolveBalances = resolve
          }),
      ),
      getTransactions: vi.fn(async () => {
        throw new Error('down')
      }),
    })
    const { latch, dialog } = await openAccount(accountData)
    expect(within(dialog).getByRole('tabpanel').textContent).toBe('Loading balances…')
    await act(async () => resolveBalances([]))
    expect(within(dialog).getByRole('tabpanel').textContent).toBe('No tokens yet.')
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('tabpanel').textContent).toBe(
        'Activity could not be loaded.',
      ),
    )
    latch.destroy()
  })

  it('behavior: Disconnect disconnects through the client', async () => {
    const { latch, adapter, dialog } = await openAccount()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(latch.getState().connection).toBeUndefined())
    expect(adapter.disconnect).toHaveBeenCalledTimes(1)
    latch.destroy()
  })

  it('behavior: copying the address confirms in the snackbar', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { latch, dialog } = await openAccount()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy address' }))
    await waitFor(() =>
      expect(dialog.querySelector('.latch-snackbar')?.textContent).toBe('Address copied'),
    )
    expect(writeText).toHaveBeenCalledWith(testAddress)
    vi.unstubAllGlobals()
    latch.destroy()
  })
})
