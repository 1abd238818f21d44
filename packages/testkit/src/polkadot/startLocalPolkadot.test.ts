import { createServer } from 'node:net'
import { polkadotDevAccounts, polkadotDevPlanck } from '@latch/test-wallets'
import type { ApiPromise } from '@polkadot/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectPolkadotApi } from '../testing/polkadotApi.js'
import { type LocalPolkadot, startLocalPolkadot } from './startLocalPolkadot.js'

// A chain of this file's own: fund() and newBlock() change it, and the run's shared chain
// (localPolkadot.globalSetup.ts) does not offer them.
let polkadot: LocalPolkadot
let api: ApiPromise

beforeAll(async () => {
  polkadot = await startLocalPolkadot()
  api = await connectPolkadotApi(polkadot.wsUrl)
})

afterAll(async () => {
  await api?.disconnect()
  await polkadot?.stop()
})

const freeOf = async (address: string) =>
  (await api.query.system.account(address)).data.free.toBigInt()

describe('startLocalPolkadot', () => {
  it('default: the Rococo Asset Hub runtime on loopback, described as the chain reports it', async () => {
    expect(polkadot).toMatchObject({
      wsUrl: expect.stringMatching(/^ws:\/\/127\.0\.0\.1:\d+$/),
      httpUrl: polkadot.wsUrl.replace('ws:', 'http:'),
      genesisHash: `0x${'45'.repeat(32)}`,
      caipNetworkId: `polkadot:${'45'.repeat(16)}`,
      ss58Prefix: 2,
      decimals: 12,
      symbol: 'ROC',
      existentialDeposit: '3333333',
      accounts: polkadotDevAccounts,
    })
    expect(api.runtimeVersion.specName.toString()).toBe('statemine')
    expect(api.genesisHash.toHex()).toBe(polkadot.genesisHash)
    expect(api.consts.balances.existentialDeposit.toString()).toBe(polkadot.existentialDeposit)
    const properties = await api.rpc.system.properties()
    expect(properties.tokenSymbol.unwrap()[0]?.toString()).toBe('ROC')
    // The HTTP endpoint answers the same JSON-RPC.
    const response = await fetch(polkadot.httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'chain_getBlockHash', params: [0] }),
    })
    expect(await response.json()).toMatchObject({ result: polkadot.genesisHash })
  })

  it('default: every dev account holds polkadotDevPlanck, counted in the total issuance', async () => {
    for (const account of polkadotDevAccounts) {
      const { nonce, providers, data } = await api.query.system.account(account.address)
      expect({
        nonce: nonce.toNumber(),
        providers: providers.toNumber(),
        free: data.free.toBigInt(),
      }).toEqual({ nonce: 0, providers: 1, free: polkadotDevPlanck })
    }
    const issuance = (await api.query.balances.totalIssuance()).toBigInt()
    expect(issuance).toBeGreaterThanOrEqual(polkadotDevPlanck * BigInt(polkadotDevAccounts.length))
  })

  it('behavior: fund() adds to a balance in a new block, keeping the account', async () => {
    const head = (await api.rpc.chain.getHeader()).number.toNumber()
    const issuance = (await api.query.balances.totalIssuance()).toBigInt()
    // A fresh account (prefix 42 here: addresses are compared by key, any prefix does).
    const fresh = '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y'
    await polkadot.fund(fresh, 5_000_000n)
    await polkadot.fund(fresh, 1_000_000)
    expect(await freeOf(fresh)).toBe(6_000_000n)
    expect((await api.rpc.chain.getHeader()).number.toNumber()).toBe(head + 2)
    expect((await api.query.balances.totalIssuance()).toBigInt()).toBe(issuance + 6_000_000n)
    await expect(polkadot.fund(fresh, 0n)).rejects.toThrow('planck must be positive, not 0')
    await expect(polkadot.fund(fresh, 1.5)).rejects.toThrow('planck must be a whole number')
  })

  it('behavior: newBlock() builds one block and answers its hash', async () => {
    const head = (await api.rpc.chain.getHeader()).number.toNumber()
    const hash = await polkadot.newBlock()
    expect((await api.rpc.chain.getBlockHash(head + 1)).toHex()).toBe(hash)
  })

  it('behavior: an extrinsic left waiting in the pool is built into a block by the chain’s sweep', async () => {
    // Manual mode: nothing builds a block as the extrinsic arrives, as when chopsticks put
    // back one it failed to apply; only the chain's sweep can include it.
    await api.rpc('dev_setBlockBuildMode' as never, 'Manual' as never)
    try {
      const [sender, , receiver] = polkadotDevAccounts
      if (!sender || !receiver) throw new Error('dev accounts missing')
      const { Keyring } = await import('@polkadot/keyring')
      const pair = new Keyring().addFromUri(sender.secretUri, {}, sender.type)
      const before = await freeOf(receiver.address)
      await api.tx.balances.transferKeepAlive(receiver.address, 10n ** 10n).signAndSend(pair)
      // The sweep runs every second; building the block runs the runtime's wasm, which a
      // loaded machine (a full run beside other work) has taken over 5 s for.
      await expect
        .poll(() => freeOf(receiver.address), { timeout: 25_000 })
        .toBe(before + 10n ** 10n)
    } finally {
      await api.rpc('dev_setBlockBuildMode' as never, 'Instant' as never)
    }
  })

  it('parameters: port; a port already taken is refused before anything starts', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const address = taken.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    try {
      await expect(startLocalPolkadot({ port: address.port })).rejects.toThrow(
        `port ${address.port} on 127.0.0.1 is already in use`,
      )
    } finally {
      taken.close()
    }
    const fixed = await startLocalPolkadot({ port: address.port })
    try {
      expect(fixed.wsUrl).toBe(`ws://127.0.0.1:${address.port}`)
    } finally {
      await fixed.stop()
      await fixed.stop()
    }
    // The first chain still runs: the executor thread stays while a chain uses it.
    await polkadot.newBlock()
  })
})
