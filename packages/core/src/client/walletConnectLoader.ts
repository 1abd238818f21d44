import type { ChainAdapter } from '../adapters/chainAdapter.js'
import type { AuthProviderTarget } from '../auth/authProvider.js'
import { createAuthProvider } from '../auth/authProvider.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Alert, AlertCode } from '../errors/alerts.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { WalletConnectProposal } from '../walletConnect/walletConnectClient.js'
import {
  createWalletConnectLink,
  type WalletConnectLink,
} from '../walletConnect/walletConnectLink.js'
import type { LatchConfig } from './latchConfig.js'

/** A client's WalletConnect, as its page holds it from the start. */
export type LatchWalletConnect = {
  /** The session shared by every namespace, and the SDK's client behind it. */
  link: WalletConnectLink
  /** The namespaces whose adapter takes WalletConnect. */
  namespaces: readonly ChainNamespace[]
  /** The proposal of a pairing: each namespace as its adapter maps it, on the site's networks. */
  proposal(): WalletConnectProposal
  /** Removes the `walletConnect` connectors. */
  destroy(): void
}

/**
 * The relay of the site's own latch-server, next to its services: `wss://host/relay` for
 * `https://host/...` (`ws:` for a loopback `http:`); `undefined` without services.
 */
export function defaultRelayUrl(services: LatchConfig['services']): string | undefined {
  const base = services?.configUrl ?? services?.blockchainUrl ?? services?.analyticsUrl
  if (!base) return undefined
  const url = new URL('/relay', base)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.href
}

/**
 * The relay's refusals as SPEC.md §8's alerts ("Universal provider errors map to alerts once
 * each"): a reason the catalogue knows shows its alert the first time. The catalogue loads
 * only with a refusal, so that a page with WalletConnect does not carry it.
 */
function relayRefusalAlerts(showAlert: (alert: Alert) => void): (reason: string) => void {
  const shown = new Set<AlertCode>()
  return (reason) => {
    import('../errors/alerts.js').then(
      ({ alertForProviderError, getAlert }) => {
        const code = alertForProviderError(reason)
        if (!code || shown.has(code)) return
        shown.add(code)
        showAlert(getAlert(code))
      },
      () => {},
    )
  }
}

/**
 * Sets up WalletConnect when the site configures it and an adapter takes it: one link for the
 * session, and each such adapter given its namespace's provider of the session at once (the
 * `walletConnect` connector is listed before any click). Nothing of the SDK loads here, and
 * the providers' own code (`walletConnectProvider.ts`) loads on their first use.
 *
 * @example
 * const walletConnect = createWalletConnectLoader(config, storage)
 * const { uri, approval } = await walletConnect.link.pair(walletConnect.proposal())
 */
export function createWalletConnectLoader(
  config: LatchConfig,
  /** Where the visitor's wallet choice is kept (`deepLinkChoice`): requests open that wallet. */
  storage?: LatchStorage,
  /**
   * Whether the site's services answer (`LatchServices.reach`): the default relay is theirs,
   * so a pairing through it fails at once when they are down.
   */
  reachServices?: () => Promise<void>,
  /** Shows an alert: the relay's refusals that SPEC.md §8 maps to one, once each. */
  showAlert?: (alert: Alert) => void,
): LatchWalletConnect | undefined {
  const connector = config.walletConnect
  const adapters = (config.adapters ?? []).filter(
    (adapter): adapter is ChainAdapter & Required<Pick<ChainAdapter, 'walletConnect'>> =>
      adapter.walletConnect !== undefined,
  )
  if (!connector || adapters.length === 0) return undefined
  const link = createWalletConnectLink(
    connector,
    { relayUrl: defaultRelayUrl(config.services), projectId: config.projectId },
    {
      reachRelay: connector.relayUrl === undefined ? reachServices : undefined,
      onRelayRefused: showAlert && relayRefusalAlerts(showAlert),
    },
  )
  const removals = adapters.map(({ namespace, walletConnect }) => {
    let target: Promise<AuthProviderTarget> | undefined
    const provider = createAuthProvider(namespace, () => {
      target ??= import('../walletConnect/walletConnectProvider.js').then(
        ({ createWalletConnectTarget }) =>
          createWalletConnectTarget({
            namespace,
            networks: config.networks,
            link,
            deepLinks: storage && { storage },
            emit: provider.emit,
          }),
        (error: unknown) => {
          target = undefined
          throw error
        },
      )
      return target
    })
    return walletConnect.addProvider(provider)
  })
  return {
    link,
    namespaces: adapters.map((adapter) => adapter.namespace),
    proposal: () =>
      Object.fromEntries(
        adapters.map((adapter) => [
          adapter.namespace,
          adapter.walletConnect.namespace(config.networks),
        ]),
      ),
    destroy() {
      for (const remove of removals) remove()
    },
  }
}
