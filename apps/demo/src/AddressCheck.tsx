import { type ChainNamespace, isAddress, isChainNamespace } from '@latch/core'
import { useId, useState } from 'react'

/** Checks an address against the shape rules of SPEC.md §5. */
export function AddressCheck() {
  const [namespace, setNamespace] = useState<ChainNamespace>('eip155')
  const [address, setAddress] = useState('')
  const id = useId()
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Address check</h2>
      <label htmlFor={`${id}-namespace`}>Namespace</label>
      <select
        id={`${id}-namespace`}
        value={namespace}
        onChange={(event) => {
          if (isChainNamespace(event.target.value)) setNamespace(event.target.value)
        }}
      >
        <option value="eip155">eip155</option>
        <option value="solana">solana</option>
      </select>
      <label htmlFor={`${id}-address`}>Address</label>
      <input
        id={`${id}-address`}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        spellCheck={false}
      />
      {address && (
        <p data-testid="address-result">
          {isAddress(address, namespace) ? 'Valid address' : 'Not a valid address'}
        </p>
      )}
    </section>
  )
}
