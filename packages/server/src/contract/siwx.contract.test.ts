// Contract: sign-in with Ethereum end to end over real HTTP: core's client and SIWX machine,
// adapter-evm's `siweSiwx` and `evmAdapter`, the Latch Test Wallet signing, this server
// verifying against a real local chain. If the wire format or a check changes on either side,
// these fail.

import { evmAdapter, SiweSiwxError, siweSiwx } from '@latch/adapter-evm'
import {
  connect,
  createLatch,
  disconnect,
  type LatchClient,
  memoryBackend,
  type SiwxSession,
  signIn,
} from '@latch/core'
import { devAccounts } from '@latch/testkit'
import { announceTestWallet, createTestWallet, devnetNetwork } from '@latch/testkit/wallet'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { devnetChainRpc } from '../testing/devnetClients.js'
import { listenTestService } from '../testing/listeningTestServer.js'
import { demoPage as page, pageFetchOf } from '../testing/pageFetch.js'
import { createPageStorage } from '../testing/pageStorage.js'

const devnet = inject('devnet')
const [chainA] = devnet.chains
const visitor = devAccounts[8]
if (!chainA || !visitor) throw new Error('the devnet has chains and dev accounts')
const network = devnetNetwork(chainA)
const visitorKey = privateKeyToAccount(visitor.privateKey)

const pageFetch = pageFetchOf(page)

let url: string
let close: () => Promise<void>
beforeAll(async () => {
  ;({ url, close } = await listenTestService({
    chainRpc: devnetChainRpc(devnet),
    indexerPollMs: false,
  }))
})
afterAll(() => close())

const clients: LatchClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

/** The page origin's localStorage: every load of the page shares it. */
const pageStorage = createPageStorage()

/** A page load: a fresh client, the visitor's wallet announcing itself. */
const openPage = () => {
  const wallet = createTestWallet({ privateKey: visitor.privateKey, chains: [chainA] })
  const target = new EventTarget()
  announceTestWallet(wallet, { target })
  const siwx = siweSiwx({
    serverUrl: url,
    projectId: 'demo',
    page,
    fetch: pageFetch,
    storage: pageStorage,
  })
  const latch = createLatch({
    networks: [network],
    adapters: [evmAdapter({ target })],
    siwx,
    storage: memoryBackend(),
  })
  clients.push(latch)
  return { latch, siwx }
}

const sessionsOnServer = async () =>
  (
    await fetch(
      `${url}/v1/siwx/sessions/${network.caipNetworkId}/${visitor.address}?projectId=demo`,
    )
  ).json()

/** What core does on "Sign": a message from `siwx`, signed by the visitor's key. */
const signedSession = async (siwx: ReturnType<typeof siweSiwx>): Promise<SiwxSession> => {
  const created = await siwx.createMessage({
    accountAddress: visitor.address,
    chainId: network.caipNetworkId,
  })
  const { toString: _text, ...data } = created
  const message = created.toString()
  return { data, message, signature: await visitorKey.signMessage({ message }) }
}

describe('SIWX contract', () => {
  it('default: connect, sign in, come back signed in, sign out on disconnect', async () => {
    const first = openPage()
    await connect(first.latch, { connectorId: 'dev.latch.testwallet' })
    await vi.waitFor(() => expect(first.latch.getState().siwx.status).toBe('awaitingSignature'))
    expect(first.latch.getState().view).toBe('SIWXSignMessage')
    await signIn(first.latch)
    expect(first.latch.getState().siwx.status).toBe('signedIn')

    const { sessions } = await sessionsOnServer()
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({
      account: `${network.caipNetworkId}:${visitor.address}`,
      data: { domain: page.host, uri: page.origin, chainId: network.caipNetworkId },
    })
    expect(sessions[0].message).toMatch(/^http:\/\/localhost:5173 wants you to sign in/)

    // The next visit finds the session: no signature asked.
    const second = openPage()
    await connect(second.latch, { connectorId: 'dev.latch.testwallet' })
    await vi.waitFor(() => expect(second.latch.getState().siwx.status).toBe('signedIn'))
    expect(await second.siwx.getSessions(network.caipNetworkId, visitor.address)).toEqual([
      { data: sessions[0].data, message: sessions[0].message, signature: sessions[0].signature },
    ])

    await disconnect(second.latch)
    await vi.waitFor(async () => expect(await sessionsOnServer()).toEqual({ sessions: [] }))
  })

  it('behavior: a message signed once cannot be posted again', async () => {
    const { siwx } = openPage()
    const session = await signedSession(siwx)
    await siwx.addSession(session)
    const replay = await siwx.addSession(session).catch((error: unknown) => error)
    expect(replay).toBeInstanceOf(SiweSiwxError)
    expect(replay).toMatchObject({ code: 'REFUSED', status: 401, serverCode: 'invalid_nonce' })
    await siwx.revokeSession(network.caipNetworkId, visitor.address)
  })

  it('behavior: another page can neither post this page’s sign-ins nor see its sessions', async () => {
    const { siwx } = openPage()
    const other = { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' }
    const elsewhere = siweSiwx({
      serverUrl: url,
      projectId: 'demo',
      page: other,
      fetch: (input, init = {}) =>
        fetch(input, { ...init, headers: { ...(init.headers as object), origin: other.origin } }),
    })
    await expect(elsewhere.addSession(await signedSession(siwx))).rejects.toMatchObject({
      serverCode: 'sign_in_rejected',
      message: expect.stringContaining('for the domain localhost:5173'),
    })

    await siwx.addSession(await signedSession(siwx))
    expect(await siwx.getSessions(network.caipNetworkId, visitor.address)).toHaveLength(1)
    expect(await elsewhere.getSessions(network.caipNetworkId, visitor.address)).toEqual([])
    await siwx.revokeSession(network.caipNetworkId, visitor.address)
  })
})
