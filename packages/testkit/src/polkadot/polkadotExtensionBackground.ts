import type {
  Injected,
  InjectedAccount,
  InjectedWindowProvider,
  PolkadotSignerPayload,
  PolkadotSignerRaw,
} from '@latch/test-wallets'
import { type ContentScriptWindow, listenToPage, postToPage } from '../contentScriptWindow.js'

// The polkadot-js extension's content script and background (@polkadot/extension-base 0.62's
// `background/handlers/Tabs` and `State`), as the page-side code that extension ships
// (`@polkadot/extension-base/page`, installed by `injectExtension`) talks to them: a request
// `{ id, message, origin: '<prefix>-page', request }` posted on the window, and answers
// `{ id, response | error | subscription, origin: '<prefix>-content' }` posted back. The key
// store and the user's answers are the test wallet's; the rules the background applies on its
// own (a site must be let in first, one authorisation prompt at a time, a signature per site
// every 3 s at most, its own texts for a refused authorisation) are played here.

export type StartPolkadotExtensionBackgroundParameters = {
  /** The key store and the user's answers: a Polkadot test wallet. */
  readonly wallet: InjectedWindowProvider
  /**
   * The message origins' prefix the page-side code was built with: its
   * `${EXTENSION_PREFIX}-${PORT_PREFIX}` (`polkadot-js-unknown` when only the first is set).
   */
  readonly messagePrefix: string
  /** The page's window; the global one by default. */
  readonly window?: ContentScriptWindow
  /**
   * The least time between two signature requests of a site, in ms: the extension's 3 000 by
   * default. A request sooner fails with 'Rate limit exceeded. Try again later.'
   */
  readonly signatureIntervalMs?: number
}

export type PolkadotExtensionBackground = {
  /** The requests the page sent, by message type (`pub(bytes.sign)` ...), in order. */
  readonly requests: readonly string[]
  /** Stops answering: the extension is gone (its content script no longer runs). */
  stop(): void
}

type PageRequest = { id: string; message: string; request: unknown }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function pageRequest(data: unknown, pageOrigin: string): PageRequest | undefined {
  if (!isObject(data) || data.origin !== pageOrigin) return undefined
  const { id, message, request } = data
  if (typeof id !== 'string' || typeof message !== 'string') return undefined
  return { id, message, request }
}

/**
 * An account as the background lists it (`Tabs.transformAccounts`): the keyring's address,
 * name and type, and the chain it is kept to, `''` for the extension's default "Allow use on
 * any chain".
 */
const listed = (account: InjectedAccount): InjectedAccount => ({
  ...account,
  genesisHash: account.genesisHash ?? '',
})

/**
 * Answers the polkadot-js extension's page-side code (`window.injectedWeb3['polkadot-js']`
 * installed by @polkadot/extension-inject's `injectExtension` over @polkadot/extension-base's
 * `page` module) as its content script and background would, with `wallet` as the key store
 * and the user: `pub(authorize.tab)` is the wallet's `enable` (a refusal is the extension's
 * 'Connection request was cancelled by the user.'), `pub(accounts.list)` and
 * `pub(accounts.subscribe)` its accounts, `pub(bytes.sign)` and `pub(extrinsic.sign)` its
 * real signatures (refused with 'Cancelled'). Returns the requests seen and `stop()`.
 *
 * @example
 * const background = startPolkadotExtensionBackground({
 *   wallet: createPolkadotTestWallet({ accounts: polkadotDevAccounts }),
 *   messagePrefix: 'polkadot-js-unknown',
 * })
 * injectExtension(enable, { name: 'polkadot-js', version: '0.62.3' }) // the maker's page code
 */
export function startPolkadotExtensionBackground(
  parameters: StartPolkadotExtensionBackgroundParameters,
): PolkadotExtensionBackground {
  const { wallet, messagePrefix } = parameters
  const window =
    parameters.window ?? (globalThis as unknown as { window: ContentScriptWindow }).window
  const signatureIntervalMs = parameters.signatureIntervalMs ?? 3_000
  const pageOrigin = `${messagePrefix}-page`
  const contentOrigin = `${messagePrefix}-content`
  const requests: string[] = []
  const subscriptions = new Map<string, () => void>()
  let injected: Injected | undefined
  let authorizing = false
  let lastSignature: number | undefined
  let running = true

  const post = (answer: Record<string, unknown>) => {
    if (running) postToPage(window, { ...answer, origin: contentOrigin })
  }

  function enabled(): Injected {
    if (!injected) throw new Error(`The source ${window.location.href} has not been enabled yet`)
    return injected
  }

  async function authorize(request: unknown) {
    if (authorizing) {
      throw new Error(`The source ${window.location.href} has a pending authorization request`)
    }
    const origin = isObject(request) ? request.origin : undefined
    authorizing = true
    try {
      injected = await wallet.enable(origin as string)
    } catch (error) {
      // The popup's Cancel, which the background words for the page.
      if ((error as Error).message === 'Cancelled') {
        throw new Error('Connection request was cancelled by the user.')
      }
      throw error
    } finally {
      authorizing = false
    }
    const accounts = await injected.accounts.get()
    return { authorizedAccounts: accounts.map(({ address }) => address), result: true }
  }

  function subscribeAccounts(id: string) {
    const unsubscribe = enabled().accounts.subscribe((accounts) => {
      if (subscriptions.has(id)) post({ id, subscription: accounts.map(listed) })
    })
    subscriptions.set(id, unsubscribe)
    return id
  }

  function unsubscribeAccounts(request: unknown) {
    const id = isObject(request) ? request.id : undefined
    const unsubscribe = typeof id === 'string' ? subscriptions.get(id) : undefined
    if (!unsubscribe) return false
    subscriptions.delete(id as string)
    unsubscribe()
    return true
  }

  /** The site's signature request, refused when it comes sooner than the interval allows. */
  function signer() {
    const { signer } = enabled()
    const now = Date.now()
    if (lastSignature !== undefined && now - lastSignature < signatureIntervalMs) {
      throw new Error('Rate limit exceeded. Try again later.')
    }
    lastSignature = now
    return signer
  }

  async function handle({ id, message, request }: PageRequest): Promise<unknown> {
    switch (message) {
      case 'pub(phishing.redirectIfDenied)':
        return false
      case 'pub(authorize.tab)':
        return authorize(request)
    }
    enabled()
    switch (message) {
      case 'pub(ping)':
        return true
      case 'pub(accounts.list)': {
        const anyType = isObject(request) && request.anyType === true
        return (await enabled().accounts.get(anyType)).map(listed)
      }
      case 'pub(accounts.subscribe)':
        return subscribeAccounts(id)
      case 'pub(accounts.unsubscribe)':
        return unsubscribeAccounts(request)
      case 'pub(bytes.sign)': {
        const { signature } = await signer().signRaw(request as PolkadotSignerRaw)
        return { id, signature }
      }
      case 'pub(extrinsic.sign)': {
        const { signature } = await signer().signPayload(request as PolkadotSignerPayload)
        return { id, signature }
      }
      case 'pub(metadata.list)':
        // The test wallet keeps no chain's metadata: it signs with the payload's extensions.
        return []
      default:
        throw new Error(`Unable to handle message of type ${message}`)
    }
  }

  const stopListening = listenToPage(window, (data) => {
    const request = pageRequest(data, pageOrigin)
    if (!request) return
    requests.push(request.message)
    handle(request).then(
      (response) => post({ id: request.id, response }),
      (error: unknown) =>
        post({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        }),
    )
  })

  return {
    requests,
    stop() {
      running = false
      stopListening()
      for (const unsubscribe of subscriptions.values()) unsubscribe()
      subscriptions.clear()
    },
  }
}
