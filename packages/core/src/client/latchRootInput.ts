import type { InputFrom } from 'xstate'
import { hasSiteAdapters } from '../adapters/walletConnectOnlyAdapter.js'
import { runsOnPhone } from '../config/userAgent.js'
import { preferredAccountTypesByDefault } from '../connectors/accountOrder.js'
import type { latchMachine } from '../machines/latch.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { LatchAuth } from './latchAuth.js'
import type { LatchConfig } from './latchConfig.js'

export type LatchRootInputParameters = {
  config: LatchConfig
  storage: LatchStorage
  /** The network the page starts on (the stored one, else the site's default). */
  activeNetwork: CaipNetwork | undefined
  auth: LatchAuth | undefined
  /** Whether the site configured WalletConnect. */
  walletConnect: boolean
}

/**
 * The root machine's input: what the site configured and what the last visit stored, read once
 * as the client starts.
 *
 * @example
 * createActor(machine, { input: latchRootInput({ config, storage, activeNetwork, auth, walletConnect: false }) })
 */
export function latchRootInput({
  config,
  storage,
  activeNetwork,
  auth,
  walletConnect,
}: LatchRootInputParameters): InputFrom<typeof latchMachine> {
  const adapters = config.adapters ?? []
  const namespaces = adapters.map((adapter) => adapter.namespace)
  const reconnect = config.enableReconnect ?? true
  return {
    namespaces,
    capabilities: Object.fromEntries(
      adapters.map((adapter) => [adapter.namespace, adapter.capabilities]),
    ),
    networks: config.networks,
    activeNetwork,
    network: {
      allowUnsupportedChain: config.allowUnsupportedChain ?? false,
      enableNetworkSwitch: config.enableNetworkSwitch ?? true,
      basic: config.basic ?? false,
    },
    modal: {
      // Only WalletConnect's own adapters: the modal opens on WalletConnect (SPEC.md §2).
      noAdapters: !hasSiteAdapters(adapters),
      manualControl: config.manualWalletConnectControl ?? false,
      mobile: runsOnPhone(config),
      siwxRequired: config.siwx?.getRequired?.() ?? false,
    },
    embedded: config.embedded ?? false,
    reconnect,
    savedConnectorIds: Object.fromEntries(
      namespaces.map((namespace) => [namespace, storage.get('connectedConnectorId', namespace)]),
    ),
    savedConnections: reconnect ? (storage.get('connections') ?? {}) : {},
    // A corrupt stored value reads as absent: the defaults apply.
    preferredAccountTypes: {
      ...preferredAccountTypesByDefault(config.defaultAccountTypes),
      ...storage.get('preferredAccountTypes'),
    },
    logins: auth ? { email: storage.get('email') ?? '', namespaces: auth.namespaces } : undefined,
    walletConnect,
    siwx: config.siwx && {
      namespaces,
      required: config.siwx.getRequired?.() ?? false,
      signOutOnDisconnect: config.siwx.signOutOnDisconnect ?? true,
    },
  }
}
