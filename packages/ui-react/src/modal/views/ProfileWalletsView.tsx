import {
  addWallet,
  type ChainNamespace,
  type Connection,
  disconnect,
  disconnectConnection,
  isChainNamespace,
  type SavedConnectionStatus,
  switchConnection,
  truncateAddress,
} from '@latch/core'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { WalletIcon } from '../WalletIcon.js'

type WalletRow = {
  namespace: ChainNamespace
  connection: Connection
  status: SavedConnectionStatus
}

/**
 * The wallets of each namespace, each with its own Disconnect, and "Add wallet". With
 * multi-wallet on (the project's features), every saved wallet is listed with its status
 * (SPEC.md §4), and one that is not the active one has "Switch"; with it off, the connected
 * wallet of each namespace.
 */
export function ProfileWalletsView() {
  const client = useLatch()
  const multiWallet = useLatchState((state) => state.features.multiWallet)
  const connections = useLatchState((state) => state.connections, shallowEqual)
  const saved = useLatchState((state) => state.savedConnections, shallowEqual)
  const connectors = useLatchState((state) => state.connectors, shallowEqual)
  const networks = useLatchState((state) => state.networks)
  const rows: WalletRow[] = Object.keys(multiWallet ? saved : connections)
    .filter(isChainNamespace)
    .flatMap((namespace): WalletRow[] => {
      if (multiWallet) return (saved[namespace] ?? []).map((row) => ({ namespace, ...row }))
      const entry = connections[namespace]
      return entry?.status === 'connected' && entry.connection
        ? [{ namespace, connection: entry.connection, status: 'connected' }]
        : []
    })

  // The modal stays on this list while another wallet is left (SPEC.md §4: disconnect closes
  // it unless told not to); the last one closes it as anywhere else. A failure shows on the
  // namespace's row, from its connection.
  const disconnectWallet = ({ namespace, connection }: WalletRow) =>
    (multiWallet
      ? disconnectConnection(client, { namespace, connectorId: connection.connectorId })
      : disconnect(client, { namespace, closeModal: 'whenNoneLeft' })
    ).catch(() => {})
  const switchWallet = ({ namespace, connection }: WalletRow) =>
    switchConnection(client, { namespace, connectorId: connection.connectorId }).catch(() => {})
  const add = (
    <button
      type="button"
      className="latch-button"
      onClick={() => {
        addWallet(client).catch(() => {})
      }}
    >
      {t('profile.addWallet')}
    </button>
  )

  if (!rows.length) {
    return (
      <div className="latch-panel">
        <p className="latch-muted">{t('profile.empty')}</p>
      </div>
    )
  }
  return (
    <div className="latch-panel">
      <ul className="latch-rows" aria-label={t('view.ProfileWallets')}>
        {rows.map((row) => {
          const { namespace, connection, status } = row
          const connector =
            connectors.find(
              (candidate) =>
                candidate.id === connection.connectorId && candidate.chain === namespace,
            ) ?? connectors.find((candidate) => candidate.id === connection.connectorId)
          const name = connection.auth?.name ?? connector?.name ?? connection.connectorId
          const address = connection.accounts[0]?.address ?? ''
          const network =
            networks.find((candidate) => candidate.caipNetworkId === connection.network)?.name ??
            namespace
          const active = status === 'connected'
          const state = connections[namespace]
          const busy = active && Boolean(state?.disconnecting || state?.switching)
          const failure = active ? state?.error : undefined
          return (
            <li
              key={`${namespace}:${connection.connectorId}`}
              className="latch-row latch-row--wallet"
            >
              <WalletIcon name={name} imageUrl={connector?.imageUrl ?? connector?.info?.icon} />
              {/* One line each: the name, then the network and address (ellipsis when long). */}
              <span className="latch-row__name">
                {name}
                <span className="latch-row__detail latch-muted">
                  {network} · <span title={address}>{truncateAddress(address)}</span>
                </span>
              </span>
              {multiWallet ? (
                <span className="latch-tag">{t(`profile.status.${status}`)}</span>
              ) : null}
              {active ? null : (
                <button
                  type="button"
                  className="latch-button latch-button--inline latch-button--compact"
                  aria-label={t('profile.switch', { wallet: name, namespace })}
                  onClick={() => void switchWallet(row)}
                >
                  {t('profile.switchShort')}
                </button>
              )}
              <button
                type="button"
                className="latch-button latch-button--inline latch-button--compact"
                disabled={busy}
                aria-label={t('profile.disconnect', { wallet: name, namespace })}
                onClick={() => void disconnectWallet(row)}
              >
                {active && state?.disconnecting
                  ? t('account.disconnecting')
                  : t('account.disconnect')}
              </button>
              {failure ? (
                <p className="latch-error latch-row__error" role="alert">
                  {errorText(failure)}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      {add}
    </div>
  )
}
