// What a Latch client offers a UI or a site: the type `createLatch` returns, and its options.
import type { AuthThemePayload } from '../auth/authConnector.js'
import type { SecureFrameRect, SecureFrameShowOptions } from '../auth/secureFrameHost.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { ModalOpenOptions } from '../machines/modal.js'
import type { RouterNavigationEvent } from '../machines/router.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { AccountData } from '../services/accountData.js'
import type { WalletRegistry } from '../services/walletRegistry.js'
import type { Connection } from '../storage/schemas.js'
import type { LatchActors } from './latchActors.js'
import type { LatchState } from './latchState.js'
import type { EmailLoginControls, SocialLoginControls } from './loginControls.js'
import type { SendTokensParameters, SendTokensReturnType } from './sendFlow.js'

export type ConnectParameters = { connectorId: string; namespace?: ChainNamespace }

export type DisconnectOptions = {
  /**
   * Whether the modal closes once disconnected (SPEC.md §4: it does unless told not to).
   * `'whenNoneLeft'`: only when no other namespace stays connected, as from the Wallets view.
   */
  closeModal?: boolean | 'whenNoneLeft'
}

export type SwitchNetworkOptions = {
  /**
   * The visitor chose the network in the modal: core opens what the switch needs (SPEC.md §4
   * "Network switch"): SwitchNetwork to ask the wallet, SwitchActiveChain to connect a wallet
   * on a namespace that has none while another is connected, or nothing when no wallet is
   * there to ask (the network becomes active). Resolves once that is done, not when the
   * wallet has switched.
   */
  confirm?: boolean
}

export type LatchClient = {
  /**
   * Opens the modal by the rules of SPEC.md §2 "Opening the modal". Called before the machines
   * run, the state shows the modal open at once (unless the rules start a network switch), and
   * the machines start loading once the page has painted it.
   */
  open(options?: ModalOpenOptions): void
  close(): void
  /**
   * Sends an event to the modal's router (push, replace, back, reset): at once when the
   * machines run, else in call order once they have loaded, as a click on a view shown before
   * then needs.
   *
   * @example
   * latch.route({ type: 'router.push', view: 'AllWallets' })
   */
  route(event: RouterNavigationEvent): void
  /** Connects a namespace (the active one by default); resolves with the connection. */
  connect(parameters: ConnectParameters): Promise<Connection>
  /**
   * Disconnects a namespace (the active one by default) and those sharing its session. When
   * the active namespace is disconnected and another stays connected, that one's network
   * becomes active.
   */
  disconnect(namespace?: ChainNamespace, options?: DisconnectOptions): Promise<void>
  /**
   * Makes a configured network active, asking the wallet when one is connected there; with
   * `confirm`, through the modal's views instead (see {@link SwitchNetworkOptions}).
   *
   * @example
   * await latch.switchNetwork(solana, { confirm: true }) // a wallet to connect on Solana first
   */
  switchNetwork(network: CaipNetwork, options?: SwitchNetworkOptions): Promise<void>
  /** Signs the waiting sign-in message (SIWXSignMessage). */
  signIn(): Promise<void>
  dismissAlert(): void
  getState(): LatchState
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
   * The running machines, for custom UIs that send their events directly. The machines load
   * with `import()` (see {@link LatchClient.preload}): reading `actors` before they run throws
   * "Latch is still loading: await latch.preload() before using actors".
   *
   * @example
   * await latch.preload()
   * latch.actors.router.send({ type: 'router.push', view: 'AllWallets' })
   */
  readonly actors: LatchActors
  /**
   * Loads and starts the machines now rather than on the first call that needs them (a UI
   * calls it when the pointer enters or focus reaches its connect button). Idempotent;
   * resolves once the machines run; rejects with "Latch could not load its state machines"
   * when their code cannot load (a later call tries again).
   */
  preload(): Promise<void>
  /** Stops every machine and listener. */
  destroy(): void
  /** Resolves once the project's remote configuration has loaded (or failed to). */
  readonly ready: Promise<void>
  /** Whether this page's origin may use email and social login (SPEC.md §5). */
  checkOrigin(): Promise<boolean>
  /** Balances, activity, identity and names through the blockchain service, when configured. */
  readonly accountData: AccountData | undefined
  /** The wallet registry of the config service (SPEC §7 GET /getWallets); undefined when no config service is configured. */
  readonly wallets: WalletRegistry | undefined
  /**
   * Sends the native coin (no `token`) or a token through the namespace's adapter (SPEC.md §4
   * "Send", §5): "An amount and receiver address are required", "A token is required" (a
   * token Latch cannot use), "Unsupported chain" outside eip155 and solana or without the
   * adapter's capability. On success the router returns to Account, the form resets and the
   * account's cached balances are dropped; resolves with the transaction id as soon as the
   * wallet has sent it (not once mined). Rejects with the error `state.send` shows.
   *
   * @example
   * const { hash } = await latch.sendTokens({ amount: '0.01', to: '0x…' })
   */
  sendTokens(parameters: SendTokensParameters): Promise<SendTokensReturnType>
  /**
   * Registers a name for the connected eip155 account (SPEC.md §4 "Name registration"): the
   * name (letters, digits, hyphens, at least four; `ada` or `ada.latch`) is signed by the
   * wallet, posted to the blockchain service and becomes the account's first name; the router
   * shows RegisterAccountNameSuccess. On failure it shows RegisterAccountName and
   * `state.nameRegistration.error` says why; the promise rejects with the same error.
   */
  registerName(name: string): Promise<void>
  /** Free names like `name` (`GET /v1/profile/suggestions/{name}`); "Error fetching name suggestions" on failure. */
  getNameSuggestions(name: string, signal?: AbortSignal): Promise<readonly string[]>
  /**
   * Email login through the embedded wallet (`config.auth`), for custom UIs; the modal's
   * EmailLogin view uses `actors.emailLogin` directly. Without `auth` every call rejects with
   * "No auth connector found". Sign out with `disconnect()`.
   *
   * @example
   * await latch.email.submit('ada@example.com') // 'awaitingOtp': show the secure frame over
   * // the code area (`showSecureFrame`), where the visitor types the code
   * await latch.email.waitForCode() // connected
   */
  readonly email: EmailLoginControls
  /**
   * Social login through the embedded wallet (`config.auth`), for custom UIs.
   *
   * @example
   * button.onclick = () => latch.social.start('github')
   */
  readonly social: SocialLoginControls
  /**
   * Tells the embedded wallet's frame the modal's theme (`APP_SYNC_THEME`): at once when the
   * frame runs, else when it has loaded. Does nothing without `auth`.
   */
  syncAuthTheme(theme: AuthThemePayload): void
  /**
   * Shows the embedded wallet's secure frame over `rect` (a `getBoundingClientRect()` of the
   * ApproveTransaction view's area): position fixed, above the modal, rounded, taking the
   * pointer. The frame draws the approval card of the waiting request there; its Approve and
   * Reject are the frame's own, out of reach of the page's script. Call again when the area
   * moves; does nothing without `auth` or before the frame has loaded.
   */
  showSecureFrame(rect: SecureFrameRect, options?: SecureFrameShowOptions): void
  /** Hides the secure frame again (when ApproveTransaction goes away). */
  hideSecureFrame(): void
  /** Moves the keyboard focus into the shown secure frame. */
  focusSecureFrame(): void
  /**
   * Rejects the wallet requests waiting for the visitor ("User rejected the request."; the
   * frame drops their cards) and leaves ApproveTransaction: back to the view the request came
   * from, else the modal closes.
   */
  rejectWalletRequests(): void
}
