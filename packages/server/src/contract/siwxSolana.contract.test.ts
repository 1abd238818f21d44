// Contract: sign-in with either wallet end to end over real HTTP: core's client and SIWX
// machine with `siwxByNamespace`, adapter-evm's `siweSiwx` and adapter-solana's `siwsSiwx`,
// the Latch Test Wallet (EIP-1193) and the Solana test wallet (wallet-standard, ed25519)
// signing, this server verifying. If the wire format or a check changes on either side,
// these fail.

import { evmAdapter, siweSiwx } from '@latch/adapter-evm'
import { SiwsSiwxError, siwsSiwx, solanaAdapter } from '@latch/adapter-solana'
import {
  connect,
  createLatch,
  disconnect,
  type LatchClient,
  memoryBackend,
  type SiwxSession,
  signIn,
  siwxByNamespace,
} from '@latch/core'
import { solanaDevnet } from '@latch/core/networks'
import { devAccounts } from '@latch/testkit'
import {
  announceTestWallet,
  createSolanaTestWallet,
  createTestWallet,
  devnetNetwork,
  solanaDevAccounts,
} from '@latch/testkit/wallet'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { devnetChainRpc } from '../testing/devnetClients.js'
import { listenTestService } from '../testing/listeningTestServer.js'
import { demoPage as page, pageFetchOf } from '../testing/pageFetch.js'
import { createPageStorage } from '../testing/pageStorage.js'

const devnet = inject('devnet')
const [chainA] = devnet.chains
const evmVisitor = devAccounts[9]
const [solanaVisitor] = solanaDevAccounts
if (!chainA || !evmVisitor || !solanaVisitor) throw new Error('the devnets have accounts')
const evmNetwork = devnetNetwork(chainA)

const pageFetch = pageFetchOf(page)
// Nothing listens here: the Solana adapter's balance reads fail at once, off the internet.
const noCluster = 'http://127.0.0.1:9'

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

/** A page load: a fresh client with both adapters, both visitors' wallets on the page. */
const openPage = (required = false) => {
  const evmWallet = createTestWallet({ privateKey: evmVisitor.privateKey, chains: [chainA] })
  const target = new EventTarget()
  announceTestWallet(evmWallet, { target })
  const solanaWallet = createSolanaTestWallet({
    // As the demo names it: the EVM test wallet has the default name.
    name: 'Latch Solana Test Wallet',
    secretKeys: [solanaVisitor.secretKey],
    chains: { 'solana:devnet': noCluster },
  })
  const options = {
    serverUrl: url,
    projectId: 'demo',
    page,
    fetch: pageFetch,
    required,
    storage: pageStorage,
  }
  const solana = siwsSiwx(options)
  const solanaSigner = solanaAdapter({
    wallets: { get: () => [solanaWallet], on: () => () => {} },
    customRpcUrls: { [solanaDevnet.caipNetworkId]: [noCluster] },
  })
  const latch = createLatch({
    networks: [evmNetwork, solanaDevnet],
    adapters: [evmAdapter({ target }), solanaSigner],
    siwx: siwxByNamespace({ eip155: siweSiwx(options), solana }),
    storage: memoryBackend(),
  })
  clients.push(latch)
  return { latch, solana, solanaWallet, solanaSigner }
}

const sessionsOnServer = async (chainId: string, address: string) =>
  (await (await fetch(`${url}/v1/siwx/sessions/${chainId}/${address}?projectId=demo`)).json())
    .sessions as (SiwxSession & { account: string })[]

describe('SIWX contract (solana, and eip155 beside it)', () => {
  it('default: the Solana wallet signs in, comes back signed in, signs out on disconnect', async () => {
    const first = openPage(true)
    await connect(first.latch, { connectorId: first.solanaWallet.name, namespace: 'solana' })
    await vi.waitFor(() => expect(first.latch.getState().siwx.status).toBe('awaitingSignature'))
    expect(first.latch.getState().view).toBe('SIWXSignMessage')
    await signIn(first.latch)
    expect(first.latch.getState().siwx.status).toBe('signedIn')

    const sessions = await sessionsOnServer(solanaDevnet.caipNetworkId, solanaVisitor.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({
      account: `${solanaDevnet.caipNetworkId}:${solanaVisitor.address}`,
      data: { domain: page.host, uri: page.origin, chainId: solanaDevnet.caipNetworkId },
    })
    expect(sessions[0]?.message).toMatch(
      /^localhost:5173 wants you to sign in with your Solana account:\nA3pq/,
    )

    // The next visit finds the session: no signature asked.
    const second = openPage(true)
    await connect(second.latch, { connectorId: second.solanaWallet.name, namespace: 'solana' })
    await vi.waitFor(() => expect(second.latch.getState().siwx.status).toBe('signedIn'))
    const [stored] = sessions
    expect(
      await second.solana.getSessions(solanaDevnet.caipNetworkId, solanaVisitor.address),
    ).toEqual([{ data: stored?.data, message: stored?.message, signature: stored?.signature }])

    await disconnect(second.latch)
    await vi.waitFor(async () =>
      expect(await sessionsOnServer(solanaDevnet.caipNetworkId, solanaVisitor.address)).toEqual([]),
    )
  })

  it('behavior: on the same client, the EVM wallet signs in with EIP-4361', async () => {
    const { latch } = openPage()
    await connect(latch, { connectorId: 'dev.latch.testwallet' })
    await vi.waitFor(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
    await signIn(latch)
    const sessions = await sessionsOnServer(evmNetwork.caipNetworkId, evmVisitor.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.message).toMatch(/wants you to sign in with your Ethereum account:/)
    await disconnect(latch)
    await vi.waitFor(async () =>
      expect(await sessionsOnServer(evmNetwork.caipNetworkId, evmVisitor.address)).toEqual([]),
    )
  })

  it('behavior: a signed Solana sign-in cannot be posted twice', async () => {
    const { solana, solanaWallet, solanaSigner } = openPage()
    const created = await solana.createMessage({
      accountAddress: solanaVisitor.address,
      chainId: solanaDevnet.caipNetworkId,
    })
    const { toString: _text, ...data } = created
    const message = created.toString()
    // What core does on "Sign": the adapter has the wallet sign, base58 out.
    await solanaSigner.connect({ connectorId: solanaWallet.name, network: solanaDevnet })
    const signature = await solanaSigner.signMessage({ message, address: solanaVisitor.address })
    const session = { data, message, signature }
    await solana.addSession(session)
    const replay = await solana.addSession(session).catch((error: unknown) => error)
    expect(replay).toBeInstanceOf(SiwsSiwxError)
    expect(replay).toMatchObject({ code: 'REFUSED', status: 401, serverCode: 'invalid_nonce' })
    await solana.revokeSession(solanaDevnet.caipNetworkId, solanaVisitor.address)
  })
})
