import { type FeeSpeed, formatUnits, type SendState, type TransferFee } from '@latch/core'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'

export type SendFeeProps = {
  /** The send form's fee estimate (`state.send.fee`). */
  fee: SendState['fee']
  /** The speed chosen, `undefined` for the adapter's default (normal). */
  speed: FeeSpeed | undefined
  onSpeed: (speed: FeeSpeed) => void
  disabled: boolean
}

// A fee is shown in full: a floored "0.000 BTC" would hide what the visitor pays.
const amountOf = (fee: TransferFee) => `${formatUnits(fee.value, fee.decimals)} ${fee.symbol}`

/**
 * The network fee of the send form's transfer, before the wallet is asked: the one fee, or a
 * choice of speeds (slow, normal, fast) with the fee of the one chosen.
 */
export function SendFee({ fee: estimate, speed, onSpeed, disabled }: SendFeeProps) {
  if (estimate.status === 'none') return null
  if (estimate.status === 'loading') {
    return (
      <p className="latch-muted" role="status">
        {t('send.feeLoading')}
      </p>
    )
  }
  if (estimate.status === 'failed') {
    return (
      <p className="latch-muted" role="status">
        {t('send.feeUnavailable', { reason: estimate.error ? errorText(estimate.error) : '' })}
      </p>
    )
  }
  const fees = estimate.fees ?? []
  const speeds = fees.filter((fee) => fee.speed !== undefined)
  const chosen = speeds.find((fee) => fee.speed === (speed ?? 'normal')) ?? speeds[0] ?? fees[0]
  if (!chosen) return null
  return (
    <div className="latch-fee">
      {speeds.length > 1 ? (
        <fieldset className="latch-segmented" disabled={disabled}>
          <legend className="latch-visually-hidden">{t('send.feeSpeed')}</legend>
          {speeds.map((fee) => (
            <button
              key={fee.speed}
              type="button"
              className="latch-segmented__option"
              aria-pressed={fee === chosen}
              onClick={() => onSpeed(fee.speed as FeeSpeed)}
            >
              {t(`send.feeSpeed.${fee.speed as FeeSpeed}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <p className="latch-muted" data-testid="latch-send-fee">
        {chosen.rate
          ? t('send.feeWithRate', { fee: amountOf(chosen), rate: chosen.rate })
          : t('send.fee', { fee: amountOf(chosen) })}
      </p>
    </div>
  )
}
