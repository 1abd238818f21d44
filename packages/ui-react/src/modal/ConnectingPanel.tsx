import { t } from '../i18n/translate.js'
import type { ConnectAttempt } from './useConnectWallet.js'
import { WalletIcon } from './WalletIcon.js'

export type ConnectingPanelProps = {
  attempt: ConnectAttempt
  onRetry: () => void
  onCancel: () => void
}

/** A wallet being connected: a spinner while the wallet asks, the error and a retry after. */
export function ConnectingPanel({ attempt, onRetry, onCancel }: ConnectingPanelProps) {
  const { connector } = attempt
  return (
    <div className="latch-connecting" aria-busy={attempt.status === 'connecting'}>
      <WalletIcon connector={connector} size="large" />
      {attempt.status === 'connecting' ? (
        <>
          <span className="latch-spinner" aria-hidden="true" />
          <p className="latch-connecting__title" role="status">
            {t('connecting.continueIn', { wallet: connector.name })}
          </p>
          <p className="latch-muted">{t('connecting.hint')}</p>
        </>
      ) : (
        <>
          <p className="latch-error" role="alert">
            {attempt.error.message}
          </p>
          <button type="button" className="latch-button latch-button--primary" onClick={onRetry}>
            {t('connecting.tryAgain')}
          </button>
        </>
      )}
      <button type="button" className="latch-button" onClick={onCancel}>
        {t('connecting.cancel')}
      </button>
    </div>
  )
}
