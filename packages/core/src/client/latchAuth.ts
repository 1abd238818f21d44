import type { ChainAdapter } from '../adapters/chainAdapter.js'
import { type AuthWindow, DEFAULT_SECURE_FRAME_URL, secureFrameUrl } from '../auth/authConfig.js'
import type { AuthThemePayload } from '../auth/authConnector.js'
import { createAuthProvider, type LazyAuthProvider } from '../auth/authProvider.js'
import type { AuthSession, AuthSessionParameters } from '../auth/authSession.js'
import type { SecureFrameRect, SecureFrameShowOptions } from '../auth/secureFrameHost.js'
import { createSocialPopup, type SocialPopup } from '../auth/socialPopup.js'
import type { ApproveWalletRequest } from '../auth/walletRequestApproval.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { AlertCode } from '../errors/alerts.js'
import { InternalError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { LatchConfig } from './latchConfig.js'
import { LATCH_SDK_TYPE, LATCH_SDK_VERSION } from './latchServices.js'

export type LatchAuthParameters = {
  config: LatchConfig
  storage: LatchStorage
  showAlert: (code: AlertCode) => void
  /** Whether a page origin may use email and social login (SPEC.md §5). */
  checkOrigin: (origin: string) => Promise<boolean>
  /** The network the frame starts on. */
  network: CaipNetwork | undefined
  /** Takes the embedded wallet's signing requests through ApproveTransaction. */
  approve?: ApproveWalletRequest | undefined
}

/** A client's embedded wallet: its AUTH connectors, the frame loaded on demand, the popup. */
export type LatchAuth = {
  /** The namespaces whose adapter offers the AUTH connector, in adapter order. */
  namespaces: readonly ChainNamespace[]
  /**
   * Loads the secure frame's code and creates the session once; the frame itself loads on the
   * session's first request.
   */
  session(): Promise<AuthSession>
  popup: SocialPopup
  /** Whether this page's origin may use email and social login (SPEC.md §5). */
  checkOrigin(): Promise<boolean>
  /** Tells the frame the modal's theme: now when it runs, else once it has loaded. */
  syncTheme(theme: AuthThemePayload): void
  /**
   * Reloads the auth connector (SPEC.md §2 "Back", leaving ConnectingFarcaster): the frame, when
   * it has loaded, drops the login it was waiting for. Nothing loads for it otherwise.
   */
  reload(): void
  /**
   * Shows the secure frame over `rect` (ApproveTransaction's area), where it draws the
   * approval card of a signing request; nothing before the frame has loaded.
   */
  showFrame(rect: SecureFrameRect, options?: SecureFrameShowOptions): void
  /** Hides the secure frame again. */
  hideFrame(): void
  /** Moves the keyboard focus into the shown frame. */
  focusFrame(): void
  /** Removes the AUTH connectors and the frame. */
  destroy(): void
}

/**
 * Sets up the embedded wallet when the site configures `auth` and an adapter can take it: an
 * auth provider per such namespace (eip155, solana...), given to its adapter as the AUTH
 * connector. Nothing of
 * the frame loads here: the providers' first request (a login, or an auth session restored on
 * reload) imports the session module, which inserts the frame.
 */
export function createLatchAuth({
  config,
  storage,
  showAlert,
  checkOrigin,
  network,
  approve,
}: LatchAuthParameters): LatchAuth | undefined {
  const options = config.auth
  const adapters = (config.adapters ?? []).filter(
    (adapter): adapter is ChainAdapter & Required<Pick<ChainAdapter, 'addAuthProvider'>> =>
      adapter.addAuthProvider !== undefined,
  )
  if (!options || adapters.length === 0) return undefined

  const url = secureFrameUrl({
    frameUrl: options.frameUrl ?? DEFAULT_SECURE_FRAME_URL,
    projectId: config.projectId,
    network,
    version: LATCH_SDK_VERSION,
    enableLogger: options.enableLogger ?? false,
  })
  const page = options.window ?? (globalThis as unknown as AuthWindow)
  const listen: AuthSessionParameters['listen'] = (handler) => {
    page.addEventListener('message', handler)
    return () => page.removeEventListener('message', handler)
  }
  const providers = new Map<ChainNamespace, LazyAuthProvider>()
  let loading: Promise<AuthSession> | undefined
  let loaded: AuthSession | undefined
  let destroyed = false
  let theme: AuthThemePayload | undefined

  function session(): Promise<AuthSession> {
    loading ??= import('../auth/authSession.js').then(
      ({ createAuthSession }) => {
        if (destroyed) throw new InternalError('CLIENT_DESTROYED')
        loaded = createAuthSession({
          document: page.document,
          listen,
          url,
          storage,
          showAlert,
          networks: config.networks,
          dappData: {
            sdkType: LATCH_SDK_TYPE,
            sdkVersion: LATCH_SDK_VERSION,
            projectId: config.projectId ?? '',
          },
          theme: () => theme,
          approve,
          emit:
            (namespace) =>
            (event, ...args) =>
              providers.get(namespace)?.emit(event, ...args),
        })
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  const removals = adapters.map((adapter) => {
    const { namespace } = adapter
    const provider = createAuthProvider(namespace, async () =>
      (await session()).provider(namespace),
    )
    providers.set(namespace, provider)
    return adapter.addAuthProvider(provider)
  })

  const popup = createSocialPopup(page)
  return {
    namespaces: adapters.map((adapter) => adapter.namespace),
    session,
    popup,
    checkOrigin: () => checkOrigin(page.location.origin),
    syncTheme(next) {
      theme = next
      // A frame not yet ready gets the theme with its first request.
      if (loaded?.host.status() === 'initialised') {
        loaded.connector.syncTheme(next).catch(() => {})
      }
    },
    reload() {
      // A frame that cannot reload keeps its pending login, which the visitor has left anyway.
      loaded?.connector.reload().catch(() => {})
    },
    showFrame: (rect, frameOptions) => loaded?.host.show(rect, frameOptions),
    hideFrame: () => loaded?.host.hide(),
    focusFrame: () => loaded?.host.focus(),
    destroy() {
      destroyed = true
      for (const remove of removals) remove()
      popup.close()
      loaded?.destroy()
    },
  }
}
