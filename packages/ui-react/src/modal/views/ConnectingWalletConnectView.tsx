import {
  chooseWalletConnectDeepLink,
  forgetWalletConnectDeepLink,
  refreshPairing,
} from '@latch/core'
import { type ReactNode, useEffect } from 'react'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { QrCode } from '../QrCode.js'
import { useCopy } from '../useCopy.js'
import { useRouteData } from '../useRouteData.js'
import { CopyIcon, ExternalIcon } from '../viewIcons.js'
import { WalletIcon } from '../WalletIcon.js'
import { walletLinks } from '../walletconnect/walletLinks.js'

/**
 * Connecting through WalletConnect: the pairing as a QR code to scan, and the chosen wallet's
 * links to open it on this device (router data `wallet`; none in the basic variant). While
 * core has no pairing URI yet it says so; an expired pairing is refreshed on request; without
 * WalletConnect in this client, the view says it is unavailable. Opening the wallet's app
 * makes it core's deep-link choice (the session's requests open it); showing another wallet,
 * the basic variant or the web app forgets the choice.
 */
export function ConnectingWalletConnectView({ basic }: { basic: boolean }) {
  const client = useLatch()
  const data = useRouteData('ConnectingWalletConnect')
  const wallet = basic ? undefined : data?.wallet
  // Core pairs as the view opens (a first visit, or one after a wallet connected).
  const pairing = useLatchState((state) => state.pairing)
  const copy = useCopy()
  const walletId = wallet?.id
  const chooseApp = (link: string | null | undefined) => {
    if (wallet) chooseWalletConnectDeepLink(client, { link, name: wallet.name })
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each wallet shown (none: the QR code alone)
  useEffect(() => {
    // An app opened from an earlier view is not the one this view pairs, if any.
    forgetWalletConnectDeepLink(client)
  }, [client, walletId])

  const uri = pairing.uri
  const links = wallet ? walletLinks(wallet, uri) : {}
  let body: ReactNode
  if (pairing.status === 'unavailable') {
    body = (
      <p className="latch-error" role="alert">
        {t('walletConnect.unavailable')}
      </p>
    )
  } else if (pairing.status === 'failed' || pairing.status === 'expired') {
    const expired = pairing.status === 'expired'
    body = (
      <>
        <p className="latch-error" role="alert">
          {expired
            ? t('walletConnect.expired')
            : pairing.error
              ? errorText(pairing.error)
              : t('walletConnect.failed')}
        </p>
        <button
          type="button"
          className="latch-button latch-button--primary"
          onClick={() => void refreshPairing(client)}
        >
          {expired ? t('walletConnect.refresh') : t('common.tryAgain')}
        </button>
      </>
    )
  } else if (uri) {
    body = (
      <>
        <QrCode
          value={uri}
          label={wallet ? t('walletConnect.qrFor', { wallet: wallet.name }) : t('walletConnect.qr')}
        />
        <p className="latch-muted">
          {wallet ? t('walletConnect.scanWith', { wallet: wallet.name }) : t('walletConnect.scan')}
        </p>
        <button
          type="button"
          className="latch-button"
          onClick={() => void copy(uri, t('walletConnect.copied'))}
        >
          <CopyIcon />
          {t('walletConnect.copy')}
        </button>
      </>
    )
  } else {
    body = (
      <>
        <div className="latch-qr latch-qr--loading" aria-hidden="true">
          <span className="latch-spinner" />
        </div>
        <p role="status">{t('walletConnect.waiting')}</p>
      </>
    )
  }

  return (
    <div className="latch-connecting" aria-busy={!uri && pairing.status === 'fetching'}>
      {wallet ? <WalletIcon name={wallet.name} imageUrl={wallet.image_url} size="large" /> : null}
      {wallet ? <p className="latch-connecting__title">{wallet.name}</p> : null}
      {body}
      {links.mobile || links.desktop || links.web ? (
        <ul
          className="latch-links"
          aria-label={t('walletConnect.open', { wallet: wallet?.name ?? '' })}
        >
          {links.mobile ? (
            <li>
              <a
                className="latch-button"
                href={links.mobile}
                onClick={() => chooseApp(wallet?.mobile_link)}
              >
                {t('walletConnect.openApp')}
              </a>
            </li>
          ) : null}
          {links.desktop ? (
            <li>
              <a
                className="latch-button"
                href={links.desktop}
                onClick={() => chooseApp(wallet?.desktop_link)}
              >
                {t('walletConnect.openDesktop')}
              </a>
            </li>
          ) : null}
          {links.web ? (
            <li>
              <a
                className="latch-button"
                href={links.web}
                onClick={() => forgetWalletConnectDeepLink(client)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('walletConnect.openWeb')}
                <ExternalIcon />
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
