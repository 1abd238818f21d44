import { formatBalance, formatFiat, isSafeImageUrl, type TokenBalance } from '@latch/core'
import { t } from '../i18n/translate.js'
import type { AsyncResult } from './useAsyncResult.js'

/** The account's token balances from the blockchain service, with every state said. */
export function TokensPanel({ balances }: { balances: AsyncResult<TokenBalance[]> }) {
  switch (balances.status) {
    case 'idle':
      return <p className="latch-muted">{t('tokens.unavailable')}</p>
    case 'loading':
      return <p role="status">{t('tokens.loading')}</p>
    case 'error':
      return (
        <p className="latch-error" role="alert">
          {t('tokens.error')}
        </p>
      )
  }
  if (!balances.value.length) return <p className="latch-muted">{t('tokens.empty')}</p>
  return (
    <ul className="latch-rows">
      {balances.value.map((balance) => (
        <li key={`${balance.chainId}:${balance.address ?? 'native'}`} className="latch-row">
          {isSafeImageUrl(balance.iconUrl) ? (
            <img className="latch-wallet-icon" src={balance.iconUrl} alt="" />
          ) : (
            <span className="latch-wallet-icon latch-wallet-icon--placeholder" aria-hidden="true" />
          )}
          <span className="latch-row__name" title={balance.name}>
            {balance.name}
          </span>
          <span className="latch-row__value">
            {formatBalance(balance.quantity.numeric, balance.symbol)}
            <span className="latch-row__detail latch-muted"> {formatFiat(balance.value)}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
