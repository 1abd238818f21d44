import { randomBytes } from 'node:crypto'
import type { ChainAdapter } from '@latch/core'
import { createWalletConnectLoader } from '@latch/core/internal'
import { startServer } from '@latch/server'
import { createMemoryStorage } from '@latch/testkit/wallet'
import { SignClient } from '@walletconnect/sign-client'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { SignClientConnection } from './signClientSession.js'
import { walletConnect } from './walletConnect.js'

// A site whose services are one latch-server (this run's, whose relay is the default) and
// which gives WalletConnect another relay as configuration: a second latch-server stands in
// for a public relay network, with a project of its own. A wallet pointed at that relay pairs.

const publicProjectId = 'public-relay-network'
let publicRelay: { url: string; close(): Promise<void> }

beforeAll(async () => {
  const server = await startServer({
    env: {},
    port: 0,
    projects: [{ id: publicProjectId, features: { email: false, socials: false } }],
  })
  if (!server.relayUrl) throw new Error('the second latch-server started without its relay')
  publicRelay = { url: server.relayUrl, close: () => server.close() }
})

afterAll(async () => {
  await publicRelay?.close()
})

const account = privateKeyToAccount(generatePrivateKey())
const uniquePrefix = (role: string) => `${role}-${randomBytes(6).toString('hex')}`

// Only what the loader reads of an adapter: its namespace's part of the proposal.
const evmWalletConnect = {
  namespace: 'eip155',
  walletConnect: {
    namespace: () => ({ chains: ['eip155:1'], methods: ['personal_sign'], events: [] }),
    addProvider: () => () => {},
  },
} as unknown as ChainAdapter

describe('WalletConnect through a relay given as configuration', () => {
  test('behavior: the site pairs through the configured relay, not its latch-server’s', async () => {
    const siteServices = new URL(inject('relayUrl').replace(/^ws/, 'http'))
    const loader = createWalletConnectLoader({
      networks: [],
      adapters: [evmWalletConnect],
      projectId: inject('projectId'),
      services: { configUrl: siteServices.origin },
      walletConnect: walletConnect({
        metadata: { name: 'Shop', description: '', url: 'https://shop.example', icons: [] },
        relayUrl: publicRelay.url,
        projectId: publicProjectId,
        storage: createMemoryStorage(),
        storagePrefix: uniquePrefix('site'),
      }),
    })
    if (!loader) throw new Error('no WalletConnect set up')
    const wallet = await SignClient.init({
      projectId: publicProjectId,
      relayUrl: publicRelay.url,
      storage: createMemoryStorage(),
      customStoragePrefix: uniquePrefix('wallet'),
      telemetryEnabled: false,
      logger: 'silent',
      metadata: {
        name: 'App-store wallet',
        description: '',
        url: 'https://wallet.test',
        icons: [],
      },
    })
    wallet.core.verify.resolve = async () => undefined as never
    try {
      const pairing = await loader.link.pair(loader.proposal())
      const proposed = new Promise<{ id: number }>((resolve) =>
        wallet.once('session_proposal', resolve),
      )
      await wallet.pair({ uri: pairing.uri })
      const { id } = await proposed
      await wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:1'],
            methods: ['personal_sign'],
            events: [],
            accounts: [`eip155:1:${account.address}`],
          },
        },
      })
      const session = await pairing.approval
      // Only a wallet on the configured relay could see the proposal and answer it.
      expect(session.accounts.eip155).toEqual([`eip155:1:${account.address}`])
      expect(new URL(publicRelay.url).port).not.toBe(siteServices.port)
      await ((await loader.link.client()) as SignClientConnection).close()
    } finally {
      loader.destroy()
      wallet.core.heartbeat.stop()
      await wallet.core.relayer.transportClose()
    }
  })
})
