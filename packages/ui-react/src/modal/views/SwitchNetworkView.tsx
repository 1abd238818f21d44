import { route } from '@latch/core'
import { useEffect, useRef } from 'react'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { useRouteData } from '../useRouteData.js'
import { useSwitchNetworkAttempt } from '../useSwitchNetworkAttempt.js'

/** Asks the wallet to switch to the network the router was given, once, with a retry. */
export function SwitchNetworkView() {
  const client = useLatch()
  const requested = useRouteData('SwitchNetwork')?.network
  const networks = useLatchState((state) => state.networks)
  const network = requested
    ? (networks.find((known) => known.caipNetworkId === requested.caipNetworkId) ?? requested)
    : undefined
  const { attempt, switchTo } = useSwitchNetworkAttempt()
  const started = useRef(false)

  useEffect(() => {
    if (!network || started.current) return
    started.current = true
    void switchTo(network)
  }, [network, switchTo])

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
  return (
    <div className="latch-panel" aria-busy={attempt?.status === 'switching'}>
      <p className="latch-panel__title">{network.name}</p>
      {attempt?.status === 'failed' ? (
        <>
          <p className="latch-error" role="alert">
            {attempt.error.message}
          </p>
          <button
            type="button"
            className="latch-button latch-button--primary"
            onClick={() => void switchTo(network)}
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
