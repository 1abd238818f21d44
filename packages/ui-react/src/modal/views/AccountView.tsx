import {
  type AccountType,
  disconnect,
  editSend,
  getAccountData,
  nftSendToken,
  offeredWalletFeatures,
  offersNames,
  route,
  setPreferredAccountType,
  showSnackbar,
  startBuy,
  startSend,
  type TokenBalance,
  truncateAddress,
  type WalletFeature,
} from '@latch/core'
import { AUTH_CONNECTOR_ID } from '@latch/core/constants'
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { balanceText } from '../../format/localeAmounts.js'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useAccount } from '../../useAccount.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { AccountTabs } from '../AccountTabs.js'
import { AccountHeader } from '../account/AccountHeader.js'
import { NetworksPart } from '../account/NetworksPart.js'
import { lazyNamed } from '../lazyNamed.js'
import { PartLoading } from '../PartLoading.js'
import { useAsyncResult } from '../useAsyncResult.js'
import { useChromeOverride } from '../useChromeOverride.js'
import { BuyIcon, ChevronIcon, ReceiveIcon, SendIcon, SwapIcon } from '../viewIcons.js'

// Each part of the account is its own chunk, loaded when the visitor opens it (SPEC.md §2).
const SendPart = lazyNamed(() => import('../account/SendPart.js'), 'SendPart')
const ReceivePart = lazyNamed(() => import('../account/ReceivePart.js'), 'ReceivePart')
const BuyPart = lazyNamed(() => import('../account/BuyPart.js'), 'BuyPart')

/** The Bitcoin account types a visitor chooses between, in the order shown. */
// The accounts a visitor can pick between, each pair where the wallet reports both: Bitcoin's
// payment and ordinals addresses (which one is shown), the embedded wallet's smart account and
// the key that owns it (which one signs; SPEC.md §4 "Smart account switching").
const accountChoices = [
  ['payment', 'ordinal'],
  ['smartAccount', 'eoa'],
] as const

type LinkLabel = 'account.getName' | 'account.updateEmail' | 'account.wallets'

/**
 * The parts shown inside the Account view: the wallet features (swaps have a router view of
 * their own) and the list of networks.
 */
type Part = Exclude<WalletFeature, 'swaps'> | 'networks'

function partTitle(part: Part): string {
  return part === 'networks' ? t('account.networks') : t(`feature.${part}`)
}

const featureIcons: Record<WalletFeature, () => ReactNode> = {
  onramp: BuyIcon,
  swaps: SwapIcon,
  receive: ReceiveIcon,
  send: SendIcon,
}

function nativeBalanceText(balances: readonly TokenBalance[]): string {
  const native = balances.find((balance) => balance.address === undefined)
  return native ? balanceText(native.quantity.numeric, native.symbol) : t('account.noBalance')
}

/** A part takes focus when it opens, so that keyboard and screen-reader users land in it. */
function PartFrame({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <section ref={ref} tabIndex={-1} aria-label={label} className="latch-part">
      <Suspense fallback={<PartLoading />}>{children}</Suspense>
    </section>
  )
}

/**
 * The connected account: avatar, name, address, network (which lists the site's networks to switch
 * to), balance, the wallet features (buy, swap, receive, send) and the tabs. The networks and
 * a feature open inside the view and take over the header's title and Back, which returns
 * here.
 */
export function AccountView() {
  const client = useLatch()
  const { address, namespace, connection } = useAccount()
  const connectedCount = useLatchState(
    (state) =>
      Object.values(state.connections).filter((entry) => entry?.status === 'connected').length,
  )
  const network = useLatchState((state) => state.activeNetwork)
  const features = useLatchState((state) => state.features)
  const capabilities = useLatchState((state) => state.capabilities)
  // The last transfer of this namespace: each namespace keeps its own.
  const lastTransfer = useLatchState((state) =>
    namespace ? state.send.transfers[namespace] : undefined,
  )
  // A delivered buy changed the balances too.
  const bought = useLatchState((state) =>
    state.buy.status === 'completed' ? state.buy.order?.orderId : undefined,
  )
  // And a swap on chain.
  const swapped = useLatchState((state) => state.swap.lastSwap?.hash)
  const loginEmail = useLatchState((state) => state.emailLogin.email)
  // The namespace's connection says whether a disconnect waits for the wallet, or failed.
  const disconnecting = useLatchState((state) =>
    namespace ? (state.connections[namespace]?.disconnecting ?? false) : false,
  )
  const disconnectError = useLatchState((state) => {
    const entry = namespace ? state.connections[namespace] : undefined
    return entry?.status === 'connected' ? entry.error : undefined
  })
  const [part, setPart] = useState<Part | undefined>(undefined)
  const opener = useRef<Part | undefined>(undefined)
  // The buttons that open each part, to return focus to when the part closes.
  const openers = useRef(new Map<Part, HTMLButtonElement>())
  const accountData = getAccountData(client)
  const chainId = network?.caipNetworkId
  // A transfer sent, then on chain (a new `lastTransfer` each time), a delivered buy or a swap
  // changed the balances.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lastTransfer, bought and swapped are the reload triggers
  const loadBalances = useMemo(
    () =>
      accountData && address && chainId
        ? () => accountData.getTokenBalances(address, chainId)
        : undefined,
    [accountData, address, chainId, lastTransfer, bought, swapped],
  )
  // Reloads of the same account on the same chain keep the balances shown until the new ones
  // arrive: the balance does not blink to "—" after a send.
  const balances = useAsyncResult(loadBalances, `${chainId}/${address}`)
  const closePart = useCallback(() => setPart(undefined), [])
  useChromeOverride(part ? { title: partTitle(part), onBack: closePart } : undefined)

  // Back from a part returns focus to the button that opened it.
  useEffect(() => {
    if (part || !opener.current) return
    openers.current.get(opener.current)?.focus()
    opener.current = undefined
  }, [part])

  if (!address) {
    return (
      <div className="latch-panel">
        <p className="latch-muted">{t('account.notConnected')}</p>
        <button
          type="button"
          className="latch-button latch-button--primary"
          onClick={() => route(client, { type: 'router.reset', view: 'Connect' })}
        >
          {t('button.connect')}
        </button>
      </div>
    )
  }

  if (part) {
    return (
      <PartFrame label={partTitle(part)}>
        {part === 'networks' ? (
          <NetworksPart onDone={closePart} />
        ) : part === 'send' ? (
          <SendPart onDone={closePart} />
        ) : part === 'receive' ? (
          <ReceivePart address={address} />
        ) : (
          <BuyPart />
        )}
      </PartFrame>
    )
  }

  // The failure shows on the account (`disconnectError`); nobody else waits for it.
  const disconnectAccount = () => disconnect(client).catch(() => {})
  const openPart = (next: Part) => {
    opener.current = next
    setPart(next)
  }
  const openFeature = (feature: WalletFeature) => {
    if (feature === 'swaps') {
      route(client, { type: 'router.push', view: 'Swap', data: {} })
      return
    }
    // A new, empty form for this account.
    if (feature === 'send') void startSend(client, namespace ? { namespace } : {})
    if (feature === 'onramp') {
      void startBuy(client, {
        ...(namespace ? { namespace } : {}),
        provider: (features.onramp || [])[0],
      })
    }
    openPart(feature)
  }
  const rememberOpener = (opened: Part) => (element: HTMLButtonElement | null) => {
    if (element) openers.current.set(opened, element)
    else openers.current.delete(opened)
  }
  const accountTypes = connection?.accounts.map((account) => account.type) ?? []
  const accountChoice = accountChoices.find((choice) =>
    choice.every((type) => accountTypes.includes(type)),
  )
  const shownType = accountTypes[0]
  const chooseAccountType = (chosen: AccountType) => {
    if (!namespace || chosen === shownType) return
    setPreferredAccountType(client, { namespace, type: chosen }).catch((error: unknown) =>
      showSnackbar(client, {
        message: error instanceof Error ? errorText(error) : String(error),
        variant: 'error',
      }),
    )
  }
  // Until the balances load, the native balance a page read within 30 s (SPEC.md §9).
  const cached = chainId ? accountData?.cachedBalance(address, chainId) : undefined
  const balanceShown =
    balances.status === 'success'
      ? nativeBalanceText(balances.value)
      : cached
        ? balanceText(cached.balance, cached.symbol)
        : t('account.noBalance')
  const available = offeredWalletFeatures(features, namespace, capabilities)
  // Other views about this account, where they apply: a name (eip155, with the blockchain
  // service, which registers names),
  // the email of an embedded wallet logged in with one, the connections of every namespace.
  const links: {
    view: 'RegisterAccount' | 'UpdateEmailWallet' | 'ProfileWallets'
    label: LinkLabel
  }[] = []
  if (offersNames(namespace) && getAccountData(client)) {
    links.push({ view: 'RegisterAccount', label: 'account.getName' })
  }
  if (connection?.connectorId === AUTH_CONNECTOR_ID && loginEmail) {
    links.push({ view: 'UpdateEmailWallet', label: 'account.updateEmail' })
  }
  if (features.multiWallet || connectedCount > 1) {
    links.push({ view: 'ProfileWallets', label: 'account.wallets' })
  }

  return (
    <div className="latch-account">
      <AccountHeader address={address} />
      {namespace && accountChoice ? (
        <fieldset className="latch-segmented">
          <legend className="latch-visually-hidden">
            {t(accountChoice[0] === 'payment' ? 'account.accountType' : 'account.signingAccount')}
          </legend>
          {accountChoice.map((type) => (
            <button
              key={type}
              type="button"
              className="latch-segmented__option"
              aria-pressed={shownType === type}
              onClick={() => chooseAccountType(type)}
            >
              {t(`account.accountType.${type}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <dl className="latch-facts">
        <dt>{t('account.network')}</dt>
        <dd>
          <button
            ref={rememberOpener('networks')}
            type="button"
            className="latch-fact-button"
            aria-label={t('account.networkButton', {
              network: network?.name ?? t('account.noBalance'),
            })}
            onClick={() => openPart('networks')}
          >
            {network?.name ?? t('account.noBalance')}
            <ChevronIcon />
          </button>
        </dd>
        <dt>{t('account.balance')}</dt>
        <dd data-testid="latch-native-balance">
          {/* Isolated: an amount reads left to right in a right-to-left language too. */}
          <bdi>{balanceShown}</bdi>
        </dd>
        {lastTransfer ? (
          <>
            <dt>{t('account.lastTransfer')}</dt>
            <dd data-testid="latch-last-transfer" title={lastTransfer.hash}>
              {truncateAddress(lastTransfer.hash)}
            </dd>
          </>
        ) : null}
      </dl>
      {available.length ? (
        <ul className="latch-features" aria-label={t('account.features')}>
          {available.map((feature) => {
            const Icon = featureIcons[feature]
            return (
              <li key={feature}>
                <button
                  ref={feature === 'swaps' ? undefined : rememberOpener(feature)}
                  type="button"
                  className="latch-feature"
                  onClick={() => openFeature(feature)}
                >
                  <Icon />
                  <span>{t(`feature.${feature}`)}</span>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      {links.length ? (
        <ul className="latch-wallet-list latch-account__links" aria-label={t('account.more')}>
          {links.map(({ view, label }) => (
            <li key={view}>
              <button
                type="button"
                className="latch-wallet"
                onClick={() => route(client, { type: 'router.push', view })}
              >
                <span className="latch-wallet__name">{t(label)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="latch-button"
        disabled={disconnecting}
        onClick={() => void disconnectAccount()}
      >
        {disconnecting ? t('account.disconnecting') : t('account.disconnect')}
      </button>
      {disconnectError ? (
        <p className="latch-error" role="alert">
          {errorText(disconnectError)}
        </p>
      ) : null}
      <AccountTabs
        address={address}
        chainId={chainId}
        balances={balances}
        onSendNft={(nft) => {
          // A new send form with the NFT, sent whole.
          void startSend(client, namespace ? { namespace } : {}).then(() =>
            editSend(client, { token: nftSendToken(nft), amount: '1' }),
          )
          openPart('send')
        }}
      />
    </div>
  )
}
