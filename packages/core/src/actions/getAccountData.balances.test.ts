import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import { mainnet, sepolia } from '../networks/evmNetworks.js'
import type { TokenBalance } from '../services/blockchainSchemas.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { startRoutedFixture } from '../testing/httpFixture.js'
import { getAccountData } from './getAccountData.js'

// SPEC.md §9 through the client: testnets and namespaces the blockchain service does not know
// have a balance of 0.00 (the network's coin, no snackbar); a supported mainnet whose service
// fails still says "Token Balance Unavailable" (SPEC.md §8).

const account = '0x1111111111111111111111111111111111111111'
const balancePath = `/v1/account/${account}/balance`

/** A client on `networks` whose blockchain service answers the balance call with `answer`. */
async function latchWith(
  networks: [CaipNetwork, ...CaipNetwork[]],
  answer: { status?: number; body: unknown },
) {
  const fixture = await startRoutedFixture({ [balancePath]: answer })
  const latch = createLatch({
    networks,
    storage: memoryBackend(),
    projectId: 'demo',
    services: { blockchainUrl: fixture.url },
  })
  const accountData = getAccountData(latch)
  if (!accountData) throw new Error('the blockchain service is configured')
  return { latch, accountData, fixture }
}

/** Lets a snackbar the read may have asked for reach the state before it is looked at. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50))

function zeroOf(network: CaipNetwork): TokenBalance {
  return {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric: '0.00' },
    iconUrl: '',
  }
}

describe('balances of testnets and unsupported namespaces (SPEC.md §9)', () => {
  it('behavior: a testnet the service lists nothing for holds 0.00 of its coin, no snackbar', async () => {
    const { latch, accountData } = await latchWith([sepolia], { body: { balances: [] } })
    await expect(accountData.getTokenBalances(account, sepolia.caipNetworkId)).resolves.toEqual([
      zeroOf(sepolia),
    ])
    await settled()
    expect(latch.getState().snackbar).toBeUndefined()
    latch.destroy()
  })

  it('behavior: a testnet whose service fails (and no chain to read) holds 0.00, no snackbar', async () => {
    const { latch, accountData, fixture } = await latchWith([sepolia], {
      status: 500,
      body: { error: 'down' },
    })
    await expect(accountData.getTokenBalances(account, sepolia.caipNetworkId)).resolves.toEqual([
      zeroOf(sepolia),
    ])
    expect(fixture.requests.map(({ url }) => url.pathname)).toContain(balancePath)
    await settled()
    expect(latch.getState().snackbar).toBeUndefined()
    latch.destroy()
  })

  it("behavior: a testnet the service serves shows the service's balance (the demo's local chains)", async () => {
    const held: TokenBalance = { ...zeroOf(sepolia), quantity: { decimals: '18', numeric: '2.5' } }
    const { latch, accountData } = await latchWith([sepolia], { body: { balances: [held] } })
    await expect(accountData.getTokenBalances(account, sepolia.caipNetworkId)).resolves.toEqual([
      held,
    ])
    latch.destroy()
  })

  it('behavior: a namespace the service does not know holds 0.00, without asking it', async () => {
    // Every namespace of Latch has balances: a CAIP-2 id of another one (Near's).
    const { latch, accountData, fixture } = await latchWith([mainnet], { body: { balances: [] } })
    const [zero, ...others] = await accountData.getTokenBalances('alice.near', 'near:mainnet')
    expect(others).toEqual([])
    expect(zero).toMatchObject({ chainId: 'near:mainnet', quantity: { numeric: '0.00' } })
    expect(zero?.address).toBeUndefined()
    expect(fixture.requests).toEqual([])
    await settled()
    expect(latch.getState().snackbar).toBeUndefined()
    latch.destroy()
  })

  it('behavior: a supported mainnet whose service fails still says "Token Balance Unavailable"', async () => {
    const { latch, accountData } = await latchWith([mainnet], {
      status: 500,
      body: { error: 'down' },
    })
    await expect(accountData.getTokenBalances(account, mainnet.caipNetworkId)).resolves.toEqual([])
    await eventually(() =>
      expect(latch.getState().snackbar).toMatchObject({ message: 'Token Balance Unavailable' }),
    )
    latch.destroy()
  })
})

describe('the balance cache (SPEC.md §3, §9 native balance 30 s)', () => {
  it('behavior: after a reload the native balance read shows at once, before any call', async () => {
    const held: TokenBalance = { ...zeroOf(mainnet), quantity: { decimals: '18', numeric: '2.5' } }
    const fixture = await startRoutedFixture({ [balancePath]: { body: { balances: [held] } } })
    const storage = memoryBackend()
    const open = () =>
      createLatch({
        networks: [mainnet],
        storage,
        projectId: 'demo',
        services: { blockchainUrl: fixture.url },
      })
    const first = open()
    expect(getAccountData(first)?.cachedBalance(account, mainnet.caipNetworkId)).toBeUndefined()
    await getAccountData(first)?.getTokenBalances(account, mainnet.caipNetworkId)
    first.destroy()
    const reloaded = open()
    const calls = fixture.requests.length
    expect(getAccountData(reloaded)?.cachedBalance(account, mainnet.caipNetworkId)).toEqual({
      balance: '2.5',
      symbol: 'ETH',
    })
    expect(fixture.requests.length).toBe(calls)
    reloaded.destroy()
  })
})
