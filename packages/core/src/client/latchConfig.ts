import * as z from 'zod/mini'
import type { ChainAdapter } from '../adapters/chainAdapter.js'
import { isCaipNetworkId } from '../caip/caipNetworkId.js'
import { chainNamespaces } from '../caip/chainNamespace.js'
import type { FeaturesOption } from '../config/features.js'
import { ConfigError } from '../errors/config.js'
import { InternalError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { SiwxConfig } from '../siwx/siwxConfig.js'
import type { StorageBackend } from '../storage/storageBackend.js'

/** Analytics events of SPEC.md §7, with their properties. */
export type LatchEvent = { event: string; properties?: Record<string, unknown> }

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
  /** Whether the page runs on a phone; decides mobile-only views. */
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
  /** Local feature settings; the project's remote configuration decides some (SPEC.md §6). */
  features?: FeaturesOption
}

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', {
  error: 'must be a function',
})

const networkSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  chainNamespace: z.string(),
  caipNetworkId: z.string().check(z.refine(isCaipNetworkId, 'must be a CAIP-2 network id')),
})

const adapterSchema = z.looseObject({
  namespace: z.enum(chainNamespaces),
  capabilities: z.looseObject({}),
  getConnectors: fn,
  connect: fn,
  reconnect: fn,
  disconnect: fn,
  subscribe: fn,
  switchNetwork: fn,
  addNetwork: z.optional(fn),
  getBalance: fn,
  signMessage: fn,
  signTypedData: z.optional(fn),
  sendTransfer: fn,
  waitForTransaction: fn,
  sendCalls: z.optional(fn),
  isAddress: fn,
  request: fn,
})

const siwxSchema = z.looseObject({
  createMessage: fn,
  addSession: fn,
  revokeSession: fn,
  getSessions: fn,
  getRequired: z.optional(fn),
  signOutOnDisconnect: z.optional(z.boolean()),
})

const storageSchema = z.looseObject({ getItem: fn, setItem: fn, removeItem: fn })

const configSchema = z.object({
  networks: z.array(networkSchema).check(z.minLength(1, 'give at least one network')),
  defaultNetwork: z.optional(networkSchema),
  adapters: z.optional(z.array(adapterSchema)),
  enableReconnect: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  enableNetworkSwitch: z.optional(z.boolean()),
  basic: z.optional(z.boolean()),
  manualWalletConnectControl: z.optional(z.boolean()),
  embedded: z.optional(z.boolean()),
  multiWallet: z.optional(z.boolean()),
  siwx: z.optional(siwxSchema),
  siweConfig: z.optional(z.unknown()),
  storage: z.optional(storageSchema),
  isMobile: z.optional(z.boolean()),
  onEvent: z.optional(fn),
  projectId: z.optional(z.string().check(z.minLength(1))),
  services: z.optional(
    z.object({
      configUrl: z.optional(z.url()),
      blockchainUrl: z.optional(z.url()),
      analyticsUrl: z.optional(z.url()),
    }),
  ),
  features: z.optional(z.looseObject({})),
})

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'config'} ${issue.message}`)
    .join('; ')
}

/**
 * Checks a configuration before anything starts: a wrong option fails here, with its path,
 * not deep inside a machine later.
 */
export function validateLatchConfig(config: LatchConfig): LatchConfig {
  if (config?.siwx !== undefined && config.siweConfig !== undefined) {
    throw new InternalError('SIWE_CONFIG_AND_SIWX')
  }
  const result = configSchema.safeParse(config)
  if (!result.success) {
    throw new ConfigError('INVALID_CONFIG', {
      values: { issues: describeIssues(result.error.issues) },
      cause: result.error,
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
