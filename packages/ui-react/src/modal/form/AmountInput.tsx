import type { FieldControlProps } from './Field.js'

export type AmountInputProps = FieldControlProps & {
  value: string
  onChange: (value: string) => void
  /** Shown while it is empty: `0.0` unless the form knows better (a minimum). */
  placeholder?: string | undefined
}

/**
 * A decimal amount as the visitor types it: the decimal keypad on a phone, no autofill. The
 * form checks the amount; the text is passed on as typed.
 *
 * @example
 * <Field label="Amount">
 *   {(control) => <AmountInput {...control} value={amount} onChange={setAmount} />}
 * </Field>
 */
export function AmountInput({
  value,
  onChange,
  placeholder = '0.0',
  ...control
}: AmountInputProps) {
  return (
    <input
      {...control}
      className="latch-input"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
