import { bitcoinTestnet } from '@latch/core/networks'
import { Psbt, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { bitcoinChainOf } from './bitcoinChains.js'
import { libNetworkOf } from './libNetwork.js'
import { verifyBitcoinSignature } from './siwx/verifyBitcoinSignature.js'
import { fakeBitcoinWallet, walletRegistry } from './testing/fakeBitcoinWallet.js'
import { startFakeEsplora } from './testing/fakeEsplora.js'
import { regtestNetwork } from './testing/regtestNetwork.js'
import { replaceableSequence } from './transferPsbt.js'

const txidA = 'a'.repeat(64)
const txidB = 'b'.repeat(64)

async function setup(options: Parameters<typeof fakeBitcoinWallet>[0] = {}) {
  const esplora = await startFakeEsplora()
  const fake = fakeBitcoinWallet(options)
  const network = regtestNetwork(esplora.url)
  const adapter = bitcoinAdapter({ wallets: walletRegistry(fake.wallet), injected: {} })
  const connectorId = fake.wallet.name
  return { esplora, fake, network, adapter, connectorId }
}

async function connected(options: Parameters<typeof fakeBitcoinWallet>[0] = {}) {
  const context = await setup(options)
  const connection = await context.adapter.connect({
    connectorId: context.connectorId,
    network: context.network,
  })
  const payment = context.fake.addressOf('regtest', 'payment')
  const ordinal = context.fake.addressOf('regtest', 'ordinal')
  return { ...context, connection, payment, ordinal }
}

describe('bitcoinAdapter', () => {
  it('default: lists the Wallet Standard wallet and connects its payment account first', async () => {
    const { adapter, connection, payment, ordinal, network } = await connected()
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'Fake Bitcoin Wallet', type: 'ANNOUNCED', chain: 'bip122' }),
    ])
    expect(payment).toMatch(/^bcrt1q/)
    expect(ordinal).toMatch(/^bcrt1p/)
    expect(connection).toEqual({
      connectorId: 'Fake Bitcoin Wallet',
      accounts: [
        { address: payment, type: 'payment' },
        { address: ordinal, type: 'ordinal' },
      ],
      network: network.caipNetworkId,
    })
  })

  it('parameters: preferredAccountType ordinal lists the ordinals account first', async () => {
    const esplora = await startFakeEsplora()
    const fake = fakeBitcoinWallet()
    const adapter = bitcoinAdapter({
      wallets: walletRegistry(fake.wallet),
      injected: {},
      preferredAccountType: 'ordinal',
    })
    const connection = await adapter.connect({
      connectorId: fake.wallet.name,
      network: regtestNetwork(esplora.url),
    })
    expect(connection.accounts.map((account) => account.type)).toEqual(['ordinal', 'payment'])
  })

  it('behavior: the balance is confirmed plus unconfirmed, in BTC satoshis', async () => {
    const { adapter, esplora, network, payment } = await connected()
    esplora.state.utxos.set(payment, [{ txid: txidA, vout: 0, value: 70_000 }])
    esplora.state.mempool.set(payment, { funded: 5_000, spent: 1_000 })
    await expect(adapter.getBalance({ address: payment, network })).resolves.toEqual({
      value: 74_000n,
      decimals: 8,
      symbol: 'BTC',
    })
    await expect(
      adapter.getBalance({ address: payment, network, token: { address: 'x' } }),
    ).rejects.toThrow('Tokens is not supported on bip122')
    await expect(adapter.getBalance({ address: 'nope', network })).rejects.toThrow(
      'Invalid address',
    )
  })

  it('behavior: a message is signed with BIP-322 by the account asked for, base64', async () => {
    const { adapter, payment, ordinal } = await connected()
    for (const address of [payment, ordinal]) {
      const message = `Latch ${address}`
      const signature = await adapter.signMessage({ message, address })
      expect(signature).toMatch(/^[A-Za-z0-9+/]+=*$/)
      await expect(verifyBitcoinSignature({ address, message, signature })).resolves.toBe(true)
      await expect(
        verifyBitcoinSignature({ address, message: `${message}!`, signature }),
      ).resolves.toBe(false)
    }
    await expect(adapter.signMessage({ message: 'x', address: 'bcrt1qnotmine' })).rejects.toThrow(
      'The wallet is not connected',
    )
  })

  it('behavior: a transfer is a PSBT of the payment UTXOs with change, signed by the wallet and broadcast as hex', async () => {
    const { adapter, esplora, fake, network, payment } = await connected()
    const recipient = fake.addressOf('regtest', 'ordinal')
    esplora.state.utxos.set(payment, [
      { txid: txidA, vout: 1, value: 60_000 },
      { txid: txidB, vout: 0, value: 50_000 },
    ])
    esplora.state.feeEstimates = { '1': 20, '3': 5, '6': 2 }
    const id = await adapter.sendTransfer({
      from: payment,
      to: recipient,
      amount: 80_000n,
      network,
    })

    const [request] = fake.state.signRequests
    expect(request?.chain).toBe('bitcoin:regtest')
    expect(request?.indexes).toEqual([[0, 1]])
    const unsigned = Psbt.fromHex(request?.psbtHex as string, {
      network: libNetworkOf(bitcoinChainOf(network.caipNetworkId) as never),
    })
    expect(unsigned.txInputs.map((input) => input.sequence)).toEqual([
      replaceableSequence,
      replaceableSequence,
    ])
    expect(unsigned.data.inputs.map((input) => input.witnessUtxo?.value)).toEqual([
      60_000n,
      50_000n,
    ])

    const [hex] = esplora.state.broadcasts
    const transaction = Transaction.fromHex(hex as string)
    expect(id).toBe(transaction.getId())
    expect(transaction.ins).toHaveLength(2)
    expect(transaction.ins.every((input) => input.witness.length === 2)).toBe(true)
    const [toRecipient, change] = transaction.outs
    expect(toRecipient?.value).toBe(80_000n)
    const fee = 110_000n - 80_000n - (change?.value ?? 0n)
    // Two P2WPKH inputs, a P2TR and a P2WPKH output: about 208 vB at the 3-block rate, 5 sat/vB.
    expect(fee).toBe(BigInt(transaction.virtualSize() * 5))
    expect(esplora.state.requests).toContain('GET /fee-estimates')
  })

  it('behavior: estimateTransferFee gives the fee of each speed; the speed chosen is the rate the transfer pays', async () => {
    const { adapter, esplora, fake, network, payment } = await connected()
    const recipient = fake.addressOf('regtest', 'ordinal')
    esplora.state.utxos.set(payment, [{ txid: txidA, vout: 1, value: 100_000 }])
    esplora.state.feeEstimates = { '1': 20, '2': 12, '3': 5, '6': 2, '144': 1 }
    const transfer = { from: payment, to: recipient, amount: 30_000n, network }
    const fees = await adapter.estimateTransferFee?.(transfer)
    expect(fees?.map(({ speed, rate }) => [speed, rate])).toEqual([
      ['slow', '2 sat/vB'],
      ['normal', '5 sat/vB'],
      ['fast', '20 sat/vB'],
    ])
    expect(fees?.every((fee) => fee.symbol === 'BTC' && fee.decimals === 8)).toBe(true)
    // The estimate asked the wallet nothing.
    expect(fake.state.signRequests).toEqual([])
    expect(esplora.state.broadcasts).toEqual([])

    await adapter.sendTransfer({ ...transfer, feeSpeed: 'fast' })
    const transaction = Transaction.fromHex(esplora.state.broadcasts[0] as string)
    const paid = 100_000n - transaction.outs.reduce((sum, output) => sum + output.value, 0n)
    // The fee estimated for `fast` is the fee paid: the same inputs and outputs at 20 sat/vB.
    expect(paid).toBe(fees?.[2]?.value)
    expect(paid).toBe(BigInt(transaction.virtualSize() * 20))
  })

  it("behavior: a site's feeRate is the only choice; rates outside 1–10,000 sat/vB are refused before the wallet is asked", async () => {
    const esplora = await startFakeEsplora()
    const fake = fakeBitcoinWallet()
    const network = regtestNetwork(esplora.url)
    const connect = async (feeRate?: number) => {
      const adapter = bitcoinAdapter({
        wallets: walletRegistry(fake.wallet),
        injected: {},
        ...(feeRate === undefined ? {} : { feeRate }),
      })
      await adapter.connect({ connectorId: fake.wallet.name, network })
      return adapter
    }
    const payment = fake.addressOf('regtest', 'payment')
    esplora.state.utxos.set(payment, [{ txid: txidA, vout: 0, value: 100_000 }])
    const transfer = { from: payment, to: payment, amount: 10_000n, network }

    const fixed = await connect(7)
    const [only, ...others] = (await fixed.estimateTransferFee?.(transfer)) ?? []
    expect(others).toEqual([])
    expect(only).toMatchObject({ rate: '7 sat/vB', symbol: 'BTC' })
    expect(only?.speed).toBeUndefined()
    expect(esplora.state.requests).not.toContain('GET /fee-estimates')

    for (const feeRate of [0, 0.5, 10_001, Number.NaN]) {
      const adapter = await connect(feeRate)
      await expect(adapter.sendTransfer(transfer)).rejects.toMatchObject({
        name: 'AdapterError',
        code: 'INVALID_FEE_RATE',
        message: expect.stringContaining('Invalid fee rate'),
      })
    }
    // A server's estimate out of range is refused too: a visitor never pays 50,000 sat/vB.
    esplora.state.feeEstimates = { '1': 50_000, '3': 40_000, '6': 30_000 }
    const estimated = await connect()
    await expect(estimated.estimateTransferFee?.(transfer)).rejects.toMatchObject({
      code: 'INVALID_FEE_RATE',
      details: 'The fee estimate for 6 blocks gave 30000 sat/vB, outside 1–10000 sat/vB',
    })
    await expect(estimated.sendTransfer(transfer)).rejects.toMatchObject({
      code: 'INVALID_FEE_RATE',
    })
    expect(fake.state.signRequests).toEqual([])
    expect(esplora.state.broadcasts).toEqual([])
  })

  it('behavior: a wallet that finalizes its inputs gives the same broadcast', async () => {
    const { adapter, esplora, network, payment } = await connected({ finalizes: true })
    esplora.state.utxos.set(payment, [{ txid: txidA, vout: 0, value: 100_000 }])
    await adapter.sendTransfer({ from: payment, to: payment, amount: 10_000n, network })
    const transaction = Transaction.fromHex(esplora.state.broadcasts[0] as string)
    // No estimate (regtest electrs answers {}): 1 sat/vB.
    const total = transaction.outs.reduce((sum, output) => sum + output.value, 0n)
    expect(100_000n - total).toBe(BigInt(transaction.virtualSize()))
  })

  it('behavior: an address of another network is "Invalid address"; too much is insufficient funds', async () => {
    const { adapter, esplora, network, payment } = await connected()
    esplora.state.utxos.set(payment, [{ txid: txidA, vout: 0, value: 10_000 }])
    const mainnetAddress = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    await expect(
      adapter.sendTransfer({ from: payment, to: mainnetAddress, amount: 1_000n, network }),
    ).rejects.toThrow('Invalid address')
    await expect(
      adapter.sendTransfer({ from: payment, to: 'not-an-address', amount: 1_000n, network }),
    ).rejects.toThrow('Invalid address')
    await expect(
      adapter.sendTransfer({ from: payment, to: payment, amount: 20_000n, network }),
    ).rejects.toMatchObject({
      name: 'AdapterError',
      code: 'INVALID_AMOUNT',
      details: expect.stringContaining('insufficient funds'),
    })
    await expect(
      adapter.sendTransfer({ from: payment, to: payment, amount: 100n, network }),
    ).rejects.toMatchObject({ code: 'INVALID_AMOUNT', details: expect.stringContaining('dust') })
    expect(esplora.state.broadcasts).toEqual([])
  })

  it('behavior: a refused broadcast is TRANSACTION_FAILED with the node reason', async () => {
    const { adapter, esplora, network, payment } = await connected()
    esplora.state.utxos.set(payment, [{ txid: txidA, vout: 0, value: 100_000 }])
    esplora.state.broadcastAnswer = {
      status: 400,
      text: 'sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met"}',
    }
    await expect(
      adapter.sendTransfer({ from: payment, to: payment, amount: 10_000n, network }),
    ).rejects.toMatchObject({
      code: 'TRANSACTION_FAILED',
      details: expect.stringContaining('min relay fee not met'),
    })
  })

  it('behavior: the wallet rejecting the signature is a 4001 and nothing is broadcast', async () => {
    const { adapter, esplora, fake, network, payment } = await connected()
    esplora.state.utxos.set(payment, [{ txid: txidA, vout: 0, value: 100_000 }])
    fake.rejectNext()
    await expect(
      adapter.sendTransfer({ from: payment, to: payment, amount: 10_000n, network }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(esplora.state.broadcasts).toEqual([])
  })

  it('behavior: waitForTransaction polls the status until confirmed, and times out', async () => {
    // The Esplora answers come from a stubbed fetch here: the clock is fake, the network is not.
    const polls: string[] = []
    let confirmedAfter = 2
    vi.stubGlobal('fetch', async (url: string) => {
      polls.push(url)
      if (url.endsWith(`${txidA}/status`)) {
        const confirmed = confirmedAfter-- <= 0
        return new Response(JSON.stringify({ confirmed }), { status: 200 })
      }
      return new Response('Transaction not found', { status: 404 })
    })
    vi.useFakeTimers()
    try {
      const network = regtestNetwork('http://esplora.test/api')
      const adapter = bitcoinAdapter({
        wallets: walletRegistry(),
        injected: {},
        confirmationPollMs: 1_000,
        confirmationTimeoutMs: 5_000,
      })
      const waiting = adapter.waitForTransaction({ id: txidA, network })
      await vi.advanceTimersByTimeAsync(2_000)
      await expect(waiting).resolves.toBeUndefined()
      expect(polls).toEqual(Array(3).fill(`http://esplora.test/api/tx/${txidA}/status`))

      // Never seen by the server (404): polled until the timeout.
      const lost = adapter.waitForTransaction({ id: txidB, network })
      const failure = expect(lost).rejects.toThrow(`Transaction ${txidB} failed`)
      await vi.advanceTimersByTimeAsync(6_000)
      await failure
      expect(polls.filter((url) => url.includes(txidB))).toHaveLength(6)
    } finally {
      vi.useRealTimers()
      vi.unstubAllGlobals()
    }
  })

  it("behavior: switches to a chain the wallet is on, with that chain's accounts", async () => {
    const { adapter, fake, connectorId } = await connected()
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    await adapter.switchNetwork({ network: bitcoinTestnet })
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId,
        accounts: [
          expect.objectContaining({
            address: fake.addressOf('testnet', 'payment'),
            type: 'payment',
          }),
          expect.objectContaining({
            address: fake.addressOf('testnet', 'ordinal'),
            type: 'ordinal',
          }),
        ],
      },
      { type: 'networkChanged', connectorId, caipNetworkId: bitcoinTestnet.caipNetworkId },
    ])
  })

  it('behavior: a chain the wallet is not on is not supported, caused by 4902', async () => {
    const { adapter } = await connected({ chains: ['regtest'] })
    await expect(adapter.switchNetwork({ network: bitcoinTestnet })).rejects.toMatchObject({
      code: 'NOT_SUPPORTED',
      cause: { code: 4902 },
    })
  })

  it('behavior: account changes in the wallet are reported with key and type; none is a disconnect', async () => {
    const { adapter, fake, connectorId } = await connected()
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    const [payment] = fake.accounts
    fake.changeAccounts(payment ? [payment] : [])
    fake.changeAccounts([])
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId,
        accounts: [
          { address: payment?.address, type: 'payment', publicKey: fake.paymentPublicKey },
        ],
      },
      { type: 'disconnected', connectorId },
    ])
  })

  it('behavior: reconnects silently to the accounts the wallet gave, and a disconnect forgets them', async () => {
    const { adapter, connection, connectorId } = await connected()
    await expect(adapter.reconnect({ connectorId })).resolves.toEqual(connection)
    await adapter.disconnect({ connection })
    await expect(adapter.reconnect({ connectorId })).rejects.toThrow('The wallet is not connected')
  })

  it("behavior: request() speaks WalletConnect's Bitcoin RPC", async () => {
    const { adapter, payment, fake } = await connected()
    await expect(adapter.request({ method: 'getAccountAddresses' })).resolves.toEqual([
      { address: payment, publicKey: fake.paymentPublicKey, intention: 'payment' },
      expect.objectContaining({ intention: 'ordinal' }),
    ])
    const signed = (await adapter.request({
      method: 'signMessage',
      params: { message: 'hi' },
    })) as { address: string; signature: string }
    expect(signed.address).toBe(payment)
    await expect(
      verifyBitcoinSignature({ address: payment, message: 'hi', signature: signed.signature }),
    ).resolves.toBe(true)
    await expect(adapter.request({ method: 'eth_chainId' })).rejects.toThrow(
      'eth_chainId is not supported on bip122',
    )
  })

  it("behavior: the WalletConnect proposal asks the Bitcoin RPC methods on the site's bip122 networks", () => {
    const adapter = bitcoinAdapter({ wallets: walletRegistry(), injected: {} })
    expect(adapter.walletConnect?.namespace([bitcoinTestnet])).toEqual({
      chains: [bitcoinTestnet.caipNetworkId],
      methods: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
      events: ['bip122_addressesChanged'],
    })
  })

  it('behavior: capabilities are those of bip122, with fee estimates, without tokens, typed data, calls or adding networks', () => {
    const adapter = bitcoinAdapter({ wallets: walletRegistry(), injected: {} })
    expect(adapter.capabilities).toEqual({
      signMessage: true,
      signTypedData: false,
      sendNative: true,
      sendToken: false,
      sendCalls: false,
      switchNetwork: true,
      addNetwork: false,
      estimateTransferFee: true,
    })
    expect(adapter.estimateTransferFee).toBeTypeOf('function')
    expect(adapter.isAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true)
    expect(adapter.isAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(false)
  })
})
