import type { ChainAdapter } from '../adapters/chainAdapter.js'
import type { AuthThemePayload } from '../auth/authConnector.js'
import { createAuthProvider, type LazyAuthProvider } from '../auth/authProvider.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { InternalError } from '../errors/internal.js'
import type { LatchAuth, LatchAuthParameters } from './latchAuth.js'
import { type LatchAuthModule, latchAuthModule } from './loadLatchRuntime.js'

export type LatchAuthLoaderParameters = Omit<LatchAuthParameters, 'providers' | 'theme'>

/** A client's embedded wallet as the page holds it while its code loads. */
export type LatchAuthLoader = {
  /** The embedded wallet, once its code has loaded. */
  loaded(): LatchAuth | undefined
  /**
   * The embedded wallet, once its code has loaded (at once when it has); rejects with "Latch
   * could not load its state machines: …" when it cannot (a later call tries again).
   */
  load(): Promise<LatchAuth>
  /** Tells the frame the modal's theme: now when it runs, else with its first request. */
  syncTheme(theme: AuthThemePayload): void
  /** Shows the loaded frame over ApproveTransaction's area (see `LatchAuth.showFrame`). */
  showFrame: LatchAuth['showFrame']
  /** Hides the frame again. */
  hideFrame(): void
  /** Moves the keyboard focus into the shown frame. */
  focusFrame(): void
  /** Removes the AUTH connectors, the popup and the frame. */
  destroy(): void
}

/**
 * Sets up the embedded wallet when the site configures `auth` and an adapter can take it: an
 * auth provider per such namespace (eip155, solana...), given to its adapter as the AUTH
 * connector at once, and the rest of the embedded wallet's code (`latchAuth.ts`) imported
 * right away, so that a page without `auth` never loads it and one with `auth` has it by the
 * time the visitor clicks a social login (whose popup must open in the click). Nothing of the
 * frame loads here: the providers' first request does.
 *
 * @example
 * const auth = createLatchAuthLoader({ config, storage, showAlert, checkOrigin, network })
 * auth?.loaded()?.popup.open()
 */
export function createLatchAuthLoader(
  parameters: LatchAuthLoaderParameters,
): LatchAuthLoader | undefined {
  const { config } = parameters
  const adapters = (config.adapters ?? []).filter(
    (adapter): adapter is ChainAdapter & Required<Pick<ChainAdapter, 'addAuthProvider'>> =>
      adapter.addAuthProvider !== undefined,
  )
  if (!config.auth || adapters.length === 0) return undefined

  const providers = new Map<ChainNamespace, LazyAuthProvider>()
  let auth: LatchAuth | undefined
  let loading: Promise<LatchAuth> | undefined
  let theme: AuthThemePayload | undefined
  let destroyed = false

  function create({ createLatchAuth }: LatchAuthModule): LatchAuth {
    if (destroyed) throw new InternalError('CLIENT_DESTROYED')
    auth ??= createLatchAuth({ ...parameters, providers, theme: () => theme })
    return auth
  }
  function load(): Promise<LatchAuth> {
    loading ??= latchAuthModule.load().then(create, (error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }

  const removals = adapters.map((adapter) => {
    const { namespace } = adapter
    const provider = createAuthProvider(namespace, async () =>
      (await (await load()).session()).provider(namespace),
    )
    providers.set(namespace, provider)
    return adapter.addAuthProvider(provider)
  })
  const module = latchAuthModule.loaded()
  if (module) create(module)
  // Nobody waits for this load: a call that needs the code loads it again if it failed.
  else load().catch(() => {})

  return {
    loaded: () => auth,
    load,
    syncTheme(next) {
      theme = next
      auth?.syncTheme(next)
    },
    // Only a loaded frame can be waiting on a request, so there is nothing to show before.
    showFrame: (rect, options) => auth?.showFrame(rect, options),
    hideFrame: () => auth?.hideFrame(),
    focusFrame: () => auth?.focusFrame(),
    destroy() {
      destroyed = true
      for (const remove of removals) remove()
      auth?.destroy()
    },
  }
}
