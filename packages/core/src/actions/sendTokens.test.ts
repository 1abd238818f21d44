import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { cosmosHub } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { startRoutedFixture } from '../testing/httpFixture.js'
import { connect } from './connect.js'
import { getAccountData } from './getAccountData.js'
import { sendTokens } from './sendTokens.js'
import { switchNetwork } from './switchNetwork.js'

/** A blockchain service answering `routes` by path, closed after the test. */
const services = startRoutedFixture

const account = '0x1111111111111111111111111111111111111111'

describe('sendTokens', () => {
  const receiver = '0x2222222222222222222222222222222222222222'

  function setup(adapter = testAdapter('eip155', 'eip155:1')) {
    const onEvent = vi.fn()
    const latch = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage: memoryBackend(),
      onEvent,
    })
    const events = () =>
      onEvent.mock.calls.map(([event]) => event.event).filter((name) => name.startsWith('SEND'))
    return { latch, adapter, events }
  }

  it("default: the native coin, in the network's unit; Account and an idle form after", async () => {
    const { latch, adapter, events } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    latch.open({ view: 'AllWallets' })

    await expect(sendTokens(latch, { amount: '0.01', to: receiver })).resolves.toEqual({
      hash: '0xhash',
    })
    expect(adapter.sendTransfer).toHaveBeenCalledWith({
      from: 'eip155-address',
      to: receiver,
      amount: 10_000_000_000_000_000n,
      network: mainnet,
    })
    // The form resets; the transfer is the namespace's last, confirmed once on chain.
    await eventually(() =>
      expect(latch.getState().send.transfers).toEqual({
        eip155: { hash: '0xhash', status: 'confirmed' },
      }),
    )
    expect(latch.getState().send).toMatchObject({ status: 'sent', error: undefined, amount: '' })
    expect(adapter.waitForTransaction).toHaveBeenCalledWith({ id: '0xhash', network: mainnet })
    expect(latch.getState().view).toBe('Account')
    expect(events()).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    latch.destroy()
  })

  it("behavior: a token by its address, in its own decimals, on the wallet's network", async () => {
    const { latch, adapter } = setup(testAdapter('eip155', 'eip155:10'))
    await connect(latch, { connectorId: 'test-wallet' })
    await sendTokens(latch, {
      amount: '2.5',
      to: receiver,
      token: { address: '0xusdc', decimals: 6, symbol: 'USDC' },
    })
    expect(adapter.sendTransfer).toHaveBeenCalledWith({
      from: 'eip155-address',
      to: receiver,
      amount: 2_500_000n,
      network: optimism,
      token: { address: '0xusdc' },
    })
    latch.destroy()
  })

  it.each([
    [{ amount: '', to: receiver }, 'An amount and receiver address are required'],
    [{ amount: '1', to: '' }, 'An amount and receiver address are required'],
    [{ amount: 'abc', to: receiver }, 'An amount and receiver address are required'],
    [{ amount: '0', to: receiver }, 'An amount and receiver address are required'],
    [
      {
        amount: '0.0000001',
        to: receiver,
        token: { address: '0xusdc', decimals: 6, symbol: 'USDC' },
      },
      'An amount and receiver address are required',
    ],
    [
      { amount: '1', to: receiver, token: { address: '', decimals: 6, symbol: 'X' } },
      'A token is required',
    ],
    [
      { amount: '1', to: receiver, token: { address: '0xusdc', decimals: -1, symbol: 'X' } },
      'A token is required',
    ],
  ])('behavior: %j is refused with "%s", and the state shows it', async (parameters, message) => {
    const { latch, adapter } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    await expect(sendTokens(latch, parameters)).rejects.toThrowError(message)
    expect(latch.getState().send).toMatchObject({ status: 'failed', error: { message } })
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: a receiver that is not an address of the chain is refused', async () => {
    const { latch, adapter } = setup()
    adapter.isAddress.mockReturnValue(false)
    await connect(latch, { connectorId: 'test-wallet' })
    const error = await sendTokens(latch, { amount: '1', to: 'nope' }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'AMOUNT_AND_RECEIVER_REQUIRED',
      details: '"nope" is not an address on eip155',
    })
    latch.destroy()
  })

  it('behavior: "Unsupported chain" without the capability', async () => {
    // Every namespace of Latch is a send namespace: an adapter without the capability is
    // what leaves a send unsupported.
    const cosmos = testAdapter('cosmos', cosmosHub.caipNetworkId)
    const atom = { ...cosmos, capabilities: { ...cosmos.capabilities, sendNative: false } }
    const base = testAdapter('eip155', 'eip155:1')
    const evm = { ...base, capabilities: { ...base.capabilities, sendToken: false } }
    const latch = createLatch({
      networks: [mainnet, cosmosHub],
      adapters: [evm, atom],
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await connect(latch, { connectorId: 'test-wallet', namespace: 'cosmos' })
    await expect(
      sendTokens(latch, { amount: '1', to: receiver, namespace: 'cosmos' }),
    ).rejects.toThrowError('Unsupported chain')
    await expect(
      sendTokens(latch, {
        amount: '1',
        to: receiver,
        token: { address: '0xusdc', decimals: 6, symbol: 'USDC' },
        namespace: 'eip155',
      }),
    ).rejects.toThrowError('Unsupported chain')
    expect(evm.sendTransfer).not.toHaveBeenCalled()
    expect(atom.sendTransfer).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: not connected there, the send fails', async () => {
    const { latch } = setup()
    const error = await sendTokens(latch, { amount: '1', to: receiver }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      message: 'Failed to send',
      details: 'no account is connected on eip155',
    })
    latch.destroy()
  })

  it('behavior: a refusal of the wallet is "Failed to send" with its cause; a network change clears it', async () => {
    const { latch, adapter } = setup()
    const rejection = Object.assign(new Error('User rejected the request'), { code: 4001 })
    adapter.sendTransfer.mockRejectedValueOnce(rejection)
    await connect(latch, { connectorId: 'test-wallet' })
    const error = await sendTokens(latch, { amount: '1', to: receiver }).catch((e: unknown) => e)
    expect(error).toMatchObject({ message: 'Failed to send', cause: rejection })
    expect(latch.getState().send).toMatchObject({ status: 'failed', error })
    await switchNetwork(latch, { network: optimism })
    expect(latch.getState().send).toMatchObject({ status: 'idle', error: undefined, transfers: {} })
    latch.destroy()
  })

  it('behavior: one send at a time', async () => {
    const { latch, adapter } = setup()
    let finish: (hash: string) => void = () => {}
    adapter.sendTransfer.mockImplementationOnce(
      () => new Promise<string>((resolve) => (finish = resolve)),
    )
    await connect(latch, { connectorId: 'test-wallet' })
    const first = sendTokens(latch, { amount: '1', to: receiver })
    await eventually(() => expect(latch.getState().send.status).toBe('sending'))
    await expect(sendTokens(latch, { amount: '2', to: receiver })).rejects.toMatchObject({
      details: 'another send is waiting for the wallet',
    })
    finish('0xfirst')
    await expect(first).resolves.toEqual({ hash: '0xfirst' })
    latch.destroy()
  })

  it('behavior: after a send the balances of the account are fetched again', async () => {
    const fixture = await services({
      [`/v1/account/${account}/balance`]: { body: { balances: [] } },
    })
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1', { address: account })],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await getAccountData(latch)?.getTokenBalances(account, 'eip155:1')
    await getAccountData(latch)?.getTokenBalances(account, 'eip155:1')
    const balanceRequests = () =>
      fixture.requests.filter((request) => request.url.pathname.endsWith('/balance')).length
    expect(balanceRequests()).toBe(1)
    await sendTokens(latch, { amount: '1', to: '0x2222222222222222222222222222222222222222' })
    await eventually(async () => {
      await getAccountData(latch)?.getTokenBalances(account, 'eip155:1')
      expect(balanceRequests()).toBeGreaterThanOrEqual(2)
    })
    latch.destroy()
  })

  it('behavior: each namespace keeps its own last transfer, and hears of it on chain', async () => {
    const evm = testAdapter('eip155', 'eip155:1')
    const atom = testAdapter('cosmos', cosmosHub.caipNetworkId)
    let include: () => void = () => {}
    atom.sendTransfer.mockResolvedValueOnce('ATOMTX')
    atom.waitForTransaction.mockImplementationOnce(
      () => new Promise<void>((resolve) => (include = resolve)),
    )
    const latch = createLatch({
      networks: [mainnet, cosmosHub],
      adapters: [evm, atom],
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await connect(latch, { connectorId: 'test-wallet', namespace: 'cosmos' })
    await sendTokens(latch, { amount: '1', to: receiver, namespace: 'eip155' })
    await sendTokens(latch, {
      amount: '1',
      to: 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud',
      namespace: 'cosmos',
    })
    expect(latch.getState().send.transfers).toEqual({
      eip155: { hash: '0xhash', status: 'confirmed' },
      cosmos: { hash: 'ATOMTX', status: 'pending' },
    })
    include()
    await eventually(() =>
      expect(latch.getState().send.transfers.cosmos).toEqual({
        hash: 'ATOMTX',
        status: 'confirmed',
      }),
    )
    latch.destroy()
  })
})
