import { checkAccountIndex } from '../checkAccountIndex.js'
import { createRejectionQueue } from '../rejectionQueue.js'
import { type RememberSite, siteGrant } from '../rememberSite.js'
import type { StandardTestWalletControls } from '../standardTestWalletControls.js'
import type { PolkadotDevAccount } from './polkadotDevAccounts.js'
import type {
  Injected,
  InjectedAccount,
  InjectedWindowProvider,
  PolkadotSignerPayload,
  PolkadotSignerRaw,
  PolkadotSignerResult,
} from './polkadotInjectedWallet.js'

export type CreatePolkadotTestWalletParameters = {
  /** The accounts the user can switch between (e.g. `polkadotDevAccounts`); the first is selected. */
  readonly accounts: readonly PolkadotDevAccount[]
  /** Limits the accounts to this chain, as a user can in the extension; shown as their `genesisHash`. */
  readonly genesisHash?: string
  /** The extension version it reports; polkadot-js's own by default. */
  readonly version?: string
  /**
   * Remembers that the site was let in, so that after a reload `enable()` resolves without
   * asking, as the extension does for an origin it authorised. Forgotten by default.
   */
  readonly rememberSite?: RememberSite
}

/**
 * What tests (never dapps) use to steer the wallet as its user would. `rejectNext` takes
 * `enable`, `signPayload` or `signRaw`; without one, the next of them is refused.
 */
export type PolkadotTestWalletControls = StandardTestWalletControls & {
  /** The selected account's index. */
  readonly accountIndex: number
}

/** A Substrate extension backed by real keys (what `injectPolkadotTestWallet` installs), with its controls. */
export type PolkadotTestWallet = InjectedWindowProvider & PolkadotTestWalletControls

// The requests that ask the user: `rejectNext()` without a method targets these.
const promptingRequests: ReadonlySet<string> = new Set(['enable', 'signPayload', 'signRaw'])

// The polkadot-js extension's version when this wallet was written.
const extensionVersion = '0.62.6'

const signer = () => import('./polkadotWalletSigner.js')

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * A real Substrate browser extension for tests and the demo, "Latch Polkadot Test Wallet",
 * shaped as the polkadot-js extension injects itself (`InjectedWindowProvider`): `enable(name)`
 * is the user's prompt (or no prompt for a remembered site) and gives `accounts`
 * (`get`, `subscribe`) and `signer` (`signPayload`, `signRaw`). Its sr25519, ed25519 and ecdsa
 * keys sign for real with @polkadot/keyring and @polkadot/types, loaded with import() at the
 * first signature. The site sees the selected account only. Errors are the extension's:
 * `Error('Cancelled')` when the user refuses, plain `Error`s otherwise. Browser-safe.
 *
 * @example
 * const wallet = createPolkadotTestWallet({ accounts: polkadotDevAccounts })
 * injectPolkadotTestWallet(wallet) // window.injectedWeb3['latch-test-wallet']
 * wallet.rejectNext('signPayload') // the next extrinsic signature fails with 'Cancelled'
 */
export function createPolkadotTestWallet(
  parameters: CreatePolkadotTestWalletParameters,
): PolkadotTestWallet {
  if (parameters.accounts.length === 0) {
    throw new Error('createPolkadotTestWallet needs at least one account')
  }
  const grant = siteGrant(parameters.rememberSite)
  // A stored grant is the name the site gave when it was let in.
  let site = grant.load()
  let selected = 0
  let requests = 0
  const rejections = createRejectionQueue(promptingRequests, () => new Error('Cancelled'))
  const subscribers = new Set<(accounts: InjectedAccount[]) => void | Promise<void>>()

  const shown = parameters.accounts.map(
    (account): InjectedAccount =>
      Object.freeze({
        address: account.address,
        name: account.name,
        type: account.type,
        ...(parameters.genesisHash === undefined ? {} : { genesisHash: parameters.genesisHash }),
      }),
  )
  const visibleAccounts = (): InjectedAccount[] =>
    site === undefined ? [] : shown.slice(selected, selected + 1)
  const tell = (callback: (accounts: InjectedAccount[]) => void | Promise<void>) => {
    // Asynchronously, as the extension's answers come over a message port.
    void Promise.resolve(visibleAccounts()).then(callback)
  }
  const tellAll = () => {
    for (const subscriber of subscribers) tell(subscriber)
  }

  /** The selected account's key, after checking the site may use it and asked for it. */
  async function keyFor(address: unknown) {
    if (site === undefined) {
      throw new Error('The source is not allowed to interact with this extension')
    }
    const { keyPairOf, isAddressOf } = await signer()
    const pair = await keyPairOf(parameters.accounts[selected] as PolkadotDevAccount)
    if (typeof address !== 'string' || !isAddressOf(pair, address)) {
      throw new Error(`Unable to find account ${String(address)}`)
    }
    return pair
  }

  const injected: Injected = {
    accounts: {
      async get() {
        return visibleAccounts()
      },
      subscribe(callback) {
        subscribers.add(callback)
        tell(callback)
        return () => {
          subscribers.delete(callback)
        }
      },
    },
    signer: {
      async signPayload(payload: PolkadotSignerPayload): Promise<PolkadotSignerResult> {
        if (
          !isObject(payload) ||
          !Array.isArray(payload.signedExtensions) ||
          typeof payload.version !== 'number'
        ) {
          throw new Error('signPayload needs a SignerPayloadJSON')
        }
        const pair = await keyFor(payload.address)
        rejections.take('signPayload')
        const { signExtrinsicPayload } = await signer()
        return { id: ++requests, signature: signExtrinsicPayload(pair, payload) }
      },
      async signRaw(raw: PolkadotSignerRaw): Promise<PolkadotSignerResult> {
        if (!isObject(raw) || typeof raw.data !== 'string') {
          throw new Error('signRaw needs { address, data, type }')
        }
        const pair = await keyFor(raw.address)
        rejections.take('signRaw')
        const { signWrappedBytes } = await signer()
        return { id: ++requests, signature: signWrappedBytes(pair, raw.data) }
      },
    },
  }

  return {
    version: parameters.version ?? extensionVersion,
    async enable(originName) {
      if (typeof originName !== 'string' || originName === '') {
        throw new Error('enable needs the name of the site')
      }
      if (site === undefined) {
        rejections.take('enable')
        site = originName
        grant.save(site)
        tellAll()
      }
      return injected
    },
    rejectNext: rejections.push,
    setAccount(index) {
      checkAccountIndex(index, parameters.accounts.length)
      if (index === selected) return
      selected = index
      if (site !== undefined) tellAll()
    },
    disconnect() {
      if (site === undefined) return
      site = undefined
      grant.save(undefined)
      tellAll()
    },
    get accountIndex() {
      return selected
    },
  }
}
