import { switchNetwork } from '@latch/core'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'

/**
 * The wallet is on a network the site does not support: the configured ones to switch to.
 * Core's network machine runs the switch and goes back once the wallet switched.
 */
export function UnsupportedChainView() {
  const client = useLatch()
  const { networks, switchingTo, error } = useLatchState(
    (state) => ({
      networks: state.networks,
      switchingTo: state.switchingTo,
      error: state.networkError,
    }),
    shallowEqual,
  )
  return (
    <div className="latch-panel">
      <p>{t('unsupported.description')}</p>
      <ul className="latch-network-list">
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="latch-wallet"
              disabled={switchingTo !== undefined}
              // A failure shows in `state.networkError`.
              onClick={() => switchNetwork(client, { network }).catch(() => {})}
            >
              <span className="latch-wallet__name">{network.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {switchingTo ? (
        <p role="status">{t('unsupported.switching', { network: switchingTo.name })}</p>
      ) : error ? (
        <p className="latch-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  )
}
