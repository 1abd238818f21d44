import { lazyModule } from './lazyModule.js'

export type LatchRuntimeModule = typeof import('./latchRuntime.js')
export type LatchAuthModule = typeof import('./latchAuth.js')

// One import per JS realm: every client after the first creates its machines at once.
const runtime = lazyModule(() => import('./latchRuntime.js'))

/** The runtime module when this realm has imported it already, else `undefined`. */
export const loadedLatchRuntime: () => LatchRuntimeModule | undefined = runtime.loaded

/**
 * Imports the runtime module (the machines and XState) once; a failed import is forgotten, so
 * the next call tries again. Rejects with "Latch could not load its state machines".
 */
export const loadLatchRuntime: () => Promise<LatchRuntimeModule> = runtime.load

/**
 * The embedded wallet's module (`auth`), imported once per realm like the machines: only a
 * client with `auth` loads it, as soon as it is created (see `latchAuthLoader.ts`).
 */
export const latchAuthModule = lazyModule(() => import('./latchAuth.js'))

/**
 * Loads the machines (and the embedded wallet's code) before any client needs them: every
 * `createLatch` afterwards starts its machines synchronously (`actors` usable at once, no
 * loading gap). For tests, server-side scripts and pages that prefer to load everything up
 * front.
 *
 * @example
 * await preloadLatchRuntime()
 * const latch = createLatch(config)
 * getActors(latch).router.send({ type: 'router.push', view: 'AllWallets' })
 */
export async function preloadLatchRuntime(): Promise<void> {
  await Promise.all([runtime.load(), latchAuthModule.load()])
}
