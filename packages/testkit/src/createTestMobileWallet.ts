import {
  type CreateTestWalletParameters,
  createSolanaTestWallet,
  createTestWallet,
  providerErrorCodes,
  type SolanaTestWallet,
  type TestWallet,
} from '@latch/test-wallets'
import type { SignClient } from '@walletconnect/sign-client'
import { createMemoryStorage, type KeyValueStorage } from './memoryStorage.js'
import {
  type ApprovedNamespace,
  approvedNamespaces,
  type ProposedNamespaces,
  proposedByNamespace,
  type WalletNamespace,
} from './mobileWalletNamespaces.js'
import {
  type MobileWalletRequest,
  type MobileWalletSolanaNetwork,
  mobileWalletRequests,
} from './mobileWalletRequests.js'

type Client = Awaited<ReturnType<typeof SignClient.init>>

/** The wallet as the site sees it in the proposal's answer. */
export type TestMobileWalletMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
}

export type CreateTestMobileWalletParameters = {
  /** The relay the site pairs through, e.g. latch-server's `ws://127.0.0.1:8787/relay`. */
  readonly relayUrl: string
  /** The project the relay knows. */
  readonly projectId: string
  /** The EVM account: {@link createTestWallet}'s key and local chains. */
  readonly evm?: CreateTestWalletParameters | undefined
  /** The Solana account: its keypairs (the first is approved) and the clusters it signs on. */
  readonly solana?:
    | {
        readonly secretKeys: readonly string[]
        /** Each as WalletConnect names it (CAIP-2) and the wallet signs for it: `devnet.solana`. */
        readonly networks: readonly MobileWalletSolanaNetwork[]
      }
    | undefined
  /** "Latch Test Mobile Wallet" by default. */
  readonly metadata?: TestMobileWalletMetadata | undefined
  /** Where sign-client keeps its sessions; in memory by default (a reload forgets them). */
  readonly storage?: KeyValueStorage | undefined
  /** sign-client's `customStoragePrefix`; one of its own by default. */
  readonly storagePrefix?: string | undefined
}

/** A proposal as the wallet shows it to its user. */
export type TestMobileWalletProposal = {
  readonly id: number
  /** The site as it describes itself (untrusted). */
  readonly proposer: TestMobileWalletMetadata
  /** What the site asks for, required and optional namespaces together. */
  readonly namespaces: Readonly<
    Record<string, { chains: string[]; methods: string[]; events: string[] }>
  >
}

/** A session the wallet approved. */
export type TestMobileWalletSession = {
  readonly topic: string
  readonly peer: TestMobileWalletMetadata
  readonly namespaces: Readonly<Record<string, ApprovedNamespace>>
}

/** A request the wallet answered, with its answer. */
export type TestMobileWalletRequest = MobileWalletRequest & {
  readonly topic: string
} & ({ readonly result: unknown } | { readonly error: { code: number; message: string } })

export type TestMobileWalletEvents = {
  /** A site proposed a session (after `pair()`). */
  proposal: (proposal: TestMobileWalletProposal) => void
  /** The wallet answered a request. */
  request: (request: TestMobileWalletRequest) => void
  /** A session ended, by the site or by the wallet. */
  sessionEnded: (topic: string) => void
}

export type TestMobileWallet = {
  /** The EVM test wallet that signs, for its controls (`rejectNext('personal_sign')`…). */
  readonly evm: TestWallet | undefined
  /** The Solana test wallet that signs, for its controls. */
  readonly solana: SolanaTestWallet | undefined
  /** Pairs with a site's `wc:` URI (a scanned QR code) and resolves with its proposal. */
  pair(uri: string): Promise<TestMobileWalletProposal>
  /** Proposals waiting for the user, oldest first. */
  readonly proposals: readonly TestMobileWalletProposal[]
  /**
   * The user approves a proposal (the last by default): the wallet's accounts on the proposed
   * chains it has. Resolves once the site holds the session.
   */
  approve(id?: number): Promise<TestMobileWalletSession>
  /** The user rejects a proposal (the last by default): the site hears "User rejected." (5000). */
  reject(id?: number): Promise<void>
  /** The sessions in force. */
  readonly sessions: readonly TestMobileWalletSession[]
  /** Every request answered, in order. */
  readonly requests: readonly TestMobileWalletRequest[]
  /** The user moves the EVM account to `chainId` (CAIP-2): `chainChanged` to the sessions. */
  switchChain(chainId: string): Promise<void>
  /**
   * The user selects account `index` of a namespace: the sessions are updated to it and hear
   * `accountsChanged`.
   */
  setAccount(namespace: 'eip155' | 'solana', index: number): Promise<void>
  /** The user disconnects a site (every one by default): its session ends on both sides. */
  disconnect(topic?: string): Promise<void>
  on<E extends keyof TestMobileWalletEvents>(event: E, listener: TestMobileWalletEvents[E]): void
  removeListener<E extends keyof TestMobileWalletEvents>(
    event: E,
    listener: TestMobileWalletEvents[E],
  ): void
  /** Closes the relay connection (the sessions stay in `storage`). */
  close(): Promise<void>
}

const defaultMetadata: TestMobileWalletMetadata = {
  name: 'Latch Test Mobile Wallet',
  description: 'A phone wallet for tests: real keys, local chains',
  url: 'https://wallet.latch.invalid',
  icons: [],
}

const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/** The error a request is answered with: the wallet's own code, else an internal error. */
function answerError(error: unknown): { code: number; message: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return {
    code: typeof code === 'number' ? code : providerErrorCodes.internal,
    message: typeof message === 'string' ? message : String(error),
  }
}

/**
 * "Latch Test Mobile Wallet": a phone wallet for tests and the demo, over an unmodified
 * `@walletconnect/sign-client` 2.25 as the wallet side. It pairs with a site's `wc:` URI,
 * shows the proposal, approves it with one EVM account ({@link createTestWallet}: viem signs,
 * sends go to the local chains) and one Solana account ({@link createSolanaTestWallet}), or
 * rejects it, and answers every request by signing for real. It contacts the relay and no
 * other host: sign-client's Verify lookups (verify.walletconnect.org) are off. Browser-safe;
 * sign-client loads when a wallet is created.
 *
 * @example
 * const wallet = await createTestMobileWallet({
 *   relayUrl, projectId: 'demo',
 *   evm: { privateKey: devAccounts[1].privateKey, chains: devnet.chains },
 *   solana: { secretKeys: [devnet.solana.accounts[1].secretKey], networks: [devnet.solana] },
 * })
 * const proposal = await wallet.pair(uri) // the URI of the site's QR code
 * await wallet.approve()
 * wallet.evm?.rejectNext('personal_sign') // the user refuses the next signature
 */
export async function createTestMobileWallet(
  parameters: CreateTestMobileWalletParameters,
): Promise<TestMobileWallet> {
  const evm = parameters.evm && createTestWallet(parameters.evm)
  const solanaNetworks = parameters.solana?.networks ?? []
  const solana =
    parameters.solana &&
    createSolanaTestWallet({
      secretKeys: parameters.solana.secretKeys,
      chains: Object.fromEntries(
        solanaNetworks.map((network) => [network.walletChain, network.rpcUrl]),
      ),
    })
  const answer = mobileWalletRequests({ evm, solana, solanaNetworks })

  const { SignClient: Client } = await import('@walletconnect/sign-client')
  const client: Client = await Client.init({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    metadata: parameters.metadata ?? defaultMetadata,
    storage: parameters.storage ?? createMemoryStorage(),
    customStoragePrefix:
      parameters.storagePrefix ?? `latch-test-mobile-wallet-${crypto.randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  // sign-client would ask verify.walletconnect.org about every proposal and request (and its
  // public key); the test wallet contacts no host but the relay. The SDK's own resolve answers
  // nothing (undefined) when it has no attestation, which its type does not say.
  client.core.verify.register = async () => undefined
  client.core.verify.resolve = (async () =>
    undefined) as unknown as Client['core']['verify']['resolve']

  const listeners = new Map<keyof TestMobileWalletEvents, Set<(...args: never[]) => void>>()
  function emit<E extends keyof TestMobileWalletEvents>(
    event: E,
    ...args: Parameters<TestMobileWalletEvents[E]>
  ) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      ;(listener as unknown as (...values: Parameters<TestMobileWalletEvents[E]>) => void)(...args)
    }
  }

  const pending = new Map<
    number,
    { proposal: TestMobileWalletProposal; params: ProposedNamespaces }
  >()
  const arrivals = new Map<string, (proposal: TestMobileWalletProposal) => void>()
  const requests: TestMobileWalletRequest[] = []

  client.on('session_proposal', ({ id, params }) => {
    const { name, description, url, icons } = params.proposer.metadata
    const proposal: TestMobileWalletProposal = {
      id,
      proposer: { name, description, url, icons: [...icons] },
      namespaces: Object.fromEntries(proposedByNamespace(params)),
    }
    pending.set(id, { proposal, params })
    emit('proposal', proposal)
    arrivals.get(params.pairingTopic)?.(proposal)
    arrivals.delete(params.pairingTopic)
  })

  client.on('session_request', async ({ id, topic, params }) => {
    const request: MobileWalletRequest = {
      chainId: params.chainId,
      method: params.request.method,
      params: params.request.params,
    }
    let answered: TestMobileWalletRequest
    try {
      answered = { topic, ...request, result: await answer(request) }
    } catch (error) {
      answered = { topic, ...request, error: answerError(error) }
    }
    await client.respond({
      topic,
      response:
        'error' in answered
          ? { id, jsonrpc: '2.0', error: answered.error }
          : { id, jsonrpc: '2.0', result: answered.result },
    })
    requests.push(answered)
    emit('request', answered)
  })

  client.on('session_delete', ({ topic }) => emit('sessionEnded', topic))
  client.on('session_expire', ({ topic }) => emit('sessionEnded', topic))

  const sessionOf = (struct: ReturnType<Client['session']['get']>): TestMobileWalletSession => {
    const { name, description, url, icons } = struct.peer.metadata
    return {
      topic: struct.topic,
      peer: { name, description, url, icons: [...icons] },
      namespaces: Object.fromEntries(
        Object.entries(struct.namespaces).map(
          ([namespace, { chains, methods, events, accounts }]) => [
            namespace,
            {
              chains: [...(chains ?? [])],
              methods: [...methods],
              events: [...events],
              accounts: [...accounts],
            },
          ],
        ),
      ),
    }
  }

  function walletNamespaces(): Record<string, WalletNamespace> {
    const namespaces: Record<string, WalletNamespace> = {}
    if (evm && parameters.evm) {
      namespaces.eip155 = {
        chains: parameters.evm.chains.map((chain) => `eip155:${chain.id}`),
        address: evm.address,
      }
    }
    if (solana) {
      namespaces.solana = {
        chains: solanaNetworks.map((network) => network.chainId),
        address: solana.address,
      }
    }
    return namespaces
  }

  function pendingOf(id: number | undefined) {
    const entry = id === undefined ? [...pending.values()].at(-1) : pending.get(id)
    if (!entry) throw new Error(id === undefined ? 'No proposal is waiting' : `No proposal ${id}`)
    return entry
  }

  const wallet: TestMobileWallet = {
    evm,
    solana,
    async pair(uri) {
      const topic = uri.slice('wc:'.length, uri.indexOf('@'))
      const arrived = new Promise<TestMobileWalletProposal>((resolve) =>
        arrivals.set(topic, resolve),
      )
      await client.pair({ uri })
      return arrived
    },
    get proposals() {
      return [...pending.values()].map(({ proposal }) => proposal)
    },
    async approve(id) {
      const { proposal, params } = pendingOf(id)
      // The user's approval is the site's grant in each wallet, as a browser wallet's connect.
      if (evm) await evm.request({ method: 'eth_requestAccounts' })
      if (solana) await solana.features['standard:connect'].connect()
      const namespaces = approvedNamespaces(params, walletNamespaces())
      const { topic, acknowledged } = await client.approve({ id: proposal.id, namespaces })
      pending.delete(proposal.id)
      await acknowledged()
      return sessionOf(client.session.get(topic))
    },
    async reject(id) {
      const { proposal } = pendingOf(id)
      pending.delete(proposal.id)
      await client.reject({ id: proposal.id, reason: USER_REJECTED })
    },
    get sessions() {
      return client.session.getAll().map(sessionOf)
    },
    get requests() {
      return [...requests]
    },
    async switchChain(chainId) {
      if (!evm || !chainId.startsWith('eip155:')) {
        throw new Error(`The wallet switches EVM chains only, not to ${chainId}`)
      }
      const id = Number(chainId.slice('eip155:'.length))
      evm.setChainId(id)
      for (const session of client.session.getAll()) {
        const namespace = session.namespaces.eip155
        if (!namespace?.chains?.includes(chainId) || !namespace.events.includes('chainChanged')) {
          continue
        }
        await client.emit({
          topic: session.topic,
          chainId,
          event: { name: 'chainChanged', data: id },
        })
      }
    },
    async setAccount(namespace, index) {
      const signer = namespace === 'eip155' ? evm : solana
      if (!signer) throw new Error(`The wallet has no ${namespace} account`)
      signer.setAccount(index)
      const address = signer.address
      for (const session of client.session.getAll()) {
        const approved = session.namespaces[namespace]
        if (!approved) continue
        const chains = approved.chains ?? []
        const { acknowledged } = await client.update({
          topic: session.topic,
          namespaces: {
            ...session.namespaces,
            [namespace]: { ...approved, accounts: chains.map((chain) => `${chain}:${address}`) },
          },
        })
        await acknowledged()
        if (approved.events.includes('accountsChanged') && chains[0]) {
          await client.emit({
            topic: session.topic,
            chainId: chains[0],
            event: { name: 'accountsChanged', data: [address] },
          })
        }
      }
    },
    async disconnect(topic) {
      const topics =
        topic === undefined ? client.session.getAll().map((session) => session.topic) : [topic]
      for (const each of topics) {
        await client.disconnect({ topic: each, reason: USER_DISCONNECTED })
        emit('sessionEnded', each)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
  }
  return wallet
}
