import { StargateClient } from '@cosmjs/stargate'
import { describe, expect, inject, it } from 'vitest'
import { cosmosDevAmount } from './cosmosDevAccounts.js'
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
