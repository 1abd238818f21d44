import type { WalletRequest } from '@latch/core'
import { useLayoutEffect, useRef } from 'react'
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

/** The modal's z-index (a site may set its own), so that the frame goes just above it. */
function frameZIndex(element: HTMLElement): number | undefined {
  const modal = Number.parseInt(getComputedStyle(element).getPropertyValue('--latch-z-index'), 10)
  return Number.isFinite(modal) ? modal + 1 : undefined
}

/**
 * The area the embedded wallet's secure frame is shown over: the frame draws the request and
 * its Approve and Reject there, in its own origin, where the page's script cannot click them.
 * Core places the frame on this area's rectangle, again whenever it moves, and hides it when
 * the area goes away. Focusing the area moves the focus into the frame.
 */
function SecureFrameArea() {
  const client = useLatch()
  const area = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const element = area.current
    if (!element) return
    // The theme does not change while the view shows: read once, not on every move.
    const zIndex = frameZIndex(element)
    const borderRadius = Number.parseFloat(getComputedStyle(element).borderTopLeftRadius)
    const style = {
      ...(zIndex === undefined ? {} : { zIndex }),
      ...(Number.isFinite(borderRadius) ? { borderRadius } : {}),
    }
    const place = () => client.showSecureFrame(element.getBoundingClientRect(), style)
    // Moves come in bursts (a scroll): the frame is placed once per animation frame.
    let frame: number | undefined
    const schedule = () => {
      frame ??= requestAnimationFrame(() => {
        frame = undefined
        place()
      })
    }
    place()
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule)
    resized?.observe(element)
    // The page may scroll or resize under the modal, and the modal rises in (or shakes) with
    // an animation of its own, which moves the area without resizing it.
    const dialog = element.closest<HTMLElement>('[role="dialog"]')
    const animated = (event: Event) => {
      if (event.target === dialog) schedule()
    }
    const events = ['resize', 'scroll'] as const
    for (const type of events) window.addEventListener(type, schedule, true)
    dialog?.addEventListener('animationend', animated)
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame)
      resized?.disconnect()
      for (const type of events) window.removeEventListener(type, schedule, true)
      dialog?.removeEventListener('animationend', animated)
      client.hideSecureFrame()
    }
  }, [client])
  return (
    <section
      ref={area}
      className="latch-secure-frame-area"
      aria-label={t('request.secureFrame')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a stop in the tab order that hands the focus to the frame
      tabIndex={0}
      onFocus={() => client.focusSecureFrame()}
    />
  )
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
      <SecureFrameArea />
      <button type="button" className="latch-button" onClick={() => client.rejectWalletRequests()}>
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
