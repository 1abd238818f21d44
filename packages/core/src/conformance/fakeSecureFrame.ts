// A secure frame for tests of code around Latch's embedded wallet (the client, UIs): the
// frame side of the real frame protocol, answering from an in-memory wallet, in fake windows.
import {
  type AppEventType,
  appEventTypes,
  createFrameChannel,
  type FrameMessageEvent,
  type FrameNoticeType,
  type FrameRequestHandler,
  type FrameSideChannel,
  type NoticeArgs,
  type RpcRequestPayload,
  type UserRecord,
} from '@latch/frame-protocol'
import { createFakeWindow } from '@latch/frame-protocol/testing'
import type { AuthConfig, AuthWindow } from '../auth/authConfig.js'
import type { SecureFrameElement } from '../auth/secureFrameHost.js'
import type { SocialPopupWindow } from '../auth/socialPopup.js'

export type FakeSecureFrameOptions = {
  /** The secure site's origin; `https://secure.latch.test` by default. */
  origin?: string
  /** The page's origin; `http://localhost:5173` (a default allowed ancestor) by default. */
  appOrigin?: string
  /**
   * Whether the frame's page loads and reports FRAME_READY (default true); false: the page never
   * finishes loading (a server that does not answer).
   */
  reportsReady?: boolean
  /**
   * The frame's server is down: the browser's error page loads at once (the element's `load`
   * event) and nothing in it reports ready. Default false.
   */
  unreachable?: boolean
}

/** The in-memory embedded wallet behind the fake frame; tests read and change it. */
export type FakeEmbeddedWallet = {
  /** The code the frame's field accepts (`enterCode`). */
  otp: string
  /** The wrong codes typed into the frame's field, which it refused itself. */
  refusedCodes: string[]
  /** What `APP_CONNECT_EMAIL` answers. */
  emailAction: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
  connected: boolean
  email: string | undefined
  /** The eip155 account's address. */
  address: string
  /** The solana account's address (base58), read on a `solana:` chain as the real frame does. */
  solanaAddress: string
  /**
   * The eip155 smart account owned by `address`, on the chains of `smartAccountNetworks`; the
   * user record there lists both, and the account that signs is the visitor's `accountType`,
   * else the site's default the app told with its last read of the user (else a smart account).
   */
  smartAccount: string | undefined
  /** The chain ids where the project offers smart accounts (`APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS`). */
  smartAccountNetworks: number[]
  /** The visitor's choice (`APP_SET_PREFERRED_ACCOUNT`), kept for the user; none at first. */
  accountType: 'eoa' | 'smartAccount' | undefined
  /** The site's default the app told last (`preferredAccountType` of APP_GET_USER). */
  siteAccountType: 'eoa' | 'smartAccount' | undefined
  /** The session's current chain (CAIP-2): requests of a namespace name theirs. */
  chainId: string
  userName: string | undefined
  /** The RPC requests the wallet signed or sent, in order. */
  rpc: { method: string; params: unknown; chainId: unknown }[]
}

/** A popup the fake window opened; `close()` is also the visitor closing it. */
export type FakePopup = SocialPopupWindow & { closed: boolean; features: string }

export type FakeSecureFrame = {
  /** `config.auth` for `createLatch`: the frame's page and the fake window. */
  config: AuthConfig & { frameUrl: string; window: AuthWindow }
  window: AuthWindow
  origin: string
  appOrigin: string
  wallet: FakeEmbeddedWallet
  /** Every request type the frame received, in order. */
  requests: AppEventType[]
  /** The inserted `<iframe>`'s attributes, or `undefined` before it is inserted or after removal. */
  iframe(): Readonly<Record<string, string>> | undefined
  /** How many times the frame page loaded (insertions and reloads). */
  loads(): number
  /** Takes the frame's server down (`true`) or brings it back: the next load follows it. */
  setUnreachable(unreachable: boolean): void
  /** Replaces the wallet's answer to one request type (a throw answers `_ERROR`). */
  handle<T extends AppEventType>(type: T, handler: FrameRequestHandler<T>): void
  /** Posts a notice from the frame, such as FRAME_READY or FRAME_SESSION_UPDATE. */
  notify<T extends FrameNoticeType>(type: T, ...payload: NoticeArgs<T>): void
  /**
   * The visitor types `otp` into the frame's code field: `wallet.otp` answers the waiting (or
   * the next) `APP_CONNECT_OTP` or update-email code request; another is refused in the frame
   * (`wallet.refusedCodes`), which keeps waiting.
   */
  enterCode(otp: string): void
  /** The social popup, once opened. */
  popup(): FakePopup | undefined
  /** The popup reports its result, as the secure site's result page does. */
  postSocialResult(resultUri: string): void
  /** Delivers a message to the page as the browser would: for wrong-origin tests. */
  dispatchToPage(event: FrameMessageEvent): void
  /** How many `message` listeners the page has. */
  pageListenerCount(): number
}

const defaultAddress = '0x52908400098527886E0F7030069857D2E4169EE7'

// The union's catch-all member (any other method) keeps `switch` from narrowing by itself.
type RpcRequestOf<Method extends string> = Extract<RpcRequestPayload, { method: Method }>
const defaultSolanaAddress = '3hmiRZikDbAH9BKnK65RHcR5TtqfUB6aLzeVMaiRdiGW'
/**
 * What the fake answers for a Solana signature: a placeholder (base58 of 64 bytes), not an
 * ed25519 signature. Tests that need real ones answer `APP_RPC_REQUEST` themselves.
 */
export const FAKE_SOLANA_SIGNATURE =
  'LnrbZDPq59Ywk2Ddy9zVxg7KVaDBPRpikn7V7A3ZWgEb2JK6JYLkQKJCbqyeji46k7svBPp5UsFu4v4mh1DGzTJ'

/**
 * A fake secure frame: `config` goes into `createLatch({ auth })`, and the frame then answers
 * every app event of the protocol from {@link FakeEmbeddedWallet} (email one-time code
 * `123456`, social and farcaster logins, user and chain per namespace (eip155 and solana),
 * sign-out, update email, RPC signatures: fixed eip155 ones, {@link FAKE_SOLANA_SIGNATURE}),
 * over the real channel with its origin checks. Inserting the `<iframe>` loads the frame, which
 * reports ready unless `reportsReady` is false, or shows the browser's error page when
 * `unreachable`.
 *
 * @example
 * const frame = createFakeSecureFrame()
 * const latch = createLatch({ networks: [mainnet], adapters: [evmAdapter()], auth: frame.config })
 * await submitEmail(latch, { email: 'ada@example.com' })
 * frame.enterCode(frame.wallet.otp)
 * await waitForEmailCode(latch)
 */
export function createFakeSecureFrame(options: FakeSecureFrameOptions = {}): FakeSecureFrame {
  const origin = options.origin ?? 'https://secure.latch.test'
  const appOrigin = options.appOrigin ?? 'http://localhost:5173'
  const reportsReady = options.reportsReady ?? true
  let unreachable = options.unreachable ?? false
  const page = createFakeWindow(appOrigin)
  const frameSide = createFakeWindow(origin)

  const wallet: FakeEmbeddedWallet = {
    otp: '123456',
    refusedCodes: [],
    emailAction: 'VERIFY_OTP',
    connected: false,
    email: undefined,
    address: defaultAddress,
    solanaAddress: defaultSolanaAddress,
    smartAccount: undefined,
    smartAccountNetworks: [],
    accountType: undefined,
    siteAccountType: undefined,
    chainId: 'eip155:1',
    userName: undefined,
    rpc: [],
  }
  const requests: AppEventType[] = []
  let pendingEmail: string | undefined
  // The frame's code field: a typed code answers the request waiting for one, or the next.
  const typed: string[] = []
  let waitingForCode: ((otp: string) => void) | undefined
  function codeTyped(): Promise<string> {
    const otp = typed.shift()
    if (otp !== undefined) return Promise.resolve(otp)
    return new Promise((resolve) => {
      waitingForCode = resolve
    })
  }
  // As the real frame: a wrong code is refused in the frame ("Invalid code" under its field),
  // which waits for the next one; the app hears only of the right one.
  async function checkedCode(): Promise<void> {
    for (;;) {
      const otp = await codeTyped()
      if (otp === wallet.otp) return
      wallet.refusedCodes.push(otp)
    }
  }

  // The two ends of the frame: what the page posts to the frame and what the frame posts back.
  // Each is also the `event.source` of the other's messages, as a window proxy is.
  const frameProxy = {
    postMessage(message: unknown, targetOrigin: string) {
      // Browsers drop a message whose target origin is not the receiver's.
      if (targetOrigin !== origin) return
      const data = structuredClone(message)
      queueMicrotask(() => frameSide.dispatch({ data, origin: appOrigin, source: parentProxy }))
    },
  }
  const parentProxy = {
    postMessage(message: unknown, targetOrigin: string) {
      if (targetOrigin !== appOrigin) return
      const data = structuredClone(message)
      queueMicrotask(() =>
        page.dispatch({ data, origin, source: frameProxy as unknown as MessageEventSource }),
      )
    },
  } as unknown as MessageEventSource & { postMessage(message: unknown, origin: string): void }

  // The account of the chain's namespace, as the real frame answers.
  const addressOn = (chainId: string | number) =>
    String(chainId).startsWith('solana:') ? wallet.solanaAddress : wallet.address

  function user(chainId: unknown = wallet.chainId): UserRecord {
    const chain =
      typeof chainId === 'string' || typeof chainId === 'number' ? chainId : wallet.chainId
    const key = addressOn(chain)
    const reference = /^eip155:(\d+)$/.exec(String(chain))?.[1]
    const offered =
      reference !== undefined && wallet.smartAccountNetworks.includes(Number(reference))
    const smart = offered ? wallet.smartAccount : undefined
    const type = smart ? (wallet.accountType ?? wallet.siteAccountType ?? 'smartAccount') : 'eoa'
    return {
      ...(wallet.email ? { email: wallet.email } : {}),
      address: type === 'smartAccount' && smart ? smart : key,
      chainId: chain,
      accounts: [
        { address: key, type: 'eoa' },
        ...(smart ? [{ address: smart, type: 'smartAccount' as const }] : []),
      ],
      ...(wallet.userName ? { userName: wallet.userName } : {}),
      preferredAccountType: type,
    }
  }
  function signedIn(chainId?: unknown): UserRecord {
    if (!wallet.connected) throw new Error('Not connected')
    if (chainId !== undefined) wallet.chainId = String(chainId)
    return user()
  }

  const defaults: { [T in AppEventType]: FrameRequestHandler<T> } = {
    APP_SWITCH_NETWORK: ({ chainId }) => {
      wallet.chainId = String(chainId)
      return { chainId }
    },
    APP_CONNECT_EMAIL: ({ email }) => {
      pendingEmail = email
      if (wallet.emailAction === 'CONNECT') {
        wallet.connected = true
        wallet.email = email
      }
      return { action: wallet.emailAction }
    },
    APP_CONNECT_DEVICE: () => ({}),
    APP_CONNECT_OTP: async () => {
      await checkedCode()
      wallet.connected = true
      wallet.email = pendingEmail
      return {}
    },
    APP_CONNECT_SOCIAL: ({ preferredAccountType }) => {
      wallet.siteAccountType = preferredAccountType ?? wallet.siteAccountType
      wallet.connected = true
      wallet.userName ??= 'ada'
      return user()
    },
    APP_GET_FARCASTER_URI: () => ({ url: 'https://farcaster.latch.test/connect?channel=1' }),
    APP_CONNECT_FARCASTER: () => {
      wallet.connected = true
      wallet.userName ??= 'ada.eth'
      return user()
    },
    APP_GET_USER: ({ chainId, preferredAccountType }) => {
      wallet.siteAccountType = preferredAccountType ?? wallet.siteAccountType
      return signedIn(chainId)
    },
    APP_GET_SOCIAL_REDIRECT_URI: ({ provider }) => ({
      uri: `${origin}/social/${provider}/start?state=fake`,
    }),
    APP_SIGN_OUT: () => {
      wallet.connected = false
      return {}
    },
    APP_IS_CONNECTED: () => ({ isConnected: wallet.connected }),
    APP_GET_CHAIN_ID: () => ({ chainId: wallet.chainId }),
    APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({
      smartAccountEnabledNetworks: [...wallet.smartAccountNetworks],
    }),
    APP_INIT_SMART_ACCOUNT: () => ({ address: wallet.address, isDeployed: false }),
    APP_SET_PREFERRED_ACCOUNT: ({ type }) => {
      signedIn()
      if (type === 'smartAccount' && !user().accounts?.some((entry) => entry.type === type)) {
        throw new Error('Smart accounts are not enabled on this network')
      }
      wallet.accountType = type
      return { type, address: user().address }
    },
    APP_RPC_REQUEST: (request) => {
      signedIn()
      wallet.rpc.push({ method: request.method, params: request.params, chainId: request.chainId })
      switch (request.method) {
        case 'personal_sign':
        case 'eth_signTypedData_v4':
          return `0x${'ab'.repeat(65)}`
        case 'eth_sendTransaction':
          return `0x${'12'.repeat(32)}`
        // Solana: the frame's answers of SPEC.md §3, with placeholder signatures.
        case 'solana_signMessage':
          if (
            (request as RpcRequestOf<'solana_signMessage'>).params.pubkey !== wallet.solanaAddress
          ) {
            throw new Error('The request is not for this account')
          }
          return { signature: FAKE_SOLANA_SIGNATURE }
        case 'solana_signTransaction':
          return {
            transaction: (request as RpcRequestOf<'solana_signTransaction'>).params.transaction,
          }
        case 'solana_signAllTransactions':
          return {
            transactions: (request as RpcRequestOf<'solana_signAllTransactions'>).params
              .transactions,
          }
        case 'solana_signAndSendTransaction':
          return { signature: FAKE_SOLANA_SIGNATURE }
        default:
          throw new Error('Requested RPC call is not allowed')
      }
    },
    APP_UPDATE_EMAIL: ({ email }) => {
      pendingEmail = email
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    APP_UPDATE_EMAIL_PRIMARY_OTP: async () => {
      await checkedCode()
      return {}
    },
    APP_UPDATE_EMAIL_SECONDARY_OTP: async () => {
      await checkedCode()
      if (!pendingEmail) throw new Error('Invalid code')
      wallet.email = pendingEmail
      return { newEmail: pendingEmail }
    },
    APP_SYNC_THEME: () => ({}),
    APP_SYNC_DAPP_DATA: () => ({}),
    APP_RELOAD: () => ({}),
    APP_RPC_ABORT: () => ({}),
  }
  const overrides = new Map<AppEventType, (payload: unknown) => unknown>()

  let channel: FrameSideChannel | undefined
  let loads = 0
  // The page's script reports ready as it runs; the element's load event follows.
  function load(pageLoaded: () => void) {
    loads += 1
    if (unreachable) {
      queueMicrotask(pageLoaded)
      return
    }
    channel ??= openFrameChannel()
    if (!reportsReady) return
    queueMicrotask(() => {
      channel?.notify('FRAME_READY', { version: '4' })
      pageLoaded()
    })
  }
  function openFrameChannel(): FrameSideChannel {
    const opened = createFrameChannel({
      side: 'frame',
      target: parentProxy,
      source: () => parentProxy,
      targetOrigin: appOrigin,
      listen: frameSide.listen,
      logger: { warn: () => {} },
    })
    for (const type of appEventTypes) {
      opened.handle(type, ((payload: unknown) => {
        requests.push(type)
        const handler = overrides.get(type) ?? (defaults[type] as (payload: unknown) => unknown)
        return handler(payload)
      }) as never)
    }
    return opened
  }

  let attributes: Record<string, string> | undefined
  const document = {
    createElement(): SecureFrameElement {
      const own: Record<string, string> = {}
      const loadListeners: (() => void)[] = []
      const pageLoaded = () => {
        for (const listener of loadListeners) listener()
      }
      let inserted = false
      const element = {
        setAttribute(name: string, value: string) {
          own[name] = value
          if (name === 'src' && inserted) load(pageLoaded)
        },
        get contentWindow() {
          return inserted ? frameProxy : null
        },
        addEventListener(_type: 'load', listener: () => void) {
          loadListeners.push(listener)
        },
        remove() {
          inserted = false
          attributes = undefined
        },
        insert() {
          inserted = true
          attributes = own
          if (own.src) load(pageLoaded)
        },
      }
      return element
    },
    body: {
      appendChild(element: SecureFrameElement) {
        ;(element as SecureFrameElement & { insert(): void }).insert()
      },
    },
  }

  let popup: FakePopup | undefined
  const removals = new Map<(event: FrameMessageEvent) => void, () => void>()
  const window: AuthWindow = {
    location: { origin: appOrigin },
    document,
    addEventListener: (_type, listener) => {
      removals.set(listener, page.listen(listener))
    },
    removeEventListener: (_type, listener) => {
      removals.get(listener)?.()
      removals.delete(listener)
    },
    open(_url, _target, features) {
      const opened: FakePopup = {
        closed: false,
        location: { href: 'about:blank' },
        features,
        close() {
          opened.closed = true
        },
        focus() {},
      }
      popup = opened
      return opened
    },
    screenX: 0,
    screenY: 0,
    outerWidth: 1200,
    outerHeight: 900,
  }
  return {
    config: { frameUrl: `${origin}/frame`, window },
    window,
    origin,
    appOrigin,
    wallet,
    requests,
    iframe: () => attributes,
    loads: () => loads,
    setUnreachable(value) {
      unreachable = value
    },
    handle(type, handler) {
      overrides.set(type, handler as (payload: unknown) => unknown)
    },
    notify(type, ...payload) {
      if (!channel) throw new Error('The fake secure frame has not loaded')
      channel.notify(type, ...payload)
    },
    enterCode(otp) {
      const answer = waitingForCode
      waitingForCode = undefined
      if (answer) answer(otp)
      else typed.push(otp)
    },
    popup: () => popup,
    postSocialResult(resultUri) {
      const source = popup as unknown as MessageEventSource
      page.dispatch({ data: { type: 'SOCIAL_LOGIN_RESULT', resultUri }, origin, source })
    },
    dispatchToPage: (event) => page.dispatch(event),
    pageListenerCount: () => page.listenerCount(),
  }
}
