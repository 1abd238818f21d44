import type { InspectionEvent } from 'xstate'
import type { ChainAdapter } from '../adapters/chainAdapter.js'
import type { AuthConfig } from '../auth/authConfig.js'
import { isCaipNetworkId } from '../caip/caipNetworkId.js'
import { chainNamespaces } from '../caip/chainNamespace.js'
import type { CustomWallet } from '../config/customWallets.js'
import type { FeaturesOption } from '../config/features.js'
import type { DefaultAccountTypes } from '../connectors/accountOrder.js'
import { ConfigError } from '../errors/config.js'
import { InternalError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import { isSafePageUrl } from '../security/safeUrl.js'
import type { SiwxConfig } from '../siwx/siwxConfig.js'
import { accountTypeShape } from '../storage/schemas.js'
import type { StorageBackend } from '../storage/storageBackend.js'
import * as shape from '../validation/shape.js'
import type { WalletConnectConnector } from '../walletConnect/walletConnectClient.js'

/** Analytics events of SPEC.md §7, with their properties. */
export type LatchEvent = {
  event: string
  properties?: Record<string, unknown>
  /** `error` for the errors of failed actions (`SDK_ERROR`, SPEC.md §8 "Generic"). */
  type?: 'track' | 'error'
}

export type LatchConfig = {
  /** The networks the site works with, the first being the default unless `defaultNetwork`. */
  networks: readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork
  /** One adapter per chain namespace. None: only WalletConnect can connect. */
  adapters?: readonly ChainAdapter[]
  /** Restore the last visit's connections at start-up (default true). */
  enableReconnect?: boolean
  allowUnsupportedChain?: boolean
  /** Let the visitor switch networks from the modal (default true). */
  enableNetworkSwitch?: boolean
  /** Basic mode: WalletConnect only, no network or account UI. */
  basic?: boolean
  /** The site drives WalletConnect itself. */
  manualWalletConnectControl?: boolean
  /** The modal is part of the page rather than an overlay. */
  embedded?: boolean
  /** Multi-wallet (several connections per namespace); off unless the project enables it. */
  multiWallet?: boolean
  siwx?: SiwxConfig
  /** Refused together with `siwx` (SPEC.md §5); kept so that a migrating site hears why. */
  siweConfig?: unknown
  /** Where persisted values live; `localStorage` (or memory without one) by default. */
  storage?: StorageBackend
  /**
   * Whether the page runs on a phone; decides mobile-only views and the phone's wallet list.
   * By default the user agent says.
   */
  isMobile?: boolean
  /** Receives analytics events. */
  onEvent?: (event: LatchEvent) => void
  /** The project at the services (config, blockchain, analytics). */
  projectId?: string
  /**
   * Base URLs of the services of SPEC.md §7: `@latch/server` runs all three, locally or on
   * your own host. Without them Latch uses local settings only and sends nothing.
   */
  services?: { configUrl?: string; blockchainUrl?: string; analyticsUrl?: string }
  /**
   * The embedded wallet: email and social login through the secure frame, offered as the
   * AUTH connector of every adapter that can take it (`addAuthProvider`). Absent: no embedded
   * wallet. `{}` uses the hosted frame (`DEFAULT_SECURE_FRAME_URL`); a site running
   * `@latch/server` passes its frame page, such as `{ frameUrl: 'http://127.0.0.1:8787/frame' }`.
   */
  auth?: AuthConfig
  /**
   * WalletConnect: a connector whose client (the SDK, loaded only when the visitor picks
   * WalletConnect or a stored session is restored) core runs the pairing and the session
   * with, offered as the `walletConnect` connector of every adapter that takes it. Its relay is
   * the site's latch-server (`ws(s)://<services host>/relay`) unless it names another.
   */
  walletConnect?: WalletConnectConnector
  /** Local feature settings; the project's remote configuration decides some (SPEC.md §6). */
  features?: FeaturesOption
  /** Wallet-listing ids shown first, in this order (SPEC.md §6, §7). */
  featuredWalletIds?: string[]
  /** When given, the wallet listing shows only these ids. */
  includeWalletIds?: string[]
  /** Wallet-listing ids never shown. */
  excludeWalletIds?: string[]
  /**
   * Wallets the site lists itself, in the wallet lists' "custom" group (SPEC.md §6); picking
   * one offers its links. Links and images that are not safe are dropped.
   */
  customWallets?: CustomWallet[]
  /**
   * The account type each namespace starts on when the visitor has chosen none (SPEC.md §6
   * "Account types"); the defaults are eip155 `smartAccount`, polkadot `eoa`, solana `eoa`,
   * bip122 `payment`. On eip155 it is the embedded wallet's signing account where the project
   * offers smart accounts on the network (elsewhere the key's own account signs); a visitor's
   * choice (`setPreferredAccountType`), which the embedded wallet's server keeps per user,
   * wins over it.
   *
   * @example
   * createLatch({ networks, adapters, auth, defaultAccountTypes: { eip155: 'eoa' } })
   */
  defaultAccountTypes?: DefaultAccountTypes
  /** The site's terms of service, linked by the consent checkbox (`features.legalCheckbox`). */
  termsConditionsUrl?: string
  /** The site's privacy policy, linked by the consent checkbox (`features.legalCheckbox`). */
  privacyPolicyUrl?: string
  /**
   * XState's inspector for the client's system of machines (the root machine and each child):
   * every event, snapshot and transition, for logging or a visual tool such as Stately Inspect.
   *
   * @example
   * createLatch({ networks, inspect: (event) => console.debug(event.type, event.actorRef.sessionId) })
   */
  inspect?: (event: InspectionEvent) => void
}

const fn = shape.func
const optionalFn = shape.optional(fn)
const ids = shape.optional(shape.array(shape.string))
function isUrl(value: string): boolean {
  try {
    return Boolean(new URL(value))
  } catch {
    return false
  }
}
const url = shape.optional(shape.refine(shape.string, isUrl, 'must be a URL'))
const pageUrl = shape.optional(
  shape.refine(shape.string, isSafePageUrl, 'must be an https (or loopback http) URL'),
)
const customWalletShape = shape.object({
  id: shape.refine(shape.string, (value) => value.length > 0, 'must not be empty'),
  name: shape.string,
  homepage: shape.optional(shape.string),
  image_url: shape.optional(shape.string),
  mobile_link: shape.optional(shape.string),
  desktop_link: shape.optional(shape.string),
  webapp_link: shape.optional(shape.string),
  app_store: shape.optional(shape.string),
  play_store: shape.optional(shape.string),
})

const networkShape = shape.object({
  id: shape.union(shape.number, shape.string, 'must be a number or a string'),
  name: shape.string,
  chainNamespace: shape.string,
  caipNetworkId: shape.refine(shape.string, isCaipNetworkId, 'must be a CAIP-2 network id'),
})

const adapterShape = shape.object({
  namespace: shape.oneOf(chainNamespaces),
  capabilities: shape.object({}),
  getConnectors: fn,
  preload: optionalFn,
  preloadDiscovery: optionalFn,
  connect: fn,
  reconnect: fn,
  disconnect: fn,
  subscribe: fn,
  switchNetwork: fn,
  addNetwork: optionalFn,
  getBalance: fn,
  signMessage: fn,
  signTypedData: optionalFn,
  sendTransfer: fn,
  waitForTransaction: fn,
  sendCalls: optionalFn,
  isAddress: fn,
  request: fn,
  addAuthProvider: optionalFn,
})

const siwxShape = shape.object({
  createMessage: fn,
  addSession: fn,
  revokeSession: fn,
  getSessions: fn,
  getRequired: optionalFn,
  signOutOnDisconnect: shape.optional(shape.boolean),
})

const flag = shape.optional(shape.boolean)

const configShape = shape.object({
  networks: shape.refine(
    shape.array(networkShape),
    (networks) => networks.length > 0,
    'give at least one network',
  ),
  defaultNetwork: shape.optional(networkShape),
  adapters: shape.optional(shape.array(adapterShape)),
  enableReconnect: flag,
  allowUnsupportedChain: flag,
  enableNetworkSwitch: flag,
  basic: flag,
  manualWalletConnectControl: flag,
  embedded: flag,
  multiWallet: flag,
  siwx: shape.optional(siwxShape),
  storage: shape.optional(shape.object({ getItem: fn, setItem: fn, removeItem: fn })),
  isMobile: flag,
  onEvent: optionalFn,
  projectId: shape.optional(
    shape.refine(shape.string, (value) => value.length > 0, 'must not be empty'),
  ),
  services: shape.optional(shape.object({ configUrl: url, blockchainUrl: url, analyticsUrl: url })),
  auth: shape.optional(
    shape.object({
      frameUrl: shape.optional(
        shape.refine(shape.string, isSafePageUrl, 'must be an https (or loopback http) URL'),
      ),
      enableLogger: flag,
      window: shape.optional(
        shape.object({
          location: shape.object({ origin: shape.string }),
          document: shape.object({}),
          open: fn,
          addEventListener: fn,
          removeEventListener: fn,
        }),
      ),
    }),
  ),
  walletConnect: shape.optional(shape.object({ createClient: fn, setUp: fn })),
  features: shape.optional(shape.object({})),
  featuredWalletIds: ids,
  includeWalletIds: ids,
  excludeWalletIds: ids,
  customWallets: shape.optional(shape.array(customWalletShape)),
  defaultAccountTypes: shape.optional(shape.record(shape.oneOf(chainNamespaces), accountTypeShape)),
  termsConditionsUrl: pageUrl,
  privacyPolicyUrl: pageUrl,
  inspect: optionalFn,
})

/**
 * Checks a configuration before anything starts: a wrong option fails here, with its path,
 * not deep inside a machine later.
 */
export function validateLatchConfig(config: LatchConfig): LatchConfig {
  if (config?.siwx !== undefined && config.siweConfig !== undefined) {
    throw new InternalError('SIWE_CONFIG_AND_SIWX')
  }
  const issues = shape.issuesOf(configShape, config)
  if (issues.length) {
    throw new ConfigError('INVALID_CONFIG', {
      values: {
        issues: issues
          .map(({ path, message }) => `${path.length ? path.join('.') : 'config'} ${message}`)
          .join('; '),
      },
    })
  }
  const namespaces = (config.adapters ?? []).map((adapter) => adapter.namespace)
  const repeated = namespaces.find((namespace, index) => namespaces.indexOf(namespace) !== index)
  if (repeated) {
    throw new ConfigError('INVALID_CONFIG', {
      values: { issues: `adapters has two adapters for ${repeated}` },
    })
  }
  return config
}
