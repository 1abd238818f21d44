import { type ReactNode, useId } from 'react'

/** What a field gives its control: the id its label names, and what describes it. */
export type FieldControlProps = {
  id: string
  /** Present only while the value is wrong. */
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export type FieldProps = {
  label: string
  /** What is wrong with the value: said under the control as an alert. */
  error?: string | undefined
  /** What the value should be, said under the control when there is no `error`. */
  hint?: string | undefined
  /**
   * Whether the value is wrong: whether there is an `error` unless said otherwise (a hint shown
   * in the error colour, a message outside the field, or an error that is not the value's).
   */
  invalid?: boolean | undefined
  /** The id of a message outside the field that describes it: one message for several fields. */
  describedBy?: string | undefined
  /** The control, or a row around it, given the props that tie it to the label and message. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * A form field: its label, its control, and the error or hint under it, tied together (the
 * label names the control, the message describes it, the control says when it is invalid).
 * It adds no element around them: the form lays out label, control and message.
 *
 * @example
 * <Field label="Amount" error={problem}>
 *   {(control) => <AmountInput {...control} value={amount} onChange={setAmount} />}
 * </Field>
 */
export function Field({
  label,
  error,
  hint,
  invalid = error !== undefined,
  describedBy,
  children,
}: FieldProps) {
  const id = useId()
  const messageId = useId()
  const message =
    error !== undefined ? (
      <p id={messageId} className="latch-error" role="alert">
        {error}
      </p>
    ) : hint !== undefined ? (
      <p id={messageId} className={invalid ? 'latch-error' : 'latch-muted'}>
        {hint}
      </p>
    ) : null
  const describedByIds = [message ? messageId : undefined, describedBy].filter(Boolean).join(' ')
  return (
    <>
      <label className="latch-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': describedByIds || undefined,
      })}
      {message}
    </>
  )
}
