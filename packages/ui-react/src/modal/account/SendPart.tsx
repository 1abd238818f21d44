import {
  type AmountProblem,
  amountProblem,
  estimateSendFee,
  type FeeSpeed,
  getActors,
  isAddress,
  isCaipAddress,
  isSafePageUrl,
  parseCaipAddress,
  type SendToken,
  type SendTokensParameters,
  sendErrorMessages,
  sendTokens,
  type TokenBalance,
} from '@latch/core'
import { SEND_NAMESPACES } from '@latch/core/constants'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { truncateAddress } from '../../format/truncateAddress.js'
import { t } from '../../i18n/translate.js'
import { useAccount } from '../../useAccount.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { AmountInput } from '../form/AmountInput.js'
import { Field } from '../form/Field.js'
import { TokenSelect } from '../form/TokenSelect.js'
import type { AsyncResult } from '../useAsyncResult.js'
import { ExternalIcon } from '../viewIcons.js'
import { type FeeEstimate, SendFee } from './SendFee.js'

/** How long the form waits after the last keystroke before it asks for the fee. */
export const FEE_ESTIMATE_DELAY_MS = 300

const amountMessages = {
  invalidAmount: 'send.invalidAmount',
  insufficientBalance: 'send.insufficient',
} as const satisfies Record<AmountProblem, string>

/** A token as the send form knows it; `balance` is `undefined` when it is not known. */
type SendOption = { key: string; token: SendToken; balance: string | undefined }

function tokenKey(token: { chainId: string; address?: string | undefined }): string {
  return `${token.chainId}:${token.address ?? 'native'}`
}

// A token's address as the wallet wants it: the account part of a CAIP-10 address.
function plainAddress(address: string): string {
  return isCaipAddress(address) ? parseCaipAddress(address).address : address
}

type Outcome =
  | { status: 'editing' }
  | { status: 'sending' }
  | { status: 'sent'; hash: string }
  | { status: 'failed'; error: Error }

export type SendPartProps = {
  balances: AsyncResult<TokenBalance[]>
  /** Back to the account once the visitor has seen the result. */
  onDone: () => void
}

/**
 * Send tokens: a token of the account's balances (the network's native token when balances
 * are not known), the amount with Max, the receiver checked with core's address rules, then
 * core's send; the transaction hash once the wallet has sent it.
 */
export function SendPart({ balances, onDone }: SendPartProps) {
  const client = useLatch()
  const { namespace } = useAccount()
  const network = useLatchState((state) => state.activeNetwork)
  const coreSend = useLatchState((state) => state.send)
  const problemId = useId()

  const listed: SendOption[] =
    balances.status === 'success'
      ? balances.value.map((balance) => ({
          key: tokenKey(balance),
          token: balance,
          balance: balance.quantity.numeric,
        }))
      : []
  // The network's coin is always offered: first, with no known balance when the balances do
  // not list it (not known, none held, or a namespace the balance service does not serve).
  const native: SendOption | undefined = network && {
    key: tokenKey({ chainId: network.caipNetworkId }),
    token: {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      quantity: { decimals: String(network.nativeCurrency.decimals), numeric: '' },
    },
    balance: undefined,
  }
  const options: SendOption[] =
    native && !listed.some((option) => option.key === native.key) ? [native, ...listed] : listed
  const [selectedKey, setSelectedKey] = useState<string | undefined>(undefined)
  const [amount, setAmount] = useState('')
  const [receiver, setReceiver] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ status: 'editing' })
  const selected = options.find((option) => option.key === selectedKey) ?? options[0]

  const amountText = amount.trim()
  const receiverText = receiver.trim()
  // Core's rule, the one its send applies: the form only words it.
  const amountIssue = amountProblem(amountText, {
    decimals: selected ? Number(selected.token.quantity.decimals) : undefined,
    balance: selected?.balance,
  })
  const amountError = amountIssue ? t(amountMessages[amountIssue]) : undefined
  const receiverProblem =
    receiverText === '' || !namespace || isAddress(receiverText, namespace)
      ? undefined
      : t('send.invalidAddress')
  const unsupported = !namespace || !SEND_NAMESPACES.includes(namespace)
  const sending = outcome.status === 'sending' || coreSend.status === 'sending'
  const [feeSpeed, setFeeSpeed] = useState<FeeSpeed | undefined>(undefined)
  const [estimate, setEstimate] = useState<FeeEstimate>({ status: 'none' })

  const token = selected?.token
  const parameters: SendTokensParameters = {
    amount: amountText,
    to: receiverText,
    ...(namespace ? { namespace } : {}),
    ...(token?.address
      ? {
          token: {
            address: plainAddress(token.address),
            decimals: Number(token.quantity.decimals),
            symbol: token.symbol,
          },
        }
      : {}),
  }
  // The fee of the transfer the form describes, once it is complete and valid, asked a moment
  // after the last change; an answer for an older form is dropped.
  const feeKey =
    amountText && receiverText && !amountError && !receiverProblem && !unsupported
      ? JSON.stringify(parameters)
      : undefined
  useEffect(() => {
    if (!feeKey) {
      setEstimate({ status: 'none' })
      return
    }
    let current = true
    setEstimate({ status: 'loading' })
    const timer = setTimeout(() => {
      estimateSendFee(client, JSON.parse(feeKey) as SendTokensParameters).then(
        (fees) => {
          if (current) setEstimate(fees.length > 0 ? { status: 'ready', fees } : { status: 'none' })
        },
        (cause: unknown) => {
          if (current) {
            setEstimate({
              status: 'failed',
              error: cause instanceof Error ? cause : new Error(String(cause)),
            })
          }
        },
      )
    }, FEE_ESTIMATE_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [client, feeKey])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // Core checks the rest (amount and receiver given, a token, a supported chain) and
    // rejects with the catalogue's words.
    if (amountError || receiverProblem || sending) return
    setOutcome({ status: 'sending' })
    try {
      const { hash } = await sendTokens(client, {
        ...parameters,
        ...(feeSpeed && estimate.status === 'ready' ? { feeSpeed } : {}),
      })
      setOutcome({ status: 'sent', hash })
      getActors(client).snackbar.send({
        type: 'snackbar.show',
        snackbar: {
          message: t('send.sentWithHash', { hash: truncateAddress(hash) }),
          variant: 'success',
          autoClose: true,
        },
      })
    } catch (cause) {
      setOutcome({
        status: 'failed',
        error: cause instanceof Error ? cause : new Error(String(cause)),
      })
    }
  }

  if (outcome.status === 'sent') {
    const explorer = network?.blockExplorers?.default.url
    const link = explorer ? `${explorer.replace(/\/$/, '')}/tx/${outcome.hash}` : undefined
    return (
      <div className="latch-panel">
        <p className="latch-panel__title" role="status">
          {t('send.sent')}
        </p>
        <p className="latch-muted">
          {t('send.hash')}{' '}
          <code className="latch-code" title={outcome.hash}>
            {truncateAddress(outcome.hash)}
          </code>
        </p>
        {link && isSafePageUrl(link) ? (
          <a className="latch-link" href={link} target="_blank" rel="noopener noreferrer">
            {t('send.viewOnExplorer')}
            <ExternalIcon />
          </a>
        ) : null}
        <button type="button" className="latch-button latch-button--primary" onClick={onDone}>
          {t('common.done')}
        </button>
      </div>
    )
  }

  if (unsupported) {
    return (
      <p className="latch-error" role="alert">
        {sendErrorMessages.UNSUPPORTED_CHAIN}
      </p>
    )
  }

  const failure =
    outcome.status === 'failed'
      ? outcome.error
      : coreSend.status === 'failed'
        ? coreSend.error
        : undefined
  return (
    <form className="latch-form" noValidate onSubmit={(event) => void submit(event)}>
      <Field label={t('send.token')}>
        {(control) =>
          balances.status === 'loading' ? (
            <p role="status">{t('tokens.loading')}</p>
          ) : (
            <TokenSelect
              {...control}
              value={selected?.key ?? ''}
              onChange={setSelectedKey}
              tokens={options.map((option) => ({
                value: option.key,
                symbol: option.token.symbol,
                balance: option.balance,
              }))}
            />
          )
        }
      </Field>

      {/* Amount and receiver share one message, under the receiver: the first problem. */}
      <Field
        label={t('send.amount')}
        invalid={amountError !== undefined}
        describedBy={amountError ? problemId : undefined}
      >
        {(control) => (
          <div className="latch-input-row">
            <AmountInput {...control} value={amount} onChange={setAmount} />
            {selected?.balance !== undefined ? (
              <button
                type="button"
                className="latch-button latch-button--inline"
                aria-label={t('send.maxLabel', { symbol: selected.token.symbol })}
                onClick={() => setAmount(selected.balance ?? '')}
              >
                {t('send.max')}
              </button>
            ) : null}
          </div>
        )}
      </Field>

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
            value={receiver}
            onChange={(event) => setReceiver(event.target.value)}
          />
        )}
      </Field>

      {amountError || receiverProblem ? (
        <p id={problemId} className="latch-error" role="alert">
          {amountError ?? receiverProblem}
        </p>
      ) : null}
      <SendFee estimate={estimate} speed={feeSpeed} onSpeed={setFeeSpeed} disabled={sending} />
      {failure ? (
        <p className="latch-error" role="alert">
          {failure.message}
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
