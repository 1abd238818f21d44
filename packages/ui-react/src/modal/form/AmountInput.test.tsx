import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AmountInput } from './AmountInput.js'
import { Field } from './Field.js'

function Amount({
  onChange,
  placeholder,
}: {
  onChange: (value: string) => void
  placeholder?: string
}) {
  const [amount, setAmount] = useState('')
  return (
    <Field label="Amount">
      {(control) => (
        <AmountInput
          {...control}
          value={amount}
          placeholder={placeholder}
          onChange={(value) => {
            setAmount(value)
            onChange(value)
          }}
        />
      )}
    </Field>
  )
}

describe('AmountInput', () => {
  it('default: the decimal keypad, no autofill, 0.0 while empty', () => {
    render(<Amount onChange={() => {}} />)
    const input = screen.getByLabelText('Amount') as HTMLInputElement
    expect(input.inputMode).toBe('decimal')
    expect(input.getAttribute('autocomplete')).toBe('off')
    expect(input.placeholder).toBe('0.0')
    expect(input.className).toBe('latch-input')
  })

  it('parameters: placeholder', () => {
    render(<Amount onChange={() => {}} placeholder="10.00" />)
    expect((screen.getByLabelText('Amount') as HTMLInputElement).placeholder).toBe('10.00')
  })

  it('behavior: the text is passed on as typed, for the form to check', () => {
    const onChange = vi.fn()
    render(<Amount onChange={onChange} />)
    const input = screen.getByLabelText('Amount') as HTMLInputElement
    fireEvent.change(input, { target: { value: ' 1,5 ' } })
    expect(onChange).toHaveBeenLastCalledWith(' 1,5 ')
    expect(input.value).toBe(' 1,5 ')
  })
})
