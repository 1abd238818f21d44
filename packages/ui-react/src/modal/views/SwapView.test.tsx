import { sepolia } from '@latch/core/networks'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'

async function openSwap(config: Parameters<typeof createTestLatch>[0], data = {}) {
  const { latch } = createTestLatch(config)
  renderWithLatch(latch)
  act(() => latch.open({ view: 'Swap', data }))
  const dialog = await screen.findByRole('dialog')
  return { latch, dialog }
}

describe('SwapView', () => {
  it('default: suggested and popular tokens, from the router’s swap arguments', async () => {
    const { latch, dialog } = await openSwap({}, { fromToken: 'USDC', toToken: 'UNI', amount: '5' })
    const from = (await within(dialog).findByLabelText('You pay')) as HTMLSelectElement
    const to = within(dialog).getByLabelText('You receive') as HTMLSelectElement
    expect(from.value).toBe('USDC')
    expect(to.value).toBe('UNI')
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('5')
    const groups = [...from.querySelectorAll('optgroup')].map((group) => group.label)
    expect(groups).toEqual(['Suggested', 'Popular'])
    const symbols = [...from.options].map((option) => option.value)
    expect(symbols).toEqual(expect.arrayContaining(['ETH', 'UNI', 'USDC', 'MKR']))
    expect(new Set(symbols).size).toBe(symbols.length)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap the tokens' }))
    expect(from.value).toBe('UNI')
    expect(to.value).toBe('USDC')
    latch.destroy()
  })

  it('parameters: a token of neither list, from the swap arguments, is offered too', async () => {
    const { latch, dialog } = await openSwap({}, { fromToken: 'PEPE' })
    const from = (await within(dialog).findByLabelText('You pay')) as HTMLSelectElement
    expect(from.value).toBe('PEPE')
    expect(from.options[0]?.value).toBe('PEPE')
    latch.destroy()
  })

  it('behavior: the same token twice and a bad amount are refused', async () => {
    const { latch, dialog } = await openSwap({})
    const to = (await within(dialog).findByLabelText('You receive')) as HTMLSelectElement
    fireEvent.change(to, { target: { value: 'ETH' } })
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose two different tokens.')
    fireEvent.change(to, { target: { value: 'DAI' } })
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '-1' } })
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter an amount greater than zero.')
    latch.destroy()
  })

  it('behavior: a chain outside the swap list says “Network not supported for Swaps”', async () => {
    const { latch, dialog } = await openSwap({ networks: [sepolia] })
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Network not supported for Swaps',
    )
    expect(within(dialog).queryByLabelText('You pay')).toBeNull()
    latch.destroy()
  })
})
