import type { TokenBalance } from '@latch/core'
import { balanceText, fiatText } from '../format/localeAmounts.js'
import { t } from '../i18n/translate.js'
import type { AsyncResult } from './useAsyncResult.js'
import { WalletIcon } from './WalletIcon.js'

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
          {/* The symbol's initial when the token has no image or it does not load. */}
          <WalletIcon name={balance.symbol} imageUrl={balance.iconUrl} />
          <span className="latch-row__main">
            <span className="latch-row__name" title={balance.name}>
              {balance.name}
            </span>
            {/* Where the chain holds funds back, the figure is what can move; its parts. */}
            {balance.breakdown && (
              <>
                <span className="latch-row__detail latch-muted">
                  {t('tokens.free', { amount: balanceText(balance.breakdown.free) })}
                </span>
                <span className="latch-row__detail latch-muted">
                  {t('tokens.reserved', { amount: balanceText(balance.breakdown.reserved) })}
                </span>
              </>
            )}
          </span>
          <span className="latch-row__value">
            {balance.breakdown && (
              <span className="latch-visually-hidden">{t('tokens.transferable')} </span>
            )}
            <bdi>{balanceText(balance.quantity.numeric, balance.symbol)}</bdi>
            {/* Unpriced (the service has no price for it, a balance read from the chain): said so, not $0.00. */}
            <span className="latch-row__detail latch-muted">
              {' '}
              {balance.value === undefined ? (
                t('tokens.noPrice')
              ) : (
                <bdi>{fiatText(balance.value)}</bdi>
              )}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
