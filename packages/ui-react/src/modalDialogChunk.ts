import { useSyncExternalStore } from 'react'

export type ModalDialogModule = typeof import('./modal/ModalDialog.js')

/** Where the dialog's chunk (the dialog, its views, styles and texts) stands in this page. */
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

/** Imports the dialog's chunk ahead of need (the pointer is on its way to the button). */
export function prefetchModalDialog(): void {
  importChunk().catch(() => {})
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
