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

/**
 * The WalletConnect link of a client, over the site's connector.
 *
 * @example
 * const link = createWalletConnectLink(config.walletConnect, { relayUrl, projectId })
 * const { uri, approval } = await link.pair(proposal) // show `uri`; `approval` is the session
 */
export function createWalletConnectLink(
  connector: WalletConnectConnector,
  defaults: WalletConnectClientDefaults,
): WalletConnectLink {
  let loading: Promise<WalletConnectClient> | undefined
  let session: WalletConnectSession | undefined
  const client = () => {
    loading ??= connector.createClient(defaults).catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  return {
    client,
    session: () => session,
    async pair(proposal) {
      const pairing = await (await client()).pair(proposal)
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
