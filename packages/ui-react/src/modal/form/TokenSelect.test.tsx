import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Field } from './Field.js'
import { type TokenChoice, type TokenChoiceGroup, TokenSelect } from './TokenSelect.js'

function renderTokens(tokens: TokenChoice[], groups: TokenChoiceGroup[] = [], onChange = vi.fn()) {
  render(
    <Field label="Token">
      {(control) => (
        <TokenSelect
          {...control}
          value={tokens[0]?.value ?? ''}
          onChange={onChange}
          tokens={tokens}
          groups={groups}
        />
      )}
    </Field>,
  )
  return screen.getByLabelText('Token') as HTMLSelectElement
}

describe('TokenSelect', () => {
  it('default: each token by its symbol, its balance beside it when known', () => {
    const select = renderTokens([
      { value: 'eip155:1:native', symbol: 'ETH', balance: '1.23456' },
      { value: 'eip155:1:0xa0b8', symbol: 'USDC' },
    ])
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['eip155:1:native', 'ETH · 1.234 ETH'],
      ['eip155:1:0xa0b8', 'USDC'],
    ])
    expect(select.value).toBe('eip155:1:native')
  })

  it('parameters: groups: under their headings, after the tokens of no group', () => {
    const select = renderTokens(
      [{ value: 'PEPE', symbol: 'PEPE' }],
      [
        { label: 'Suggested', tokens: [{ value: 'ETH', symbol: 'ETH' }] },
        { label: 'Popular', tokens: [{ value: 'UNI', symbol: 'UNI' }] },
      ],
    )
    expect([...select.options].map((option) => option.value)).toEqual(['PEPE', 'ETH', 'UNI'])
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'Suggested',
      'Popular',
    ])
    expect(select.options[0]?.parentElement).toBe(select)
  })

  it('behavior: choosing a token gives its value', () => {
    const onChange = vi.fn()
    const select = renderTokens(
      [
        { value: 'a', symbol: 'ETH' },
        { value: 'b', symbol: 'USDC' },
      ],
      [],
      onChange,
    )
    fireEvent.change(select, { target: { value: 'b' } })
    expect(onChange).toHaveBeenCalledWith('b')
  })
})
