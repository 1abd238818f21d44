import { type LatchClient, type LatchState, pay } from '@latch/core'
import { useState } from 'react'

/** The demo shop's till: a fixed address on the local chain, which the browser tests read. */
const DEMO_SHOP_ADDRESS = '0x5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e'
const DEMO_PRICE = '0.01'

/**
 * The `pay` feature as a shop's checkout uses it: with the flag on, "Pay" asks the visitor for
 * {@link DEMO_PRICE} of the first EVM network's coin, for the shop; the modal leads them through
 * connecting a wallet and its network, and the page shows the transaction it resolves with.
 */
export function PayDemo({ latch, state }: { latch: LatchClient; state: LatchState }) {
  const [result, setResult] = useState<string>()
  const network = state.networks.find((candidate) => candidate.chainNamespace === 'eip155')
  if (!state.features.pay || !network) return null
  const checkout = () => {
    setResult(undefined)
    pay(latch, { network: network.caipNetworkId, recipient: DEMO_SHOP_ADDRESS, amount: DEMO_PRICE })
      .then(({ hash }) => setResult(`Paid: ${hash}`))
      .catch((error: unknown) => setResult(error instanceof Error ? error.message : String(error)))
  }
  return (
    <div className="row">
      <button type="button" onClick={checkout}>
        Pay {DEMO_PRICE} {network.nativeCurrency.symbol} to the demo shop
      </button>
      {result ? (
        <span className="muted" data-testid="pay-result">
          {result}
        </span>
      ) : null}
    </div>
  )
}
