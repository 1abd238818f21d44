import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OneTimeCodeForm } from './OneTimeCodeForm.js'

function renderForm(props: { checking?: boolean; error?: Error } = {}) {
  const onSubmit = vi.fn()
  const view = render(
    <OneTimeCodeForm
      prompt="Enter the code we sent to ada@example.com."
      checking={props.checking ?? false}
      checkingText="Checking the code…"
      error={props.error}
      onSubmit={onSubmit}
    />,
  )
  const code = screen.getByLabelText('Code') as HTMLInputElement
  const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement
  return { ...view, onSubmit, code, verify }
}

describe('OneTimeCodeForm', () => {
  it('default: digits only, at most six; all six are sent at once, and once', () => {
    const { code, verify, onSubmit } = renderForm()
    expect(code.getAttribute('aria-describedby')).toBe(
      screen.getByText('Enter the code we sent to ada@example.com.').id,
    )
    fireEvent.change(code, { target: { value: '12-a3' } })
    expect(code.value).toBe('123')
    expect(verify.disabled).toBe(true)
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.change(code, { target: { value: '123 4567' } })
    expect(code.value).toBe('123456')
    expect(onSubmit).toHaveBeenCalledWith('123456')
    fireEvent.click(verify)
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  it('behavior: while checking, the field is read-only, nothing is sent and a status says so', () => {
    const { code, verify, onSubmit } = renderForm({ checking: true })
    expect(code.readOnly).toBe(true)
    expect(verify.disabled).toBe(true)
    fireEvent.change(code, { target: { value: '123456' } })
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('Checking the code…')
  })

  it('behavior: an error is an alert that describes the field, which is emptied and focused', () => {
    const { code, rerender, onSubmit } = renderForm()
    fireEvent.change(code, { target: { value: '12345' } })
    code.blur()
    rerender(
      <OneTimeCodeForm
        prompt="Enter the code we sent to ada@example.com."
        checking={false}
        checkingText="Checking the code…"
        error={new Error('Invalid code')}
        onSubmit={onSubmit}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Invalid code')
    expect(code.getAttribute('aria-describedby')).toContain(alert.id)
    expect(code.getAttribute('aria-invalid')).toBe('true')
    expect(code.value).toBe('')
    expect(document.activeElement).toBe(code)
  })
})
