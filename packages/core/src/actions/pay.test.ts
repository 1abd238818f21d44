import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { connect } from './connect.js'
import { pay } from './pay.js'
import { submitPay } from './submitPay.js'

const recipient = '0x2222222222222222222222222222222222222222'

function setup({ features = { pay: true }, adapter = testAdapter('eip155', 'eip155:1') } = {}) {
  const latch = createLatch({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: memoryBackend(),
    features,
  })
  return { latch, adapter }
}

describe('pay', () => {
  it('default: Pay asks for a wallet, then pays from it; resolves with the hash and stays on Pay', async () => {
    const { latch, adapter } = setup()
    const paid = pay(latch, { network: 'eip155:1', recipient, amount: '0.01' })
    await eventually(() => expect(latch.getState().pay?.status).toBe('connect'))
    expect(latch.getState()).toMatchObject({
      open: true,
      view: 'Pay',
      pay: { network: mainnet, recipient, amount: '0.01', symbol: 'ETH' },
    })

    // Connect, from Pay, and back to Pay with a wallet.
    await submitPay(latch)
    expect(latch.getState().view).toBe('Connect')
    await connect(latch, { connectorId: 'test-wallet' })
    await eventually(() => expect(latch.getState().view).toBe('Pay'))
    expect(latch.getState().pay?.status).toBe('ready')

    await submitPay(latch)
    await expect(paid).resolves.toEqual({ hash: '0xhash' })
    expect(adapter.sendTransfer).toHaveBeenCalledWith({
      from: 'eip155-address',
      to: recipient,
      amount: 10_000_000_000_000_000n,
      network: mainnet,
    })
    expect(latch.getState()).toMatchObject({
      view: 'Pay',
      pay: { status: 'paid', hash: '0xhash' },
    })
    // Closing the modal after is the end of it.
    latch.close()
    await eventually(() => expect(latch.getState().pay).toBeUndefined())
    latch.destroy()
  })

  it("behavior: a token on another network: the wallet switches first, then pays in the token's decimals", async () => {
    const { latch, adapter } = setup()
    // The wallet says it is on the new network, as a wallet does.
    adapter.switchNetwork.mockImplementation(async () => {
      adapter.emit({
        type: 'networkChanged',
        connectorId: 'test-wallet',
        caipNetworkId: 'eip155:10',
      })
    })
    await connect(latch, { connectorId: 'test-wallet' })
    const paid = pay(latch, {
      network: 'eip155:10',
      recipient,
      amount: '2.5',
      token: { address: '0xusdc', decimals: 6, symbol: 'USDC' },
    })
    await eventually(() => expect(latch.getState().pay?.status).toBe('switchNetwork'))
    expect(latch.getState().pay?.symbol).toBe('USDC')

    await submitPay(latch)
    await eventually(() => expect(latch.getState().pay?.status).toBe('ready'))
    expect(adapter.switchNetwork).toHaveBeenCalled()
    expect(latch.getState().activeNetwork?.caipNetworkId).toBe('eip155:10')

    await submitPay(latch)
    await expect(paid).resolves.toEqual({ hash: '0xhash' })
    expect(adapter.sendTransfer).toHaveBeenCalledWith({
      from: 'eip155-address',
      to: recipient,
      amount: 2_500_000n,
      network: optimism,
      token: { address: '0xusdc' },
    })
    latch.destroy()
  })

  it('behavior: the wallet’s refusal stays on Pay with why; another try pays', async () => {
    const { latch, adapter } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    adapter.sendTransfer.mockRejectedValueOnce(new Error('User rejected the request'))
    const paid = pay(latch, { network: 'eip155:1', recipient, amount: '1' })
    await submitPay(latch)
    await eventually(() => expect(latch.getState().pay?.error?.message).toBe('Failed to send'))
    expect(latch.getState()).toMatchObject({ view: 'Pay', pay: { status: 'ready' } })

    await submitPay(latch)
    await expect(paid).resolves.toEqual({ hash: '0xhash' })
    expect(latch.getState().pay?.error).toBeUndefined()
    latch.destroy()
  })

  it('behavior: a recipient that is no address of the chain fails on Pay, not in the wallet', async () => {
    const { latch, adapter } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    adapter.isAddress.mockReturnValue(false)
    const paid = pay(latch, { network: 'eip155:1', recipient: 'nope', amount: '1' })
    paid.catch(() => {})
    await submitPay(latch)
    await eventually(() =>
      expect(latch.getState().pay?.error?.message).toBe(
        'An amount and receiver address are required',
      ),
    )
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
    latch.close()
    await expect(paid).rejects.toThrowError('Modal closed')
    latch.destroy()
  })

  it('behavior: closing the modal unpaid rejects with "Modal closed"; a newer payment replaces an older one', async () => {
    const { latch } = setup()
    const first = pay(latch, { network: 'eip155:1', recipient, amount: '1' })
    const second = pay(latch, { network: 'eip155:1', recipient, amount: '2' })
    await expect(first).rejects.toMatchObject({
      code: 'MODAL_CLOSED',
      details: 'another payment took its place before it was paid',
    })
    expect(latch.getState().pay?.amount).toBe('2')
    latch.close()
    await expect(second).rejects.toMatchObject({
      code: 'MODAL_CLOSED',
      details: 'the visitor closed the modal before paying',
    })
    expect(latch.getState().pay).toBeUndefined()
    latch.destroy()
  })

  it.each([
    [{ pay: false }, { network: 'eip155:1', amount: '1' }, 'The pay feature is not enabled'],
    [{ pay: true }, { network: 'eip155:8453', amount: '1' }, 'Chain is not supported'],
    [{ pay: true }, { network: 'eip155:1', amount: '0' }, 'Invalid amount'],
    [{ pay: true }, { network: 'eip155:1', amount: 'ten' }, 'Invalid amount'],
  ] as const)(
    'behavior: with %j, %j is refused ("%s") and no modal opens',
    async (features, request, message) => {
      const { latch } = setup({ features })
      const open = vi.spyOn(latch, 'open')
      await expect(pay(latch, { ...request, recipient })).rejects.toThrowError(message)
      expect(open).not.toHaveBeenCalled()
      expect(latch.getState()).toMatchObject({ open: false })
      expect(latch.getState().pay).toBeUndefined()
      latch.destroy()
    },
  )
})
