import { type PayState, submitPay, truncateAddress } from '@latch/core'
import { amountText } from '../../format/localeAmounts.js'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { TransactionDone } from '../TransactionDone.js'
import { CheckIcon } from '../viewIcons.js'

// What the one button says for each next step core decides (`state.pay.status`).
const actions = {
  connect: 'pay.connect',
  switchNetwork: 'pay.switchNetwork',
  ready: 'pay.submit',
  paying: 'pay.paying',
} as const satisfies Record<Exclude<PayState['status'], 'paid'>, string>

/**
 * A payment a site asked for (`pay`): what is asked (the amount and asset, to whom, on which
 * network) and one button for the next step core decides — connect a wallet, switch its
 * network, pay — with the wallet's refusal under it; once paid, the transaction.
 */
export function PayView() {
  const client = useLatch()
  const pay = useLatchState((state) => state.pay)
  const close = () => client.close()

  if (!pay) {
    return (
      <div className="latch-panel">
        <p className="latch-muted">{t('pay.none')}</p>
      </div>
    )
  }
  const asked = `${amountText(pay.amount)} ${pay.symbol}`
  if (pay.status === 'paid') {
    return (
      <TransactionDone
        mark={
          <span className="latch-success-mark">
            <CheckIcon />
          </span>
        }
        title={t('pay.paid', { amount: asked })}
        hash={pay.hash}
        network={pay.network}
        onDone={close}
        hashTestId="latch-pay-hash"
      />
    )
  }
  const paying = pay.status === 'paying'
  return (
    <div className="latch-panel" aria-busy={paying}>
      <p className="latch-panel__title" data-testid="latch-pay-amount">
        {/* Isolated: the amount reads left to right in a right-to-left language too. */}
        <bdi>{asked}</bdi>
      </p>
      <dl className="latch-facts">
        <dt>{t('pay.to')}</dt>
        <dd>
          <code className="latch-code" title={pay.recipient}>
            {truncateAddress(pay.recipient)}
          </code>
        </dd>
        <dt>{t('pay.network')}</dt>
        <dd>{pay.network.name}</dd>
      </dl>
      {paying ? <p role="status">{t('send.approveInWallet')}</p> : null}
      {pay.error ? (
        <p className="latch-error" role="alert">
          {errorText(pay.error)}
        </p>
      ) : null}
      <button
        type="button"
        className="latch-button latch-button--primary"
        disabled={paying}
        // What it did shows in `state.pay` (the next step, or the wallet's refusal).
        onClick={() => submitPay(client).catch(() => {})}
      >
        {t(actions[pay.status], { amount: asked, network: pay.network.name })}
      </button>
    </div>
  )
}
