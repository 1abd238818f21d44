import type { ChainInfo, StdSignature, StdSignDoc } from '@keplr-wallet/types'
import type { CosmosTestWallet } from '@latch/test-wallets'
import { type KeplrTestWalletApi, keplrKeystoreChangeEvent } from '@latch/test-wallets'
import {
  type ContentScriptWindow,
  dispatchToPage,
  listenToPage,
  postToPage,
} from '../contentScriptWindow.js'
import { fromProxyValue, toProxyValue } from './keplrProxyEncoding.js'

// Keplr's content script and background, as the object the extension injects as `window.keplr`
// (@keplr-wallet/provider's `InjectedKeplr`) talks to them: a request
// `{ type: 'proxy-request[-<metaId>]', id, method, args }` posted on the window, answered with
// `{ type: 'proxy-request-response', id, result: { return } | { error } }` (bytes and bigints
// tagged, keplrProxyEncoding.ts). The content script's own rules (the methods it will not
// proxy, a signDirect account number carried as text) are played here; the key store and the
// user's answers are the Cosmos test wallet's, and its errors reach the page as their text,
// as Keplr's do.

export type StartKeplrBackgroundParameters = {
  /** The key store and the user's answers: a Cosmos test wallet. */
  readonly wallet: CosmosTestWallet
  /** The page's window; the global one by default. */
  readonly window?: ContentScriptWindow
  /** The provider's meta id, when the page object was made with one (`proxy-request-<id>`). */
  readonly metaId?: string
}

export type KeplrBackground = {
  /** The methods the page asked for (`enable`, `getKey`, `signDirect` ...), in order. */
  readonly requests: readonly string[]
  /** Stops answering and dispatching events: the extension is gone. */
  stop(): void
}

type ProxyRequest = {
  id: string
  method: string
  args: unknown
  ethereumProviderMethod?: unknown
  starknetProviderMethod?: unknown
  bitcoinProviderMethod?: unknown
}

/** What signDirect's sign doc is on the way: its account number as text, or null for 0. */
type ProxiedDirectSignDoc = {
  bodyBytes?: Uint8Array | null
  authInfoBytes?: Uint8Array | null
  chainId?: string | null
  accountNumber?: string | null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

// Asked by the page object's EVM and Starknet providers as it is made: a site with neither
// enabled gets no EVM state and an empty Starknet one (and, on a keystore change, no Bitcoin
// accounts).
const starknetStateOfNoSite = { currentChainId: null, selectedAddress: null, rpc: null }

// What the content script refuses to proxy: properties, and the signers made in the page.
const notProxied: Readonly<Record<string, string>> = {
  version: 'Version is not function',
  mode: 'Mode is not function',
  defaultOptions: 'DefaultOptions is not function',
  getOfflineSigner: "GetOfflineSigner method can't be proxy request",
  getOfflineSignerOnlyAmino: "GetOfflineSignerOnlyAmino method can't be proxy request",
  getOfflineSignerAuto: "GetOfflineSignerAuto method can't be proxy request",
  getEnigmaUtils: "GetEnigmaUtils method can't be proxy request",
}

/**
 * Answers Keplr's page-side object (`InjectedKeplr` of @keplr-wallet/provider, put on the
 * page with `injectKeplrToWindow`) as Keplr's content script and background would, with
 * `wallet` as the key store and the user: `enable`, `getKey`, `getKeysSettled`,
 * `experimentalSuggestChain`, `signDirect`, `signAmino`, `signArbitrary`, `verifyArbitrary`,
 * `sendTx`, `disable`, `ping`; and `keplr_keystorechange` dispatched on the window when the
 * user switches accounts. Returns the methods asked and `stop()`.
 *
 * @example
 * const background = startKeplrBackground({ wallet: createCosmosTestWallet({ accounts, chains }) })
 * injectKeplrToWindow(new InjectedKeplr(undefined, '0.12.313', 'extension', ...)) // the maker's
 */
export function startKeplrBackground(parameters: StartKeplrBackgroundParameters): KeplrBackground {
  const { wallet, metaId } = parameters
  const window =
    parameters.window ?? (globalThis as unknown as { window: ContentScriptWindow }).window
  const requestType = metaId ? `proxy-request-${metaId}` : 'proxy-request'
  const requests: string[] = []
  let running = true

  function proxyRequest(data: unknown): ProxyRequest | undefined {
    if (!isObject(data)) return undefined
    // The bare type is the one older page objects post, which Keplr still answers.
    if (data.type !== requestType && data.type !== 'proxy-request') return undefined
    const { id, method } = data
    if (typeof id !== 'string' || typeof method !== 'string') return undefined
    return { ...data, id, method, args: data.args }
  }

  async function signDirect([chainId, signer, doc]: unknown[]) {
    const signDoc = (isObject(doc) ? doc : {}) as ProxiedDirectSignDoc
    const { signed, signature } = await wallet.signDirect(
      chainId as string,
      signer as string,
      signDoc as Parameters<KeplrTestWalletApi['signDirect']>[2],
    )
    return {
      signed: {
        bodyBytes: signed.bodyBytes,
        authInfoBytes: signed.authInfoBytes,
        chainId: signed.chainId,
        // The page makes it a Long again; a sign doc without one has account number 0.
        accountNumber: String(signed.accountNumber ?? '0'),
      },
      signature,
    }
  }

  function walletCall(method: string, args: unknown[]): Promise<unknown> {
    const [first, second, third, fourth] = args
    switch (method) {
      case 'ping':
        return wallet.ping()
      case 'enable':
        return wallet.enable(first as string | string[])
      case 'disable':
        return wallet.disable(first as string | string[] | undefined)
      case 'experimentalSuggestChain':
        return wallet.experimentalSuggestChain(first as ChainInfo)
      case 'getKey':
        return wallet.getKey(first as string)
      case 'getKeysSettled':
        return wallet.getKeysSettled(first as string[])
      case 'signDirect':
        return signDirect(args)
      case 'signAmino':
        return wallet.signAmino(first as string, second as string, third as StdSignDoc)
      case 'signArbitrary':
        return wallet.signArbitrary(first as string, second as string, third as string | Uint8Array)
      case 'verifyArbitrary':
        return wallet.verifyArbitrary(
          first as string,
          second as string,
          third as string | Uint8Array,
          fourth as StdSignature,
        )
      case 'sendTx':
        return wallet.sendTx(first as string, second as Uint8Array, third as never)
      default:
        throw new Error(`Invalid method: ${method}`)
    }
  }

  async function handle(request: ProxyRequest): Promise<unknown> {
    const { method } = request
    if (method.startsWith('protected')) throw new Error('Rejected')
    const refusal = notProxied[method]
    if (refusal) throw new Error(refusal)
    const args = fromProxyValue(request.args)
    if (method === 'ethereum') {
      const asked = isObject(args) ? args.method : undefined
      if (request.ethereumProviderMethod === 'request' && asked === 'keplr_initProviderState') {
        return null
      }
      throw new Error(`${String(request.ethereumProviderMethod)} is not supported by this wallet`)
    }
    if (method === 'starknet') {
      const asked = isObject(args) ? args.type : undefined
      if (
        request.starknetProviderMethod === 'request' &&
        asked === 'keplr_initStarknetProviderState'
      ) {
        return starknetStateOfNoSite
      }
      throw new Error(`${String(request.starknetProviderMethod)} is not supported by this wallet`)
    }
    if (method === 'bitcoin') {
      // Asked by the page object's Bitcoin provider on every keystore change.
      if (request.bitcoinProviderMethod === 'getAccounts') return []
      throw new Error(`${String(request.bitcoinProviderMethod)} is not supported by this wallet`)
    }
    return walletCall(method, Array.isArray(args) ? args : [])
  }

  const answer = (id: string, result: { return: unknown } | { error: string }) => {
    if (running) postToPage(window, { type: 'proxy-request-response', id, result })
  }

  const stopListening = listenToPage(window, (data) => {
    const request = proxyRequest(data)
    if (!request) return
    requests.push(request.method)
    handle(request).then(
      (value) => answer(request.id, { return: toProxyValue(value) }),
      // A text, never empty: the page takes an answer without one for a success.
      (error: unknown) => answer(request.id, { error: (error as Error)?.message || String(error) }),
    )
  })
  const stopEvents = wallet.onKeystoreChange(() => {
    if (running) dispatchToPage(window, keplrKeystoreChangeEvent)
  })

  return {
    requests,
    stop() {
      running = false
      stopListening()
      stopEvents()
    },
  }
}
