import { cancelSignIn, signIn, truncateAddress } from '@latch/core'
import { useId } from 'react'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useAccount } from '../../useAccount.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'

// The sign-in message binds the page's own domain (DESIGN.md "Security rules"): say which.
function siteOf(): { name: string; domain: string } {
  const domain = typeof location === 'undefined' ? '' : location.host
  const title = typeof document === 'undefined' ? '' : document.title.trim()
  return { name: title || domain, domain }
}

/**
 * Sign in with the wallet: which site asks, the message when core has it, "Sign" (with its
 * progress and error) and "Cancel" (core decides what cancelling means: back to the last
 * signed network, a disconnect, or just closing).
 */
export function SiwxSignMessageView() {
  const client = useLatch()
  const captionId = useId()
  const { address } = useAccount()
  const status = useLatchState((state) => state.siwx.status)
  const message = useLatchState((state) => state.siwx.message)
  const error = useLatchState((state) => state.siwx.error)
  const site = siteOf()
  const signing = status === 'signing'
  const ready = status === 'awaitingSignature'

  // The signing's failure shows in `state.siwx.error`; nobody else waits for it.
  const sign = () => signIn(client).catch(() => {})

  return (
    <div className="latch-panel" aria-busy={signing || status === 'checking'}>
      <p className="latch-panel__title">{t('siwx.title', { site: site.name })}</p>
      {site.domain ? (
        <p className="latch-muted">{t('siwx.domain', { domain: site.domain })}</p>
      ) : null}
      {address ? (
        <p className="latch-muted">{t('siwx.account', { address: truncateAddress(address) })}</p>
      ) : null}
      {message ? (
        <figure className="latch-message-frame">
          <figcaption id={captionId} className="latch-label">
            {t('siwx.message')}
          </figcaption>
          {/* Focusable, so that a keyboard can scroll a long message. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
          <section className="latch-message" tabIndex={0} aria-labelledby={captionId}>
            <pre className="latch-message__text">{message}</pre>
          </section>
        </figure>
      ) : (
        <p className="latch-muted">{t('siwx.messageLater')}</p>
      )}
      {signing ? (
        <p role="status" className="latch-status">
          <span className="latch-spinner latch-spinner--inline" aria-hidden="true" />
          {t('siwx.signing')}
        </p>
      ) : null}
      {error ? (
        <p className="latch-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <div className="latch-actions">
        <button
          type="button"
          className="latch-button"
          disabled={signing}
          onClick={() => void cancelSignIn(client)}
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="latch-button latch-button--primary"
          disabled={!ready}
          onClick={() => void sign()}
        >
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}
