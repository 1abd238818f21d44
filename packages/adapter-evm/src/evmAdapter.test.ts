import type { AdapterEvent } from '@latch/core'
import { classifyRpcResult } from '@latch/core/internal'
import type { DevnetChain, DevnetInfo } from '@latch/testkit'
import { announceTestWallet, createTestWallet, devnetNetwork } from '@latch/testkit/wallet'
import { encodeFunctionData, erc20Abi, verifyTypedData } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { evmAdapter } from './evmAdapter.js'

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
  }
}

const devnet = inject('devnet')
const [chainA, chainB] = devnet.chains as [DevnetChain, DevnetChain]
const [payer, second, recipient] = devnet.accounts as [
  DevnetInfo['accounts'][0],
  DevnetInfo['accounts'][0],
  DevnetInfo['accounts'][0],
]
const networkA = devnetNetwork(chainA)
const token = devnet.token.addresses[chainA.id] as `0x${string}`

async function connected() {
  const wallet = createTestWallet({
    privateKey: payer.privateKey,
    additionalPrivateKeys: [second.privateKey],
    chains: [chainA, chainB],
  })
  const page = new EventTarget()
  announceTestWallet(wallet, { target: page })
  const adapter = evmAdapter({ target: page })
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  const connection = await adapter.connect({
    connectorId: 'dev.latch.testwallet',
    network: networkA,
  })
  return { wallet, adapter, events, connection }
}

describe('evmAdapter against the local chain', () => {
  it('behavior: signs EIP-712 typed data that verifies', async () => {
    const { adapter, connection } = await connected()
    const address = connection.accounts[0]?.address as `0x${string}`
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: chainA.id },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signature = await adapter.signTypedData?.({ address, typedData })
    await expect(
      verifyTypedData({ address, ...typedData, signature: signature as `0x${string}` }),
    ).resolves.toBe(true)
    expect(classifyRpcResult(signature)).toBe('signature')
  })

  it('behavior: wallet_sendCalls moves the token, and the answer classifies as an object id', async () => {
    const { adapter, connection } = await connected()
    const from = connection.accounts[0]?.address as string
    const before = await adapter.getBalance({
      address: recipient.address,
      network: networkA,
      token: { address: token },
    })
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient.address, 3n],
    })
    const id = await adapter.sendCalls?.({
      from,
      network: networkA,
      calls: [
        { to: token, data },
        { to: token, data },
      ],
    })
    expect(typeof id).toBe('string')
    const after = await adapter.getBalance({
      address: recipient.address,
      network: networkA,
      token: { address: token },
    })
    expect(after.value - before.value).toBe(6n)
    await expect(
      adapter.sendCalls?.({ from, network: networkA, calls: [{ to: token, data: data.slice(2) }] }),
    ).rejects.toThrowError('Invalid wallet_sendCalls: calls[0].data must start with 0x')
  })

  it('behavior: a native transfer answers a 66-character hash', async () => {
    const { adapter, connection } = await connected()
    const id = await adapter.sendTransfer({
      from: connection.accounts[0]?.address as string,
      to: recipient.address,
      amount: 1n,
      network: networkA,
    })
    expect(classifyRpcResult(id)).toBe('transaction')
    await adapter.waitForTransaction({ id, network: networkA })
  })

  it('behavior: refuses a transfer to a malformed address or of nothing', async () => {
    const { adapter, connection } = await connected()
    const from = connection.accounts[0]?.address as string
    await expect(
      adapter.sendTransfer({ from, to: '0x1234', amount: 1n, network: networkA }),
    ).rejects.toThrowError('Invalid address')
    await expect(
      adapter.sendTransfer({ from, to: recipient.address, amount: 0n, network: networkA }),
    ).rejects.toThrowError('Invalid amount')
  })

  it('behavior: wallet events reach subscribers as Latch events', async () => {
    const { adapter, wallet, events } = await connected()
    wallet.setAccount(1)
    await adapter.switchNetwork({
      network: { ...networkA, id: chainB.id, caipNetworkId: `eip155:${chainB.id}` },
    })
    wallet.disconnect()
    expect(events).toEqual(
      expect.arrayContaining([
        {
          type: 'accountsChanged',
          connectorId: 'dev.latch.testwallet',
          accounts: [{ address: second.address, type: 'eoa' }],
        },
        {
          type: 'networkChanged',
          connectorId: 'dev.latch.testwallet',
          caipNetworkId: `eip155:${chainB.id}`,
        },
        { type: 'disconnected', connectorId: 'dev.latch.testwallet' },
      ]),
    )
  })

  it('behavior: an unknown connector and calls before connecting are named errors', async () => {
    const adapter = evmAdapter({ target: new EventTarget() })
    await expect(
      adapter.connect({ connectorId: 'io.nope', network: networkA }),
    ).rejects.toThrowError('No connector found with id io.nope')
    await expect(
      adapter.signMessage({ message: 'x', address: payer.address }),
    ).rejects.toThrowError('The wallet is not connected')
  })

  it('behavior: raw requests go to the wallet once connected, else to the network', async () => {
    const idle = evmAdapter({ target: new EventTarget() })
    await expect(idle.request({ method: 'eth_chainId', network: networkA })).resolves.toBe(
      `0x${chainA.id.toString(16)}`,
    )
    const { adapter } = await connected()
    await expect(adapter.request({ method: 'eth_accounts' })).resolves.toEqual([payer.address])
  })
})
