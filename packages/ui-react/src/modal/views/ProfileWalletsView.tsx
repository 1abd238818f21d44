import { type ChainNamespace, disconnect, isChainNamespace, truncateAddress } from '@latch/core'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { WalletIcon } from '../WalletIcon.js'

/** The wallets connected on each namespace, each with its own Disconnect. */
export function ProfileWalletsView() {
  const client = useLatch()
  const connections = useLatchState((state) => state.connections, shallowEqual)
  const connectors = useLatchState((state) => state.connectors, shallowEqual)
  const networks = useLatchState((state) => state.networks)
  const connected = Object.keys(connections)
    .filter(isChainNamespace)
    .flatMap((namespace) => {
      const entry = connections[namespace]
      return entry?.status === 'connected' && entry.connection
        ? [{ namespace, connection: entry.connection }]
        : []
    })

  // The modal stays on this list while another wallet is left (SPEC.md §4: disconnect closes
  // it unless told not to); the last one closes it as anywhere else. A failure shows on the
  // namespace's row, from its connection.
  const disconnectWallet = (namespace: ChainNamespace) =>
    disconnect(client, { namespace, closeModal: 'whenNoneLeft' }).catch(() => {})

  if (!connected.length) {
    return (
      <div className="latch-panel">
        <p className="latch-muted">{t('profile.empty')}</p>
      </div>
    )
  }
  return (
    <ul className="latch-rows" aria-label={t('view.ProfileWallets')}>
      {connected.map(({ namespace, connection }) => {
        const connector = connectors.find((candidate) => candidate.id === connection.connectorId)
        const name = connection.auth?.name ?? connector?.name ?? connection.connectorId
        const address = connection.accounts[0]?.address ?? ''
        const network =
          networks.find((candidate) => candidate.caipNetworkId === connection.network)?.name ??
          namespace
        const busy = connections[namespace]?.disconnecting ?? false
        const failure = connections[namespace]?.error
        return (
          <li key={namespace} className="latch-row latch-row--wallet">
            <WalletIcon name={name} imageUrl={connector?.imageUrl} />
            {/* One line each: the name, then the network and address (ellipsis when long). */}
            <span className="latch-row__name">
              {name}
              <span className="latch-row__detail latch-muted">
                {network} · <span title={address}>{truncateAddress(address)}</span>
              </span>
            </span>
            <button
              type="button"
              className="latch-button latch-button--inline latch-button--compact"
              disabled={busy}
              aria-label={t('profile.disconnect', { wallet: name, namespace })}
              onClick={() => void disconnectWallet(namespace)}
            >
              {busy ? t('account.disconnecting') : t('account.disconnect')}
            </button>
            {failure ? (
              <p className="latch-error latch-row__error" role="alert">
                {failure.message}
              </p>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
