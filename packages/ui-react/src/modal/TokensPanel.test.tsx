import { formatBalance, type TokenBalance } from '@latch/core'
import { formatFiat } from '@latch/core/internal'
import { render, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TokensPanel } from './TokensPanel.js'

const longName: TokenBalance = {
  name: 'Latch Test Token With A Very Long Name',
  symbol: 'LTT',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5fbd',
  value: 1_000_000,
  price: 1,
  quantity: { decimals: '18', numeric: '1000000' },
  iconUrl: 'https://example.org/ltt.png',
}

describe('TokensPanel', () => {
  it('behavior: a balance without a price says it has none, not $0.00', () => {
    const { value: _value, price: _price, ...unpriced } = longName
    const { getByRole } = render(
      <TokensPanel
        balances={{
          status: 'success',
          value: [{ ...unpriced, address: undefined, symbol: 'ATOM' }],
        }}
      />,
    )
    const row = within(getByRole('list')).getByRole('listitem')
    expect(row.querySelector('.latch-row__value')?.textContent).toBe(
      `${formatBalance('1000000', 'ATOM')} No price`,
    )
  })

  it('behavior: a row keeps the whole name (cut short on screen) and the amount before its fiat value', () => {
    const { getByRole } = render(
      <TokensPanel balances={{ status: 'success', value: [longName] }} />,
    )
    const row = within(getByRole('list')).getByRole('listitem')
    const name = within(row).getByText(longName.name)
    // The stylesheet ends a long name in an ellipsis; the title shows it whole on hover.
    expect(name.getAttribute('title')).toBe(longName.name)
    const value = row.querySelector('.latch-row__value') as HTMLElement
    const fiat = value.querySelector('.latch-row__detail') as HTMLElement
    expect(value.textContent?.startsWith(formatBalance('1000000', 'LTT'))).toBe(true)
    expect(fiat.textContent?.trim()).toBe(formatFiat(1_000_000))
  })

  it('behavior: a balance the chain holds part of says what can move, then its free and reserved parts', () => {
    const roc: TokenBalance = {
      name: 'ROC',
      symbol: 'ROC',
      chainId: 'polkadot:45454545454545454545454545454545',
      quantity: { decimals: '12', numeric: '7.5' },
      iconUrl: 'https://example.org/roc.png',
      breakdown: { free: '10', reserved: '2.5' },
    }
    const { getByRole } = render(
      <TokensPanel balances={{ status: 'success', value: [roc, longName] }} />,
    )
    const [polkadot, evm] = within(getByRole('list')).getAllByRole('listitem') as HTMLElement[]
    const value = polkadot?.querySelector('.latch-row__value') as HTMLElement
    // Unpriced: said so.
    expect(value.textContent).toBe(`Transferable ${formatBalance('7.5', 'ROC')} No price`)
    const parts = polkadot?.querySelectorAll('.latch-row__main .latch-row__detail') ?? []
    expect([...parts].map((part) => part.textContent)).toEqual([
      `Free ${formatBalance('10')}`,
      `Reserved ${formatBalance('2.5')}`,
    ])
    // A balance without parts has neither the label nor the lines.
    expect(evm?.textContent).not.toMatch(/Transferable|Reserved/)
  })
})
