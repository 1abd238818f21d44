import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Field, type FieldProps } from './Field.js'

function renderField(props: Omit<FieldProps, 'children'>) {
  return render(
    <form>
      <Field {...props}>{(control) => <input {...control} className="latch-input" />}</Field>
    </form>,
  )
}

describe('Field', () => {
  it('default: the label names the control; nothing describes it; it is not invalid', () => {
    const { container } = renderField({ label: 'Receiver address' })
    const input = screen.getByLabelText('Receiver address')
    expect(input.tagName).toBe('INPUT')
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    // No element of its own: label and control are the form's children, laid out by it.
    const form = container.querySelector('form') as HTMLFormElement
    expect([...form.children].map((child) => child.tagName)).toEqual(['LABEL', 'INPUT'])
  })

  it('parameters: error: an alert under the control, which it describes and marks invalid', () => {
    renderField({ label: 'Email', error: 'Invalid email address' })
    const input = screen.getByLabelText('Email')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Invalid email address')
    expect(alert.className).toBe('latch-error')
    expect(input.getAttribute('aria-describedby')).toBe(alert.id)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.nextElementSibling).toBe(alert)
  })

  it('parameters: hint: a muted line that describes the control; in the error colour while invalid', () => {
    const rule = 'Letters, digits and hyphens, at least 4 characters.'
    const { rerender } = renderField({ label: 'Name', hint: rule })
    const input = screen.getByLabelText('Name')
    const hint = screen.getByText(rule)
    expect(hint.className).toBe('latch-muted')
    expect(input.getAttribute('aria-describedby')).toBe(hint.id)
    expect(input.hasAttribute('aria-invalid')).toBe(false)

    rerender(
      <form>
        <Field label="Name" hint={rule} invalid>
          {(control) => <input {...control} />}
        </Field>
      </form>,
    )
    expect(screen.getByText(rule).className).toBe('latch-error')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
  })

  it('parameters: error and hint: the error takes the hint’s place', () => {
    renderField({ label: 'Name', hint: 'At least 4 characters.', error: 'Name taken' })
    expect(screen.queryByText('At least 4 characters.')).toBeNull()
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    )
  })

  it('parameters: invalid false: an error that is not the value’s describes it, no more', () => {
    renderField({ label: 'New email', error: 'The frame did not answer', invalid: false })
    const input = screen.getByLabelText('New email')
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    expect(input.hasAttribute('aria-invalid')).toBe(false)
  })

  it('parameters: describedBy: a message outside the field, after its own', () => {
    const { rerender } = renderField({ label: 'Amount', describedBy: 'problem', invalid: true })
    const input = screen.getByLabelText('Amount')
    expect(input.getAttribute('aria-describedby')).toBe('problem')
    expect(input.getAttribute('aria-invalid')).toBe('true')

    rerender(
      <form>
        <Field label="Amount" hint="Between 10 and 100" describedBy="problem">
          {(control) => <input {...control} />}
        </Field>
      </form>,
    )
    const hint = screen.getByText('Between 10 and 100')
    expect(screen.getByLabelText('Amount').getAttribute('aria-describedby')).toBe(
      `${hint.id} problem`,
    )
  })

  it('behavior: two fields have ids of their own', () => {
    render(
      <form>
        <Field label="You pay">{(control) => <input {...control} />}</Field>
        <Field label="You receive">{(control) => <input {...control} />}</Field>
      </form>,
    )
    expect(screen.getByLabelText('You pay')).not.toBe(screen.getByLabelText('You receive'))
  })
})
