import {
  type AdapterEvent,
  createLatch,
  disconnect,
  memoryBackend,
  submitEmail,
  switchNetwork,
  waitForEmailCode,
} from '@latch/core'
import { createFakeSecureFrame, testAuthProvider } from '@latch/core/conformance'
import { mainnet, optimism } from '@latch/core/networks'
import { describe, expect, it, vi } from 'vitest'
import { evmAdapter } from './evmAdapter.js'

// The embedded wallet through the eip155 adapter: the adapter sees an EIP-1193 provider only;
// core's auth connector and the fake secure frame of `@latch/core/conformance` stand behind it.

async function signedIn() {
  const frame = createFakeSecureFrame()
  const adapter = evmAdapter({ target: new EventTarget() })
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  const latch = createLatch({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: memoryBackend(),
    auth: frame.config,
  })
  await submitEmail(latch, { email: 'ada@example.com' })
  frame.enterCode(frame.wallet.otp)
  await waitForEmailCode(latch)
  return { frame, adapter, latch, events }
}

describe('evmAdapter with the embedded wallet', () => {
  it('default: the AUTH connector is listed once core offers the provider, and removed with it', () => {
    const adapter = evmAdapter({ target: new EventTarget() })
    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    expect(adapter.getConnectors()).toEqual([])
    const remove = adapter.addAuthProvider?.(testAuthProvider())
    const auth = { id: 'auth', name: 'Email / social wallet', type: 'AUTH', chain: 'eip155' }
    expect(adapter.getConnectors()).toEqual([auth])
    remove?.()
    expect(adapter.getConnectors()).toEqual([])
    expect(events).toEqual([
      { type: 'connectorsChanged', connectors: [auth] },
      { type: 'connectorsChanged', connectors: [] },
    ])
  })

  it('behavior: connects, signs, sends and switches like any wallet', async () => {
    const { frame, adapter, latch } = await signedIn()
    const { address } = frame.wallet
    expect(latch.getState().connection).toEqual({
      connectorId: 'auth',
      accounts: [{ address, type: 'eoa' }],
      network: 'eip155:1',
    })
    await expect(adapter.signMessage({ message: 'hello', address })).resolves.toBe(
      `0x${'ab'.repeat(65)}`,
    )
    await adapter.signTypedData?.({
      address,
      typedData: { primaryType: 'Mail', message: { n: 1n } },
    })
    await expect(
      adapter.sendTransfer({ from: address, to: address, amount: 1n, network: mainnet }),
    ).resolves.toBe(`0x${'12'.repeat(32)}`)
    expect(frame.wallet.rpc.map(({ method, params }) => ({ method, params }))).toEqual([
      { method: 'personal_sign', params: ['0x68656c6c6f', address] },
      {
        method: 'eth_signTypedData_v4',
        params: [address, '{"primaryType":"Mail","message":{"n":"1"}}'],
      },
      { method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] },
    ])
    await switchNetwork(latch, { network: optimism })
    expect(frame.wallet.chainId).toBe('eip155:10')
    await vi.waitFor(() => expect(latch.getState().connection?.network).toBe('eip155:10'))
    latch.destroy()
  })

  it("behavior: disconnecting ends the embedded wallet's session", async () => {
    const { frame, latch } = await signedIn()
    await disconnect(latch)
    expect(frame.requests).toContain('APP_SIGN_OUT')
    expect(frame.wallet.connected).toBe(false)
    expect(latch.getState().connection).toBeUndefined()
    latch.destroy()
  })
})
