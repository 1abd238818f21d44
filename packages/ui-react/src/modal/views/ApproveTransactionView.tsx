import type { WalletRequest } from '@latch/core'
import { rejectWalletRequests } from '@latch/core'
import type { MessageKey } from '../../i18n/en.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { SecureFrameArea } from '../SecureFrameArea.js'

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
 * The embedded wallet's requests: its frame over the area, and Cancel. Leaving the view in
 * any other way (Back...) takes the requests back too: core does, so that none waits behind
 * another view.
 */
function SecureFrameApproval() {
  const client = useLatch()
  return (
    <div className="latch-panel">
      <SecureFrameArea label={t('request.secureFrame')} />
      <button type="button" className="latch-button" onClick={() => rejectWalletRequests(client)}>
        {t('request.cancel')}
      </button>
    </div>
  )
}

/**
 * The wallet requests waiting for the visitor (each with its method and what it asks), a
 * spinner while the wallet shows them, and Reject, which closes the modal: core rejects the
 * open requests on close. For the embedded wallet, its secure frame shows the request (and
 * the visitor approves or rejects there) over this view's area; Cancel below takes the
 * requests back, as closing does.
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
  if (pending.some((request) => request.secureFrame)) return <SecureFrameApproval />
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
