import { encodeAddress } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { polkadotAdapter } from './polkadotAdapter.js'
import { fakePolkadotExtension } from './testing/fakePolkadotExtension.js'
import { localNetwork } from './testing/localNetwork.js'
import {
  localChainProperties,
  localRegistry,
  setLocalBalances,
} from './testing/localPolkadotChain.js'

// Against the local chain (Rococo Asset Hub's runtime in chopsticks), which checks every
// signature and runs every transfer through the real balances pallet. Keys of this file
// only: the conformance suite runs beside it on the same chain.
const chain = inject('localPolkadot')
const network = localNetwork(chain)
const { existentialDeposit } = localChainProperties
const roc = 10n ** 12n
let registry: Awaited<ReturnType<typeof localRegistry>>
let beforeSignPayload: (() => Promise<void>) | undefined

beforeAll(async () => {
  registry = await localRegistry(chain.url)
})
afterAll(async () => {
  await registry.close()
})

async function setup(name: string) {
  const extension = await fakePolkadotExtension({
    keys: [
      { type: 'sr25519', uri: `//ChainTest//${name}`, name: 'Sender' },
      { type: 'ed25519', uri: `//ChainTest//${name}//receiver`, name: 'Receiver' },
    ],
    registry: async () => registry.registry as never,
    beforeSignPayload: () => beforeSignPayload?.() ?? Promise.resolve(),
  })
  const [sender, receiver] = extension.pairs.map(({ pair }) => encodeAddress(pair.addressRaw, 2))
  if (!sender || !receiver) throw new Error('two keys')
  await setLocalBalances(chain.url, [{ address: sender, free: 10n * roc }])
  const adapter = polkadotAdapter({
    injected: { injectedWeb3: { talisman: extension.entry } },
    confirmationTimeoutMs: 20_000,
  })
  await adapter.connect({ connectorId: 'talisman', network })
  return { adapter, extension, sender, receiver }
}

describe('polkadotAdapter on the local chain', () => {
  it('default: reads the transferable balance, sends, and waits for the block', async () => {
    const { adapter, sender, receiver } = await setup('send')
    await expect(adapter.getBalance({ address: sender, network })).resolves.toEqual({
      value: 10n * roc,
      decimals: 12,
      symbol: 'ROC',
      breakdown: { free: 10n * roc, reserved: 0n },
    })
    const amount = roc
    const [fee] =
      (await adapter.estimateTransferFee?.({ from: sender, to: receiver, amount, network })) ?? []
    expect(fee).toEqual({ value: expect.any(BigInt), decimals: 12, symbol: 'ROC' })
    expect(fee?.value).toBeGreaterThan(0n)
    const id = await adapter.sendTransfer({ from: sender, to: receiver, amount, network })
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    await adapter.waitForTransaction({ id, network })
    await expect(adapter.getBalance({ address: receiver, network })).resolves.toMatchObject({
      value: amount,
    })
    const after = await adapter.getBalance({ address: sender, network })
    // The fee paid is the one estimated (same call, same length, no tip).
    expect(10n * roc - amount - after.value).toBe(fee?.value)
  })

  it('behavior: the balance is what can move: free less frozen; reserved funds are beside it', async () => {
    const { adapter, sender } = await setup('held')
    await setLocalBalances(chain.url, [
      { address: sender, free: 10n * roc, reserved: 2n * roc, frozen: 3n * roc },
    ])
    await expect(adapter.getBalance({ address: sender, network })).resolves.toEqual({
      value: 7n * roc,
      decimals: 12,
      symbol: 'ROC',
      breakdown: { free: 10n * roc, reserved: 2n * roc },
    })
  })

  it('behavior: a malformed transaction signature from the wallet is refused; nothing is submitted', async () => {
    const { adapter, extension, sender, receiver } = await setup('malformed')
    extension.answerNextSignature('0x1234')
    const sending = adapter.sendTransfer({ from: sender, to: receiver, amount: roc, network })
    await expect(sending).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' })
    expect(extension.signedPayloads).toHaveLength(1)
    // Nothing reached the chain: the sender's nonce and balance are as before.
    await expect(registry.nextNonce(sender)).resolves.toBe(0)
    await expect(adapter.getBalance({ address: sender, network })).resolves.toMatchObject({
      value: 10n * roc,
    })
    // The visitor can try again: the next signature is the extension's own.
    const id = await adapter.sendTransfer({ from: sender, to: receiver, amount: roc, network })
    await adapter.waitForTransaction({ id, network })
    await expect(adapter.getBalance({ address: receiver, network })).resolves.toMatchObject({
      value: roc,
    })
  })

  it('behavior: a transfer that would reap the sender is refused before the wallet is asked', async () => {
    const { adapter, extension, sender, receiver } = await setup('reap')
    const [fee] =
      (await adapter.estimateTransferFee?.({ from: sender, to: receiver, amount: roc, network })) ??
      []
    // Amount and fee fit in the balance, but leave less than the deposit.
    const amount = 10n * roc - (fee?.value ?? 0n) - existentialDeposit / 2n
    const sending = adapter.sendTransfer({ from: sender, to: receiver, amount, network })
    await expect(sending).rejects.toMatchObject({ code: 'INVALID_AMOUNT' })
    await expect(sending).rejects.toSatisfy((error: { details?: string }) =>
      /would reap it/.test(error.details ?? ''),
    )
    await expect(
      adapter.estimateTransferFee?.({ from: sender, to: receiver, amount, network }),
    ).rejects.toMatchObject({ code: 'INVALID_AMOUNT' })
    await expect(
      adapter.sendTransfer({ from: sender, to: receiver, amount: 11n * roc, network }),
    ).rejects.toMatchObject({ code: 'INVALID_AMOUNT', details: expect.stringMatching(/exceed/) })
    expect(extension.signedPayloads).toEqual([])
  })

  it('behavior: less than the existential deposit to an account that does not exist is refused', async () => {
    const { adapter, extension, sender, receiver } = await setup('deposit')
    const sending = adapter.sendTransfer({
      from: sender,
      to: receiver,
      amount: existentialDeposit - 1n,
      network,
    })
    await expect(sending).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
      details: expect.stringMatching(
        /needs at least the existential deposit of 0\.000003333333 ROC/,
      ),
    })
    expect(extension.signedPayloads).toEqual([])
    // The deposit itself is enough.
    const id = await adapter.sendTransfer({
      from: sender,
      to: receiver,
      amount: existentialDeposit,
      network,
    })
    await adapter.waitForTransaction({ id, network })
    // Once the receiver exists, any amount will do.
    const more = await adapter.sendTransfer({ from: sender, to: receiver, amount: 1n, network })
    await adapter.waitForTransaction({ id: more, network })
    await expect(adapter.getBalance({ address: receiver, network })).resolves.toMatchObject({
      value: existentialDeposit + 1n,
    })
  })

  it('behavior: an address of another network, or with a bad checksum, is INVALID_ADDRESS', async () => {
    const { adapter, extension, sender } = await setup('address')
    const key = extension.pairs[1]?.pair.addressRaw ?? new Uint8Array()
    const generic = encodeAddress(key, 42)
    await expect(
      adapter.sendTransfer({ from: sender, to: generic, amount: roc, network }),
    ).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
      details: `${generic} is written for another network; on this network it is ${encodeAddress(key, 2)}`,
    })
    const onNetwork = encodeAddress(key, 2)
    const broken = `${onNetwork.slice(0, -1)}${onNetwork.endsWith('a') ? 'b' : 'a'}`
    await expect(
      adapter.sendTransfer({ from: sender, to: broken, amount: roc, network }),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
    await expect(adapter.getBalance({ address: 'not an address', network })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
  })

  it('behavior: a transfer the visitor cancels is a 4001 rejection, and nothing is sent', async () => {
    const { adapter, extension, sender, receiver } = await setup('cancel')
    extension.rejectNext()
    await expect(
      adapter.sendTransfer({ from: sender, to: receiver, amount: roc, network }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(adapter.getBalance({ address: sender, network })).resolves.toMatchObject({
      value: 10n * roc,
    })
  })

  it('behavior: waitForTransaction rejects with the runtime error of a failed transfer', async () => {
    const { adapter, sender, receiver } = await setup('fails')
    // The funds leave between the checks and the signature: the fee is paid, the transfer fails.
    beforeSignPayload = () => setLocalBalances(chain.url, [{ address: sender, free: roc / 10n }])
    try {
      const id = await adapter.sendTransfer({
        from: sender,
        to: receiver,
        amount: 5n * roc,
        network,
      })
      const waiting = adapter.waitForTransaction({ id, network })
      await expect(waiting).rejects.toMatchObject({ code: 'TRANSACTION_FAILED' })
      await expect(waiting).rejects.toSatisfy((error: { details?: string }) =>
        /^(?:Token\.FundsUnavailable|balances\.\w+)$/.test(error.details ?? ''),
      )
    } finally {
      beforeSignPayload = undefined
    }
  })

  it('behavior: raw RPC requests go to the network node', async () => {
    const { adapter } = await setup('rpc')
    await expect(
      adapter.request({ method: 'chain_getBlockHash', params: [0], network }),
    ).resolves.toBe(chain.genesisHash)
  })
})
