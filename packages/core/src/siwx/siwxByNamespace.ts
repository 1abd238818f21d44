import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import { type ChainNamespace, isChainNamespace } from '../caip/chainNamespace.js'
import { InternalError } from '../errors/internal.js'
import type { SiwxConfig } from './siwxConfig.js'

/**
 * A sign-in back end for some of the namespaces, such as `siweSiwx` for eip155; `undefined`
 * is no config, so that a site can leave out a namespace it has no adapter for.
 */
export type SiwxByNamespaceParameters = { [Namespace in ChainNamespace]?: SiwxConfig | undefined }

export type SiwxByNamespaceReturnType = SiwxConfig
export type SiwxByNamespaceErrorType = InternalError

/**
 * One `siwx` for several namespaces: each call goes to the config of its chain's namespace, so
 * a site with EVM and Solana adapters signs visitors in with whichever wallet they connect.
 * Sign-in is required when any config requires it (a visitor of the site must sign in,
 * whatever the wallet). The sessions are signed out on disconnect unless every config says
 * not to, since core holds one such setting for all, and signing out is the safer default.
 * A chain of a namespace without a config is refused with `UNSUPPORTED_CHAIN_NAMESPACE`:
 * give a config for each namespace the site has an adapter for.
 *
 * @throws {InternalError} `UNSUPPORTED_CHAIN_NAMESPACE` at once when no config is given.
 * @example
 * const latch = createLatch({
 *   networks: [mainnet, solana],
 *   adapters: [evmAdapter(), solanaAdapter()],
 *   siwx: siwxByNamespace({
 *     eip155: siweSiwx({ serverUrl, projectId }),
 *     solana: siwsSiwx({ serverUrl, projectId }),
 *   }),
 * })
 */
export function siwxByNamespace(configs: SiwxByNamespaceParameters): SiwxByNamespaceReturnType {
  const configured = Object.keys(configs)
    .filter(isChainNamespace)
    .filter((namespace) => configs[namespace] !== undefined)
  const members = Object.values(configs).filter(
    (config): config is SiwxConfig => config !== undefined,
  )
  if (members.length === 0) {
    throw new InternalError('UNSUPPORTED_CHAIN_NAMESPACE', {
      details: 'siwxByNamespace needs a config for at least one namespace',
    })
  }

  function configFor(chainId: CaipNetworkId): SiwxConfig {
    const namespace = String(chainId).split(':')[0] ?? ''
    const config =
      isChainNamespace(namespace) && Object.hasOwn(configs, namespace)
        ? configs[namespace]
        : undefined
    if (!config) {
      throw new InternalError('UNSUPPORTED_CHAIN_NAMESPACE', {
        details: `no sign-in config for ${namespace} (chain ${chainId}); configured: ${configured.join(', ')}`,
      })
    }
    return config
  }

  const keepsSessions = members.every((config) => config.signOutOnDisconnect === false)
  return {
    // Async so that a refused namespace rejects like the configs' own failures do.
    createMessage: async (input) => configFor(input.chainId).createMessage(input),
    addSession: async (session) => configFor(session.data.chainId).addSession(session),
    revokeSession: async (chainId, address) => configFor(chainId).revokeSession(chainId, address),
    getSessions: async (chainId, address) => configFor(chainId).getSessions(chainId, address),
    getRequired: () => members.some((config) => config.getRequired?.() ?? false),
    ...(keepsSessions ? { signOutOnDisconnect: false } : {}),
  }
}
