import { getActors, route } from '@latch/core'
import { useEffect, useRef } from 'react'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { useConnectWallet } from '../useConnectWallet.js'
import { useRouteData } from '../useRouteData.js'
import { WalletIcon } from '../WalletIcon.js'

/**
 * A wallet of this browser being connected (router data: `connectorId`, optionally
 * `namespace` and `name`): "Continue in {wallet}" while the wallet asks, the error and
 * "Try again" after; Cancel stops the attempt and goes back.
 */
export function ConnectingExternalView() {
  const client = useLatch()
  const data = useRouteData('ConnectingExternal')
  const connectorId = data?.connectorId
  const namespace = data?.namespace
  const connector = useLatchState((state) =>
    state.connectors.find(
      (candidate) =>
        candidate.id === connectorId && (namespace === undefined || candidate.chain === namespace),
    ),
  )
  const name = connector?.name ?? data?.name ?? connectorId
  const { attempt, connect } = useConnectWallet()
  const started = useRef(false)

  useEffect(() => {
    if (!connectorId || started.current) return
    started.current = true
    void connect(connectorId, namespace ?? connector?.chain)
  }, [connect, connectorId, namespace, connector?.chain])

  const cancel = () => {
    if (attempt?.status === 'connecting') {
      const target = namespace ?? connector?.chain ?? client.getState().activeNamespace
      if (target) getActors(client).connections[target]?.send({ type: 'connection.cancel' })
    }
    route(client, { type: 'router.back' })
  }

  if (!connectorId || !name) {
    return (
      <div className="latch-panel">
        <p className="latch-error" role="alert">
          {t('connecting.noWallet')}
        </p>
        <button type="button" className="latch-button" onClick={cancel}>
          {t('modal.back')}
        </button>
      </div>
    )
  }
  const connecting = attempt === undefined || attempt.status === 'connecting'
  return (
    <div className="latch-connecting" aria-busy={connecting}>
      <WalletIcon
        name={name}
        imageUrl={connector?.imageUrl ?? connector?.info?.icon}
        size="large"
      />
      {attempt?.status === 'failed' ? (
        <>
          <p className="latch-error" role="alert">
            {attempt.error.message}
          </p>
          <button
            type="button"
            className="latch-button latch-button--primary"
            onClick={() => void connect(connectorId, namespace ?? connector?.chain)}
          >
            {t('common.tryAgain')}
          </button>
        </>
      ) : (
        <>
          <span className="latch-spinner" aria-hidden="true" />
          <p className="latch-connecting__title" role="status">
            {t('connecting.continueIn', { wallet: name })}
          </p>
          <p className="latch-muted">{t('connecting.hint')}</p>
        </>
      )}
      <button type="button" className="latch-button" onClick={cancel}>
        {t('common.cancel')}
      </button>
    </div>
  )
}
