import { AdapterError, type AdapterEvent, ProviderRpcError } from '@latch/core'
import { cosmosHub } from '@latch/core/networks'
import { describe, expect, it } from 'vitest'
import { cosmosAdapter } from './cosmosAdapter.js'
import { cosmosNetwork } from './cosmosNetwork.js'
import { osmosis } from './networks.js'
import { type FakeKeplrOptions, fakeKeplr } from './testing/fakeKeplr.js'
import { verifyCosmosSignature } from './verifyCosmosSignature.js'

const local = cosmosNetwork({
  chainId: 'latch-local-1',
  name: 'Local Cosmos',
  bech32Prefix: 'latch',
  denom: 'ustake',
  symbol: 'STAKE',
  decimals: 6,
  rpcUrl: 'http://127.0.0.1:26657',
})

async function setup(options: FakeKeplrOptions = {}) {
  const wallet = fakeKeplr(options)
  const adapter = cosmosAdapter({ injected: wallet.target })
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  await adapter.preload()
  // Discovery's own report, which the lazy test covers.
  events.length = 0
  return { wallet, adapter, events }
}

describe('cosmosAdapter', () => {
  it('default: connects Keplr on Cosmos Hub with the key as a cosmos1 account', async () => {
    const { wallet, adapter } = await setup()
    expect(adapter.getConnectors()).toMatchObject([{ id: 'keplr', name: 'Keplr', chain: 'cosmos' }])
    const connection = await adapter.connect({ connectorId: 'keplr', network: undefined })
    expect(connection).toEqual({
      connectorId: 'keplr',
      accounts: [{ address: await wallet.addressOf(0, 'cosmos') }],
      network: 'cosmos:cosmoshub-4',
    })
    expect(wallet.calls).toEqual(['enable cosmoshub-4'])
  })

  it('parameters: defaultNetwork is where a connection goes when none is asked for', async () => {
    const wallet = fakeKeplr()
    const adapter = cosmosAdapter({ injected: wallet.target, defaultNetwork: osmosis })
    const connection = await adapter.connect({ connectorId: 'keplr', network: undefined })
    expect(connection.network).toBe('cosmos:osmosis-1')
    expect(connection.accounts[0]?.address).toBe(await wallet.addressOf(0, 'osmo'))
  })

  it('behavior: a chain the wallet does not know is suggested with its chain info, then enabled', async () => {
    const { wallet, adapter } = await setup()
    const connection = await adapter.connect({ connectorId: 'keplr', network: local })
    expect(connection.network).toBe('cosmos:latch-local-1')
    expect(connection.accounts[0]?.address).toMatch(/^latch1/)
    expect(wallet.calls).toEqual(['suggest latch-local-1', 'enable latch-local-1'])
    expect(wallet.suggested[0]).toMatchObject({
      chainId: 'latch-local-1',
      rpc: 'http://127.0.0.1:26657',
      bech32Config: { bech32PrefixAccAddr: 'latch', bech32PrefixValAddr: 'latchvaloper' },
      feeCurrencies: [{ coinMinimalDenom: 'ustake', gasPriceStep: { average: 0.025 } }],
    })
  })

  it('behavior: switching to an unknown chain is 4902 (core adds it); addNetwork suggests and moves', async () => {
    const { wallet, adapter, events } = await setup()
    await adapter.connect({ connectorId: 'keplr', network: cosmosHub })
    const error = await adapter.switchNetwork({ network: local }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4902 })
    expect(wallet.suggested).toEqual([])
    await adapter.addNetwork({ network: local })
    expect(wallet.suggested.map((info) => info.chainId)).toEqual(['latch-local-1'])
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'keplr',
        accounts: [{ address: await wallet.addressOf(0, 'latch') }],
      },
      { type: 'networkChanged', connectorId: 'keplr', caipNetworkId: 'cosmos:latch-local-1' },
    ])
  })

  it('behavior: switching to a known chain writes the key with its prefix', async () => {
    const { wallet, adapter, events } = await setup()
    await adapter.connect({ connectorId: 'keplr', network: cosmosHub })
    await adapter.switchNetwork({ network: osmosis })
    expect(events.map((event) => event.type)).toEqual(['accountsChanged', 'networkChanged'])
    expect(events[0]).toMatchObject({ accounts: [{ address: await wallet.addressOf(0, 'osmo') }] })
  })

  it('behavior: a refusal is 4001, which core shows as "Connection rejected"', async () => {
    const { adapter } = await setup({ answer: 'reject' })
    const error = await adapter
      .connect({ connectorId: 'keplr', network: undefined })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'Request rejected' })
  })

  it('behavior: a key change in the wallet is accountsChanged; a lock is disconnected', async () => {
    const { wallet, adapter, events } = await setup()
    await adapter.connect({ connectorId: 'keplr', network: undefined })
    wallet.switchKey(1)
    await expect.poll(() => events.length).toBe(1)
    expect(events[0]).toEqual({
      type: 'accountsChanged',
      connectorId: 'keplr',
      accounts: [{ address: await wallet.addressOf(1, 'cosmos') }],
    })
    wallet.lock()
    await expect.poll(() => events.length).toBe(2)
    expect(events[1]).toEqual({ type: 'disconnected', connectorId: 'keplr' })
  })

  it('behavior: a key change answered after a network switch is left to the switch, not a disconnect', async () => {
    const { wallet, adapter, events } = await setup()
    await adapter.connect({ connectorId: 'keplr', network: cosmosHub })
    // The wallet answers the key change's read of Cosmos Hub's key after the switch.
    const { getKey } = wallet.keplr
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    wallet.keplr.getKey = async (chainId) => {
      const key = await getKey.call(wallet.keplr, chainId)
      if (chainId === 'cosmoshub-4') await answered
      return key
    }
    wallet.switchKey(1)
    await adapter.switchNetwork({ network: osmosis })
    answer()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'keplr',
        accounts: [{ address: await wallet.addressOf(1, 'osmo') }],
      },
      { type: 'networkChanged', connectorId: 'keplr', caipNetworkId: 'cosmos:osmosis-1' },
    ])
  })

  it('behavior: after disconnect, key changes are not followed', async () => {
    const { wallet, adapter, events } = await setup()
    const connection = await adapter.connect({ connectorId: 'keplr', network: undefined })
    await adapter.disconnect({ connection })
    wallet.switchKey(1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events).toEqual([])
  })

  it('behavior: signMessage is an ADR-036 signature that verifies, with the key in it', async () => {
    const { adapter } = await setup()
    const { accounts } = await adapter.connect({ connectorId: 'keplr', network: undefined })
    const address = accounts[0]?.address ?? ''
    const signature = await adapter.signMessage({ message: 'Sign in to shop.example', address })
    expect(JSON.parse(signature)).toMatchObject({ pub_key: { type: 'tendermint/PubKeySecp256k1' } })
    await expect(
      verifyCosmosSignature({ message: 'Sign in to shop.example', signature, address }),
    ).resolves.toBe(true)
    await expect(
      verifyCosmosSignature({ message: 'Sign in to evil.example', signature, address }),
    ).resolves.toBe(false)
    await expect(
      adapter.signMessage({ message: 'x', address: address.replace(/.$/, 'q') }),
    ).rejects.toThrowError(AdapterError)
  })

  it('behavior: a wallet signature that is not a StdSignature is a clear error', async () => {
    const wallet = fakeKeplr()
    wallet.keplr.signArbitrary = async () => ({ signature: 'abc' }) as never
    const adapter = cosmosAdapter({ injected: wallet.target })
    const { accounts } = await adapter.connect({ connectorId: 'keplr', network: undefined })
    await expect(
      adapter.signMessage({ message: 'x', address: accounts[0]?.address ?? '' }),
    ).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
      details: 'a wallet signature with a public key that is not secp256k1',
    })
  })

  it('behavior: a wallet key that is not the network’s is refused', async () => {
    const wallet = fakeKeplr({ chains: { 'cosmoshub-4': 'osmo' } })
    const adapter = cosmosAdapter({ injected: wallet.target })
    await expect(
      adapter.connect({ connectorId: 'keplr', network: undefined }),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
  })

  it('behavior: a key of another algorithm than secp256k1 (ethsecp256k1) is NOT_SUPPORTED at connect and at a key change', async () => {
    const wallet = fakeKeplr({ algos: ['ethsecp256k1'] })
    const adapter = cosmosAdapter({ injected: wallet.target })
    await expect(
      adapter.connect({ connectorId: 'keplr', network: undefined }),
    ).rejects.toMatchObject({
      code: 'NOT_SUPPORTED',
      message: expect.stringContaining(
        'A key of algorithm ethsecp256k1 is not supported on cosmos',
      ),
    })
    const switching = await setup({ algos: ['secp256k1', 'ethsecp256k1'] })
    await switching.adapter.connect({ connectorId: 'keplr', network: undefined })
    switching.wallet.switchKey(1)
    await expect
      .poll(() => switching.events)
      .toEqual([{ type: 'disconnected', connectorId: 'keplr' }])
  })

  it('behavior: an address is checked for its shape on the page', () => {
    const adapter = cosmosAdapter({ injected: {} })
    expect(adapter.isAddress('cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud')).toBe(true)
    expect(adapter.isAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(false)
  })

  it('behavior: a network the adapter cannot describe is NOT_SUPPORTED', async () => {
    const { adapter } = await setup()
    await expect(
      adapter.connect({
        connectorId: 'keplr',
        network: { ...cosmosHub, id: 'other-1', caipNetworkId: 'cosmos:other-1' },
      }),
    ).rejects.toMatchObject({ code: 'NOT_SUPPORTED' })
  })
})
