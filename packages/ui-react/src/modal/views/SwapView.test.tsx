import { connect } from '@latch/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { scriptedService } from '../../testing/scriptedService.js'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'

// The Swap view renders core's swap form; the blockchain service is scripted here through
// `fetch` (latch-server's real exchange is checked in the browser, e2e).

const eth = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
}
const ltt = {
  name: 'Latch Test Token',
  symbol: 'LTT',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 18,
}
const lusd = {
  name: 'Latch USD',
  symbol: 'LUSD',
  address: 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  decimals: 6,
}

type Answers = Record<string, (url: URL, body: unknown) => { status?: number; body: unknown }>

function exchangeService(overrides: Answers = {}) {
  let allowance = '0'
  const answers: Answers = {
    '/v1/convert/tokens': () => ({ body: { tokens: [eth, ltt, lusd] } }),
    '/balance': () => ({
      body: {
        balances: [
          {
            name: 'Latch Test Token',
            symbol: 'LTT',
            chainId: 'eip155:1',
            address: ltt.address,
            quantity: { decimals: '18', numeric: '100' },
            iconUrl: '',
          },
        ],
      },
    }),
    // 1 LTT gives 0.0005 ETH.
    '/v1/convert/quotes': (url) => {
      const amount = BigInt(url.searchParams.get('amount') ?? '0')
      return {
        body: {
          quotes: [
            {
              fromAmount: String(amount),
              fromAccount: url.searchParams.get('from'),
              toAmount: String(amount / 2000n),
              toAccount: url.searchParams.get('to'),
              priceImpact: '0.05',
            },
          ],
        },
      }
    },
    '/v1/convert/allowance': () => ({ body: { allowance } }),
    '/v1/convert/build-approve': () => {
      allowance = String(10n ** 30n)
      return {
        body: {
          tx: { from: 'eip155:1:eip155-address', to: ltt.address, data: '0x095ea7b3', value: '0' },
        },
      }
    },
    '/v1/convert/build-transaction': () => ({
      body: {
        tx: {
          from: 'eip155:1:eip155-address',
          to: 'eip155:1:0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
          data: '0x18cbafe5',
          amount: '0',
        },
      },
    }),
    ...overrides,
  }
  // The account's balances, whichever way its address is written.
  return scriptedService((url, body) =>
    answers[url.pathname.endsWith('/balance') ? '/balance' : url.pathname]?.(url, body),
  )
}

async function openSwap(data: Record<string, string> = {}) {
  const { latch, adapter } = createTestLatch({
    projectId: 'demo',
    services: { blockchainUrl: 'https://service.test' },
  })
  // The wallet sends what it is asked to: a transaction hash.
  adapter.request.mockImplementation((async () => `0x${'ab'.repeat(32)}`) as never)
  renderWithLatch(latch)
  await act(() => connect(latch, { connectorId: 'test-wallet', namespace: 'eip155' }))
  act(() => latch.open({ view: 'Swap', data }))
  const dialog = await screen.findByRole('dialog')
  return { latch, adapter, dialog }
}

describe('SwapView', () => {
  it('behavior: the route’s tokens and amount quoted, Approve first, then Swap, then what it did', async () => {
    exchangeService()
    const { latch, adapter, dialog } = await openSwap({
      fromToken: 'LTT',
      toToken: 'ETH',
      amount: '10',
    })
    const from = (await within(dialog).findByLabelText('You pay')) as HTMLSelectElement
    expect(from.value).toBe(ltt.address)
    expect((within(dialog).getByLabelText('You receive') as HTMLSelectElement).value).toBe(
      eth.address,
    )
    const groups = [...from.querySelectorAll('optgroup')].map((group) => group.label)
    expect(groups).toEqual(['Your tokens', 'Suggested', 'Popular'])
    expect(within(dialog).getByText('Balance: 100.000 LTT')).toBeTruthy()
    const quote = await within(dialog).findByTestId('latch-swap-quote')
    expect(quote.textContent).toBe(
      'You receive0.005 ETHAt least, with 1% slippage0.00495 ETHPrice impact0.05%',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve LTT' }))
    const swapButton = await within(dialog).findByRole('button', { name: 'Swap' })
    await waitFor(() => expect((swapButton as HTMLButtonElement).disabled).toBe(false))
    expect(adapter.request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'eth_sendTransaction',
        params: [expect.objectContaining({ to: ltt.address.split(':')[2], data: '0x095ea7b3' })],
      }),
    )
    fireEvent.click(swapButton)
    expect((await within(dialog).findByTestId('latch-swap-done')).textContent).toBe(
      'Swapped 10 LTT for 0.005 ETH.',
    )
    expect(adapter.request).toHaveBeenLastCalledWith(
      expect.objectContaining({
        params: [
          expect.objectContaining({
            to: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
            value: '0x0',
          }),
        ],
      }),
    )
    latch.destroy()
  })

  it('behavior: the same token twice, a bad amount, and more than held are said; Swap stays off', async () => {
    exchangeService()
    const { latch, dialog } = await openSwap()
    const to = (await within(dialog).findByLabelText('You receive')) as HTMLSelectElement
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '-1' } })
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Enter an amount greater than zero.',
    )
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '1' } })
    // ETH into LTT: the account holds no ETH here.
    expect(to.value).toBe(ltt.address)
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Insufficient ETH balance')
    await within(dialog).findByTestId('latch-swap-quote')
    expect(
      (within(dialog).getByRole('button', { name: 'Swap' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    latch.destroy()
  })

  it('errors: a network the exchange does not serve says “Network not supported for Swaps”', async () => {
    exchangeService({
      '/v1/convert/tokens': () => ({
        status: 400,
        body: { error: { code: 'swaps_unsupported', message: 'Network not supported for Swaps' } },
      }),
    })
    const { latch, dialog } = await openSwap()
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Network not supported for Swaps',
    )
    expect(within(dialog).queryByLabelText('You pay')).toBeNull()
    latch.destroy()
  })

  it('errors: a pool too small says “Insufficient liquidity”', async () => {
    exchangeService({
      '/v1/convert/quotes': () => ({
        status: 400,
        body: { error: { code: 'insufficient_liquidity', message: 'Insufficient liquidity' } },
      }),
    })
    const { latch, dialog } = await openSwap({ fromToken: 'LTT', amount: '99' })
    expect((await within(dialog).findByTestId('latch-swap-error')).textContent).toBe(
      'Insufficient liquidity',
    )
    latch.destroy()
  })
})
