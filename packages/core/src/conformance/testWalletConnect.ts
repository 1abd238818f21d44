// A WalletConnect client for tests of code around Latch: pairings a test approves or rejects,
// a session kept for restores, requests answered by the test, events the test sends. The
// relay and the SDK themselves are tested in `@latch/relay` against the real sign-client.
import { vi } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { createWalletConnectLoader } from '../client/walletConnectLoader.js'
import { ConnectionError } from '../errors/connection.js'
import { createEmitter } from '../events/createEmitter.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type {
  WalletConnectClient,
  WalletConnectConnector,
  WalletConnectEvents,
  WalletConnectPairing,
  WalletConnectProposal,
  WalletConnectRequest,
  WalletConnectRequestOptions,
  WalletConnectSession,
} from '../walletConnect/walletConnectClient.js'
import { createWalletConnectLink } from '../walletConnect/walletConnectLink.js'
import { createWalletConnectProvider } from '../walletConnect/walletConnectProvider.js'
import type { WalletRequestDeepLinkParameters } from '../walletConnect/walletRequestDeepLink.js'

/** A session of the test wallet with `accounts` (CAIP-10, per namespace). */
export function testWalletConnectSession(
  accounts: WalletConnectSession['accounts'],
): WalletConnectSession {
  return {
    topic: 'test-topic',
    accounts,
    peer: { name: 'Test Mobile Wallet', url: 'https://wallet.test', icons: [] },
    expiresAt: Date.now() + 7 * 24 * 3600_000,
  }
}

/**
 * A {@link WalletConnectConnector} whose client the test drives: `approve(accounts)` and
 * `reject()` settle the last pairing, `emit` sends a session event, `answer` decides what
 * requests return (the method's name by default), `stored` is what a restore finds. Each
 * request is reported sent (`onSent`) with the next id (1, 2 …) and the session's topic.
 */
export function testWalletConnect() {
  const events = createEmitter<WalletConnectEvents>()
  const proposals: WalletConnectProposal[] = []
  let settle:
    | { resolve: (session: WalletConnectSession) => void; reject: (error: Error) => void }
    | undefined
  let pairings = 0
  let requests = 0
  const state = {
    stored: undefined as WalletConnectSession | undefined,
    answer: async (request: WalletConnectRequest): Promise<unknown> => request.method,
  }
  const client: WalletConnectClient = {
    pair: vi.fn(async (proposal: WalletConnectProposal): Promise<WalletConnectPairing> => {
      proposals.push(proposal)
      pairings += 1
      const approval = new Promise<WalletConnectSession>((resolve, reject) => {
        settle = { resolve, reject }
      })
      approval.catch(() => {})
      return {
        uri: `wc:pairing${pairings}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`,
        expiresAt: Date.now() + 5 * 60_000,
        approval,
      }
    }),
    restore: vi.fn(async () => state.stored),
    request: vi.fn((request: WalletConnectRequest, options?: WalletConnectRequestOptions) => {
      requests += 1
      options?.onSent?.({ id: requests, topic: state.stored?.topic ?? 'test-topic' })
      return state.answer(request)
    }),
    disconnect: vi.fn(async () => {
      state.stored = undefined
    }),
    on: events.on,
    removeListener: events.removeListener,
  }
  const connector: WalletConnectConnector = {
    createClient: vi.fn(async () => client),
    setUp: createWalletConnectLoader,
  }
  const link = createWalletConnectLink(connector, { relayUrl: undefined, projectId: undefined })
  return {
    connector,
    /**
     * The session's provider of `namespace`, as core gives it to the adapter (one link); with
     * `deepLinks`, requests open the wallet the visitor chose.
     */
    provider: (
      namespace: ChainNamespace,
      networks: readonly CaipNetwork[],
      deepLinks?: WalletRequestDeepLinkParameters,
    ) => createWalletConnectProvider({ namespace, networks, link, deepLinks }),
    /** Pairs through the shared link, as the client does when the visitor picks WalletConnect. */
    pair: (proposal: WalletConnectProposal) => link.pair(proposal),
    client,
    proposals,
    state,
    /** The wallet approves the last pairing with `accounts`; the session is kept. */
    approve(accounts: WalletConnectSession['accounts']) {
      const session = testWalletConnectSession(accounts)
      state.stored = session
      settle?.resolve(session)
      return session
    },
    /** The wallet refuses the last pairing. */
    reject() {
      settle?.reject(new ConnectionError('CONNECTION_REJECTED'))
    },
    /** The wallet sends a session event. */
    emit: events.emit,
  }
}
