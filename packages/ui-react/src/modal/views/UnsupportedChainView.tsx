import { t } from '../../i18n/translate.js'
import { useLatchState } from '../../useLatchState.js'
import { useSwitchNetworkAttempt } from '../useSwitchNetworkAttempt.js'

/** The wallet is on a network the site does not support: the configured ones to switch to. */
export function UnsupportedChainView() {
  const networks = useLatchState((state) => state.networks)
  const { attempt, switchTo } = useSwitchNetworkAttempt()
  return (
    <div className="latch-panel">
      <p>{t('unsupported.description')}</p>
      <ul className="latch-network-list">
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="latch-wallet"
              disabled={attempt?.status === 'switching'}
              onClick={() => void switchTo(network)}
            >
              <span className="latch-wallet__name">{network.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {attempt?.status === 'switching' ? (
        <p role="status">{t('unsupported.switching', { network: attempt.network.name })}</p>
      ) : null}
      {attempt?.status === 'failed' ? (
        <p className="latch-error" role="alert">
          {attempt.error.message}
        </p>
      ) : null}
    </div>
  )
}
