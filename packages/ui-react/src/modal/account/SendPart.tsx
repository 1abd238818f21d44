import { editSend, type SendToken, submitSend } from '@latch/core'
import { sendErrorMessages } from '@latch/core/errors'
import type { AmountProblem } from '@latch/core/internal'
import { type FormEvent, useId } from 'react'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { AmountInput } from '../form/AmountInput.js'
import { Field } from '../form/Field.js'
import { TokenSelect } from '../form/TokenSelect.js'
import { TransactionDone } from '../TransactionDone.js'
import { SendFee } from './SendFee.js'

const amountMessages = {
  invalidAmount: 'send.invalidAmount',
  insufficientBalance: 'send.insufficient',
} as const satisfies Record<AmountProblem, string>

function tokenKey(token: { chainId: string; address?: string | undefined }): string {
  return `${token.chainId}:${token.address ?? 'native'}`
}

export type SendPartProps = {
  /** Back to the account once the visitor has seen the result. */
  onDone: () => void
}

/**
 * Send tokens: renders core's send form (`state.send`, opened with `startSend`): the token
 * among the account's balances (the network's coin first), the amount with Max, the receiver,
 * the fee, each field's problem as core finds it; the visitor's changes go to the form
 * (`editSend`) and Send submits it (`submitSend`). The transaction id once the wallet has
 * sent it.
 */
export function SendPart({ onDone }: SendPartProps) {
  const client = useLatch()
  const network = useLatchState((state) => state.activeNetwork)
  const send = useLatchState((state) => state.send)
  const sendable = useLatchState((state) =>
    send.namespace ? state.capabilities[send.namespace]?.sendNative : undefined,
  )
  const problemId = useId()
  const sending = send.status === 'sending'
  const last = send.namespace ? send.transfers[send.namespace] : undefined

  if (send.status === 'sent' && last) {
    return (
      <TransactionDone title={t('send.sent')} hash={last.hash} network={network} onDone={onDone} />
    )
  }

  if (send.namespace && sendable === false) {
    return (
      <p className="latch-error" role="alert">
        {sendErrorMessages.UNSUPPORTED_CHAIN}
      </p>
    )
  }

  const selected = send.token
  const amountError = send.problems.amount ? t(amountMessages[send.problems.amount]) : undefined
  const receiverProblem = send.problems.receiver ? t('send.invalidAddress') : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The form checks the rest and says why in `state.send.error`.
    if (!sending) submitSend(client).catch(() => {})
  }
  const pick = (key: string) => {
    const token: SendToken | undefined = send.tokens.find((option) => tokenKey(option) === key)
    void editSend(client, { token: token?.address ? token : null })
  }
  const held = selected?.quantity.numeric || undefined
  // An NFT (from the NFTs tab) goes whole: it is named, with no amount to type.
  const nft = selected?.tokenId !== undefined ? selected : undefined
  return (
    <form className="latch-form" noValidate onSubmit={submit}>
      {nft ? (
        <p data-testid="latch-send-nft">
          {t('send.nft', { name: nft.name, tokenId: nft.tokenId ?? '' })}
        </p>
      ) : null}
      {nft ? null : (
        <Field label={t('send.token')}>
          {(control) =>
            // Until the form has read the balances (none before it loads), no list to pick from.
            send.tokens.length === 0 || (send.balancesLoading && send.tokens.length <= 1) ? (
              <p role="status">{t('tokens.loading')}</p>
            ) : (
              <TokenSelect
                {...control}
                value={selected ? tokenKey(selected) : ''}
                onChange={pick}
                tokens={send.tokens.map((option) => ({
                  value: tokenKey(option),
                  symbol: option.symbol,
                  balance: option.quantity.numeric || undefined,
                }))}
              />
            )
          }
        </Field>
      )}

      {/* Amount and receiver share one message, under the receiver: the first problem. */}
      {nft ? null : (
        <Field
          label={t('send.amount')}
          invalid={amountError !== undefined}
          describedBy={amountError ? problemId : undefined}
        >
          {(control) => (
            <div className="latch-input-row">
              <AmountInput
                {...control}
                value={send.amount}
                onChange={(amount) => void editSend(client, { amount })}
              />
              {held !== undefined && selected ? (
                <button
                  type="button"
                  className="latch-button latch-button--inline"
                  aria-label={t('send.maxLabel', { symbol: selected.symbol })}
                  onClick={() => void editSend(client, { amount: held })}
                >
                  {t('send.max')}
                </button>
              ) : null}
            </div>
          )}
        </Field>
      )}

      <Field
        label={t('send.receiver')}
        invalid={receiverProblem !== undefined}
        describedBy={receiverProblem ? problemId : undefined}
      >
        {(control) => (
          <input
            {...control}
            className="latch-input"
            autoComplete="off"
            spellCheck={false}
            value={send.receiver}
            onChange={(event) => void editSend(client, { receiver: event.target.value })}
          />
        )}
      </Field>

      {amountError || receiverProblem ? (
        <p id={problemId} className="latch-error" role="alert">
          {amountError ?? receiverProblem}
        </p>
      ) : null}
      <SendFee
        fee={send.fee}
        speed={send.feeSpeed}
        onSpeed={(feeSpeed) => void editSend(client, { feeSpeed })}
        disabled={sending}
      />
      {send.error ? (
        <p className="latch-error" role="alert">
          {errorText(send.error)}
        </p>
      ) : null}
      {sending ? (
        <p role="status" className="latch-status">
          <span className="latch-spinner latch-spinner--inline" aria-hidden="true" />
          {t('send.approveInWallet')}
        </p>
      ) : null}
      <button type="submit" className="latch-button latch-button--primary" disabled={sending}>
        {sending ? t('send.sending') : t('send.submit')}
      </button>
    </form>
  )
}
