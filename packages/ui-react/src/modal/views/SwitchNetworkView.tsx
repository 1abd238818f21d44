import { route, switchNetwork } from '@latch/core'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { useRouteData } from '../useRouteData.js'

/**
 * The switch to the network the router was given, as core's network machine runs it (it asks
 * the wallet as the view opens, and goes back once switched): progress, or the wallet's error
 * with a retry.
 */
export function SwitchNetworkView() {
  const client = useLatch()
  const requested = useRouteData('SwitchNetwork')?.network
  const { networks, status, error } = useLatchState(
    (state) => ({
      networks: state.networks,
      status: state.networkStatus,
      error: state.networkError,
    }),
    shallowEqual,
  )
  const network = requested
    ? (networks.find((known) => known.caipNetworkId === requested.caipNetworkId) ?? requested)
    : undefined

  if (!network) {
    return (
      <div className="latch-panel">
        <p className="latch-muted">{t('switchNetwork.noNetwork')}</p>
        <button
          type="button"
          className="latch-button"
          onClick={() => route(client, { type: 'router.back' })}
        >
          {t('modal.back')}
        </button>
      </div>
    )
  }
  const failed = status === 'idle' && error !== undefined
  return (
    <div className="latch-panel" aria-busy={!failed}>
      <p className="latch-panel__title">{network.name}</p>
      {failed ? (
        <>
          <p className="latch-error" role="alert">
            {errorText(error)}
          </p>
          <button
            type="button"
            className="latch-button latch-button--primary"
            // The failure shows again in `state.networkError`.
            onClick={() => switchNetwork(client, { network }).catch(() => {})}
          >
            {t('switchNetwork.tryAgain')}
          </button>
        </>
      ) : (
        <>
          <span className="latch-spinner" aria-hidden="true" />
          <p role="status">{t('switchNetwork.switching', { network: network.name })}</p>
        </>
      )}
    </div>
  )
}
