import type { Wallet, WalletRegistry } from '@latch/core'
import { useCallback, useEffect, useRef, useState } from 'react'

export type WalletPages = {
  wallets: readonly Wallet[]
  /** How many the registry has in all; `undefined` before the first page. */
  count: number | undefined
  status: 'idle' | 'loading' | 'error'
  error: unknown
  /** Loads the next page, unless one is loading or all are in. */
  loadMore: () => void
}

type PagesState = Omit<WalletPages, 'loadMore'> & { loadedPages: number }

const initial: PagesState = {
  wallets: [],
  count: undefined,
  status: 'idle',
  error: undefined,
  loadedPages: 0,
}

/**
 * The registry's wallets, page by page as the visitor scrolls; the first page on mount. A
 * failed page can be asked for again with `loadMore`. Unmounting aborts the page in flight.
 */
export function useWalletPages(registry: WalletRegistry | undefined): WalletPages {
  const [state, setState] = useState<PagesState>(initial)
  const inFlight = useRef<AbortController | undefined>(undefined)
  const stateRef = useRef(state)
  stateRef.current = state

  const loadMore = useCallback(() => {
    if (!registry || inFlight.current) return
    const { loadedPages, count, wallets } = stateRef.current
    if (count !== undefined && wallets.length >= count) return
    const controller = new AbortController()
    inFlight.current = controller
    setState((current) => ({ ...current, status: 'loading', error: undefined }))
    registry.page(loadedPages + 1, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return
        inFlight.current = undefined
        setState((current) => ({
          wallets: [...current.wallets, ...page.wallets],
          count: page.count,
          status: 'idle',
          error: undefined,
          // An empty page means the registry has no more, whatever its count said.
          loadedPages: current.loadedPages + 1,
          ...(page.wallets.length ? {} : { count: current.wallets.length }),
        }))
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        inFlight.current = undefined
        setState((current) => ({ ...current, status: 'error', error }))
      },
    )
  }, [registry])

  useEffect(() => {
    loadMore()
    return () => {
      inFlight.current?.abort()
      inFlight.current = undefined
    }
  }, [loadMore])

  const { loadedPages: _loadedPages, ...pages } = state
  return { ...pages, loadMore }
}
