import { InternalError } from '../errors/internal.js'

export type LatchRuntimeModule = typeof import('./latchRuntime.js')

// One import per JS realm: every client after the first creates its machines at once.
let loaded: LatchRuntimeModule | undefined
let loading: Promise<LatchRuntimeModule> | undefined

/** The runtime module when this realm has imported it already, else `undefined`. */
export function loadedLatchRuntime(): LatchRuntimeModule | undefined {
  return loaded
}

/**
 * Imports the runtime module (the machines and XState) once; a failed import is forgotten, so
 * the next call tries again. Rejects with "Latch could not load its state machines".
 */
export function loadLatchRuntime(): Promise<LatchRuntimeModule> {
  loading ??= import('./latchRuntime.js').then(
    (module) => {
      loaded = module
      return module
    },
    (cause: unknown) => {
      loading = undefined
      throw new InternalError('RUNTIME_LOAD_FAILED', {
        cause,
        values: { reason: cause instanceof Error ? cause.message : String(cause) },
      })
    },
  )
  return loading
}

/**
 * Loads the machines before any client needs them: every `createLatch` afterwards starts its
 * machines synchronously (`actors` usable at once, no loading gap). For tests, server-side
 * scripts and pages that prefer to load everything up front.
 *
 * @example
 * await preloadLatchRuntime()
 * const latch = createLatch(config)
 * latch.actors.router.send({ type: 'router.push', view: 'AllWallets' })
 */
export async function preloadLatchRuntime(): Promise<void> {
  await loadLatchRuntime()
}
