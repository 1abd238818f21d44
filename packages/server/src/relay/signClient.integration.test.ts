import { randomBytes } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { type Hex, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import type { LatchServer, RunningServer } from '../createServer.js'
import { createTestServer } from '../testing/testDatabase.js'

// Two unmodified @walletconnect/sign-client 2.25.0 instances, a dapp and a wallet, pair and
// talk through this server's relay, in Node. Nothing may leave the machine: the SDK's
// telemetry is off (`telemetryEnabled: false`), its Verify API is off by its own switch for
// test runs (IS_VITEST, read when a client is made), and a fetch guard fails the test if the
// SDK asks any host but loopback.

type Client = Awaited<ReturnType<typeof SignClient.init>>

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

/** Fails with `label` when `promise` takes longer than 15 s (a hang detector, not a timing). */
function within<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within 15 s`)), 15_000)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const realFetch = globalThis.fetch
const thirdPartyRequests: string[] = []
let server: LatchServer
let running: RunningServer
const clients: Client[] = []

beforeAll(async () => {
  vi.stubEnv('IS_VITEST', 'true')
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      thirdPartyRequests.push(url.origin)
      throw new TypeError(`${url.origin} is not reachable in tests`)
    }
    return realFetch(input, init)
  }
  server = await createTestServer()
  running = await server.start({ port: 0 })
})

afterEach(async () => {
  for (const client of clients.splice(0)) {
    await client.core.relayer.transportClose().catch(() => undefined)
    client.core.heartbeat.stop()
  }
})

afterAll(async () => {
  await server?.close()
  globalThis.fetch = realFetch
  vi.unstubAllEnvs()
})

async function signClient(role: 'dapp' | 'wallet'): Promise<Client> {
  const client = await SignClient.init({
    projectId: 'demo',
    relayUrl: running.relayUrl ?? '',
    storage: memoryStorage(),
    // Each client its own core: the SDK shares one per storage prefix in a process.
    customStoragePrefix: `${role}-${randomBytes(6).toString('hex')}`,
    telemetryEnabled: false,
    logger: process.env.WC_LOG ?? 'silent',
    metadata: {
      name: `Latch test ${role}`,
      description: `The ${role} side of the relay's integration test`,
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  clients.push(client)
  return client
}

const namespaces = {
  eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] },
}

/** A dapp and a wallet with a session between them; the wallet signs with `account`. */
async function pairedClients(account: ReturnType<typeof privateKeyToAccount>) {
  const [dapp, wallet] = await Promise.all([signClient('dapp'), signClient('wallet')])
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
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respond({ topic, response: { id: requestId, jsonrpc: '2.0', result: signature } })
  })
  return { dapp, wallet, session }
}

function personalSign(dapp: Client, topic: string, address: string, text: string) {
  return dapp.request<Hex>({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [toHex(text), address] },
  })
}

describe('two sign-client 2.25.0 instances through the relay', () => {
  test('default: the dapp connects, the wallet pairs and approves, a personal_sign is answered', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { dapp, session } = await pairedClients(account)

    const text = 'Sign in to Latch through the local relay'
    const signature = await within(
      personalSign(dapp, session.topic, account.address, text),
      'request',
    )
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
    expect(thirdPartyRequests).toEqual([])
  })

  test('behavior: a wallet that was offline receives the request when it comes back', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { dapp, wallet, session } = await pairedClients(account)

    await wallet.core.relayer.transportClose()
    const answer = personalSign(dapp, session.topic, account.address, 'While you were away')
    // Stored by the relay (tag 1108: a session request) while the wallet has no connection.
    await expect
      .poll(
        async () =>
          (
            await server.database.query(
              'SELECT 1 FROM relay_messages WHERE topic = $1 AND tag = 1108',
              [session.topic],
            )
          ).rows.length,
        { timeout: 15_000 },
      )
      .toBe(1)
    await wallet.core.relayer.transportOpen()
    const signature = await within(answer, 'request to the returning wallet')
    expect(
      await verifyMessage({ address: account.address, message: 'While you were away', signature }),
    ).toBe(true)
    expect(thirdPartyRequests).toEqual([])
  })
})
