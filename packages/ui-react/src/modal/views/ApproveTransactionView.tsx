import type { WalletRequest } from '@latch/core'
import type { MessageKey } from '../../i18n/en.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../LatchProvider.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'

// What each signing method asks of the visitor, in words.
const summaries = {
  personal_sign: 'request.signMessage',
  solana_signMessage: 'request.signMessage',
  eth_signTypedData_v4: 'request.signTypedData',
  eth_sendTransaction: 'request.sendTransaction',
  eth_sendUserOperation: 'request.sendUserOperation',
  solana_signTransaction: 'request.signTransaction',
  solana_signAllTransactions: 'request.signTransactions',
  solana_signAndSendTransaction: 'request.sendTransaction',
  wallet_sendCalls: 'request.sendCalls',
  wallet_grantPermissions: 'request.grantPermissions',
  wallet_revokePermissions: 'request.revokePermissions',
} as const satisfies Record<string, MessageKey>

function summaryOf(request: WalletRequest): string {
  const key = Object.hasOwn(summaries, request.method)
    ? summaries[request.method as keyof typeof summaries]
    : undefined
  return key ? t(key) : t('request.other')
}

/**
 * The wallet requests waiting for the visitor (each with its method and what it asks), a
 * spinner while the wallet shows them, and Reject, which closes the modal: core rejects the
 * open requests on close.
 */
export function ApproveTransactionView() {
  const client = useLatch()
  const pending = useLatchState((state) => state.walletRequests.pending, shallowEqual)
  if (!pending.length) {
    return (
      <div className="latch-panel">
        <p className="latch-muted" role="status">
          {t('request.none')}
        </p>
        <button type="button" className="latch-button" onClick={() => client.close()}>
          {t('modal.close')}
        </button>
      </div>
    )
  }
  return (
    <div className="latch-panel" aria-busy="true">
      <ul className="latch-rows" aria-label={t('request.list')}>
        {pending.map((request) => (
          <li key={request.id} className="latch-row">
            <span className="latch-row__name">{summaryOf(request)}</span>
            <code className="latch-code">{request.method}</code>
          </li>
        ))}
      </ul>
      <span className="latch-spinner" aria-hidden="true" />
      <p role="status">{t('request.approveInWallet')}</p>
      <button type="button" className="latch-button" onClick={() => client.close()}>
        {t('request.reject')}
      </button>
    </div>
  )
}
