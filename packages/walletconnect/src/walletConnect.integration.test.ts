import { randomBytes } from 'node:crypto'
import {
  ConnectionError,
  type WalletConnectClient,
  type WalletConnectEvents,
  type WalletConnectProposal,
} from '@latch/core'
import { createMemoryStorage } from '@latch/testkit/wallet'
import { SignClient } from '@walletconnect/sign-client'
import { type Hex, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { createSignClientSession, type SignClientConnection } from './signClientSession.js'
import { type WalletConnectStorage, walletConnect } from './walletConnect.js'

// Our connector's client (the site's side) pairs through latch-server's relay with an
// unmodified @walletconnect/sign-client 2.25.0 playing the wallet, in Node: what core's
// contract promises is checked against what the SDK really does.

type Wallet = Awaited<ReturnType<typeof SignClient.init>>

const relayUrl = inject('relayUrl')
const projectId = inject('projectId')
const solanaDevnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const account = privateKeyToAccount(generatePrivateKey())

const proposal: WalletConnectProposal = {
  eip155: {
    chains: ['eip155:1', 'eip155:137'],
    methods: ['personal_sign'],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: { chains: [solanaDevnet], methods: ['solana_signMessage'], events: [] },
}

const closings: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closings.splice(0)) await close()
  vi.unstubAllEnvs()
})

const uniquePrefix = (role: string) => `${role}-${randomBytes(6).toString('hex')}`

/** The sessions the site's sign-client keeps in `storage` (its session store's entry). */
async function storedSessions(storage: WalletConnectStorage) {
  const entries = await storage.getEntries<unknown>()
  return entries
    .filter(([key, value]) => key.endsWith('//session') && Array.isArray(value))
    .flatMap(([, value]) => value as { topic: string; sessionConfig?: object }[])
}

/** The site's client, as core creates it: `createClient` with the relay and project. */
async function siteClient(
  storage: WalletConnectStorage = createMemoryStorage(),
  storagePrefix = uniquePrefix('site'),
): Promise<SignClientConnection> {
  const client = await walletConnect({
    metadata: { name: 'Latch test site', description: '', url: 'http://127.0.0.1', icons: [] },
    storage,
    storagePrefix,
  }).createClient({ relayUrl, projectId })
  closings.push(() => client.close())
  return client
}

async function walletClient(): Promise<Wallet> {
  const wallet = await SignClient.init({
    projectId,
    relayUrl,
    storage: createMemoryStorage(),
    customStoragePrefix: uniquePrefix('wallet'),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'Test Mobile Wallet',
      description: 'The wallet side of the integration test',
      url: 'https://wallet.test',
      icons: ['https://wallet.test/icon.png'],
    },
  })
  // The wallet checks each proposal with the vendor's Verify server; not what these tests are
  // about, and no test reaches outside the machine.
  // (Undefined is what the SDK's own resolve answers when it knows nothing.)
  wallet.core.verify.resolve = async () => undefined as never
  closings.push(async () => {
    wallet.core.heartbeat.stop()
    await wallet.core.relayer.transportClose()
  })
  return wallet
}

/** Resolves with the arguments of the client's next `event`. */
function next<E extends keyof WalletConnectEvents>(
  client: WalletConnectClient,
  event: E,
): Promise<Parameters<WalletConnectEvents[E]>> {
  return new Promise((resolve) => {
    const listener = ((...args: Parameters<WalletConnectEvents[E]>) => {
      client.removeListener(event, listener)
      resolve(args)
    }) as WalletConnectEvents[E]
    client.on(event, listener)
  })
}

/** The wallet pairs with `uri` and resolves with the proposal it is shown. */
async function receiveProposal(wallet: Wallet, uri: string) {
  const proposed = new Promise<{ id: number; params: { optionalNamespaces: object } }>((resolve) =>
    wallet.once('session_proposal', resolve),
  )
  await wallet.pair({ uri })
  return proposed
}

const approvedNamespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:137'],
    methods: ['personal_sign'],
    events: ['accountsChanged', 'chainChanged'],
    accounts: [`eip155:1:${account.address}`, `eip155:137:${account.address}`],
  },
  solana: {
    chains: [solanaDevnet],
    methods: ['solana_signMessage'],
    events: [],
    accounts: [`${solanaDevnet}:${solanaAddress}`],
  },
}

/** A site client and a wallet with a session between them. */
async function connected(site?: SignClientConnection) {
  const client = site ?? (await siteClient())
  const wallet = await walletClient()
  const pairing = await client.pair(proposal)
  const { id } = await receiveProposal(wallet, pairing.uri)
  const { topic } = await wallet.approve({ id, namespaces: approvedNamespaces })
  const session = await pairing.approval
  return { client, wallet, session, topic }
}

describe('walletConnect() through latch-server’s relay', () => {
  test('default: a wc: URI, the proposal every namespace as optional, the approval as the session', async () => {
    const client = await siteClient()
    const wallet = await walletClient()
    const before = Date.now()

    const pairing = await client.pair(proposal)
    expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(pairing.expiresAt).toBeGreaterThan(before)
    const { id, params } = await receiveProposal(wallet, pairing.uri)
    expect(params.optionalNamespaces).toEqual(proposal)
    const { topic } = await wallet.approve({ id, namespaces: approvedNamespaces })

    const session = await pairing.approval
    expect(session).toEqual({
      topic,
      accounts: {
        eip155: [`eip155:1:${account.address}`, `eip155:137:${account.address}`],
        solana: [`${solanaDevnet}:${solanaAddress}`],
      },
      peer: {
        name: 'Test Mobile Wallet',
        url: 'https://wallet.test',
        icons: ['https://wallet.test/icon.png'],
      },
      expiresAt: expect.any(Number),
    })
    // Sign-client's sessions last seven days.
    expect(session.expiresAt).toBeGreaterThan(before + 6 * 24 * 3600_000)
  })

  test('behavior: a request is answered by the wallet', async () => {
    const { client, wallet } = await connected()
    wallet.on('session_request', async ({ id, topic, params }) => {
      expect(params.chainId).toBe('eip155:137')
      const [message] = params.request.params as [Hex, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
    })

    const text = 'Sign in to the test site'
    const signature = await client.request({
      chainId: 'eip155:137',
      method: 'personal_sign',
      params: [toHex(text), account.address],
    })
    expect(
      await verifyMessage({ address: account.address, message: text, signature: signature as Hex }),
    ).toBe(true)
  })

  test('behavior: the wallet refuses the request → the request rejects with its error', async () => {
    const { client, wallet } = await connected()
    wallet.on('session_request', ({ id, topic }) =>
      wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected.' } },
      }),
    )

    await expect(
      client.request({
        chainId: 'eip155:1',
        method: 'personal_sign',
        params: ['0x00', account.address],
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  test("behavior: the wallet refuses with WalletConnect's 5000 → EIP-1193's 4001, the wallet's message kept", async () => {
    const { client, wallet } = await connected()
    wallet.on('session_request', ({ id, topic }) =>
      wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.' } },
      }),
    )

    await expect(
      client.request({
        chainId: 'eip155:1',
        method: 'personal_sign',
        params: ['0x00', account.address],
      }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected.' })
  })

  test('behavior: the wallet rejects the proposal → "Connection rejected"', async () => {
    const client = await siteClient()
    const wallet = await walletClient()
    const pairing = await client.pair(proposal)
    const { id } = await receiveProposal(wallet, pairing.uri)

    await wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } })

    const error = await pairing.approval.catch((rejection: unknown) => rejection)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({
      code: 'CONNECTION_REJECTED',
      shortMessage: 'Connection rejected',
    })
  })

  test('behavior: the wallet ends the session → sessionEnded', async () => {
    const { client, wallet, topic } = await connected()
    const ended = next(client, 'sessionEnded')

    await wallet.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })

    await expect(ended).resolves.toEqual([])
    await expect(client.request({ chainId: 'eip155:1', method: 'personal_sign' })).rejects.toThrow(
      ConnectionError,
    )
  })

  test('behavior: the wallet switches chains and changes accounts → chainChanged, sessionChanged', async () => {
    const { client, wallet, topic } = await connected()

    const chain = next(client, 'chainChanged')
    await wallet.emit({ topic, chainId: 'eip155:137', event: { name: 'chainChanged', data: 137 } })
    await expect(chain).resolves.toEqual(['eip155:137'])

    const other = privateKeyToAccount(generatePrivateKey()).address
    const changed = next(client, 'sessionChanged')
    await wallet.update({
      topic,
      namespaces: {
        ...approvedNamespaces,
        eip155: { ...approvedNamespaces.eip155, accounts: [`eip155:1:${other}`] },
      },
    })
    const [session] = await changed
    expect(session.accounts.eip155).toEqual([`eip155:1:${other}`])
  })

  test('behavior: a new client on the same storage restores the session and uses it', async () => {
    const storage = createMemoryStorage()
    const storagePrefix = uniquePrefix('site')
    const { client, wallet, session } = await connected(await siteClient(storage, storagePrefix))
    await client.close()
    wallet.on('session_request', ({ id, topic }) =>
      wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: 'answered' } }),
    )

    // A reload: a fresh page holds no SDK core of an earlier client; in one Node process,
    // sign-client would hand the new client the first one's (its "global core").
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    const reloaded = await siteClient(storage, storagePrefix)

    await expect(reloaded.restore()).resolves.toEqual(session)
    await expect(
      reloaded.request({ chainId: 'eip155:1', method: 'personal_sign', params: ['0x00'] }),
    ).resolves.toBe('answered')
  })

  test("behavior: the site's sessions carry sign-client's switch that keeps its own deep link off, restored ones too", async () => {
    const storage = createMemoryStorage()
    const storagePrefix = uniquePrefix('site')
    const { client, topic } = await connected(await siteClient(storage, storagePrefix))
    expect(await storedSessions(storage)).toEqual([
      expect.objectContaining({ topic, sessionConfig: { disableDeepLink: true } }),
    ])
    await client.close()

    // A session stored without it (before this client, or by another): the restore adds it.
    const [key, sessions] = (await storage.getEntries<{ sessionConfig?: object }[]>()).find(
      ([name]) => name.endsWith('//session'),
    ) ?? ['', []]
    await storage.setItem(
      key,
      sessions.map(({ sessionConfig: _, ...session }) => session),
    )
    expect(await storedSessions(storage)).toEqual([
      expect.not.objectContaining({ sessionConfig: expect.anything() }),
    ])
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    const reloaded = await siteClient(storage, storagePrefix)
    await reloaded.restore()
    expect(await storedSessions(storage)).toEqual([
      expect.objectContaining({ topic, sessionConfig: { disableDeepLink: true } }),
    ])
  })

  test("behavior: onSent reports each request's id and topic as the wallet receives them, before its answer", async () => {
    const { client, wallet, topic } = await connected()
    const received: { id: number; topic: string }[] = []
    wallet.on('session_request', ({ id, topic: requestTopic }) => {
      received.push({ id, topic: requestTopic })
      return wallet.respond({
        topic: requestTopic,
        response: { id, jsonrpc: '2.0', result: 'answered' },
      })
    })

    /** A request, and what its own `onSent` had heard by the time the wallet answered. */
    const ask = async () => {
      const sent = vi.fn()
      await client.request(
        { chainId: 'eip155:1', method: 'personal_sign', params: ['0x00'] },
        { onSent: sent },
      )
      return sent.mock.calls.map(([report]) => report)
    }
    // At once: each request's report is its own, not the other's.
    const [first, second] = await Promise.all([ask(), ask()])
    expect(first).toHaveLength(1)
    expect(second).toHaveLength(1)
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id
    expect([...(first ?? []), ...(second ?? [])].sort(byId)).toEqual([...received].sort(byId))
    expect(received.map((request) => request.topic)).toEqual([topic, topic])
    expect(first?.[0]).not.toEqual(second?.[0])
  })

  test('behavior: a new client on empty storage restores nothing', async () => {
    await connected()
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    await expect((await siteClient()).restore()).resolves.toBeUndefined()
  })

  test('behavior: disconnect() ends the session on the wallet too', async () => {
    const { client, wallet, topic } = await connected()
    const deleted = new Promise<{ topic: string }>((resolve) =>
      wallet.once('session_delete', resolve),
    )

    await client.disconnect()

    await expect(deleted).resolves.toMatchObject({ topic })
    expect(wallet.session.getAll()).toEqual([])
    await expect(client.restore()).resolves.toBeUndefined()
  })

  test('behavior: a relay that never answers → pair() fails with "Failed to connect"', async () => {
    // Port 1 on loopback: nothing listens there, so the SDK keeps retrying forever.
    const client = await createSignClientSession({
      metadata: { name: 'Latch test site', description: '', url: 'http://127.0.0.1', icons: [] },
      relayUrl: 'ws://127.0.0.1:1/relay',
      projectId,
      storagePrefix: uniquePrefix('site'),
      storage: createMemoryStorage(),
      pairTimeoutMs: 200,
    })
    closings.push(() => client.close())

    await expect(client.pair(proposal)).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
      details: expect.stringContaining('ws://127.0.0.1:1/relay'),
    })
  })

  test('errors: the relay refuses an unknown project → relayRefused says "Unauthorized: invalid key" and pair() fails at once', async () => {
    const client = await createSignClientSession({
      metadata: { name: 'Latch test site', description: '', url: 'http://127.0.0.1', icons: [] },
      relayUrl,
      projectId: 'not-a-project-of-this-relay',
      storagePrefix: uniquePrefix('site'),
      storage: createMemoryStorage(),
      // Far longer than the test: a failure comes from the refusal, not from the timeout.
      pairTimeoutMs: 600_000,
    })
    closings.push(() => client.close())
    const reasons: string[] = []
    client.on('relayRefused', (reason) => reasons.push(reason))

    await expect(client.pair(proposal)).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
      details: 'Unauthorized: invalid key',
    })
    expect(reasons).toContain('Unauthorized: invalid key')
  })
})
