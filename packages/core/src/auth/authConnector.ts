import type {
  AppEventPayload,
  AppEventType,
  EmbeddedAccountType,
  FrameRequestArgs,
  FrameSocialProvider,
  RpcRequestPayload,
  SuccessPayload,
  UserRecord,
} from '@latch/frame-protocol'
import { type AlertCode, alertForProviderError } from '../errors/alerts.js'
import { FrameError } from '../errors/frame.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { SecureFrameHost } from './secureFrameHost.js'

export type AuthConnectorParameters = {
  host: SecureFrameHost
  storage: LatchStorage
  showAlert: (code: AlertCode) => void
  /** What the frame is told of the app once it is ready (`APP_SYNC_DAPP_DATA`). */
  dappData: AppEventPayload<'APP_SYNC_DAPP_DATA'>
  /** The modal's theme, told to the frame once it is ready, when the site has given one. */
  theme: () => AuthThemePayload | undefined
  /**
   * The site's eip155 account type (`defaultAccountTypes.eip155`), told with each read of the
   * user: the frame signs with it where the project offers smart accounts, unless the visitor
   * chose a type before (SPEC.md §6). A smart account when not given.
   */
  defaultAccountType?: EmbeddedAccountType
}

/** The modal's theme as the frame takes it (SPEC.md §3 "theme sync"). */
export type AuthThemePayload = AppEventPayload<'APP_SYNC_THEME'>

/** The account the embedded wallet signs with, as the frame reports it. */
export type PreferredAccount = SuccessPayload<'APP_SET_PREFERRED_ACCOUNT'>

export type EmailConnectAction = SuccessPayload<'APP_CONNECT_EMAIL'>['action']

/** The requests answered once the visitor typed a code into the frame's field. */
type CodeEventType =
  | 'APP_CONNECT_OTP'
  | 'APP_UPDATE_EMAIL_PRIMARY_OTP'
  | 'APP_UPDATE_EMAIL_SECONDARY_OTP'
export type UpdateEmailAction = SuccessPayload<'APP_UPDATE_EMAIL'>['action']

/**
 * The embedded wallet's operations over the secure frame, each of which waits for the frame
 * to be ready first. Failures are Latch `FrameError`s with the catalogue's code (a frame
 * reply's own message, "Embedded Wallet Request Timed Out" with its alert...).
 */
export type AuthConnector = {
  /** Sends the one-time code (or asks to approve this device): what the frame wants next. */
  connectEmail(email: string): Promise<EmailConnectAction>
  /** Resolves once the visitor approved this device from the email. */
  connectDevice(): Promise<void>
  /**
   * Resolves once the visitor typed the one-time code into the secure frame's own field (the
   * page never sees it) and the frame verified it. Rejects with the frame's words for a refused
   * code; the field waits for the next try when asked again.
   */
  connectOtp(): Promise<void>
  /** The address the social popup is sent to, for `provider`. */
  getSocialRedirectUri(provider: FrameSocialProvider): Promise<string>
  /** Signs in with the address the social popup came back to. */
  connectSocial(resultUri: string): Promise<UserRecord>
  getFarcasterUri(): Promise<string>
  /** Resolves once the visitor approved the sign-in in their Farcaster app. */
  connectFarcaster(): Promise<UserRecord>
  /** Whether the frame holds a session; without one, the stored login is forgotten. */
  isConnected(): Promise<boolean>
  /** The signed-in user on `chainId` (the last used chain by default). */
  getUser(chainId?: string): Promise<UserRecord>
  getChainId(): Promise<string | number>
  /** Switches the embedded wallet to `chainId` (a CAIP-2 id), with the RPC URL it should use. */
  switchNetwork(chainId: string, rpcUrl?: string): Promise<void>
  /**
   * Makes `type` the account the embedded wallet signs with (SPEC.md §4 "Smart account
   * switching"), asked by the account now active (`from`): the frame answers with the account of
   * that type, and keeps the choice for later sessions.
   */
  setPreferredAccount(type: EmbeddedAccountType, from: string): Promise<PreferredAccount>
  /** Ends the session and forgets the stored login. */
  signOut(): Promise<void>
  /** Starts changing the account's email: which code the frame wants first. */
  updateEmail(email: string): Promise<UpdateEmailAction>
  /** The code mailed to the current address, typed in the frame's field (as `connectOtp`). */
  updateEmailPrimaryOtp(): Promise<void>
  /** The code mailed to the new address, in the frame's field: resolves with the new email, stored. */
  updateEmailSecondaryOtp(): Promise<string>
  syncTheme(theme: AuthThemePayload): Promise<void>
  /**
   * Asks the frame to start afresh (`APP_RELOAD`, answered by `FRAME_RELOAD_SUCCESS` or
   * `_ERROR`): a login left half-way, such as a Farcaster link nobody scanned, is dropped.
   */
  reload(): Promise<void>
  /** An RPC request for the wallet (sign, send, read); aborting it tells the frame. */
  request(payload: RpcRequestPayload, signal?: AbortSignal): Promise<unknown>
  /** Calls `listener` when the frame reports that its session changed. */
  onSessionUpdate(listener: () => void): () => void
}

/**
 * The auth connector (SPEC.md §4 "Email login", "Social login"): every request of the
 * embedded wallet to its secure frame, with the storage effects that belong to the session
 * itself. The chain last used is kept; sign-out and a failed is-connected check forget the used
 * flag, email, last chain and social username; a social login keeps its username; a changed
 * email is stored. (The email-login machine owns the other effects of its steps.)
 *
 * @example
 * const connector = createAuthConnector({ host, storage, showAlert, dappData })
 * const action = await connector.connectEmail('ada@example.com') // 'VERIFY_OTP'
 */
export function createAuthConnector({
  host,
  storage,
  showAlert,
  dappData,
  theme,
  defaultAccountType = 'smartAccount',
}: AuthConnectorParameters): AuthConnector {
  let synced: Promise<void> | undefined

  // The first request after the frame is ready tells it who the app is, and its theme.
  async function ready(): Promise<void> {
    await host.ready()
    synced ??= (async () => {
      await host.channel.request('APP_SYNC_DAPP_DATA', dappData)
      const current = theme()
      if (current) await host.channel.request('APP_SYNC_THEME', current)
      // SPEC.md §3 keeps the chains where the project offers smart accounts: a frame that
      // cannot say leaves the stored list as it was, and the session goes on.
      await host.channel.request('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS').then(
        ({ smartAccountEnabledNetworks }) =>
          storage.set('smartAccountEnabledNetworks', smartAccountEnabledNetworks),
        () => undefined,
      )
    })().catch((error: unknown) => {
      synced = undefined
      throw error
    })
    await synced
  }

  async function request<T extends AppEventType>(
    type: T,
    ...args: FrameRequestArgs<T>
  ): Promise<SuccessPayload<T>> {
    try {
      await ready()
      return await host.channel.request(type, ...args)
    } catch (error) {
      throw reported(FrameError.from(error))
    }
  }

  // Timeouts and the frame's known provider errors also show their alert (SPEC.md §8).
  function reported(error: unknown): unknown {
    if (error instanceof FrameError) {
      const alert =
        error.code === 'REQUEST_TIMED_OUT'
          ? 'IFRAME_REQUEST_TIMEOUT'
          : alertForProviderError(error.message)
      if (alert) showAlert(alert)
    }
    return error
  }

  /**
   * A request that waits for the visitor to type a code in the frame: asked again when it
   * times out (SPEC.md's 120000 ms is the frame's answer time, not the visitor's typing time),
   * without the timeout's alert.
   */
  async function codeTyped<T extends CodeEventType>(type: T): Promise<SuccessPayload<T>> {
    for (;;) {
      try {
        await ready()
        // Each of these takes no payload.
        return await host.channel.request(type, ...([] as unknown as FrameRequestArgs<T>))
      } catch (cause) {
        const error = FrameError.from(cause)
        if (!(error instanceof FrameError && error.code === 'REQUEST_TIMED_OUT')) {
          throw reported(error)
        }
      }
    }
  }

  function rememberUser(user: UserRecord): UserRecord {
    storage.set('lastUsedChainId', user.chainId)
    return user
  }

  function rememberSocialUser(user: UserRecord): UserRecord {
    if (user.userName) storage.set('socialUsername', user.userName)
    return rememberUser(user)
  }

  function forgetSession() {
    storage.remove('emailLoginUsed')
    storage.remove('email')
    storage.remove('lastUsedChainId')
    storage.remove('socialUsername')
  }

  return {
    connectEmail: async (email) => (await request('APP_CONNECT_EMAIL', { email })).action,
    async connectDevice() {
      await request('APP_CONNECT_DEVICE')
    },
    async connectOtp() {
      await codeTyped('APP_CONNECT_OTP')
    },
    getSocialRedirectUri: async (provider) =>
      (await request('APP_GET_SOCIAL_REDIRECT_URI', { provider })).uri,
    async connectSocial(resultUri) {
      const chainId = storage.get('lastUsedChainId')
      const user = await request('APP_CONNECT_SOCIAL', {
        uri: resultUri,
        preferredAccountType: defaultAccountType,
        ...(chainId === undefined ? {} : { chainId }),
      })
      return rememberSocialUser(user)
    },
    getFarcasterUri: async () => (await request('APP_GET_FARCASTER_URI')).url,
    connectFarcaster: async () => rememberSocialUser(await request('APP_CONNECT_FARCASTER')),
    async isConnected() {
      const { isConnected } = await request('APP_IS_CONNECTED')
      if (!isConnected) forgetSession()
      return isConnected
    },
    async getUser(chainId = storage.get('lastUsedChainId')?.toString()) {
      return rememberUser(
        await request('APP_GET_USER', {
          ...(chainId === undefined ? {} : { chainId }),
          preferredAccountType: defaultAccountType,
        }),
      )
    },
    getChainId: async () => (await request('APP_GET_CHAIN_ID')).chainId,
    setPreferredAccount: (type, from) =>
      request('APP_SET_PREFERRED_ACCOUNT', { type, address: from }),
    async switchNetwork(chainId, rpcUrl) {
      const result = await request('APP_SWITCH_NETWORK', {
        chainId,
        ...(rpcUrl === undefined ? {} : { rpcUrl }),
      })
      storage.set('lastUsedChainId', result.chainId)
    },
    async signOut() {
      try {
        await request('APP_SIGN_OUT')
      } finally {
        // A frame that cannot answer still must not sign the visitor back in next visit.
        forgetSession()
      }
    },
    updateEmail: async (email) => (await request('APP_UPDATE_EMAIL', { email })).action,
    async updateEmailPrimaryOtp() {
      await codeTyped('APP_UPDATE_EMAIL_PRIMARY_OTP')
    },
    async updateEmailSecondaryOtp() {
      const { newEmail } = await codeTyped('APP_UPDATE_EMAIL_SECONDARY_OTP')
      storage.set('email', newEmail)
      return newEmail
    },
    async syncTheme(theme) {
      await request('APP_SYNC_THEME', theme)
    },
    async reload() {
      await request('APP_RELOAD')
    },
    request: (payload, signal) => request('APP_RPC_REQUEST', payload, signal ? { signal } : {}),
    onSessionUpdate: (listener) => host.channel.on('FRAME_SESSION_UPDATE', () => listener()),
  }
}
