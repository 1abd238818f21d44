// Proof: WalletConnect through latch-server processes on one PostgreSQL behind a round-robin
// proxy. Two unmodified sign-clients pair with the dapp's socket on one process and the
// wallet's on another; a request stored while the wallet was away reaches it on a third
// process after the one that had its socket was killed.

import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test, vi } from 'vitest'
import {
  pairSignClients,
  personalSign,
  refuseThirdPartyFetch,
  type SignClientInstance,
  within,
} from '../../../relay/src/testing/signClients.js'
import { type ServerCluster, startServerCluster } from '../testing/serverCluster.js'

let cluster: ServerCluster
let relayUrl: string
let fetchGuard: ReturnType<typeof refuseThirdPartyFetch>
const clients: SignClientInstance[] = []
beforeAll(async () => {
  // The SDK's Verify API is off for test runs by its own switch, read when a client is made.
  vi.stubEnv('IS_VITEST', 'true')
  fetchGuard = refuseThirdPartyFetch()
  cluster = await startServerCluster({ postgresUrl: inject('postgresUrl') })
  relayUrl = `${cluster.url.replace(/^http/, 'ws')}/relay`
})
afterEach(async () => {
  for (const client of clients.splice(0)) {
    await client.core.relayer.transportClose().catch(() => undefined)
    client.core.heartbeat.stop()
  }
})
afterAll(async () => {
  await cluster?.close()
  fetchGuard.restore()
  vi.unstubAllEnvs()
})

/** The processes the relay's sockets were opened on since `from`, in order. */
const socketsSince = (from: number) =>
  cluster.api.log
    .slice(from)
    .filter((entry) => entry.method === 'UPGRADE')
    .map((entry) => entry.target)

describe('WalletConnect across processes', () => {
  test('default: the dapp and the wallet on different processes pair; a request is answered', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const from = cluster.api.log.length
    const { dapp, session } = await pairSignClients(account, relayUrl, {
      onClient: (client) => clients.push(client),
    })
    const [dappSocket, walletSocket] = socketsSince(from)
    expect(dappSocket).toBeDefined()
    expect(walletSocket).toBeDefined()
    expect(walletSocket).not.toBe(dappSocket)
    const text = 'Signed across two latch-server processes'
    const signature = await within(personalSign(dapp, session.topic, account.address, text), 'sign')
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
    expect(fetchGuard.refused).toEqual([])
  }, 60_000)

  test('behavior: a request stored while the wallet was away reaches it on another process after its own died', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const from = cluster.api.log.length
    const { dapp, wallet, session } = await pairSignClients(account, relayUrl, {
      onClient: (client) => clients.push(client),
    })
    const [, walletSocket] = socketsSince(from)
    await wallet.core.relayer.transportClose()
    const text = 'Kept in PostgreSQL while the wallet was away'
    const answer = personalSign(dapp, session.topic, account.address, text)
    // Rejected by the SDK long after the test if never answered: the await below still sees it.
    answer.catch(() => undefined)
    await expect
      .poll(
        async () =>
          (
            await cluster.database.query(
              'SELECT 1 FROM relay_messages WHERE topic = $1 AND tag = 1108',
              [session.topic],
            )
          ).rows.length,
        { timeout: 15_000 },
      )
      .toBe(1)
    const victim = cluster.members[walletSocket ?? -1]
    if (!victim) throw new Error('the proxy logged the wallet socket')
    await victim.stop('SIGKILL')
    const reopened = cluster.api.log.length
    await wallet.core.relayer.transportOpen()
    const signature = await within(answer, 'the stored request after the restart')
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
    expect(socketsSince(reopened)).not.toContain(walletSocket)
  }, 60_000)
})
