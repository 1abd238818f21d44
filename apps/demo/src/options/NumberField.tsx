import { useId, useState } from 'react'

type Props = {
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
}

/**
 * A whole number within bounds. What the visitor types stays in the field while it is not
 * (yet) a valid value; only valid values reach the options.
 */
export function NumberField({ label, value, min, max, onChange }: Props) {
  const id = useId()
  const [draft, setDraft] = useState<string>()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value)
          const next = event.target.valueAsNumber
          if (Number.isInteger(next) && next >= min && next <= max) onChange(next)
        }}
        onBlur={() => setDraft(undefined)}
      />
    </div>
  )
}
