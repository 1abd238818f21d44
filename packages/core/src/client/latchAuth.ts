import { type AuthWindow, DEFAULT_SECURE_FRAME_URL, secureFrameUrl } from '../auth/authConfig.js'
import type { AuthThemePayload } from '../auth/authConnector.js'
import type { LazyAuthProvider } from '../auth/authProvider.js'
import type { AuthSession, AuthSessionParameters } from '../auth/authSession.js'
import type {
  FrameLifecycle,
  SecureFrameRect,
  SecureFrameShowOptions,
} from '../auth/secureFrameHost.js'
import { createSocialPopup, type SocialPopup } from '../auth/socialPopup.js'
import type { ApproveWalletRequest } from '../auth/walletRequestApproval.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { embeddedDefaultAccountType } from '../connectors/accountOrder.js'
import { type Alert, getAlert } from '../errors/alerts.js'
import { InternalError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { LatchConfig } from './latchConfig.js'
import { LATCH_SDK_TYPE, LATCH_SDK_VERSION } from './latchServices.js'

export type LatchAuthParameters = {
  config: LatchConfig
  storage: LatchStorage
  /** Shows an alert: the frame raises its alerts by code, and this module brings the texts. */
  showAlert: (alert: Alert) => void
  /** Whether a page origin may use email and social login (SPEC.md §5). */
  checkOrigin: (origin: string) => Promise<boolean>
  /** The network the frame starts on. */
  network: CaipNetwork | undefined
  /** Takes the embedded wallet's signing requests through ApproveTransaction. */
  approve?: ApproveWalletRequest | undefined
  /** The AUTH connectors' providers, per namespace, as the adapters hold them. */
  providers: ReadonlyMap<ChainNamespace, LazyAuthProvider>
  /** The modal's theme, told to the frame with its first request. */
  theme: () => AuthThemePayload | undefined
  /**
   * The client's frame lifecycle machine (system id `frame`), its machines loaded for it if
   * they have not: the frame is followed inside the client's system.
   */
  frameLifecycle: () => Promise<FrameLifecycle>
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
  /** Tells a running frame the modal's theme (a frame not yet running asks `theme`). */
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
  /** Loads the frame's page again (the lifecycle's reload); nothing before it is inserted. */
  reloadFramePage(): void
  /** Closes the popup and removes the frame. */
  destroy(): void
}

/**
 * The embedded wallet of a client whose site configured `auth` (loaded with `import()` by
 * `latchAuthLoader.ts`, which registers the AUTH connectors' providers): the secure frame's
 * session, created on the providers' first request (a login, or an auth session restored on
 * reload), which imports the session module and inserts the frame; the social popup.
 */
export function createLatchAuth({
  config,
  storage,
  showAlert,
  checkOrigin,
  network,
  approve,
  providers,
  theme,
  frameLifecycle,
}: LatchAuthParameters): LatchAuth {
  const options = config.auth ?? {}
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
  let loading: Promise<AuthSession> | undefined
  let loaded: AuthSession | undefined
  let destroyed = false
  function session(): Promise<AuthSession> {
    loading ??= Promise.all([import('../auth/authSession.js'), frameLifecycle()]).then(
      ([{ createAuthSession }, lifecycle]) => {
        if (destroyed) throw new InternalError('CLIENT_DESTROYED')
        loaded = createAuthSession({
          lifecycle,
          document: page.document,
          listen,
          url,
          storage,
          showAlert: (code) => showAlert(getAlert(code)),
          networks: config.networks,
          dappData: {
            sdkType: LATCH_SDK_TYPE,
            sdkVersion: LATCH_SDK_VERSION,
            projectId: config.projectId ?? '',
          },
          theme,
          defaultAccountType: embeddedDefaultAccountType(config.defaultAccountTypes),
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

  const popup = createSocialPopup(page)
  return {
    namespaces: [...providers.keys()],
    session,
    popup,
    checkOrigin: () => checkOrigin(page.location.origin),
    syncTheme(next) {
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
    reloadFramePage: () => loaded?.host.reloadPage(),
    destroy() {
      destroyed = true
      popup.close()
      loaded?.destroy()
    },
  }
}
