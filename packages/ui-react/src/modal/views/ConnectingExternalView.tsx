import { cancelConnect, connect } from '@latch/core'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { useRouteData } from '../useRouteData.js'
import { WalletIcon } from '../WalletIcon.js'

/**
 * A wallet of this browser being connected (router data: `connectorId`, optionally
 * `namespace` and `name`): renders the namespace's connection, which core started with the
 * view. "Continue in {wallet}" while the wallet asks, the error and "Try again" after; Cancel
 * stops the attempt and goes back.
 */
export function ConnectingExternalView() {
  const client = useLatch()
  const data = useRouteData('ConnectingExternal')
  const connectorId = data?.connectorId
  const connector = useLatchState((state) =>
    state.connectors.find(
      (candidate) =>
        candidate.id === connectorId &&
        (data?.namespace === undefined || candidate.chain === data.namespace),
    ),
  )
  const namespace = useLatchState(
    (state) => data?.namespace ?? connector?.chain ?? state.activeNamespace,
  )
  const connection = useLatchState((state) =>
    namespace ? state.connections[namespace] : undefined,
  )
  const name = connector?.name ?? data?.name ?? connectorId
  const cancel = () => void cancelConnect(client, namespace ? { namespace } : {})

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
  // Chosen in the modal, the wallet is asked at once (`selectWallet`); opened otherwise, or
  // after a failure, the visitor asks again.
  // Multi-wallet: a connected namespace asked for another wallet waits while it is switching;
  // when that is over and its wallet is still another one, this wallet did not connect.
  const idle =
    connection?.status === 'disconnected' ||
    (connection?.status === 'connected' &&
      !connection.switching &&
      connection.connection?.connectorId !== connectorId)
  const failure = idle ? connection?.error : undefined
  return (
    <div className="latch-connecting" aria-busy={!idle}>
      <WalletIcon
        name={name}
        imageUrl={connector?.imageUrl ?? connector?.info?.icon}
        size="large"
      />
      {idle ? (
        <>
          {failure ? (
            <p className="latch-error" role="alert">
              {errorText(failure)}
            </p>
          ) : null}
          <button
            type="button"
            className="latch-button latch-button--primary"
            onClick={() => {
              connect(client, { connectorId, ...(namespace ? { namespace } : {}) }).catch(() => {})
            }}
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
