import { createServer } from 'node:net'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from './devAccounts.js'
import { findFreePorts } from './freePort.js'
import { type LocalChains, startLocalChains } from './startLocalChains.js'
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

  it('behavior: every dev account holds 10 000 ETH and 1 000 000 LTT on both chains', async () => {
    for (const chain of devnet.chains) {
      const client = clientOf(chain.rpcUrl)
      const address = devnet.token.addresses[chain.id]
      if (!address) throw new Error(`no token on chain ${chain.id}`)
      const read = (functionName: 'name' | 'symbol' | 'decimals' | 'totalSupply') =>
        client.readContract({ address, abi: erc20Abi, functionName })
      await expect(read('name')).resolves.toBe('Latch Test Token')
      await expect(read('symbol')).resolves.toBe('LTT')
      await expect(read('decimals')).resolves.toBe(18)
      await expect(read('totalSupply')).resolves.toBe(testToken.amountPerAccount * 10n)
      for (const account of [devAccounts[1], devAccounts[9]]) {
        if (!account) throw new Error('missing dev account')
        await expect(client.getBalance({ address: account.address })).resolves.toBe(
          parseEther('10000'),
        )
        await expect(
          client.readContract({
            address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          }),
        ).resolves.toBe(1_000_000n * 10n ** 18n)
      }
    }
    expect(devnet.token).toMatchObject({ name: 'Latch Test Token', symbol: 'LTT', decimals: 18 })
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

  it('behavior: stop() ends both nodes and may be called again', async () => {
    await devnet.stop()
    for (const chain of devnet.chains) {
      await expect(unreachable(chain.rpcUrl)).resolves.toBe(true)
    }
    await expect(devnet.stop()).resolves.toBeUndefined()
  })
})
