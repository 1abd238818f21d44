import { describe, expect, it } from 'vitest'
import { disconnect } from '../actions/disconnect.js'
import { submitEmail } from '../actions/submitEmail.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { waitForEmailCode } from '../actions/waitForEmailCode.js'
import { createFakeSecureFrame, FAKE_SOLANA_SIGNATURE } from '../conformance/fakeSecureFrame.js'
import { testAdapter, testAuthAdapter } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { solana, solanaDevnet } from '../networks/otherNetworks.js'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend, type StorageBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { createLatch } from './createLatch.js'

// The embedded wallet on two namespaces: one login, an account on each (the frame answers the
// account of the chain a request names), against the fake frame of `@latch/core/conformance`.

function setup(
  options: {
    frame?: ReturnType<typeof createFakeSecureFrame>
    backend?: StorageBackend
    defaultNetwork?: typeof solanaDevnet | typeof mainnet
  } = {},
) {
  const frame = options.frame ?? createFakeSecureFrame()
  const backend = options.backend ?? memoryBackend()
  const evm = testAuthAdapter()
  const sol = testAuthAdapter('solana', solanaDevnet.caipNetworkId)
  const latch = createLatch({
    networks: [mainnet, optimism, solanaDevnet, solana],
    adapters: [evm, sol],
    storage: backend,
    auth: frame.config,
    ...(options.defaultNetwork ? { defaultNetwork: options.defaultNetwork } : {}),
  })
  const storage = createStorage({ backend, warn: () => {} })
  return { frame, backend, evm, sol, latch, storage }
}

async function emailLogin({ latch, frame }: ReturnType<typeof setup>) {
  await submitEmail(latch, { email: 'ada@example.com' })
  frame.enterCode(frame.wallet.otp)
  await waitForEmailCode(latch)
}

describe('createLatch with auth on eip155 and solana', () => {
  it('default: each adapter lists the AUTH connector', () => {
    const { latch } = setup()
    expect(latch.getState().connectors).toEqual([
      expect.objectContaining({ id: 'auth', type: 'AUTH', chain: 'eip155' }),
      expect.objectContaining({ id: 'auth', type: 'AUTH', chain: 'solana' }),
    ])
    latch.destroy()
  })

  it('behavior: a login on a Solana network connects the Solana account, on that cluster', async () => {
    const context = setup({ defaultNetwork: solanaDevnet })
    const { latch, frame, storage } = context
    await emailLogin(context)
    expect(latch.getState().connection).toEqual({
      connectorId: 'auth',
      accounts: [{ address: frame.wallet.solanaAddress, type: 'eoa' }],
      network: solanaDevnet.caipNetworkId,
    })
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    expect(frame.wallet.chainId).toBe(solanaDevnet.caipNetworkId)
    expect(storage.get('lastUsedChainId')).toBe(solanaDevnet.caipNetworkId)
    latch.destroy()
  })

  it('behavior: signed in on eip155, moving to a Solana network connects the embedded wallet there too', async () => {
    const context = setup()
    const { latch, frame, sol } = context
    await emailLogin(context)
    expect(latch.getState().connection?.accounts[0]?.address).toBe(frame.wallet.address)
    await switchNetwork(latch, { network: solanaDevnet })
    await eventually(() =>
      expect(latch.getState().connection).toEqual({
        connectorId: 'auth',
        accounts: [{ address: frame.wallet.solanaAddress, type: 'eoa' }],
        network: solanaDevnet.caipNetworkId,
      }),
    )
    expect(latch.getState().connections.eip155?.connection?.accounts[0]?.address).toBe(
      frame.wallet.address,
    )
    // One login: no code was asked for again.
    expect(frame.requests.filter((type) => type === 'APP_CONNECT_OTP')).toHaveLength(1)

    // Each namespace signs on its own chain, whatever the frame's current one.
    await expect(
      sol.signMessage({ message: '3yZe7d', address: frame.wallet.solanaAddress }),
    ).resolves.toBe(FAKE_SOLANA_SIGNATURE)
    await context.evm.signMessage({ message: '0x68656c6c6f', address: frame.wallet.address })
    expect(frame.wallet.rpc).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: '3yZe7d', pubkey: frame.wallet.solanaAddress },
        chainId: solanaDevnet.caipNetworkId,
      },
      {
        method: 'personal_sign',
        params: ['0x68656c6c6f', frame.wallet.address],
        chainId: 'eip155:1',
      },
    ])
    latch.destroy()
  })

  it('behavior: a Solana network switch moves the embedded wallet to that cluster', async () => {
    const context = setup({ defaultNetwork: solanaDevnet })
    const { latch, frame } = context
    await emailLogin(context)
    await switchNetwork(latch, { network: solana })
    expect(frame.wallet.chainId).toBe(solana.caipNetworkId)
    await eventually(() => expect(latch.getState().connection?.network).toBe(solana.caipNetworkId))
    latch.destroy()
  })

  it('behavior: without a login, moving to Solana connects nothing', async () => {
    const { latch, sol } = setup()
    await switchNetwork(latch, { network: solanaDevnet })
    expect(latch.getState().activeNamespace).toBe('solana')
    expect(sol.connect).not.toHaveBeenCalled()
    expect(latch.getState().connection).toBeUndefined()
    latch.destroy()
  })

  it('behavior: a namespace held by another wallet is left to it', async () => {
    const frame = createFakeSecureFrame()
    const phantom = testAdapter('solana', solanaDevnet.caipNetworkId)
    const evm = testAuthAdapter()
    const latch = createLatch({
      networks: [mainnet, solanaDevnet],
      adapters: [evm, phantom],
      storage: memoryBackend(),
      auth: frame.config,
    })
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    await switchNetwork(latch, { network: solanaDevnet })
    // This solana adapter does not take the embedded wallet: nothing to connect there.
    expect(phantom.connect).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: disconnecting signs out once and ends both namespaces', async () => {
    const context = setup()
    const { latch, frame } = context
    await emailLogin(context)
    await switchNetwork(latch, { network: solanaDevnet })
    await eventually(() => expect(latch.getState().connection?.connectorId).toBe('auth'))
    await disconnect(latch)
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    expect(latch.getState().connections.solana?.status).toBe('disconnected')
    expect(frame.requests.filter((type) => type === 'APP_SIGN_OUT')).toHaveLength(1)
    // Signed out: moving back connects nothing.
    await switchNetwork(latch, { network: mainnet })
    await switchNetwork(latch, { network: solanaDevnet })
    expect(latch.getState().connection).toBeUndefined()
    latch.destroy()
  })

  it('behavior: a reload restores each namespace with its own account and network', async () => {
    const backend = memoryBackend()
    const frame = createFakeSecureFrame()
    const first = setup({ frame, backend })
    await emailLogin(first)
    await switchNetwork(first.latch, { network: optimism })
    await switchNetwork(first.latch, { network: solanaDevnet })
    await eventually(() => expect(first.latch.getState().connection?.connectorId).toBe('auth'))
    first.latch.destroy()

    const second = setup({ frame, backend })
    await eventually(() => {
      expect(second.latch.getState().connections.solana?.connection).toEqual({
        connectorId: 'auth',
        accounts: [{ address: frame.wallet.solanaAddress, type: 'eoa' }],
        network: solanaDevnet.caipNetworkId,
      })
      expect(second.latch.getState().connections.eip155?.connection).toEqual({
        connectorId: 'auth',
        accounts: [{ address: frame.wallet.address, type: 'eoa' }],
        network: 'eip155:10',
      })
    })
    second.latch.destroy()
  })
})
