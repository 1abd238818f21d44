import {
  type ConnectMethod,
  getWalletRegistry,
  type LatchState,
  route,
  type SocialProvider,
} from '@latch/core'
import { getConnectMethodOrder, walletsBehindButton } from '@latch/core/internal'
import { type ComponentProps, useId, useMemo, useState } from 'react'
import { countText } from '../../format/localizedDecimal.js'
import { t } from '../../i18n/shellTranslate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import type { LegalCheckbox } from '../connect/LegalCheckbox.js'
import { GridIcon } from '../icons.js'
import { lazyPart, PartLoadError } from '../lazyPart.js'
import { loadModalOpenParts } from '../loadModalOpenParts.js'
import { PartBoundary } from '../PartBoundary.js'
import { useAsyncResult, valueOr } from '../useAsyncResult.js'
import { WalletList } from '../WalletList.js'
import { isInstalled, isListedConnector, type WalletEntry, walletGroups } from '../walletEntries.js'

const noWallets: readonly never[] = []
const noSocials: readonly SocialProvider[] = []

// Email and social login are feature parts (SPEC.md §2): chunks of their own, outside the
// modal's shell, fetched with it for a project that shows them (`preloadConnectMethods`).
const emailConnect = lazyPart(() => import('../connect/EmailConnect.js'), 'EmailConnect')
const socialConnect = lazyPart(() => import('../connect/SocialConnect.js'), 'SocialConnect')
// Only for a site that asks for consent: with what the open modal fetches (`modalOpenParts`).
const legalCheckbox = lazyPart<ComponentProps<typeof LegalCheckbox>, 'LegalCheckbox'>(
  loadModalOpenParts,
  'LegalCheckbox',
)

type LoginsState = Pick<LatchState, 'features' | 'emailLogin' | 'socialLogin'>

/**
 * The logins the Connect view shows besides wallets: those the project enables (remote
 * features), when the client has the embedded wallet (`auth`) that runs them.
 */
function loginsShown({ features, emailLogin, socialLogin }: LoginsState) {
  const socials = (socialLogin.step !== 'unavailable' && features.socials) || noSocials
  return { email: emailLogin.step !== 'unavailable' && features.email, socials }
}

/** Fetches the chunks of the logins the Connect view shows in `state`, ahead of it. */
export function preloadConnectMethods(state: LatchState): void {
  const { email, socials } = loginsShown(state)
  if (email) emailConnect.preload().catch(() => {})
  if (socials.length) socialConnect.preload().catch(() => {})
}

/**
 * The ways to connect in core's connect-method order: email and social login (when the
 * project has them and the embedded wallet is there), and the wallets: recent, installed,
 * featured, the site's own, recommended, then the way to all wallets. Core decides whether
 * the wallets wait behind one button (`walletsBehindButton`) and whether everything waits for
 * the visitor's consent to the site's terms (`state.legal`).
 */
export function ConnectView() {
  const client = useLatch()
  const connectors = useLatchState((state) => state.connectors, shallowEqual)
  const features = useLatchState((state) => state.features)
  const recentWalletIds = useLatchState((state) => state.recentWalletIds)
  const customWallets = useLatchState((state) => state.customWallets)
  const legal = useLatchState((state) => state.legal)
  const legalHintId = useId()
  const walletListId = useId()
  // The visitor's disclosure of the collapsed wallet list: what the view shows, not a fact.
  const [walletsShown, setWalletsShown] = useState(false)
  const registry = getWalletRegistry(client)
  const [pickFailure, setPickFailure] = useState<PartLoadError>()
  // Where a pick leads (`pickWallet.ts`) comes with what the open modal may need at once,
  // which it fetches as it shows (`modalOpenParts`), rather than with the shell.
  const pickWallet = (entry: WalletEntry) => {
    loadModalOpenParts().then(
      (parts) => parts.pickWallet(client, entry),
      (cause: unknown) =>
        setPickFailure(new PartLoadError('the chunk of modalOpenParts could not load', { cause })),
    )
  }
  const featured = useAsyncResult(
    useMemo(() => (registry ? (signal) => registry.featured(signal) : undefined), [registry]),
  )
  const recommended = useAsyncResult(
    useMemo(() => (registry ? (signal) => registry.recommended(signal) : undefined), [registry]),
  )
  const firstPage = useAsyncResult(
    useMemo(() => (registry ? (signal) => registry.page(1, signal) : undefined), [registry]),
  )

  const entries = walletGroups({
    connectors,
    recentWalletIds,
    featured: valueOr(featured, noWallets),
    recommended: valueOr(recommended, noWallets),
    custom: customWallets,
  }).flatMap((group) => group.entries)
  const logins = useLatchState(loginsShown, shallowEqual)
  const behindButton = walletsBehindButton({
    collapseWallets: features.collapseWallets,
    emailShowWallets: features.emailShowWallets,
    email: logins.email,
    socials: logins.socials.length > 0,
  })
  const collapsed = behindButton && !walletsShown
  const order = getConnectMethodOrder({
    order: features.connectMethodsOrder,
    hasVisibleWallets: connectors.some(isInstalled),
    walletsBehindButton: behindButton,
  })
  const registryLoading = featured.status === 'loading' || recommended.status === 'loading'
  const registryFailed = featured.status === 'error' || recommended.status === 'error'
  const walletCount = registry
    ? firstPage.status === 'success'
      ? firstPage.value.count
      : undefined
    : connectors.filter(isListedConnector).length

  const section = (method: ConnectMethod) => {
    switch (method) {
      case 'email':
        return logins.email ? (
          <PartBoundary key="email" retry={emailConnect.preload}>
            <emailConnect.Part />
          </PartBoundary>
        ) : null
      case 'social':
        return logins.socials.length ? (
          <PartBoundary key="social" retry={socialConnect.preload}>
            <socialConnect.Part providers={logins.socials} />
          </PartBoundary>
        ) : null
      case 'wallet':
        if (collapsed) {
          return (
            <button
              key="wallet"
              type="button"
              className="latch-wallet latch-wallet--all"
              aria-expanded="false"
              aria-controls={walletListId}
              onClick={() => setWalletsShown(true)}
            >
              <span className="latch-wallet-icon latch-wallet-icon--grid">
                <GridIcon />
              </span>
              <span className="latch-wallet__name">{t('connect.continueWithWallet')}</span>
            </button>
          )
        }
        return (
          <div key="wallet" id={walletListId} className="latch-connect__wallets">
            {entries.length || registryLoading ? null : (
              <p className="latch-muted">{t('connect.noWallets')}</p>
            )}
            <WalletList entries={entries} label={t('connect.walletsLabel')} onSelect={pickWallet}>
              {features.allWallets ? (
                <li>
                  <button
                    type="button"
                    className="latch-wallet latch-wallet--all"
                    onClick={() => route(client, { type: 'router.push', view: 'AllWallets' })}
                  >
                    <span className="latch-wallet-icon latch-wallet-icon--grid">
                      <GridIcon />
                    </span>
                    <span className="latch-wallet__name">{t('connect.allWallets')}</span>
                    {walletCount === undefined ? null : (
                      <span className="latch-tag">{countText(walletCount)}</span>
                    )}
                  </button>
                </li>
              ) : null}
            </WalletList>
            {registryLoading ? (
              <p className="latch-muted" role="status">
                {t('connect.loadingWallets')}
              </p>
            ) : null}
            {registryFailed ? <p className="latch-muted">{t('connect.registryFailed')}</p> : null}
          </div>
        )
    }
  }
  // Thrown to the view's boundary (see `ModalView`), which says so and tries again.
  if (pickFailure) throw pickFailure
  return (
    <div className="latch-connect">
      {/* A disabled fieldset disables every control of the logins and wallets at once, and
          says why through the hint it points to. */}
      <fieldset
        className="latch-fieldset latch-connect__methods"
        disabled={legal.connectBlocked}
        aria-describedby={legal.checkbox ? legalHintId : undefined}
      >
        {order.map(section)}
      </fieldset>
      {legal.checkbox ? (
        <PartBoundary retry={legalCheckbox.preload}>
          <legalCheckbox.Part
            hintId={legalHintId}
            texts={{
              sentence: t('connect.legal', { terms: '{terms}', privacy: '{privacy}' }),
              terms: t('connect.legalTerms'),
              privacy: t('connect.legalPrivacy'),
              required: t('connect.legalRequired'),
            }}
          />
        </PartBoundary>
      ) : null}
      {features.branding ? (
        // Latch has no public home page yet to link: the footer names it.
        <p className="latch-muted latch-branding">{t('connect.branding')}</p>
      ) : null}
    </div>
  )
}
