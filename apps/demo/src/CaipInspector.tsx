import { BaseError, isCaipAddress, parseCaipAddress, parseCaipNetworkId } from '@latch/core'
import { useId, useState } from 'react'

function inspect(value: string): { parts: [string, string][] } | { error: string } {
  try {
    if (isCaipAddress(value)) return { parts: Object.entries(parseCaipAddress(value)) }
    return { parts: Object.entries(parseCaipNetworkId(value)) }
  } catch (error) {
    return { error: error instanceof BaseError ? error.message : String(error) }
  }
}

/** Parses a CAIP-2 network id or CAIP-10 account id as the visitor types it. */
export function CaipInspector() {
  const [value, setValue] = useState('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
  const id = useId()
  const result = inspect(value)
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>CAIP inspector</h2>
      <label htmlFor={id}>CAIP-2 network id or CAIP-10 account id</label>
      <input
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        spellCheck={false}
      />
      {'error' in result ? (
        <p role="alert" className="error">
          {result.error}
        </p>
      ) : (
        <dl data-testid="caip-parts">
          {result.parts.map(([key, part]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{part}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
