// The contract between core and a WalletConnect client (`@latch/walletconnect`, over
// `@walletconnect/sign-client`): core knows sessions, pairings and requests, never the SDK,
// so that a page without WalletConnect carries none of it.
import type { CaipAddress } from '../caip/caipAddress.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { createWalletConnectLoader } from '../client/walletConnectLoader.js'

/** What a namespace asks of the wallet in a proposal; its adapter says what it needs. */
export type WalletConnectNamespace = {
  /** The site's networks of the namespace, as CAIP-2 ids. */
  chains: readonly CaipNetworkId[]
  /** The wallet methods the adapter calls (`personal_sign`, `solana_signTransaction`...). */
  methods: readonly string[]
  /** The session events the adapter follows (`accountsChanged`, `chainChanged`). */
  events: readonly string[]
}

/** A proposal: the namespaces the site offers the wallet, each as its adapter maps it. */
export type WalletConnectProposal = Partial<Record<ChainNamespace, WalletConnectNamespace>>

/** A session a wallet approved: one for every namespace it took. */
export type WalletConnectSession = {
  /** The session's topic on the relay. */
  topic: string
  /** The accounts approved in each namespace, as CAIP-10 (`eip155:1:0xab…`). */
  accounts: Partial<Record<ChainNamespace, readonly CaipAddress[]>>
  /** The wallet's own description of itself (untrusted: shown, never followed blindly). */
  peer: { name: string; url: string; icons: readonly string[] }
  /** When the relay drops the session, in epoch milliseconds. */
  expiresAt: number
}

/** A pairing waiting for a wallet: the URI a QR code or deep link carries. */
export type WalletConnectPairing = {
  /** `wc:…@2?relay-protocol=irn&symKey=…&expiryTimestamp=…` */
  uri: string
  /** When the URI stops working, in epoch milliseconds. */
  expiresAt: number
  /**
   * Resolves with the session once a wallet approves; rejects when it refuses ("Connection
   * rejected") or the pairing expires.
   */
  approval: Promise<WalletConnectSession>
}

/** What a WalletConnect client tells core of its session. */
export type WalletConnectEvents = {
  /** The wallet changed the session's accounts (`session_update`, `accountsChanged`). */
  sessionChanged: (session: WalletConnectSession) => void
  /** The wallet moved to another chain of a namespace (`chainChanged`). */
  chainChanged: (chainId: CaipNetworkId) => void
  /** The session ended: the wallet disconnected, or it expired. */
  sessionEnded: () => void
  /**
   * The relay refused the client for good (WalletConnect's close code 3000), with its reason:
   * `Unauthorized: invalid key`, `Unauthorized: origin not allowed`... (SPEC.md §8).
   */
  relayRefused: (reason: string) => void
}

/** A request over the session: a namespace's wallet method, on one of its chains. */
export type WalletConnectRequest = { chainId: CaipNetworkId; method: string; params?: unknown }

/** A request the relay took: its JSON-RPC id and the session's topic, as the wallet knows them. */
export type WalletConnectRequestSent = { id: number; topic: string }

export type WalletConnectRequestOptions = {
  /**
   * Called once the relay took the request, before the wallet answers: core then opens the
   * wallet the visitor chose on this device (`deepLinkChoice`), at this request.
   */
  onSent?: ((sent: WalletConnectRequestSent) => void) | undefined
}

/**
 * A WalletConnect client as core uses it: one session at a time, serving every namespace of
 * the proposal. Made by `createClient` of {@link WalletConnectConnector}, once the visitor
 * picks WalletConnect or a stored session must be restored.
 */
export type WalletConnectClient = {
  /** Proposes a session: resolves with the pairing URI at once, and the approval to await. */
  pair(proposal: WalletConnectProposal): Promise<WalletConnectPairing>
  /** The session kept from an earlier visit, if the relay still holds it. */
  restore(): Promise<WalletConnectSession | undefined>
  /**
   * Asks the wallet; rejects with the wallet's error (code 4001 when the visitor refused).
   * The client never opens the wallet itself (sign-client would, from a storage key nobody
   * checks): it reports the request through `onSent`, and core opens the visitor's choice.
   */
  request(request: WalletConnectRequest, options?: WalletConnectRequestOptions): Promise<unknown>
  /** Ends the session on both sides. */
  disconnect(): Promise<void>
  on<E extends keyof WalletConnectEvents>(event: E, listener: WalletConnectEvents[E]): void
  removeListener<E extends keyof WalletConnectEvents>(
    event: E,
    listener: WalletConnectEvents[E],
  ): void
}

/** What core gives a connector when it creates its client. */
export type WalletConnectClientDefaults = {
  /** The relay of the site's own latch-server (`ws(s)://<services host>/relay`), if known. */
  relayUrl: string | undefined
  /** The site's project at the services (`config.projectId`). */
  projectId: string | undefined
}

/**
 * How core makes its client (`config.walletConnect`), with the code of the SDK
 * loaded only when it is called, from a relay URL, a project id and the site's metadata.
 */
export type WalletConnectConnector = {
  createClient(defaults: WalletConnectClientDefaults): Promise<WalletConnectClient>
  /**
   * The relay the connector uses instead of the default one (the site's latch-server, beside
   * its services); absent when it uses the default.
   */
  readonly relayUrl?: string | undefined
  /**
   * Sets WalletConnect up on a client as it is created: `createWalletConnectLoader` of
   * `@latch/core/internal`, which `@latch/walletconnect`'s connector brings. The connector
   * brings it, rather than `createLatch` importing it, so that a page without WalletConnect
   * does not load it (about 1 KB gzip before its first click). A connector of one's own (a
   * test double, another SDK) starts from that one and replaces what differs, so it never
   * needs the internal entry: `{ ...walletConnect(parameters), createClient }`.
   */
  readonly setUp: WalletConnectSetUp
}

/** {@link WalletConnectConnector}'s `setUp`: `createWalletConnectLoader`. */
export type WalletConnectSetUp = typeof createWalletConnectLoader
