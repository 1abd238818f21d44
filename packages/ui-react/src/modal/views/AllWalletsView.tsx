import { useId, useState } from 'react'
import { t } from '../../i18n/translate.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { ConnectingPanel } from '../ConnectingPanel.js'
import { orderConnectors } from '../orderConnectors.js'
import { useConnectWallet } from '../useConnectWallet.js'
import { WalletList } from '../WalletList.js'

/** Every wallet found, searchable by name; arrow keys move from the search into the list. */
export function AllWalletsView() {
  const connectors = useLatchState((state) => state.connectors, shallowEqual)
  const { attempt, connect, cancel } = useConnectWallet()
  const [query, setQuery] = useState('')
  const searchId = useId()
  if (attempt) {
    return (
      <ConnectingPanel
        attempt={attempt}
        onRetry={() => void connect(attempt.connector)}
        onCancel={cancel}
      />
    )
  }
  const needle = query.trim().toLowerCase()
  const matching = orderConnectors(connectors)
    .flatMap((group) => group.connectors)
    .filter((connector) => connector.name.toLowerCase().includes(needle))
  return (
    <div className="latch-all-wallets">
      <label className="latch-label" htmlFor={searchId}>
        {t('allWallets.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="latch-input"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return
          const first = event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(
            '.latch-wallet-list button',
          )
          if (!first) return
          event.preventDefault()
          first.focus()
        }}
      />
      {matching.length ? (
        <WalletList
          connectors={matching}
          label={t('view.AllWallets')}
          onSelect={(connector) => void connect(connector)}
        />
      ) : (
        <p className="latch-muted" role="status">
          {t('allWallets.noMatch', { query })}
        </p>
      )}
    </div>
  )
}
