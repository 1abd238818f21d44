import { randomBytes } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { type Hex, hexToString, toHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { expect } from 'vitest'

// Unmodified @walletconnect/sign-client instances for the tests that pair a dapp and a wallet
// through a relay: the relay's own, and latch-server's across processes.

export type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>

/** The SDK's storage in memory (its Node default writes a file in the working directory). */
function memoryStorage() {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() =>
      [...entries.entries()].map(([key, value]) => [key, structuredClone(value)] as [string, T]),
    getItem: async <T>(key: string) => structuredClone(entries.get(key)) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      entries.set(key, structuredClone(value))
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}

/**
 * Makes `fetch` refuse every host but loopback, as a machine without internet would at once
 * (a real one without internet hangs on the SDK's calls home instead). Returns the origins
 * refused and the way back to the real `fetch`.
 */
export function refuseThirdPartyFetch(): { refused: string[]; restore(): void } {
  const realFetch = globalThis.fetch
  const refused: string[] = []
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      refused.push(url.origin)
      throw new TypeError(`${url.origin} is not reachable in tests`)
    }
    return realFetch(input, init)
  }
  return {
    refused,
    restore: () => {
      globalThis.fetch = realFetch
    },
  }
}

/** Fails with `label` when `promise` takes longer than 15 s (a hang detector, not a timing). */
export function within<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within 15 s`)), 15_000)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * A sign-client of project `demo` on `relayUrl`, its telemetry off. The caller closes its
 * transport when done (`client.core.relayer.transportClose()`).
 */
function createSignClient(role: 'dapp' | 'wallet', relayUrl: string): Promise<SignClientInstance> {
  return SignClient.init({
    projectId: 'demo',
    relayUrl,
    storage: memoryStorage(),
    // Each client its own core: the SDK shares one per storage prefix in a process.
    customStoragePrefix: `${role}-${randomBytes(6).toString('hex')}`,
    telemetryEnabled: false,
    logger: process.env.WC_LOG ?? 'silent',
    metadata: {
      name: `Latch test ${role}`,
      description: `The ${role} side of a relay test`,
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
}

const namespaces = {
  eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] },
}

/** The session of a pairing, as the dapp's approval resolves it. */
type Session = Awaited<ReturnType<Awaited<ReturnType<SignClientInstance['connect']>>['approval']>>

export type PairedSignClients = {
  dapp: SignClientInstance
  wallet: SignClientInstance
  session: Session
}

export type PairSignClientsOptions = {
  /** Awaited before the wallet answers a request, with the text it signs. */
  beforeAnswer?: ((text: string) => Promise<void> | void) | undefined
  /** Told each client as it is made, to close it after the test. */
  onClient?: (client: SignClientInstance) => void
}

/**
 * A dapp and a wallet on `relayUrl` with a session between them: the dapp connects, the wallet
 * pairs with its URI and approves; the wallet then answers `personal_sign` with `account`.
 */
export async function pairSignClients(
  account: PrivateKeyAccount,
  relayUrl: string,
  { beforeAnswer, onClient }: PairSignClientsOptions = {},
): Promise<PairedSignClients> {
  const [dapp, wallet] = await Promise.all([
    createSignClient('dapp', relayUrl),
    createSignClient('wallet', relayUrl),
  ])
  onClient?.(dapp)
  onClient?.(wallet)
  const proposal = new Promise<{ id: number }>((resolve) =>
    wallet.once('session_proposal', resolve),
  )
  const { uri, approval } = await within(
    dapp.connect({ optionalNamespaces: namespaces }),
    'connect',
  )
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await within(wallet.pair({ uri: uri ?? '' }), 'pair')
  const { id } = await within(proposal, 'session_proposal')
  const approved = await within(
    wallet.approve({
      id,
      namespaces: {
        eip155: { ...namespaces.eip155, accounts: [`eip155:1:${account.address}`] },
      },
    }),
    'approve',
  )
  const session = await within(approval(), 'approval')
  expect(session.topic).toBe(approved.topic)
  expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`])
  wallet.on('session_request', async ({ id: requestId, topic, params }) => {
    const [message] = params.request.params as [Hex, string]
    await beforeAnswer?.(hexToString(message))
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respond({ topic, response: { id: requestId, jsonrpc: '2.0', result: signature } })
  })
  return { dapp, wallet, session }
}

/** The dapp asks the wallet of `topic` to sign `text` (`personal_sign`). */
export function personalSign(
  dapp: SignClientInstance,
  topic: string,
  address: string,
  text: string,
): Promise<Hex> {
  return dapp.request<Hex>({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [toHex(text), address] },
  })
}
