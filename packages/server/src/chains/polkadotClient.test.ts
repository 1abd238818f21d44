// The Polkadot clients against the testkit's local chain (chopsticks, Rococo Asset Hub's runtime).
import { polkadotDevAccounts, polkadotDevPlanck } from '@latch/testkit'
import { describe, expect, inject, test } from 'vitest'
import { resolvePolkadotChains } from './polkadotChainSettings.js'
import { createPolkadotClients } from './polkadotClient.js'
import { polkadotPublicKeyOf } from './polkadotPublicKey.js'

const local = inject('polkadotLocal')
const chains = resolvePolkadotChains(
  {
    [local.caipNetworkId]: local.wsUrl,
    // Polkadot's id on the same node: one connection serves both.
    'polkadot:91b171bb158e2d3848fa23a9f1c25182': local.wsUrl,
  },
  undefined,
)
// An ed25519 dev account: nothing else in this run spends from it.
const account = polkadotPublicKeyOf(polkadotDevAccounts[3]?.address ?? '')
if (!account) throw new Error('the local chain has dev accounts')

describe('createPolkadotClients', () => {
  test('default: the node’s token, an account’s funds, blocks; reopened after close', async () => {
    const clients = createPolkadotClients(chains)
    const client = clients.get(local.caipNetworkId)
    expect(clients.get('polkadot:b0a8d493285c2df73290dfb7e61f870f')).toBeUndefined()
    try {
      await expect(client?.token()).resolves.toEqual({ symbol: 'ROC', decimals: 12 })
      await expect(client?.funds(account)).resolves.toEqual({
        free: polkadotDevPlanck,
        reserved: 0n,
        frozen: 0n,
      })
      const best = await client?.bestBlock()
      expect(best).toBeGreaterThan(0)
      const details = await client?.blockDetails(best ?? 0)
      expect(details?.timestamp.getTime()).toBeGreaterThan(Date.UTC(2020, 0))
      expect(details?.extrinsicHashes[0]).toMatch(/^0x[0-9a-f]{64}$/)
      await expect(client?.transfersAt(best ?? 0)).resolves.toEqual(expect.any(Array))
      await clients.close()
      // A read after close opens the connection again.
      await expect(
        clients.get('polkadot:91b171bb158e2d3848fa23a9f1c25182')?.token(),
      ).resolves.toEqual({ symbol: 'ROC', decimals: 12 })
    } finally {
      await clients.close()
    }
  })

  test('behavior: a node that is not there fails the read, and is tried again at the next', async () => {
    const clients = createPolkadotClients(
      resolvePolkadotChains({ [local.caipNetworkId]: 'ws://127.0.0.1:9' }, undefined),
    )
    const client = clients.get(local.caipNetworkId)
    try {
      await expect(client?.token()).rejects.toThrow()
      await expect(client?.bestBlock()).rejects.toThrow()
    } finally {
      await clients.close()
    }
  })
})
