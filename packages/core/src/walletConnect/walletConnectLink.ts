import { ServiceError } from '../errors/service.js'
import type {
  WalletConnectClient,
  WalletConnectClientDefaults,
  WalletConnectConnector,
  WalletConnectPairing,
  WalletConnectProposal,
  WalletConnectSession,
} from './walletConnectClient.js'

/**
 * A client's one WalletConnect session, shared by every namespace it serves: the SDK's
 * client, created on first use (a pairing, or a session to restore) and again after a failed
 * load, and the session a pairing's approval or a restore brought.
 */
export type WalletConnectLink = {
  /** The SDK's client; loads it the first time. */
  client(): Promise<WalletConnectClient>
  /** The session in force, if any. */
  session(): WalletConnectSession | undefined
  /** Proposes a session; its approval becomes the session in force. */
  pair(proposal: WalletConnectProposal): Promise<WalletConnectPairing>
  /** The session in force, else the one the relay kept from an earlier visit. */
  restore(): Promise<WalletConnectSession | undefined>
  /** The wallet changed the session, or it ended (`undefined`). */
  update(session: WalletConnectSession | undefined): void
}

export type WalletConnectLinkOptions = {
  /**
   * Resolves once the server of the relay answers, rejects when it cannot be reached: asked at
   * each pairing, beside the SDK, whose socket to a relay that is down keeps retrying (five
   * attempts, 1 to 4 s apart) while its pairing never settles.
   */
  reachRelay?: (() => Promise<void>) | undefined
  /** Told each time the relay refuses the client, with its reason (for SPEC.md §8's alerts). */
  onRelayRefused?: ((reason: string) => void) | undefined
}

/**
 * The WalletConnect link of a client, over the site's connector. With `reachRelay`, a pairing
 * whose relay cannot be reached fails at once with "Could not reach {relay}", and the next one
 * asks again.
 *
 * @example
 * const link = createWalletConnectLink(config.walletConnect, { relayUrl, projectId })
 * const { uri, approval } = await link.pair(proposal) // show `uri`; `approval` is the session
 */
export function createWalletConnectLink(
  connector: WalletConnectConnector,
  defaults: WalletConnectClientDefaults,
  { reachRelay, onRelayRefused }: WalletConnectLinkOptions = {},
): WalletConnectLink {
  let loading: Promise<WalletConnectClient> | undefined
  let session: WalletConnectSession | undefined
  const client = () => {
    loading ??= connector.createClient(defaults).then(
      (loaded) => {
        if (onRelayRefused) loaded.on('relayRefused', onRelayRefused)
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  function unlessRelayDown<T>(work: Promise<T>): Promise<T> {
    if (!reachRelay) return work
    const relayDown = reachRelay().then(
      () => new Promise<never>(() => {}),
      (cause: unknown) => {
        throw new ServiceError('NETWORK', {
          cause,
          values: { url: connector.relayUrl ?? defaults.relayUrl ?? '' },
        })
      },
    )
    return Promise.race([work, relayDown])
  }
  return {
    client,
    session: () => session,
    async pair(proposal) {
      const pairing = await unlessRelayDown(client().then((loaded) => loaded.pair(proposal)))
      const approval = pairing.approval.then((approved) => {
        session = approved
        return approved
      })
      // A refusal nobody awaits any more (the URI was refreshed) is no unhandled rejection.
      approval.catch(() => {})
      return { ...pairing, approval }
    },
    async restore() {
      session ??= await (await client()).restore()
      return session
    },
    update(next) {
      session = next
    },
  }
}
