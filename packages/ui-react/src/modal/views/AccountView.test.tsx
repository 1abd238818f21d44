import {
  type AccountData,
  type AdapterAccount,
  type CaipNetwork,
  connect,
  createLatch,
  memoryBackend,
  sendTokens,
  type TokenBalance,
  type Transaction,
  type TransferFee,
} from '@latch/core'
import { FEE_ESTIMATE_DELAY_MS } from '@latch/core/internal'
import { bitcoin, mainnet, optimism, sepolia } from '@latch/core/networks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { scriptedService } from '../../testing/scriptedService.js'
import {
  createTestLatch,
  renderWithLatch,
  testAdapter,
  testAddress,
} from '../../testing/testLatch.js'
import { type ClientParts, withParts } from '../../testing/withParts.js'

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
    cachedBalance: vi.fn(() => undefined),
    ...overrides,
  }
}

async function openAccount(accountData?: AccountData) {
  const { latch, adapter } = createTestLatch()
  await connect(latch, { connectorId: 'test-wallet' })
  renderWithLatch(accountData ? withParts(latch, { accountData }) : latch)
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

  it('behavior: while the balances load, the native balance read within 30 s shows', async () => {
    const accountData = fakeAccountData({
      getTokenBalances: vi.fn(() => new Promise<never>(() => {})),
      cachedBalance: vi.fn(() => ({ balance: '2.5', symbol: 'ETH' })),
    })
    const { latch, dialog } = await openAccount(accountData)
    expect(within(dialog).getByTestId('latch-native-balance').textContent).toBe('2.500 ETH')
    expect(accountData.cachedBalance).toHaveBeenCalledWith(testAddress, 'eip155:1')
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
    // No blockchain service here to list them (the NFTs tab is covered below).
    await waitFor(() =>
      expect(within(dialog).getByRole('tabpanel').textContent).toBe(
        'NFTs need a blockchain service in the Latch configuration.',
      ),
    )
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

async function openWithServices(parts: ClientParts = {}, accountData = fakeAccountData()) {
  const { latch, adapter } = createTestLatch()
  await connect(latch, { connectorId: 'test-wallet' })
  renderWithLatch(withParts(latch, { accountData, ...parts }))
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  return { latch, adapter, dialog }
}

const hash = `0x${'ab'.repeat(32)}`
const receiver = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('AccountView: networks', () => {
  it('behavior: the Network row lists the site’s networks; another one switches and returns', async () => {
    const { latch, adapter, dialog } = await openAccount()
    let approve = () => {}
    adapter.switchNetwork.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          approve = resolve
        }),
    )
    const row = within(dialog).getByRole('button', { name: /^Network/ })
    expect(row.getAttribute('aria-label')).toBe('Network: Ethereum. Choose another network')
    fireEvent.click(row)
    expect(within(dialog).getByRole('heading').textContent).toBe('Networks')
    const list = within(dialog).getByRole('list', { name: 'Networks of this site' })
    const [ethereum, op] = within(list).getAllByRole('button')
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Ethereum', 'OP Mainnet'])
    expect(ethereum?.getAttribute('aria-current')).toBe('true')
    expect(op?.hasAttribute('aria-current')).toBe(false)
    ethereum?.focus()
    fireEvent.keyDown(ethereum as HTMLElement, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(op)

    fireEvent.click(op as HTMLElement)
    expect(latch.getState().view).toBe('SwitchNetwork')
    expect(latch.getState().history.at(-1)?.data).toEqual({ network: optimism })
    expect(
      await within(dialog).findByText('Approve the switch to OP Mainnet in your wallet.'),
    ).toBeTruthy()
    await act(async () => approve())
    await waitFor(() => expect(latch.getState().view).toBe('Account'))
    expect(latch.getState().activeNetwork).toBe(optimism)
    expect(
      within(dialog).getByRole('button', { name: 'Network: OP Mainnet. Choose another network' }),
    ).toBeTruthy()
    latch.destroy()
  })

  it('behavior: the current network, or Back, returns to the account and to the Network row', async () => {
    const { latch, adapter, dialog } = await openAccount()
    const row = () => within(dialog).getByRole('button', { name: /^Network/ })
    fireEvent.click(row())
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ethereum' }))
    expect(within(dialog).getByRole('heading').textContent).toBe('Account')
    expect(document.activeElement).toBe(row())
    fireEvent.click(row())
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(within(dialog).getByRole('heading').textContent).toBe('Account')
    expect(document.activeElement).toBe(row())
    expect(adapter.switchNetwork).not.toHaveBeenCalled()
    expect(latch.getState().view).toBe('Account')
    latch.destroy()
  })
})

describe('AccountView: wallet features', () => {
  it('default: Buy, Swap, Receive, Send in core’s order', async () => {
    const { latch, dialog } = await openWithServices()
    const features = within(dialog).getByRole('list', { name: 'Wallet features' })
    expect(
      within(features)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    latch.destroy()
  })

  it('behavior: Swap opens the Swap view; a part opens in place and Back returns to its button', async () => {
    const { latch, dialog } = await openWithServices()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive' }))
    expect(within(dialog).getByRole('heading').textContent).toBe('Receive')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Receive')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(within(dialog).getByRole('heading').textContent).toBe('Account')
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Receive' }))
    expect(latch.getState().open).toBe(true)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap' }))
    expect(latch.getState().view).toBe('Swap')
    latch.destroy()
  })

  it('behavior: a name to get on eip155 with the name service; connected wallets with two', async () => {
    const { latch, dialog } = await openWithServices()
    const more = within(dialog).getByRole('list', { name: 'More for this account' })
    expect(
      within(more)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Get a name'])
    fireEvent.click(within(more).getByRole('button', { name: 'Get a name' }))
    expect(latch.getState().view).toBe('RegisterAccount')
    latch.destroy()
  })

  it('behavior: without the name service there is nothing more to list', async () => {
    const { latch, dialog } = await openAccount()
    expect(within(dialog).queryByRole('list', { name: 'More for this account' })).toBeNull()
    latch.destroy()
  })

  it('behavior: the last transfer core reports is shown', async () => {
    const { latch, adapter, dialog } = await openWithServices()
    expect(within(dialog).queryByTestId('latch-last-transfer')).toBeNull()
    adapter.sendTransfer.mockResolvedValueOnce(hash)
    await act(() => sendTokens(latch, { amount: '0.1', to: receiver }))
    expect(within(dialog).getByTestId('latch-last-transfer').textContent).toBe('0xabab…abab')
    latch.destroy()
  })
})

describe('AccountView: balances of testnets (SPEC.md §9)', () => {
  /**
   * The Account of a client on `network`, whose blockchain service answers the balance call
   * with `balance` (through fetch) and whose wallet's chain cannot be read.
   */
  async function openOn(network: CaipNetwork, balance: { status?: number; body: unknown }) {
    scriptedService((url) => (url.pathname.endsWith('/balance') ? balance : undefined))
    const adapter = testAdapter('eip155', network.caipNetworkId)
    adapter.getBalance.mockRejectedValue(new Error('rpc down'))
    const latch = createLatch({
      networks: [network],
      adapters: [adapter],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: 'https://service.test' },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    return { latch, dialog }
  }

  it('behavior: a testnet the service has no balance for shows 0 of its coin, not "—" or a snackbar', async () => {
    const { latch, dialog } = await openOn(sepolia, { body: { balances: [] } })
    await waitFor(() =>
      expect(within(dialog).getByTestId('latch-native-balance').textContent).toBe('0.000 ETH'),
    )
    expect(screen.queryByText('Token Balance Unavailable')).toBeNull()
    latch.destroy()
  })

  it('behavior: a testnet whose service fails shows 0 of its coin, without a snackbar', async () => {
    const { latch, dialog } = await openOn(sepolia, { status: 500, body: { error: 'down' } })
    await waitFor(() =>
      expect(within(dialog).getByTestId('latch-native-balance').textContent).toBe('0.000 ETH'),
    )
    expect(screen.queryByText('Token Balance Unavailable')).toBeNull()
    latch.destroy()
  })

  it('errors: a mainnet whose service fails still says "Token Balance Unavailable", and "—"', async () => {
    const { latch, dialog } = await openOn(mainnet, { status: 500, body: { error: 'down' } })
    expect(await screen.findByText('Token Balance Unavailable')).toBeTruthy()
    expect(within(dialog).getByTestId('latch-native-balance').textContent).toBe('—')
    latch.destroy()
  })
})

describe('AccountView: balances after a send', () => {
  it('behavior: a finished send reloads the balances it changed', async () => {
    const spent = { ...ether, value: 2269.12, quantity: { decimals: '18', numeric: '1.13456' } }
    const accountData = fakeAccountData({
      getTokenBalances: vi
        .fn<AccountData['getTokenBalances']>()
        .mockResolvedValueOnce([ether, usdc])
        .mockResolvedValue([spent, usdc]),
    })
    const { latch, adapter, dialog } = await openWithServices({}, accountData)
    await waitFor(() =>
      expect(within(dialog).getByTestId('latch-native-balance').textContent).toBe('1.234 ETH'),
    )
    expect(accountData.getTokenBalances).toHaveBeenCalledTimes(1)
    adapter.sendTransfer.mockResolvedValueOnce(hash)
    await act(() => sendTokens(latch, { amount: '0.1', to: receiver }))
    await waitFor(() =>
      expect(within(dialog).getByTestId('latch-native-balance').textContent).toBe('1.134 ETH'),
    )
    expect(vi.mocked(accountData.getTokenBalances).mock.calls.length).toBeGreaterThan(1)
    latch.destroy()
  })

  it('behavior: the balances are read again once the transfer is on chain', async () => {
    // A chain that includes the transfer a while after the wallet sent it (Polkadot, Cosmos):
    // the balances read as it goes out are the old ones.
    const spent = { ...ether, value: 2269.12, quantity: { decimals: '18', numeric: '1.13456' } }
    let onChain = false
    const accountData = fakeAccountData({
      getTokenBalances: vi.fn(async () => (onChain ? [spent, usdc] : [ether, usdc])),
    })
    const { latch, adapter, dialog } = await openWithServices({}, accountData)
    const balance = () => within(dialog).getByTestId('latch-native-balance').textContent
    await waitFor(() => expect(balance()).toBe('1.234 ETH'))
    let include: () => void = () => {}
    adapter.waitForTransaction.mockImplementationOnce(
      () => new Promise<void>((resolve) => (include = resolve)),
    )
    adapter.sendTransfer.mockResolvedValueOnce(hash)
    await act(() => sendTokens(latch, { amount: '0.1', to: receiver }))
    const reads = vi.mocked(accountData.getTokenBalances).mock.calls.length
    await waitFor(() => expect(balance()).toBe('1.234 ETH'))
    onChain = true
    await act(async () => include())
    await waitFor(() => expect(balance()).toBe('1.134 ETH'))
    expect(vi.mocked(accountData.getTokenBalances).mock.calls.length).toBeGreaterThan(reads)
    latch.destroy()
  })

  it('behavior: while the balances reload after a send, the shown ones stay until the new ones arrive', async () => {
    const spent = { ...ether, value: 2269.12, quantity: { decimals: '18', numeric: '1.13456' } }
    const answers: Array<(balances: TokenBalance[]) => void> = []
    const accountData = fakeAccountData({
      getTokenBalances: vi
        .fn<AccountData['getTokenBalances']>()
        .mockResolvedValueOnce([ether, usdc])
        .mockImplementation(() => new Promise((resolve) => answers.push(resolve))),
    })
    const { latch, adapter, dialog } = await openWithServices({}, accountData)
    const balance = () => within(dialog).getByTestId('latch-native-balance').textContent
    await waitFor(() => expect(balance()).toBe('1.234 ETH'))
    adapter.sendTransfer.mockResolvedValueOnce(hash)
    await act(() => sendTokens(latch, { amount: '0.1', to: receiver }))
    await waitFor(() => expect(answers.length).toBeGreaterThan(0))
    // The reload is pending: the last balance is still shown, not "—".
    expect(balance()).toBe('1.234 ETH')
    await act(async () => {
      for (const answer of answers) answer([spent, usdc])
    })
    await waitFor(() => expect(balance()).toBe('1.134 ETH'))
    latch.destroy()
  })
})

/** The options of the Send form's token list, as shown now. */
function tokenOptions(dialog: HTMLElement): (string | null)[] {
  const token = within(dialog).queryByLabelText('Token') as HTMLSelectElement | null
  return [...(token?.options ?? [])].map((option) => option.textContent)
}

describe('AccountView: Send', () => {
  async function openSend() {
    const opened = await openWithServices()
    fireEvent.click(within(opened.dialog).getByRole('button', { name: 'Send' }))
    await within(opened.dialog).findByLabelText('Receiver address')
    // The form reads the account's balances for its tokens.
    await waitFor(() => expect(opened.latch.getState().send.balancesLoading).toBe(false))
    return opened
  }

  it('default: the balances as tokens; Max fills the balance; the receiver is checked', async () => {
    const { latch, dialog } = await openSend()
    const token = (await within(dialog).findByLabelText('Token')) as HTMLSelectElement
    expect([...token.options].map((option) => option.textContent)).toEqual([
      'ETH · 1.234 ETH',
      'USDC · 10.000 USDC',
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send all your ETH' }))
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('1.23456')
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '2' } })
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The amount is more than your balance.',
    )
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '1' } })
    fireEvent.change(within(dialog).getByLabelText('Receiver address'), {
      target: { value: '0x1234' },
    })
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'This is not an address of this network.',
    )
    latch.destroy()
  })

  it('behavior: the network’s coin is offered first when the balances do not list it', async () => {
    const accountData = fakeAccountData({ getTokenBalances: vi.fn(async () => [usdc]) })
    const { latch, dialog } = await openWithServices({}, accountData)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    // The list fills in once the form has read the balances.
    await waitFor(() => expect(tokenOptions(dialog)).toEqual(['ETH', 'USDC · 10.000 USDC']))
    latch.destroy()
  })

  it('behavior: a token transfer goes to the wallet with the token’s address and decimals', async () => {
    let finish = (_: string) => {}
    const { latch, adapter, dialog } = await openSend()
    adapter.sendTransfer.mockImplementationOnce(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve
        }),
    )
    fireEvent.change(within(dialog).getByLabelText('Token'), {
      target: { value: 'eip155:1:eip155:1:0xa0b8' },
    })
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '2.5' } })
    fireEvent.change(within(dialog).getByLabelText('Receiver address'), {
      target: { value: receiver },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(adapter.sendTransfer).toHaveBeenCalled())
    expect(adapter.sendTransfer).toHaveBeenCalledWith({
      from: testAddress,
      to: receiver,
      amount: 2_500_000n,
      network: expect.objectContaining({ caipNetworkId: 'eip155:1' }),
      token: { address: '0xa0b8' },
    })
    expect(within(dialog).getByText('Approve the transfer in your wallet.')).toBeTruthy()
    expect(
      (within(dialog).getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    await act(async () => finish(hash))
    expect(await within(dialog).findByText('Sent')).toBeTruthy()
    expect(within(dialog).getByText('0xabab…abab').getAttribute('title')).toBe(hash)
    await waitFor(() =>
      expect(dialog.querySelector('.latch-snackbar')?.textContent).toBe(
        'Sent: transaction 0xabab…abab',
      ),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(within(dialog).getByRole('heading').textContent).toBe('Account')
    // The account shows its namespace's last transfer.
    expect(within(dialog).getByTestId('latch-last-transfer').getAttribute('title')).toBe(hash)
    latch.destroy()
  })

  it('behavior: core’s refusal is shown, in the catalogue’s words', async () => {
    const { latch, adapter, dialog } = await openSend()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'An amount and receiver address are required',
    )
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: without a balances service, the network’s coin; core sends it with the wallet', async () => {
    const { latch, adapter, dialog } = await openAccount()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(tokenOptions(dialog)).toEqual(['ETH']))
    expect(within(dialog).queryByRole('button', { name: /Send all/ })).toBeNull()
    adapter.sendTransfer.mockResolvedValueOnce(hash)
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '0.5' } })
    fireEvent.change(within(dialog).getByLabelText('Receiver address'), {
      target: { value: receiver },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Sent')).toBeTruthy()
    expect(adapter.sendTransfer).toHaveBeenCalledWith(
      expect.objectContaining({ from: testAddress, to: receiver, amount: 5n * 10n ** 17n }),
    )
    expect(latch.getState().send.transfers.eip155?.hash).toBe(hash)
    latch.destroy()
  })
})

describe('AccountView: Send fee', () => {
  const fees: TransferFee[] = [
    { value: 705n, decimals: 8, symbol: 'BTC', speed: 'slow', rate: '1 sat/vB' },
    { value: 1_410n, decimals: 8, symbol: 'BTC', speed: 'normal', rate: '2 sat/vB' },
    { value: 2_115n, decimals: 8, symbol: 'BTC', speed: 'fast', rate: '3 sat/vB' },
  ]

  async function openSendWithFees(estimate: () => Promise<readonly TransferFee[]>) {
    const base = testAdapter()
    const estimateTransferFee = vi.fn(estimate)
    const adapter = {
      ...base,
      capabilities: { ...base.capabilities, estimateTransferFee: true },
      estimateTransferFee,
    }
    const { latch } = createTestLatch({ adapters: [adapter] })
    await connect(latch, { connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await within(dialog).findByLabelText('Receiver address')
    const fill = (amount: string, to = receiver) => {
      fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: amount } })
      fireEvent.change(within(dialog).getByLabelText('Receiver address'), {
        target: { value: to },
      })
    }
    return { latch, adapter: base, estimateTransferFee, dialog, fill }
  }

  it('behavior: asks for the fee 300 ms after the last change of a complete form, once', async () => {
    const { latch, estimateTransferFee, dialog, fill } = await openSendWithFees(async () => fees)
    vi.useFakeTimers()
    try {
      fill('0.5')
      expect(within(dialog).getByText('Estimating the network fee…').getAttribute('role')).toBe(
        'status',
      )
      await act(() => vi.advanceTimersByTimeAsync(FEE_ESTIMATE_DELAY_MS - 1))
      fill('0.6')
      await act(() => vi.advanceTimersByTimeAsync(FEE_ESTIMATE_DELAY_MS - 1))
      expect(estimateTransferFee).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(estimateTransferFee).toHaveBeenCalledTimes(1)
      expect(estimateTransferFee).toHaveBeenCalledWith(
        expect.objectContaining({ to: receiver, amount: 6n * 10n ** 17n }),
      )
      // An invalid receiver asks nothing, and shows no fee.
      fill('0.6', '0x1234')
      await act(() => vi.advanceTimersByTimeAsync(FEE_ESTIMATE_DELAY_MS * 2))
      expect(estimateTransferFee).toHaveBeenCalledTimes(1)
      expect(within(dialog).queryByTestId('latch-send-fee')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
    latch.destroy()
  })

  it('behavior: shows the normal fee in full, the speed chosen changes it and goes with the send', async () => {
    const { latch, adapter, dialog, fill } = await openSendWithFees(async () => fees)
    fill('0.5')
    const fee = await within(dialog).findByTestId('latch-send-fee')
    expect(fee.textContent).toBe('Network fee: 0.0000141 BTC (2 sat/vB)')
    const speeds = within(dialog).getByRole('group', { name: 'Fee speed' })
    expect(
      within(speeds)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Slow', 'false'],
      ['Normal', 'true'],
      ['Fast', 'false'],
    ])
    fireEvent.click(within(speeds).getByRole('button', { name: 'Fast' }))
    expect(fee.textContent).toBe('Network fee: 0.00002115 BTC (3 sat/vB)')
    adapter.sendTransfer.mockResolvedValueOnce(hash)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Sent')).toBeTruthy()
    expect(adapter.sendTransfer).toHaveBeenCalledWith(
      expect.objectContaining({ feeSpeed: 'fast', amount: 5n * 10n ** 17n }),
    )
    latch.destroy()
  })

  it('behavior: one fee without a choice; a failed estimate says why and the send stays possible', async () => {
    const fixed = vi
      .fn<() => Promise<readonly TransferFee[]>>()
      .mockResolvedValueOnce([{ value: 21_000n, decimals: 18, symbol: 'ETH' }])
      .mockRejectedValueOnce(new Error('Invalid fee rate'))
    const { latch, dialog, fill } = await openSendWithFees(fixed)
    fill('0.5')
    expect((await within(dialog).findByTestId('latch-send-fee')).textContent).toBe(
      'Network fee: 0.000000000000021 ETH',
    )
    expect(within(dialog).queryByRole('group', { name: 'Fee speed' })).toBeNull()
    fill('0.7')
    expect(
      await within(dialog).findByText('The network fee could not be estimated: Invalid fee rate'),
    ).toBeTruthy()
    expect(
      (within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled,
    ).toBe(false)
    latch.destroy()
  })
})

describe('AccountView: NFTs', () => {
  const nft = (tokenId: string) => ({
    chainId: 'eip155:1',
    contract: 'eip155:1:0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
    collection: { name: 'Latch Collectibles', symbol: 'LCOL' },
    tokenId,
    name: `Latch Collectible #${tokenId}`,
    image: `https://service.test/devnet/collectibles/1/${tokenId}.svg`,
  })

  /** The Account of a client whose blockchain service answers NFTs with `nfts` (through fetch). */
  async function openWithNfts(nfts: (url: URL) => { status?: number; body: unknown }) {
    const fetch = scriptedService((url) =>
      url.pathname.endsWith('/nfts')
        ? nfts(url)
        : url.pathname.endsWith('/balance')
          ? { body: { balances: [] } }
          : undefined,
    )
    const { latch } = createTestLatch({
      projectId: 'demo',
      services: { blockchainUrl: 'https://service.test' },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    return { latch, dialog, fetch }
  }

  it('behavior: a grid of the account’s NFTs, more on demand, a detail, and Send with the NFT', async () => {
    const { latch, dialog, fetch } = await openWithNfts((url) =>
      url.searchParams.get('cursor')
        ? { body: { data: [nft('3'), { ...nft('4'), image: 'javascript:alert(1)' }], next: null } }
        : { body: { data: [nft('1'), nft('2')], next: 'page-2' } },
    )
    fireEvent.click(within(dialog).getByRole('tab', { name: 'NFTs' }))
    const grid = await within(dialog).findByRole('list', { name: 'NFTs' })
    const asked = () =>
      fetch.mock.calls
        .map(([input]) => new URL(String(input)))
        .filter((url) => url.pathname.endsWith('/nfts'))
    expect(asked()[0]?.pathname).toBe(`/v1/account/${testAddress}/nfts`)
    expect(asked()[0]?.searchParams.get('chainId')).toBe('eip155:1')
    expect(
      within(grid)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual([
      'https://service.test/devnet/collectibles/1/1.svg',
      'https://service.test/devnet/collectibles/1/2.svg',
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(4))
    expect(asked()[1]?.searchParams.get('cursor')).toBe('page-2')
    // An image URL that is not http(s) is not loaded: the collection's symbol stands in.
    expect(within(grid).getAllByRole('img')).toHaveLength(3)
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull()

    fireEvent.click(within(grid).getByRole('button', { name: /Latch Collectible #2/ }))
    const detail = within(dialog).getByTestId('latch-nft-detail')
    expect(detail.textContent).toContain('CollectionLatch CollectiblesToken ID2')
    fireEvent.click(within(detail).getByRole('button', { name: 'Send' }))
    expect((await within(dialog).findByTestId('latch-send-nft')).textContent).toBe(
      'Sending Latch Collectible #2 (token ID 2).',
    )
    await waitFor(() =>
      expect(latch.getState().send).toMatchObject({
        amount: '1',
        token: { tokenId: '2', address: nft('2').contract },
      }),
    )
    latch.destroy()
  })

  it('errors: a failing service says the NFTs could not be loaded', async () => {
    const { latch, dialog } = await openWithNfts(() => ({ status: 503, body: {} }))
    fireEvent.click(within(dialog).getByRole('tab', { name: 'NFTs' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('NFTs could not be loaded.')
    latch.destroy()
  })
})

describe('AccountView: Receive', () => {
  it('default: a QR code of the address, the address, and Copy', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { latch, dialog } = await openWithServices()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive' }))
    const qr = await within(dialog).findByRole('img', { name: 'QR code of your address' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(within(dialog).getByTestId('latch-receive-address').textContent).toBe(testAddress)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith(testAddress)
    expect(await within(dialog).findByText('Address copied')).toBeTruthy()
    vi.unstubAllGlobals()
    latch.destroy()
  })
})

describe('AccountView: Buy', () => {
  it('behavior: a provider that sells nothing on the network says so, and offers no form', async () => {
    const elsewhere = {
      paymentCurrencies: [{ id: 'USD', payment_method_limits: [] }],
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [
            {
              name: 'eip155:31337',
              display_name: 'Localhost',
              chain_id: '31337',
              contract_address: '',
            },
          ],
        },
      ],
    }
    scriptedService((url) => ({
      body: url.pathname === '/v1/onramp/options' ? elsewhere : { balances: [] },
    }))
    const { latch } = createTestLatch({
      projectId: 'demo',
      services: { blockchainUrl: 'https://service.test' },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy' }))
    expect((await within(dialog).findByText(/sells nothing/)).textContent).toBe(
      'The provider sells nothing on Ethereum.',
    )
    expect(within(dialog).queryByLabelText('You buy')).toBeNull()
    latch.destroy()
  })

  it('errors: with no blockchain service, core’s built-in options and an echoed quote (SPEC.md §8), and Buy says it is not available', async () => {
    const { latch, dialog } = await openWithServices()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy' }))
    const purchase = (await within(dialog).findByLabelText('You buy')) as HTMLSelectElement
    expect([...purchase.options].map((option) => option.value)).toEqual(['USDC', 'ETH'])
    const payment = within(dialog).getByLabelText('You pay with') as HTMLSelectElement
    expect([...payment.options].map((option) => option.value)).toEqual(['USD', 'EUR'])
    expect(within(dialog).getByText('Between 10.00 and 7500.00 USD')).toBeTruthy()
    expect(
      (within(dialog).getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled,
    ).toBe(true)

    fireEvent.change(within(dialog).getByLabelText('Amount in USD'), { target: { value: '50' } })
    const quote = await within(dialog).findByTestId('latch-onramp-quote')
    expect(quote.textContent).toBe('You get50 USDCYou pay50 USD')
    fireEvent.change(payment, { target: { value: 'EUR' } })
    await waitFor(() =>
      expect(within(dialog).getByTestId('latch-onramp-quote').textContent).toBe(
        'You get50 USDCYou pay50 EUR',
      ),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Buying is not available in this site’s Latch setup.',
    )
    latch.destroy()
  })

  describe('account type', () => {
    const payment = 'bc1qpaymentaddress0000000000000000000000pay'
    const ordinal = 'bc1pordinalsaddress000000000000000000000ord'

    async function openBitcoinAccount() {
      const adapter = testAdapter('bip122', bitcoin.caipNetworkId)
      const accounts: AdapterAccount[] = [
        { address: payment, type: 'payment' },
        { address: ordinal, type: 'ordinal' },
      ]
      adapter.connect.mockResolvedValue({
        connectorId: 'test-wallet',
        accounts,
        network: bitcoin.caipNetworkId,
      })
      const latch = createLatch({
        networks: [bitcoin],
        adapters: [adapter],
        storage: memoryBackend(),
      })
      await connect(latch, { connectorId: 'test-wallet' })
      renderWithLatch(latch)
      act(() => latch.open())
      const dialog = await screen.findByRole('dialog')
      return { latch, dialog }
    }

    it('behavior: a Bitcoin wallet shows its payment address, and Ordinals switches to the ordinals one', async () => {
      const { latch, dialog } = await openBitcoinAccount()
      const choice = within(dialog).getByRole('group', { name: 'Address shown' })
      const paymentButton = within(choice).getByRole('button', { name: 'Payment' })
      const ordinalsButton = within(choice).getByRole('button', { name: 'Ordinals' })
      expect(paymentButton.getAttribute('aria-pressed')).toBe('true')
      expect(ordinalsButton.getAttribute('aria-pressed')).toBe('false')
      expect(within(dialog).getByTestId('latch-account-address').getAttribute('title')).toBe(
        payment,
      )
      fireEvent.click(ordinalsButton)
      await waitFor(() =>
        expect(within(dialog).getByTestId('latch-account-address').getAttribute('title')).toBe(
          ordinal,
        ),
      )
      expect(ordinalsButton.getAttribute('aria-pressed')).toBe('true')
      expect(paymentButton.getAttribute('aria-pressed')).toBe('false')
      expect(latch.getState().connection?.accounts[0]?.address).toBe(ordinal)
      latch.destroy()
    })

    it('behavior: a wallet with a smart account and its key shows which one signs, and switches', async () => {
      const smart = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
      const key = '0x52908400098527886E0F7030069857D2E4169EE7'
      const adapter = testAdapter('eip155', mainnet.caipNetworkId)
      const accounts: AdapterAccount[] = [
        { address: smart, type: 'smartAccount' },
        { address: key, type: 'eoa' },
      ]
      adapter.connect.mockResolvedValue({
        connectorId: 'test-wallet',
        accounts,
        network: mainnet.caipNetworkId,
      })
      const latch = createLatch({
        networks: [mainnet],
        adapters: [adapter],
        storage: memoryBackend(),
      })
      await connect(latch, { connectorId: 'test-wallet' })
      renderWithLatch(latch)
      act(() => latch.open())
      const dialog = await screen.findByRole('dialog')
      const choice = within(dialog).getByRole('group', { name: 'Account that signs' })
      const smartButton = within(choice).getByRole('button', { name: 'Smart account' })
      const keyButton = within(choice).getByRole('button', { name: 'Key account' })
      expect(smartButton.getAttribute('aria-pressed')).toBe('true')
      fireEvent.click(keyButton)
      await waitFor(() =>
        expect(within(dialog).getByTestId('latch-account-address').getAttribute('title')).toBe(key),
      )
      expect(keyButton.getAttribute('aria-pressed')).toBe('true')
      expect(latch.getState().connection?.accounts.map((account) => account.type)).toEqual([
        'eoa',
        'smartAccount',
      ])
      latch.destroy()
    })

    it('behavior: an EVM account has no choice of address', async () => {
      const { latch, dialog } = await openAccount()
      expect(within(dialog).queryByRole('group', { name: 'Address shown' })).toBeNull()
      expect(within(dialog).queryByRole('button', { name: 'Ordinals' })).toBeNull()
      latch.destroy()
    })
  })
})

describe('AccountView: name and avatar (SPEC.md §2)', () => {
  const avatar = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'

  /** The Account of a client whose blockchain service knows `names` and `identity`. */
  async function openWithProfile(
    names: string[],
    identity: { name: string | null; avatar: string | null },
  ) {
    scriptedService((url) => {
      if (url.pathname === `/v1/profile/reverse/${testAddress}`) {
        return { body: names.map((name) => ({ name, addresses: {}, attributes: {} })) }
      }
      if (url.pathname === `/v1/identity/${testAddress}`) return { body: identity }
      return undefined
    })
    const { latch } = createTestLatch({
      projectId: 'demo',
      services: { blockchainUrl: 'https://service.test' },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open())
    return screen.findByRole('dialog')
  }

  it('behavior: the registered name and the identity’s avatar, the address kept in full in the title', async () => {
    const dialog = await openWithProfile(['ada.latch'], { name: 'Ada', avatar })
    const name = await within(dialog).findByTestId('latch-account-name')
    expect(name.textContent).toBe('ada.latch')
    expect(name.getAttribute('title')).toBe(testAddress)
    const image = within(dialog).getByRole('img', { name: 'Avatar of ada.latch' })
    expect(image.getAttribute('src')).toBe(avatar)
    expect(within(dialog).getByTestId('latch-account-address').getAttribute('title')).toBe(
      testAddress,
    )
    expect(within(dialog).getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })

  it('behavior: without a registered name, the identity’s name over the colours of the address', async () => {
    const dialog = await openWithProfile([], { name: 'Ada', avatar: null })
    expect((await within(dialog).findByTestId('latch-account-name')).textContent).toBe('Ada')
    const placeholder = within(dialog).getByRole('img', { name: 'Avatar of Ada' })
    expect(placeholder.tagName).toBe('DIV')
    expect(placeholder.getAttribute('style')).toContain('radial-gradient')
  })

  it('errors: an avatar that fails to load falls back to the colours of the address', async () => {
    const dialog = await openWithProfile(['ada.latch'], { name: null, avatar })
    const image = await within(dialog).findByRole('img', { name: 'Avatar of ada.latch' })
    expect(image.tagName).toBe('IMG')
    fireEvent.error(image)
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Avatar of ada.latch' }).tagName).toBe('DIV'),
    )
  })
})
