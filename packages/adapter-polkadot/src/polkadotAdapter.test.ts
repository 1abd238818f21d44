import { isUserRejection } from '@latch/core/errors'
import { polkadot } from '@latch/core/networks'
import { encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { kusama, westend } from './networks.js'
import { polkadotAdapter } from './polkadotAdapter.js'
import { verifyPolkadotSignature } from './siwx/verifyPolkadotSignature.js'
import { fakePolkadotExtension } from './testing/fakePolkadotExtension.js'

async function setup(options: { appName?: string } = {}) {
  const extension = await fakePolkadotExtension()
  const adapter = polkadotAdapter({
    injected: { injectedWeb3: { 'polkadot-js': extension.entry } },
    ...options,
  })
  const events: unknown[] = []
  adapter.subscribe((event) => events.push(event))
  const [alice, bob, charlie] = extension.pairs.map(({ pair }) => pair)
  if (!alice || !bob || !charlie) throw new Error('the fake extension has three keys')
  return { extension, adapter, events, alice, bob, charlie }
}

const connectorId = 'polkadot-js'

describe('polkadotAdapter with an extension', () => {
  it('default: connects with the accounts written for the network (CAIP-10 polkadot:<genesis>:<ss58>)', async () => {
    const { adapter, extension, alice, bob, charlie } = await setup({ appName: 'Latch Shop' })
    const connection = await adapter.connect({ connectorId, network: polkadot })
    expect(extension.enabledBy).toEqual(['Latch Shop'])
    // The extension lists them with prefix 42; Polkadot writes them with 0.
    expect(connection).toEqual({
      connectorId,
      network: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      // The ecdsa account is the blake2 hash of its key, as the chain knows it.
      accounts: [alice, bob, charlie].map((pair) => ({
        address: encodeAddress(pair.addressRaw, 0),
      })),
    })
    expect(connection.accounts[0]?.address).toMatch(/^1/)
    expect(adapter.isAddress(connection.accounts[0]?.address ?? '')).toBe(true)
  })

  it('behavior: the page title is the app name when the site gives none', async () => {
    const { adapter, extension } = await setup()
    const document = { title: '  Latch Demo ' }
    Object.assign(globalThis, { document })
    try {
      await adapter.connect({ connectorId, network: polkadot })
    } finally {
      Reflect.deleteProperty(globalThis, 'document')
    }
    expect(extension.enabledBy).toEqual(['Latch Demo'])
  })

  it('behavior: ethereum accounts, accounts kept to another chain and duplicates are dropped', async () => {
    const { adapter, extension, alice, bob } = await setup()
    extension.setAccounts([
      { address: alice.address, type: 'sr25519', name: 'Alice' },
      { address: `0x${'11'.repeat(20)}`, type: 'ethereum', name: 'EVM' },
      { address: encodeAddress(alice.addressRaw, 2), type: 'sr25519' },
      {
        address: bob.address,
        type: 'ed25519',
        genesisHash: kusama.caipNetworkId.replace('polkadot:', '0x') + '00'.repeat(16),
      },
      { address: 'not an address', type: 'sr25519' },
    ])
    const connection = await adapter.connect({ connectorId, network: polkadot })
    expect(connection.accounts).toEqual([{ address: encodeAddress(alice.addressRaw, 0) }])
    const onKusama = await adapter.connect({ connectorId, network: kusama })
    expect(onKusama.accounts.map(({ address }) => address)).toEqual([
      encodeAddress(alice.addressRaw, 2),
      encodeAddress(bob.addressRaw, 2),
    ])
  })

  it('behavior: an account allowed on any chain (genesisHash "", as Polkadot{.js} lists it, or null) is on every network', async () => {
    const { adapter, extension, alice, bob } = await setup()
    extension.setAccounts([
      { address: alice.address, type: 'sr25519', genesisHash: '' },
      { address: bob.address, type: 'ed25519', genesisHash: null },
    ])
    for (const network of [polkadot, kusama]) {
      const { accounts } = await adapter.connect({ connectorId, network })
      expect(accounts).toHaveLength(2)
    }
  })

  it('behavior: an extension with no account for the network does not connect', async () => {
    const { adapter, extension } = await setup()
    extension.setAccounts([])
    await expect(adapter.connect({ connectorId, network: polkadot })).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
      details: 'the extension shares no Substrate account for Polkadot',
    })
  })

  it('behavior: reconnects without a network on the last one, and on Polkadot the first time', async () => {
    const { adapter, alice } = await setup()
    const first = await adapter.reconnect({ connectorId })
    expect(first.network).toBe(polkadot.caipNetworkId)
    expect(first.accounts[0]).toEqual({ address: encodeAddress(alice.addressRaw, 0) })
    await adapter.connect({ connectorId, network: westend })
    const again = await adapter.reconnect({ connectorId })
    expect(again.network).toBe(westend.caipNetworkId)
    expect(again.accounts[0]).toEqual({ address: encodeAddress(alice.addressRaw, 42) })
  })

  it('behavior: account changes in the extension are accountsChanged, none left is disconnected', async () => {
    const { adapter, extension, events, bob } = await setup()
    await adapter.connect({ connectorId, network: polkadot })
    await Promise.resolve()
    events.length = 0
    extension.setAccounts([{ address: bob.address, type: 'ed25519' }])
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId,
        accounts: [
          {
            address: encodeAddress(bob.addressRaw, 0),
            publicKey: `0x${Buffer.from(bob.addressRaw).toString('hex')}`,
          },
        ],
      },
    ])
    extension.setAccounts([{ address: bob.address, type: 'ed25519' }])
    expect(events).toHaveLength(1)
    extension.setAccounts([])
    expect(events.at(-1)).toEqual({ type: 'disconnected', connectorId })
    await expect(
      adapter.signMessage({ message: 'hi', address: bob.address }),
    ).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })

  it('behavior: after disconnect, the extension is no longer heard', async () => {
    const { adapter, extension, events, bob } = await setup()
    const connection = await adapter.connect({ connectorId, network: polkadot })
    await adapter.disconnect({ connection })
    events.length = 0
    extension.setAccounts([{ address: bob.address, type: 'ed25519' }])
    expect(events).toEqual([])
  })

  it('behavior: switching network writes the accounts again and says so, with no prompt', async () => {
    const { adapter, extension, events, alice } = await setup()
    await adapter.connect({ connectorId, network: polkadot })
    events.length = 0
    await adapter.switchNetwork({ network: kusama })
    expect(events).toEqual([
      expect.objectContaining({
        type: 'accountsChanged',
        accounts: expect.arrayContaining([
          expect.objectContaining({ address: encodeAddress(alice.addressRaw, 2) }),
        ]),
      }),
      { type: 'networkChanged', connectorId, caipNetworkId: kusama.caipNetworkId },
    ])
    expect(extension.enabledBy).toHaveLength(1)
    // Signing works with the account in any network's form: keys are compared.
    const signature = await adapter.signMessage({
      message: 'after the switch',
      address: encodeAddress(alice.addressRaw, 0),
    })
    expect(extension.signedRaw.at(-1)?.address).toBe(encodeAddress(alice.addressRaw, 2))
    await expect(
      verifyPolkadotSignature({ message: 'after the switch', signature, address: alice.address }),
    ).resolves.toBe(true)
  })

  it('behavior: a network of another namespace is not a Polkadot network', async () => {
    const { adapter } = await setup()
    await adapter.connect({ connectorId, network: polkadot })
    await expect(
      adapter.switchNetwork({ network: { ...polkadot, chainNamespace: 'solana' } }),
    ).rejects.toMatchObject({ code: 'NOT_SUPPORTED' })
  })

  it.each([0, 1, 2])(
    'behavior: signs raw bytes that verify, key %i (sr25519, ed25519, ecdsa)',
    async (index) => {
      const { adapter, extension } = await setup()
      const { pair, type } = extension.pairs[index] ?? {}
      if (!pair) throw new Error('no key')
      await adapter.connect({ connectorId, network: polkadot })
      const address = encodeAddress(pair.addressRaw, 0)
      const message = `Sign in to Latch with ${type}`
      const signature = await adapter.signMessage({ message, address })
      expect(extension.signedRaw.at(-1)).toEqual({
        address,
        data: `0x${Buffer.from(message).toString('hex')}`,
        type: 'bytes',
      })
      await expect(verifyPolkadotSignature({ message, signature, address })).resolves.toBe(true)
      await expect(
        verifyPolkadotSignature({ message: `${message}!`, signature, address }),
      ).resolves.toBe(false)
      const other = extension.pairs[(index + 1) % 3]?.pair.address ?? ''
      await expect(verifyPolkadotSignature({ message, signature, address: other })).resolves.toBe(
        false,
      )
    },
  )

  it.each([
    ['not hex', 'signature'],
    ['odd hex', '0x123'],
    ['too short', `0x${'ab'.repeat(32)}`],
    ['too long', `0x${'ab'.repeat(67)}`],
  ])('behavior: a malformed signature from the wallet (%s) is a clear error', async (_, answer) => {
    const { adapter, extension, alice } = await setup()
    await adapter.connect({ connectorId, network: polkadot })
    extension.answerNextSignature(answer)
    const signing = adapter.signMessage({ message: 'hi', address: alice.address })
    await expect(signing).rejects.toMatchObject({
      name: 'AdapterError',
      code: 'INVALID_SIGNATURE',
      shortMessage: 'Invalid signature',
    })
  })

  it("behavior: the extension's Cancelled is a rejection (4001), for enable and for signatures", async () => {
    const { adapter, extension, alice } = await setup()
    extension.rejectNext()
    const connecting = adapter.connect({ connectorId, network: polkadot })
    await expect(connecting).rejects.toMatchObject({ code: 4001, message: 'Cancelled' })
    await connecting.catch((error: unknown) => expect(isUserRejection(error)).toBe(true))
    await adapter.connect({ connectorId, network: polkadot })
    extension.rejectNext()
    await expect(
      adapter.signMessage({ message: 'hi', address: alice.address }),
    ).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('behavior: verifyPolkadotSignature is false for garbage, never a throw', async () => {
    const { alice } = await setup()
    for (const [signature, address] of [
      ['hello', alice.address],
      [`0x${'00'.repeat(64)}`, alice.address],
      [`0x${'ab'.repeat(64)}`, 'not an address'],
    ] as const) {
      await expect(verifyPolkadotSignature({ message: 'm', signature, address })).resolves.toBe(
        false,
      )
    }
  })
})
