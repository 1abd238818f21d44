import { InternalError } from '../errors/internal.js'

/** A module of Latch's own code that a page loads with `import()` when it needs it. */
export type LazyModule<Module> = {
  /** The module when this realm has imported it already, else `undefined`. */
  loaded(): Module | undefined
  /**
   * Imports the module once; a failed import is forgotten, so the next call tries again.
   * Rejects with "Latch could not load its state machines: …".
   */
  load(): Promise<Module>
}

/**
 * One import per JS realm of `importModule`: every client after the first that needs the
 * module uses it synchronously.
 *
 * @example
 * const runtime = lazyModule(() => import('./latchRuntime.js'))
 * const module = runtime.loaded() ?? (await runtime.load())
 */
export function lazyModule<Module>(importModule: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | undefined
  let loading: Promise<Module> | undefined
  return {
    loaded: () => loaded,
    load() {
      loading ??= importModule().then(
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
    },
  }
}
