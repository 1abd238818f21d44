import {
  addNetwork,
  type Connector,
  connect,
  disconnect,
  type RouteParameters,
  removeNetwork,
  route,
  switchNetwork,
} from '@latch/core'
import { arbitrum } from '@latch/core/networks'
import { useEffect, useState } from 'react'
import { AccountActions } from './AccountActions.js'
import { demoAccount } from './demoAccount.js'
import type { DemoLatch } from './demoLatch.js'
import { PayDemo } from './PayDemo.js'
import { useLatchState } from './useLatchState.js'

/**
 * Ethereum mainnet: a chain the test wallet can be moved to while the site lists only the
 * local chains, so that a visitor sees what a wallet on an unsupported network gets.
 */
const UNLISTED_CHAIN_ID = 1

/**
 * A network the site does not configure at first: the visitor adds it (it then shows in the
 * modal's network list) and removes it again, as a site would with `addNetwork`.
 */
const EXTRA_NETWORK = arbitrum

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

// WalletConnect is listed by every adapter that takes it, for one session: one button.
function shownOnce(connector: Connector, index: number, all: readonly Connector[]): boolean {
  if (connector.type !== 'WALLET_CONNECT') return true
  return all.findIndex((other) => other.type === 'WALLET_CONNECT') === index
}

export function WalletPanel({ demo }: { demo: DemoLatch }) {
  const { latch, wallet } = demo
  const state = useLatchState(latch)
  const [error, setError] = useState<string>()
  const run = (action: () => Promise<unknown>) => {
    setError(undefined)
    action().catch((failure: unknown) => setError(message(failure)))
  }
  const chainUnlisted = !state.networks.some(
    (network) => network.caipNetworkId === `eip155:${UNLISTED_CHAIN_ID}`,
  )
  const extraAdded = state.networks.some(
    (network) => network.caipNetworkId === EXTRA_NETWORK.caipNetworkId,
  )
  const account = demoAccount(demo, state)
  const listing = !state.connection
  useEffect(() => {
    // This panel lists the wallets itself: Solana and Bitcoin wallets are found once the
    // adapters' wallet code loads, which the modal would start on its first open.
    if (listing) latch.preload().catch(() => {})
  }, [latch, listing])
  // The client sends to the router once its machines run (they load on first use).
  const routerSend = (event: RouteParameters) => route(latch, event)
  return (
    <section aria-labelledby="wallet-title">
      <h2 id="wallet-title">Wallet</h2>
      <p>
        <code>createLatch()</code> runs every machine without a UI; these controls call it directly.{' '}
        {wallet
          ? 'The Latch Test Wallet signs for real against the local chains.'
          : 'The local chains are not running: no wallet to connect.'}
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
          onClick={() => routerSend({ type: 'router.push', view: 'AllWallets' })}
        >
          Show all wallets
        </button>
        <button type="button" onClick={() => routerSend({ type: 'router.back' })}>
          Back
        </button>
        <label>
          Network{' '}
          <select
            aria-label="Active network"
            value={state.activeNetwork?.caipNetworkId}
            onChange={(event) => {
              const next = state.networks.find((n) => n.caipNetworkId === event.target.value)
              if (next) run(() => switchNetwork(latch, { network: next }))
            }}
          >
            {account?.status === 'unlisted' ? (
              // The wallet's network, so that the list does not pretend to be elsewhere.
              <option value={account.network.caipNetworkId} disabled>
                {account.network.caipNetworkId} (not listed)
              </option>
            ) : null}
            {state.networks.map((network) => (
              <option key={network.caipNetworkId} value={network.caipNetworkId}>
                {network.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() =>
            run(() =>
              extraAdded
                ? removeNetwork(latch, { caipNetworkId: EXTRA_NETWORK.caipNetworkId })
                : addNetwork(latch, { network: EXTRA_NETWORK }),
            )
          }
        >
          {extraAdded ? 'Remove' : 'Add'} network {EXTRA_NETWORK.name}
        </button>
      </div>
      <PayDemo latch={latch} state={state} />
      {state.connection ? null : (
        <div className="row">
          {state.connectors.filter(shownOnce).map((connector) => (
            <button
              key={`${connector.chain}:${connector.id}`}
              type="button"
              onClick={() =>
                connector.type === 'WALLET_CONNECT'
                  ? // A pairing is shown to a phone wallet: the modal's QR code.
                    latch.open({ view: 'ConnectingWalletConnectBasic' })
                  : run(() => connect(latch, { connectorId: connector.id }))
              }
            >
              {connector.imageUrl ? (
                <img src={connector.imageUrl} alt="" width={16} height={16} />
              ) : null}{' '}
              Connect {connector.name}
            </button>
          ))}
        </div>
      )}
      {demo.services?.mobileWalletUrl && !state.connection ? (
        <p>
          A phone wallet for WalletConnect:{' '}
          <a href={demo.services.mobileWalletUrl} target="_blank" rel="noopener noreferrer">
            open the Latch Test Mobile Wallet
          </a>{' '}
          in another tab, and paste the link the WalletConnect QR code carries (Copy link).
        </p>
      ) : null}
      {demo.services?.frameUrl && !state.connection ? (
        <p>
          Email login takes any address: nothing is mailed, the one-time code arrives in the{' '}
          <a
            href={`${demo.services.frameUrl}/dev/mailbox`}
            target="_blank"
            rel="noopener noreferrer"
          >
            development mailbox
          </a>{' '}
          of the local latch-server.
        </p>
      ) : null}
      {wallet ? (
        <div className="row">
          <button type="button" onClick={() => wallet.rejectNext()}>
            Test wallet: reject the next request
          </button>
          {chainUnlisted ? (
            <button type="button" onClick={() => wallet.setChainId(UNLISTED_CHAIN_ID)}>
              Test wallet: move to a network this site does not list
            </button>
          ) : null}
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
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
        <dt>Features</dt>
        <dd data-testid="features">
          {[
            state.features.email ? 'email' : null,
            state.features.socials ? `socials: ${state.features.socials.join(', ')}` : null,
            state.features.activity ? 'activity' : null,
            state.features.multiWallet ? 'multi-wallet' : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </dd>
        <dt>Account</dt>
        <dd data-testid="wallet-address">{state.connection?.accounts[0]?.address ?? '—'}</dd>
      </dl>
      {account?.status === 'listed' ? (
        <AccountActions
          // What it shows belongs to one account on one network: a new one starts afresh.
          key={`${account.network.caipNetworkId}:${account.address}`}
          latch={latch}
          devnet={demo.devnet}
          services={demo.services}
          account={account}
          onError={setError}
        />
      ) : null}
      {account?.status === 'unlisted' ? (
        <div>
          <p data-testid="account-unlisted">
            The wallet is on {account.network.caipNetworkId}, not on a network this site lists:
            switch to one of the site’s networks to see balances and send.
          </p>
          <div className="row">
            <button type="button" onClick={() => run(() => disconnect(latch))}>
              Disconnect
            </button>
          </div>
        </div>
      ) : null}
    </section>
  )
}
