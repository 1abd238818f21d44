import { fromBech32, fromHex, toBech32 } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { SigningStargateClient, StargateClient } from '@cosmjs/stargate'
import type { AdapterEvent } from '@latch/core'
import { localOsmosisSpec, startLocalCosmos } from '@latch/testkit'
import {
  type CosmosTestWallet,
  cosmosDevAmount,
  createCosmosTestWallet,
  injectCosmosTestWallet,
  keplrChainInfoOf,
} from '@latch/testkit/wallet'
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { cosmosAdapter } from './cosmosAdapter.js'
import { cosmosNetwork } from './cosmosNetwork.js'
import { getCosmosBalances } from './getCosmosBalances.js'
import { injectionTarget, localCosmosNetwork } from './testing/localCosmosNetwork.js'

// The adapter against the testkit's local chain (latch-local-1), which checks signatures,
// sequences, fees and memos as an SDK 0.50 node does, with the Latch Cosmos Test Wallet.
// Dev account 1 sends to dev account 3; dev account 4 is the account the visitor switches to, and
// signs a transaction that fails in its block. The conformance suite uses accounts 0 and 2, so the
// files never share an account (tests within a file run one after the other).
const chain = inject('cosmosLocal')
const network = localCosmosNetwork(chain)
const [, senderAccount, , receiverAccount, failingAccount] = chain.accounts
if (!senderAccount || !receiverAccount || !failingAccount) throw new Error('dev accounts missing')
const sender = senderAccount.address
const receiver = receiverAccount.address
const reader = await StargateClient.connect(chain.rpcUrl)
afterAll(() => reader.disconnect())

let wallet: CosmosTestWallet
let adapter: ReturnType<typeof cosmosAdapter>

beforeEach(async () => {
  wallet = createCosmosTestWallet({ accounts: [senderAccount], chains: [keplrChainInfoOf(chain)] })
  const target = injectionTarget()
  injectCosmosTestWallet(wallet, target)
  adapter = cosmosAdapter({ injected: target, defaultNetwork: network })
  const { accounts } = await adapter.connect({ connectorId: 'keplr', network })
  expect(accounts).toEqual([{ address: sender }])
})

/** `osmo1…` of the same key (cosmjs' default bech32 length limit trips @scure/base). */
const onOsmosis = (address: string) => toBech32('osmo', fromBech32(address, 90).data)

/** What the chain says of an account: its sequence and every denom it holds. */
async function stateOf(address: string) {
  const { sequence } = await reader.getSequence(address)
  const balances = Object.fromEntries(
    (await reader.getAllBalances(address)).map(({ denom, amount }) => [denom, BigInt(amount)]),
  )
  return { sequence, balances }
}

/**
 * Resolves once the chain has made another block: a transaction broadcast before it is called
 * is in a block by then, or was refused.
 */
async function nextBlock() {
  const start = await reader.getHeight()
  while ((await reader.getHeight()) <= start) {
    await new Promise((resolve) => setTimeout(resolve, chain.blockIntervalMs / 4))
  }
}

/** Runs a transfer that must be refused with `code`, and checks that nothing reached the chain. */
async function expectNothingSent(refused: () => Promise<unknown>, code: string) {
  const before = await stateOf(sender)
  const receiverBefore = await stateOf(receiver)
  const error = await refused().then(
    () => expect.unreachable('the transfer should be refused'),
    (reason: unknown) => reason,
  )
  expect(error).toMatchObject({ code })
  await nextBlock()
  expect(await stateOf(sender)).toEqual(before)
  expect(await stateOf(receiver)).toEqual(receiverBefore)
  return error
}

describe('cosmosAdapter on the local chain: bad input, nothing broadcast', () => {
  it('behavior: a receiver of another chain (osmo1… of the same key) is INVALID_ADDRESS', async () => {
    const otherPrefix = onOsmosis(receiver)
    await expectNothingSent(
      () => adapter.sendTransfer({ from: sender, to: otherPrefix, amount: 1_000n, network }),
      'INVALID_ADDRESS',
    )
  })

  it('behavior: a memo over 256 bytes is INVALID_MEMO (257 bytes, 129 characters)', async () => {
    // 128 two-byte characters and one more byte: 129 characters, 257 bytes.
    const memo = `${'é'.repeat(128)}x`
    expect(new TextEncoder().encode(memo).length).toBe(257)
    await expectNothingSent(
      () => adapter.sendTransfer({ from: sender, to: receiver, amount: 1_000n, network, memo }),
      'INVALID_MEMO',
    )
  })

  it('behavior: an amount above the balance is INVALID_AMOUNT', async () => {
    const held = await adapter.getBalance({ address: sender, network })
    await expectNothingSent(
      () => adapter.sendTransfer({ from: sender, to: receiver, amount: held.value + 1n, network }),
      'INVALID_AMOUNT',
    )
  })

  it('behavior: a fee under the node’s minimum gas price, refused by the node, is TRANSACTION_FAILED with its log', async () => {
    // The same chain described with a gas price the validator does not take (0.001 < 0.025).
    const cheap = cosmosNetwork({
      chainId: chain.chainId,
      name: chain.chainName,
      bech32Prefix: chain.bech32Prefix,
      denom: chain.denom,
      symbol: 'ATOM',
      decimals: 6,
      gasPrice: '0.001',
      rpcUrl: chain.rpcUrl,
    })
    const error = await expectNothingSent(
      () => adapter.sendTransfer({ from: sender, to: receiver, amount: 1_000n, network: cheap }),
      'TRANSACTION_FAILED',
    )
    expect(error).toMatchObject({
      shortMessage: expect.stringMatching(/^Transaction [0-9A-F]{64} failed$/),
      details: expect.stringContaining('insufficient fee'),
    })
  })

  it('behavior: the whole balance, which leaves nothing for the fee, is INVALID_AMOUNT', async () => {
    const held = await adapter.getBalance({ address: sender, network })
    await expectNothingSent(
      () => adapter.sendTransfer({ from: sender, to: receiver, amount: held.value, network }),
      'INVALID_AMOUNT',
    )
  })

  it('behavior: a wallet that returns a malformed signature is INVALID_SIGNATURE', async () => {
    wallet.malformNextSignature()
    await expectNothingSent(
      () => adapter.sendTransfer({ from: sender, to: receiver, amount: 1_000n, network }),
      'INVALID_SIGNATURE',
    )
  })
})

describe('cosmosAdapter on the local chain: transfers', () => {
  it('behavior: the fee estimate is the fee the chain charged, and a 256-byte memo goes through', async () => {
    const amount = 12_345n
    // The SDK's limit is 256 bytes: 128 two-byte characters are accepted.
    const memo = 'é'.repeat(128)
    const transfer = { from: sender, to: receiver, amount, network, memo }
    const [estimate] = await adapter.estimateTransferFee(transfer)
    expect(estimate).toMatchObject({ decimals: 6, symbol: 'ATOM', rate: '0.025 uatom/gas' })
    const fee = estimate?.value ?? 0n
    expect(fee).toBeGreaterThan(0n)
    const before = await stateOf(sender)
    const receiverBefore = await stateOf(receiver)
    const id = await adapter.sendTransfer(transfer)
    await adapter.waitForTransaction({ id, network })
    const after = await stateOf(sender)
    expect((before.balances.uatom ?? 0n) - (after.balances.uatom ?? 0n)).toBe(amount + fee)
    expect(after.balances.ulatch).toBe(before.balances.ulatch)
    expect(after.sequence).toBe(before.sequence + 1)
    const receiverAfter = await stateOf(receiver)
    expect((receiverAfter.balances.uatom ?? 0n) - (receiverBefore.balances.uatom ?? 0n)).toBe(
      amount,
    )
    const included = await reader.getTx(id)
    expect(included?.code).toBe(0)
  })

  it('behavior: sends the second denom (ulatch), the fee in uatom', async () => {
    const amount = 777n
    const token = { address: 'ulatch' }
    const transfer = { from: sender, to: receiver, amount, network, token }
    const [estimate] = await adapter.estimateTransferFee(transfer)
    const before = await stateOf(sender)
    const receiverBefore = await stateOf(receiver)
    const id = await adapter.sendTransfer(transfer)
    await adapter.waitForTransaction({ id, network })
    const after = await stateOf(sender)
    expect((before.balances.ulatch ?? 0n) - (after.balances.ulatch ?? 0n)).toBe(amount)
    expect((before.balances.uatom ?? 0n) - (after.balances.uatom ?? 0n)).toBe(estimate?.value)
    const receiverAfter = await stateOf(receiver)
    expect((receiverAfter.balances.ulatch ?? 0n) - (receiverBefore.balances.ulatch ?? 0n)).toBe(
      amount,
    )
    await expect(adapter.getBalance({ address: receiver, network, token })).resolves.toEqual({
      value: receiverAfter.balances.ulatch,
      decimals: 6,
      symbol: 'LATCH',
    })
  })

  it('behavior: transfers sent one after the other, or at once, before a block all land', async () => {
    const before = await stateOf(sender)
    const receiverBefore = await stateOf(receiver)
    const transfer = (amount: bigint) =>
      adapter.sendTransfer({ from: sender, to: receiver, amount, network })
    // The second is signed before the first's block, unless the adapter waits for it.
    const first = await transfer(1_001n)
    const second = await transfer(1_002n)
    const atOnce = await Promise.all([transfer(1_003n), transfer(1_004n)])
    const ids = [first, second, ...atOnce]
    for (const id of ids) await adapter.waitForTransaction({ id, network })
    expect(new Set(ids).size).toBe(4)
    const after = await stateOf(sender)
    expect(after.sequence).toBe(before.sequence + 4)
    const receiverAfter = await stateOf(receiver)
    expect((receiverAfter.balances.uatom ?? 0n) - (receiverBefore.balances.uatom ?? 0n)).toBe(
      1_001n + 1_002n + 1_003n + 1_004n,
    )
  })

  it('behavior: the visitor’s switch of account in the wallet is accountsChanged, and the new account sends', async () => {
    const switching = createCosmosTestWallet({
      accounts: [senderAccount, failingAccount],
      chains: [keplrChainInfoOf(chain)],
    })
    const target = injectionTarget()
    injectCosmosTestWallet(switching, target)
    const own = cosmosAdapter({ injected: target })
    const events: AdapterEvent[] = []
    own.subscribe((event) => events.push(event))
    await own.connect({ connectorId: 'keplr', network })
    events.length = 0
    switching.setAccount(1)
    await expect
      .poll(() => events)
      .toEqual([
        {
          type: 'accountsChanged',
          connectorId: 'keplr',
          accounts: [{ address: failingAccount.address }],
        },
      ])
    const before = await stateOf(failingAccount.address)
    const id = await own.sendTransfer({
      from: failingAccount.address,
      to: receiver,
      amount: 5n,
      network,
    })
    await own.waitForTransaction({ id, network })
    expect((await stateOf(failingAccount.address)).sequence).toBe(before.sequence + 1)
    await expect(
      own.sendTransfer({ from: sender, to: receiver, amount: 5n, network }),
    ).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })

  it('behavior: getCosmosBalances lists both denoms, named by the network', async () => {
    const balances = await getCosmosBalances({ address: sender, network })
    const { balances: onChain } = await stateOf(sender)
    expect([...balances].sort((a, b) => a.denom.localeCompare(b.denom))).toEqual([
      { denom: 'uatom', value: onChain.uatom, decimals: 6, symbol: 'ATOM' },
      { denom: 'ulatch', value: onChain.ulatch, decimals: 6, symbol: 'LATCH' },
    ])
  })

  it('behavior: a transaction that failed in its block is TRANSACTION_FAILED with the chain’s log', async () => {
    // Signed outside the adapter: more than the account holds passes CheckTx (which takes only
    // the fee) and fails in the block, the fee charged.
    const signer = await DirectSecp256k1Wallet.fromKey(
      fromHex(failingAccount.privateKey.slice(2)),
      chain.bech32Prefix,
    )
    const client = await SigningStargateClient.connectWithSigner(chain.rpcUrl, signer)
    try {
      const from = failingAccount.address
      const signed = await client.sign(
        from,
        [
          {
            typeUrl: '/cosmos.bank.v1beta1.MsgSend',
            value: {
              fromAddress: from,
              toAddress: receiver,
              amount: [{ denom: 'uatom', amount: (cosmosDevAmount * 2n).toString() }],
            },
          },
        ],
        { amount: [{ denom: 'uatom', amount: '5000' }], gas: '200000' },
        '',
      )
      const { TxRaw } = await import('cosmjs-types/cosmos/tx/v1beta1/tx')
      const id = await client.broadcastTxSync(TxRaw.encode(signed).finish())
      await expect(adapter.waitForTransaction({ id, network })).rejects.toMatchObject({
        code: 'TRANSACTION_FAILED',
        details: expect.stringContaining('insufficient funds'),
      })
      expect((await reader.getTx(id))?.code).toBe(5)
    } finally {
      client.disconnect()
    }
  })
  it('behavior: waiting for what is not a transaction hash rejects at once', async () => {
    for (const id of ['not a hash', `${'A'.repeat(63)}'`, `${'A'.repeat(64)}' OR tx.height>0`]) {
      await expect(adapter.waitForTransaction({ id, network })).rejects.toMatchObject({
        code: 'TRANSACTION_FAILED',
        details: 'not a transaction hash (64 hexadecimal digits)',
      })
    }
  })
})

describe('cosmosAdapter on two local chains', () => {
  it('behavior: a chain the wallet does not know is 4902 on switch, then added and used', async () => {
    const osmosis = await startLocalCosmos({ chain: localOsmosisSpec })
    try {
      const osmosisNetwork = localCosmosNetwork(osmosis)
      expect(wallet.enabledChains).toEqual([chain.chainId])
      await expect(adapter.switchNetwork?.({ network: osmosisNetwork })).rejects.toMatchObject({
        code: 4902,
      })
      await adapter.addNetwork?.({ network: osmosisNetwork })
      expect(wallet.enabledChains).toEqual([chain.chainId, osmosis.chainId])
      const address = onOsmosis(sender)
      const balance = await adapter.getBalance({ address, network: osmosisNetwork })
      expect(balance).toEqual({ value: cosmosDevAmount, decimals: 6, symbol: 'OSMO' })
      const id = await adapter.sendTransfer({
        from: address,
        to: onOsmosis(receiver),
        amount: 1_000n,
        network: osmosisNetwork,
      })
      await adapter.waitForTransaction({ id, network: osmosisNetwork })
      const after = await adapter.getBalance({ address, network: osmosisNetwork })
      expect(after.value).toBeLessThan(cosmosDevAmount - 1_000n)
    } finally {
      await osmosis.stop()
    }
  })
})
