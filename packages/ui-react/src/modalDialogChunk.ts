import type { LatchClient } from '@latch/core'
import { useSyncExternalStore } from 'react'

export type ModalDialogModule = typeof import('./modal/ModalDialog.js')

/**
 * Where the dialog's chunk stands in this page: the modal's shell (its frame, the Connect view,
 * their styles and texts); every other view is a chunk of its own, loaded once it shows.
 */
export type ModalDialogChunk =
  | { status: 'idle' | 'loading' | 'failed'; module?: undefined }
  | { status: 'loaded'; module: ModalDialogModule }

let chunk: ModalDialogChunk = { status: 'idle' }
let loading: Promise<ModalDialogModule> | undefined
// Whether anything waits for the load in progress, rather than fetching ahead of need.
let needed = false
const listeners = new Set<() => void>()

function settle(next: ModalDialogChunk) {
  chunk = next
  for (const listener of [...listeners]) listener()
}

function importChunk(): Promise<ModalDialogModule> {
  if (chunk.status === 'loaded') return Promise.resolve(chunk.module)
  if (!loading) {
    loading = import('./modal/ModalDialog.js').then(
      (module) => {
        needed = false
        settle({ status: 'loaded', module })
        return module
      },
      (error: unknown) => {
        loading = undefined
        // A fetch ahead of need that fails is nobody's failure yet: the next load tries again.
        settle({ status: needed ? 'failed' : 'idle' })
        needed = false
        throw error
      },
    )
    settle({ status: 'loading' })
  }
  return loading
}

/**
 * Imports the dialog's chunk, once per page, for a modal about to show: a failure is the
 * chunk's status until the next load tries again. A plain `import()` kept here rather than
 * `React.lazy`: React holds back the content of a Suspense boundary that has shown its
 * fallback for a few hundred milliseconds, which the click that opens the modal would wait for.
 */
export function loadModalDialog(): Promise<ModalDialogModule> {
  needed = true
  return importChunk()
}

/**
 * Imports the dialog's chunk ahead of need, and the parts of the Connect view that `client`'s
 * project shows (email, social login).
 */
export function prefetchModalDialog(client: LatchClient): void {
  importChunk().then(
    (module) => module.preloadConnectMethods(client.getState()),
    () => {},
  )
}

// How long a page that never goes idle keeps the shell waiting, and the wait where the
// browser has no `requestIdleCallback`.
const IDLE_TIMEOUT_MS = 2000
const NO_IDLE_CALLBACK_DELAY_MS = 200

/**
 * `prefetchModalDialog` once the page has loaded and the browser is idle, so that a
 * first click finds the modal's shell here (a fetch at the click costs a round trip). When no
 * adapter has found a wallet by then (a page whose adapters find their wallets on demand, as
 * a Solana site's does), the adapters' discovery too: the modal opened by a first click would
 * otherwise list nothing until its chunks arrive, behind those of core's machines. A page
 * that lists a wallet already (EIP-6963 wallets announce themselves with the page) leaves the
 * rest for the click, and its first bytes without their discovery.
 * Returns the cancel for a page that goes away first.
 */
export function prefetchModalDialogWhenIdle(client: LatchClient): () => void {
  let cancelWait = () => {}
  const prefetch = () => {
    prefetchModalDialog(client)
    // A wallet found in the browser: any but a session (email, WalletConnect) core lists.
    const found = client
      .getState()
      .connectors.some(({ type }) => type !== 'AUTH' && type !== 'WALLET_CONNECT')
    // Nobody waits for it yet: the click's preload tries again after a failure.
    if (!found) client._internal.preloadDiscovery().catch(() => {})
  }
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS })
      cancelWait = () => cancelIdleCallback(handle)
    } else {
      const timer = setTimeout(prefetch, NO_IDLE_CALLBACK_DELAY_MS)
      cancelWait = () => clearTimeout(timer)
    }
  }
  if (document.readyState === 'complete') {
    whenIdle()
    return () => cancelWait()
  }
  window.addEventListener('load', whenIdle, { once: true })
  return () => {
    window.removeEventListener('load', whenIdle)
    cancelWait()
  }
}

/** The visitor has dismissed the chunk's failure: idle until the next load. */
export function forgetModalDialogFailure(): void {
  if (chunk.status === 'failed') settle({ status: 'idle' })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const current = () => chunk

/** The dialog's chunk, re-rendering when it loads or fails. */
export function useModalDialogChunk(): ModalDialogChunk {
  return useSyncExternalStore(subscribe, current, current)
}
