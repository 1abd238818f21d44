import { base, createLatch, type LatchClient, mainnet, optimism, sepolia } from '@latch/core'
import { useState, useSyncExternalStore } from 'react'

// The headless client with no adapters yet: the machines run in the page, the state below is
// what any UI would render. Chain adapters join in later demo sections.
const networks = [mainnet, optimism, base, sepolia]

function useLatchState(latch: LatchClient) {
  return useSyncExternalStore(
    (onChange) => latch.subscribe((state) => state, onChange),
    () => latch.getState(),
  )
}

export function HeadlessPanel() {
  const [latch] = useState(() => createLatch({ networks }))
  const state = useLatchState(latch)
  return (
    <section aria-labelledby="headless-title">
      <h2 id="headless-title">Headless client</h2>
      <p>
        <code>createLatch()</code> runs every machine without a UI; these controls call it directly.
      </p>
      <div className="row">
        <button type="button" onClick={() => latch.open()}>
          Open
        </button>
        <button type="button" onClick={() => latch.close()}>
          Close
        </button>
        <button
          type="button"
          onClick={() => latch.actors.router.send({ type: 'router.push', view: 'AllWallets' })}
        >
          Show all wallets
        </button>
        <button type="button" onClick={() => latch.actors.router.send({ type: 'router.back' })}>
          Back
        </button>
        <label>
          Network{' '}
          <select
            aria-label="Active network"
            value={state.activeNetwork?.caipNetworkId}
            onChange={(event) => {
              const next = networks.find((n) => n.caipNetworkId === event.target.value)
              if (next) void latch.switchNetwork(next)
            }}
          >
            {networks.map((network) => (
              <option key={network.caipNetworkId} value={network.caipNetworkId}>
                {network.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <dl data-testid="headless-state" className="facts">
        <dt>Modal</dt>
        <dd data-testid="headless-open">{state.open ? 'open' : 'closed'}</dd>
        <dt>View</dt>
        <dd data-testid="headless-view">{state.view}</dd>
        <dt>History</dt>
        <dd data-testid="headless-history">
          {state.history.map((entry) => entry.view).join(' → ')}
        </dd>
        <dt>Active network</dt>
        <dd data-testid="headless-network">{state.activeNetwork?.caipNetworkId}</dd>
      </dl>
    </section>
  )
}
