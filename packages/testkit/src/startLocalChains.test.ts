import { createServer } from 'node:net'
import { devAccounts } from '@latch/test-wallets'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { poolDepositOf } from './devnetPools.js'
import { findFreePorts } from './freePort.js'
import { type LocalChains, startLocalChains } from './startLocalChains.js'
import { testStablecoin } from './testStablecoin.js'
import { testToken } from './testToken.js'

// This file starts (and stops) its own chains; the other files share the global ones.
let devnet: LocalChains

beforeAll(async () => {
  devnet = await startLocalChains()
})

afterAll(async () => {
  await devnet?.stop()
})

const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

const unreachable = (rpcUrl: string) =>
  fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  }).then(
    () => false,
    () => true,
  )

describe('startLocalChains', () => {
  it('default: chain A 31337 "Localhost" and chain B 31338 "Latch Devnet B" answer on loopback', async () => {
    expect(devnet.chains.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 31337, name: 'Localhost' },
      { id: 31338, name: 'Latch Devnet B' },
    ])
    for (const chain of devnet.chains) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      await expect(clientOf(chain.rpcUrl).getChainId()).resolves.toBe(chain.id)
    }
    expect(new Set(devnet.chains.map((chain) => chain.rpcUrl)).size).toBe(2)
    expect(devnet.accounts).toBe(devAccounts)
  })

  it('behavior: every dev account holds 10 000 ETH, 1 000 000 LTT and 1 000 000 LUSD on both chains', async () => {
    const tokens = [
      [devnet.token, 'Latch Test Token', 'LTT', 18, testToken.amountPerAccount],
      [devnet.stablecoin, 'Latch USD', 'LUSD', 6, testStablecoin.amountPerAccount],
    ] as const
    for (const chain of devnet.chains) {
      const client = clientOf(chain.rpcUrl)
      for (const [token, name, symbol, decimals, perAccount] of tokens) {
        const address = token.addresses[chain.id]
        if (!address) throw new Error(`no ${symbol} on chain ${chain.id}`)
        const read = (functionName: 'name' | 'symbol' | 'decimals' | 'totalSupply') =>
          client.readContract({ address, abi: erc20Abi, functionName })
        await expect(read('name')).resolves.toBe(name)
        await expect(read('symbol')).resolves.toBe(symbol)
        await expect(read('decimals')).resolves.toBe(decimals)
        // The deployer was given what it put into the pools on top of its share.
        await expect(read('totalSupply')).resolves.toBe(perAccount * 10n + poolDepositOf(symbol))
        // The deployer (account 0) too: the pools took exactly its extra.
        for (const account of [devAccounts[0], devAccounts[1], devAccounts[9]]) {
          if (!account) throw new Error('missing dev account')
          await expect(
            client.readContract({
              address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [account.address],
            }),
          ).resolves.toBe(perAccount)
        }
        expect(token).toMatchObject({ name, symbol, decimals })
      }
      for (const account of [devAccounts[1], devAccounts[9]]) {
        if (!account) throw new Error('missing dev account')
        await expect(client.getBalance({ address: account.address })).resolves.toBe(
          parseEther('10000'),
        )
      }
      // The deployer paid the pools' 200 ETH and the deployments' gas.
      const deployerEth = await client.getBalance({ address: devAccounts[0]?.address ?? '0x' })
      expect(deployerEth).toBeLessThan(parseEther('9800'))
      expect(deployerEth).toBeGreaterThan(parseEther('9799.9'))
    }
  })

  it('behavior: every start deploys at the same addresses, on both chains', () => {
    const shared = inject('devnet')
    const published = devnet
    const addressesOf = (info: typeof shared) => ({
      token: info.token.addresses,
      stablecoin: info.stablecoin?.addresses,
      dex: info.dex?.addresses,
      pairs: info.dex?.pools.map((pool) => pool.pairs),
      collectibles: info.collectibles?.addresses,
      accountAbstraction: Object.values(info.accountAbstraction?.chains ?? {}).map(
        ({ bundlerUrl: _bundlerUrl, ...contracts }) => contracts,
      ),
    })
    expect(addressesOf(published)).toEqual(addressesOf(shared))
    expect(published.token.addresses[31337]).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(published.dex.addresses[31337]).toEqual(published.dex.addresses[31338])
  })

  it('behavior: a port in use is reported by number, and nothing is left running', async () => {
    const [busyPort, freePort] = await findFreePorts('127.0.0.1', 2)
    if (busyPort === undefined || freePort === undefined) throw new Error('no free ports')
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(busyPort, '127.0.0.1', resolve))
    try {
      await expect(startLocalChains({ ports: [busyPort, freePort] })).rejects.toThrow(
        `port ${busyPort} on 127.0.0.1 is already in use`,
      )
      await expect(unreachable(`http://127.0.0.1:${freePort}`)).resolves.toBe(true)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it('behavior: stop() ends both nodes and their bundlers, and may be called again', async () => {
    const bundlerUrls = Object.values(devnet.accountAbstraction.chains).map(
      (chain) => chain.bundlerUrl,
    )
    expect(bundlerUrls).toHaveLength(2)
    await devnet.stop()
    for (const url of [...devnet.chains.map((chain) => chain.rpcUrl), ...bundlerUrls]) {
      await expect(unreachable(url)).resolves.toBe(true)
    }
    await expect(devnet.stop()).resolves.toBeUndefined()
  })
})
