import { getAccountData, isChainNamespace, type Transaction } from '@latch/core'
import { useMemo } from 'react'
import { transactionAmountText } from '../format/localeAmounts.js'
import { activeLocale } from '../i18n/activeLocale.js'
import { t } from '../i18n/translate.js'
import { useLatch } from '../useLatch.js'
import { useLatchState } from '../useLatchState.js'
import { useAsyncResult } from './useAsyncResult.js'

function amountText(transaction: Transaction): string {
  const [transfer] = transaction.transfers
  if (!transfer) return ''
  const amount = transactionAmountText(transfer.quantity.numeric)
  const unit = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '−' : ''
  return `${sign}${amount} ${unit}`.trim()
}

/** The account's recent transactions on the active network, from the blockchain service. */
export function ActivityPanel({
  address,
  chainId,
}: {
  address: string
  chainId: string | undefined
}) {
  const client = useLatch()
  const accountData = getAccountData(client)
  // The last transfer of the network's namespace: once sent, then once on chain, the activity
  // is read again (a tab opened before a send shows it).
  const lastTransfer = useLatchState((state) => {
    const namespace = chainId?.split(':')[0]
    return namespace && isChainNamespace(namespace) ? state.send.transfers[namespace] : undefined
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: lastTransfer is the reload trigger
  const loadPage = useMemo(
    () =>
      accountData && chainId ? () => accountData.getTransactions(address, chainId) : undefined,
    [accountData, address, chainId, lastTransfer],
  )
  // Reloads keep the list shown until the new one arrives.
  const page = useAsyncResult(loadPage, `${chainId}/${address}`)
  switch (page.status) {
    case 'idle':
      return <p className="latch-muted">{t('activity.unavailable')}</p>
    case 'loading':
      return <p role="status">{t('activity.loading')}</p>
    case 'error':
      return (
        <p className="latch-error" role="alert">
          {t('activity.error')}
        </p>
      )
  }
  if (!page.value.data.length) return <p className="latch-muted">{t('activity.empty')}</p>
  return (
    <ul className="latch-rows">
      {page.value.data.map((transaction) => (
        <li key={transaction.id} className="latch-row">
          <span className="latch-row__name">
            {transaction.metadata.operationType}
            <span className="latch-row__detail latch-muted">
              {' '}
              {t(`activity.status.${transaction.metadata.status}`)} ·{' '}
              <time dateTime={transaction.metadata.minedAt}>
                {new Date(transaction.metadata.minedAt).toLocaleDateString(activeLocale())}
              </time>
            </span>
          </span>
          <span className="latch-row__value">{amountText(transaction)}</span>
        </li>
      ))}
    </ul>
  )
}
