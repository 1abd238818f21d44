import type { Connector, Wallet } from '@latch/core'
import { getWalletRegistry } from '@latch/core'
import { useCallback, useMemo, useRef, useState } from 'react'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { Field } from '../form/Field.js'
import { useAsyncResult } from '../useAsyncResult.js'
import { MOBILE_QUERY, useMediaQuery } from '../useMediaQuery.js'
import { usePickWallet } from '../usePickWallet.js'
import { isSameWallet, listedEntry, type WalletEntry, walletGroups } from '../walletEntries.js'
import { useWalletPages } from '../wallets/useWalletPages.js'
import { VirtualWalletGrid } from '../wallets/VirtualWalletGrid.js'

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

// Installed wallets and the site's own first; a registry wallet this browser has is shown
// once, as installed.
function toEntries(
  connectors: readonly Connector[],
  custom: readonly Wallet[],
  wallets: readonly Wallet[],
  mobile: boolean,
): WalletEntry[] {
  const installed = walletGroups({
    connectors,
    recentWalletIds: [],
    featured: [],
    recommended: [],
    custom,
  }).flatMap((group) => group.entries)
  const seen = new Set<string>()
  const listed = wallets
    .filter((wallet) => !mobile || Boolean(wallet.mobile_link))
    .filter((wallet) => !connectors.some((connector) => isSameWallet(wallet, connector)))
    // Pages can overlap when the registry changes while the visitor scrolls.
    .filter((wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)))
    .filter((wallet) => !custom.some((own) => own.id === wallet.id))
    .map((wallet) => listedEntry(wallet))
  return [...installed, ...listed]
}

/**
 * The wallets of this browser first, then the registry's (a page of 40 at a time as the
 * visitor scrolls), in a virtualised grid; on a phone only registry wallets that open by a
 * mobile link. Searching asks the registry (core waits the spec's minimum) and drops a
 * search the visitor has typed past.
 */
export function AllWalletsView() {
  const client = useLatch()
  const connectors = useLatchState((state) => state.connectors, shallowEqual)
  const customWallets = useLatchState((state) => state.customWallets)
  const registry = getWalletRegistry(client)
  const mobile = useMediaQuery(MOBILE_QUERY)
  const pickWallet = usePickWallet()
  const [query, setQuery] = useState('')
  const [searchAttempt, setSearchAttempt] = useState(0)
  const searchRef = useRef<HTMLInputElement>(null)
  const needle = query.trim()

  const pages = useWalletPages(registry)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry asks again for the same search
  const searchLoad = useMemo(
    () =>
      registry && needle ? (signal: AbortSignal) => registry.search(needle, signal) : undefined,
    [registry, needle, searchAttempt],
  )
  const search = useAsyncResult(searchLoad)

  const matches = (name: string) => name.toLowerCase().includes(needle.toLowerCase())
  const matchingConnectors = needle
    ? connectors.filter((connector) => matches(connector.name))
    : connectors
  const registryWallets = needle
    ? search.status === 'success'
      ? search.value.wallets
      : []
    : pages.wallets
  const matchingCustom = needle
    ? customWallets.filter((wallet) => matches(wallet.name))
    : customWallets
  const entries = toEntries(matchingConnectors, matchingCustom, registryWallets, mobile)
  const loadMore = useCallback(() => {
    if (pages.status === 'idle') pages.loadMore()
  }, [pages.status, pages.loadMore])

  const busy = needle ? search.status === 'loading' : pages.status === 'loading'
  const failed = needle
    ? search.status === 'error' && !isAbort(search.error)
    : pages.status === 'error'
  let status: string | undefined
  if (busy) {
    status = needle
      ? t('allWallets.searching')
      : pages.wallets.length
        ? t('allWallets.loadingMore')
        : t('allWallets.loading')
  } else if (!entries.length && !failed) {
    status = needle ? t('allWallets.noMatch', { query }) : t('connect.noWallets')
  }

  return (
    <div className="latch-all-wallets">
      <Field label={t('allWallets.search')}>
        {(control) => (
          <input
            {...control}
            ref={searchRef}
            type="search"
            className="latch-input"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown') return
              const first =
                event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(
                  '.latch-grid button',
                )
              if (!first) return
              event.preventDefault()
              first.focus()
            }}
          />
        )}
      </Field>
      {entries.length ? (
        <VirtualWalletGrid
          entries={entries}
          label={t('view.AllWallets')}
          onSelect={pickWallet}
          onNearEnd={needle ? undefined : loadMore}
          onLeaveTop={() => searchRef.current?.focus()}
        />
      ) : null}
      {status ? (
        <p className="latch-muted latch-status" role="status">
          {status}
        </p>
      ) : null}
      {failed ? (
        <div className="latch-status" role="alert">
          <p className="latch-error">{t('allWallets.error')}</p>
          <button
            type="button"
            className="latch-button"
            onClick={needle ? () => setSearchAttempt((count) => count + 1) : pages.loadMore}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
