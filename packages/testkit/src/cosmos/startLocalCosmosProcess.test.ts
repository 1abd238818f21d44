import { StargateClient } from '@cosmjs/stargate'
import { cosmosDevAmount } from '@latch/test-wallets'
import { describe, expect, inject, it } from 'vitest'
import { startLocalCosmosProcess } from './startLocalCosmosProcess.js'

describe('startLocalCosmosProcess', () => {
  it('runs the chain in a child process that prints its description and stops with it', async () => {
    const cosmos = await startLocalCosmosProcess({ blockIntervalMs: 200 })
    try {
      expect(cosmos).toMatchObject({
        chainId: 'latch-local-1',
        bech32Prefix: 'cosmos',
        denom: 'uatom',
        blockIntervalMs: 200,
      })
      const client = await StargateClient.connect(cosmos.rpcUrl)
      const first = await client.getHeight()
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await client.getHeight()).toBeGreaterThan(first)
      const fresh = 'cosmos1qyqszqgpqyqszqgpqyqszqgpqyqszqgpjnp7du'
      const height = await cosmos.fund(fresh, { uatom: 5n, ulatch: '7' })
      expect(height).toBeGreaterThan(first)
      expect(await client.getAllBalances(fresh)).toEqual([
        { denom: 'uatom', amount: '5' },
        { denom: 'ulatch', amount: '7' },
      ])
      await expect(
        cosmos.fund('osmo1qvpsxqcrqvpsxqcrqvpsxqcrqvpsxqcr2u426e', { uatom: 1 }),
      ).rejects.toThrow(
        'latch_fund failed: osmo1qvpsxqcrqvpsxqcrqvpsxqcrqvpsxqcr2u426e is not a cosmos address',
      )
      await expect(cosmos.fund(fresh, { uatom: 0 })).rejects.toThrow('is not a positive amount')
      client.disconnect()
    } finally {
      await cosmos.stop()
    }
    await expect(fetch(`${cosmos.rpcUrl}/health`)).rejects.toThrow()
  })

  it("is what the global setup provides as inject('cosmosLocal')", async () => {
    const cosmos = inject('cosmosLocal')
    const client = await StargateClient.connect(cosmos.rpcUrl)
    expect(await client.getChainId()).toBe(cosmos.chainId)
    expect(await client.getBalance(cosmos.accounts[3]?.address ?? '', 'ulatch')).toEqual({
      denom: 'ulatch',
      amount: cosmosDevAmount.toString(),
    })
    client.disconnect()
  })
})
