import type { Nft, TokenBalance } from '@latch/core'
import { type KeyboardEvent, Suspense, useId, useRef, useState } from 'react'
import { t } from '../i18n/translate.js'
import { useLatchState } from '../useLatchState.js'
import { lazyNamed } from './lazyNamed.js'
import { TokensPanel } from './TokensPanel.js'
import type { AsyncResult } from './useAsyncResult.js'

// Activity is a feature part of its own (SPEC.md §2), loaded when its tab is first shown, and
// so are NFTs and sessions (one chunk: `accountListPanels`).
const ActivityPanel = lazyNamed(() => import('./ActivityPanel.js'), 'ActivityPanel')
const NftsPanel = lazyNamed(() => import('./accountListPanels.js'), 'NftsPanel')
const SessionsPanel = lazyNamed(() => import('./accountListPanels.js'), 'SessionsPanel')

type Tab = 'tokens' | 'nfts' | 'activity' | 'sessions'

export type AccountTabsProps = {
  address: string
  chainId: string | undefined
  balances: AsyncResult<TokenBalance[]>
  /** The visitor chose to send an NFT of the NFTs tab. */
  onSendNft: (nft: Nft) => void
}

/**
 * Tokens, NFTs, Activity and Sessions (when the project has them) as a tablist: arrow keys, Home and End
 * move between tabs and select them; only the selected tab is in the Tab order.
 */
export function AccountTabs({ address, chainId, balances, onSendNft }: AccountTabsProps) {
  const activity = useLatchState((state) => state.features.activity)
  const smartSessions = useLatchState((state) => state.features.smartSessions)
  const tabs: Tab[] = [
    'tokens',
    'nfts',
    ...(activity ? (['activity'] as const) : []),
    ...(smartSessions ? (['sessions'] as const) : []),
  ]
  const [selected, setSelected] = useState<Tab>('tokens')
  const current = tabs.includes(selected) ? selected : 'tokens'
  const id = useId()
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>())

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current)
    const next = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs.at(-1),
    }[event.key]
    if (!next) return
    event.preventDefault()
    setSelected(next)
    tabRefs.current.get(next)?.focus()
  }

  return (
    <div className="latch-tabs">
      <div role="tablist" aria-label={t('account.tabs')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element)
              else tabRefs.current.delete(tab)
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={tab === current}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className="latch-tab"
            onClick={() => setSelected(tab)}
          >
            {t(`tab.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${current}-panel`}
        aria-labelledby={`${id}-${current}`}
        className="latch-tabpanel"
      >
        {current === 'tokens' ? <TokensPanel balances={balances} /> : null}
        {current === 'nfts' ? (
          <Suspense fallback={<p role="status">{t('nfts.loading')}</p>}>
            <NftsPanel address={address} chainId={chainId} onSend={onSendNft} />
          </Suspense>
        ) : null}
        {current === 'activity' ? (
          <Suspense fallback={<p role="status">{t('activity.loading')}</p>}>
            <ActivityPanel address={address} chainId={chainId} />
          </Suspense>
        ) : null}
        {current === 'sessions' ? (
          <Suspense fallback={<p role="status">{t('sessions.loading')}</p>}>
            <SessionsPanel
              address={address}
              tokens={balances.status === 'success' ? balances.value : []}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
