import { t } from '../../i18n/translate.js'
import { useLatch } from '../../LatchProvider.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { ConnectingPanel } from '../ConnectingPanel.js'
import { orderConnectors } from '../orderConnectors.js'
import { useConnectWallet } from '../useConnectWallet.js'
import { WalletList } from '../WalletList.js'

/** The wallets found, in core's order, and the way to all wallets. */
export function ConnectView() {
  const client = useLatch()
  const connectors = useLatchState((state) => state.connectors, shallowEqual)
  const { attempt, connect, cancel } = useConnectWallet()
  if (attempt) {
    return (
      <ConnectingPanel
        attempt={attempt}
        onRetry={() => void connect(attempt.connector)}
        onCancel={cancel}
      />
    )
  }
  const ordered = orderConnectors(connectors).flatMap((group) => group.connectors)
  return (
    <div className="latch-connect">
      {ordered.length ? null : <p className="latch-muted">{t('connect.noWallets')}</p>}
      <WalletList
        connectors={ordered}
        label={t('connect.walletsLabel')}
        onSelect={(connector) => void connect(connector)}
      >
        <li>
          <button
            type="button"
            className="latch-wallet latch-wallet--all"
            onClick={() => client.actors.router.send({ type: 'router.push', view: 'AllWallets' })}
          >
            <span className="latch-wallet-icon latch-wallet-icon--grid" aria-hidden="true" />
            <span className="latch-wallet__name">{t('connect.allWallets')}</span>
            <span className="latch-tag">{connectors.length}</span>
          </button>
        </li>
      </WalletList>
    </div>
  )
}
