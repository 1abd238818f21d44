// What a Latch client is: the object `createLatch` returns. Everything else a page does with
// it (connect, switch networks, send, log in...) is a free action of `src/actions/`, so that
// a page carries the code of the actions it uses only.
import type { ActorRefFrom } from 'xstate'
import type { latchMachine } from '../machines/latch.js'
import type { ModalOpenOptions } from '../machines/modal.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { LatchAuthLoader } from './latchAuthLoader.js'
import type { LatchRuntime } from './latchRuntime.js'
import type { LatchServices } from './latchServices.js'
import type { LatchState } from './latchState.js'

/** The running root machine of a client (see {@link LatchClient.actor}). */
export type LatchActor = ActorRefFrom<typeof latchMachine>

export type LatchClient = {
  /**
   * Opens the modal by the rules of SPEC.md §2 "Opening the modal". Called before the machines
   * run, the state shows the modal open at once (unless the rules start a network switch), and
   * the machines start loading once the page has painted it.
   */
  open(options?: ModalOpenOptions): void
  close(): void
  getState(): LatchState
  /**
   * The state a server renders this page in, from what the request tells of the visitor:
   * without `cookie`, `getState` before the visitor's storage is read (no connection being
   * restored, the configured network, no recent wallet); with the request's `Cookie` header
   * and {@link cookieStorage}, the visitor's network and the connection being restored, as
   * the page's own first `getState` has them. A UI that hydrates server-rendered HTML renders
   * it first (React's server snapshot), so that its first render is the server's. It reads
   * nothing of `window`, `document` or storage, so a server can call it for each request.
   */
  getServerState(cookie?: string | null): LatchState
  /**
   * Calls `listener` when the selected part of the state changes (compared with
   * `isEqual`, `Object.is` by default). Returns the unsubscribe function.
   */
  subscribe<Selected>(
    selector: (state: LatchState) => Selected,
    listener: (selected: Selected, previous: Selected) => void,
    isEqual?: (a: Selected, b: Selected) => boolean,
  ): () => void
  /**
   * The running root machine, for inspection and for custom UIs that read its children
   * (`latch.actor.system.get('router')`, or typed with `getActors(latch)`). The machines load
   * with `import()` (see {@link LatchClient.preload}): reading `actor` before they run throws
   * "Latch is still loading: await latch.preload() before using actors".
   *
   * @example
   * await latch.preload()
   * latch.actor.subscribe((snapshot) => console.log(snapshot.value))
   */
  readonly actor: LatchActor
  /**
   * Loads and starts the machines now rather than on the first call that needs them (a UI
   * calls it when the pointer enters or focus reaches its connect button), and has the
   * adapters load their wallet code: some find their wallets only then, so a page that lists
   * the wallets itself calls it when it shows its list. Idempotent;
   * resolves once the machines run; rejects with "Latch could not load its state machines"
   * when their code cannot load (a later call tries again).
   */
  preload(): Promise<void>
  /** Resolves once the project's remote configuration has loaded (or failed to). */
  readonly ready: Promise<void>
  /** Stops every machine and listener. */
  destroy(): void
  /**
   * What Latch's own actions and UI packages use to reach the machines and services. Not a
   * public API: it changes without notice; use the actions of `@latch/core` instead.
   *
   * @internal
   */
  readonly _internal: LatchInternal
}

/** See {@link LatchClient._internal}. */
export type LatchInternal = {
  /**
   * Runs `use` on the running machines: at once when they run, else once they have loaded,
   * in call order (rejects with "Latch could not load its state machines" when they cannot).
   */
  run<T>(use: (runtime: LatchRuntime) => T | Promise<T>): Promise<T>
  /** As `run`, for a call nobody awaits: a failed load shows as the alert. */
  command(use: (runtime: LatchRuntime) => void): void
  /** The running machines, or `undefined` before they run. */
  runtime(): LatchRuntime | undefined
  services: LatchServices
  /** The values persisted in the browser (SPEC.md §3). */
  storage: LatchStorage
  /** The embedded wallet (`config.auth`), or `undefined` without it. */
  auth: LatchAuthLoader | undefined
  /**
   * Has the adapters that find their wallets on demand (through code of their own, such as
   * the Wallet Standard's registry) find them now, without the machines or any wallet code:
   * the modal calls it once the page is idle, so that a first click lists those wallets at
   * once rather than after that code's requests. Idempotent; rejects when an adapter's
   * discovery cannot load (a later call, or `preload()`, tries again).
   */
  preloadDiscovery(): Promise<void>
  dismissAlert(): void
  /** Records whether the visitor accepted the site's terms (`acceptLegalTerms`). */
  acceptLegalTerms(accepted: boolean): void
}
