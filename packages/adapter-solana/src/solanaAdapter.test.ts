import {
  type AdapterEvent,
  type CaipNetwork,
  connect,
  createLatch,
  memoryBackend,
  switchNetwork,
} from '@latch/core'
import { solana as solanaMainnet, solanaTestnet } from '@latch/core/networks'
import {
  createSolanaTestWallet,
  registerSolanaTestWallet,
  type SolanaDevnetInfo,
  solanaDevnetNetwork,
} from '@latch/testkit/wallet'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, inject, it, vi } from 'vitest'
import { verifySolanaSignature } from './siwx/verifySolanaSignature.js'
import { solanaAdapter } from './solanaAdapter.js'

declare module 'vitest' {
  export interface ProvidedContext {
    solanaDevnet: SolanaDevnetInfo
  }
}

const solana = inject('solanaDevnet')
const [payer, second, recipient] = solana.accounts as [
  (typeof solana.accounts)[0],
  (typeof solana.accounts)[0],
  (typeof solana.accounts)[0],
]
const devnet = solanaDevnetNetwork(solana) as CaipNetwork
const rpc = createSolanaRpc(solana.rpcUrl)

// The page's window, where wallet-standard wallets and apps meet (this file runs in Node).
vi.stubGlobal('window', new EventTarget())

const wallet = createSolanaTestWallet({
  secretKeys: [payer.secretKey, second.secretKey],
  chains: { 'solana:devnet': solana.rpcUrl, 'solana:testnet': 'http://127.0.0.1:9' },
})
registerSolanaTestWallet(wallet)

// The same keys behind a wallet that only signs: the adapter sends through the cluster itself.
const { 'solana:signAndSendTransaction': _sends, ...signOnlyFeatures } = createSolanaTestWallet({
  secretKeys: [second.secretKey],
  chains: { 'solana:devnet': solana.rpcUrl },
}).features
const signOnly: Wallet = {
  version: '1.0.0',
  name: 'Sign-only Wallet',
  icon: wallet.icon,
  chains: ['solana:devnet'],
  features: signOnlyFeatures,
  accounts: [],
}
registerSolanaTestWallet(signOnly)

const connectorId = 'Latch Test Wallet'

async function connected(options: Parameters<typeof solanaAdapter>[0] = {}) {
  const adapter = solanaAdapter(options)
  // The wallets' find (connectorsChanged) is over before the events a test looks at.
  await adapter.preload?.()
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  const connection = await adapter.connect({ connectorId, network: devnet })
  return { adapter, events, connection, address: connection.accounts[0]?.address ?? '' }
}

/** An unsigned base64 wire transfer of `lamports` from `from`, as a dapp sends it. */
async function unsignedTransfer(from: string, lamports: bigint) {
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const source = createNoopSigner(address(from))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(source, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source,
          destination: address(recipient.address),
          amount: lamports,
        }),
        draft,
      ),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}

const balanceOf = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value

describe('solanaAdapter', () => {
  it('default: wallet-standard wallets of Solana become ANNOUNCED connectors, once its code has loaded', async () => {
    const adapter = solanaAdapter()
    expect(adapter.getConnectors()).toEqual([])
    await adapter.preload?.()
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'Latch Test Wallet',
        name: 'Latch Test Wallet',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: wallet.icon,
        info: { icon: wallet.icon },
      },
      expect.objectContaining({ id: 'Sign-only Wallet', type: 'ANNOUNCED' }),
    ])
    expect(adapter.capabilities).toEqual({
      signMessage: true,
      signTypedData: false,
      sendNative: true,
      sendToken: true,
      sendCalls: false,
      switchNetwork: true,
      addNetwork: false,
      estimateTransferFee: false,
    })
  })

  it('behavior: a wallet registered later is reported as connectorsChanged', async () => {
    const adapter = solanaAdapter()
    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    await adapter.preload?.()
    events.length = 0
    const late = createSolanaTestWallet({
      secretKeys: [payer.secretKey],
      chains: { 'solana:devnet': solana.rpcUrl },
      name: 'Late Wallet',
    })
    registerSolanaTestWallet(late)
    expect(events).toEqual([
      {
        type: 'connectorsChanged',
        connectors: expect.arrayContaining([expect.objectContaining({ id: 'Late Wallet' })]),
      },
    ])
  })

  it('behavior: connects on the cluster asked for when the wallet signs for it, else its first', async () => {
    const adapter = solanaAdapter()
    await expect(adapter.connect({ connectorId, network: devnet })).resolves.toMatchObject({
      network: devnet.caipNetworkId,
      accounts: [{ address: payer.address, type: 'eoa' }],
    })
    // The wallet does not sign for mainnet: it is connected on its first cluster instead.
    await expect(adapter.connect({ connectorId, network: solanaMainnet })).resolves.toMatchObject({
      network: devnet.caipNetworkId,
    })
    await expect(adapter.connect({ connectorId: 'Nobody', network: devnet })).rejects.toThrow(
      'No connector found with id Nobody',
    )
  })

  it('behavior: account changes in the wallet reach core; after disconnect they do not', async () => {
    const { adapter, events, connection } = await connected()
    wallet.setAccount(1)
    wallet.setAccount(0)
    wallet.disconnect()
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId,
        accounts: [{ address: second.address, type: 'eoa' }],
      },
      { type: 'accountsChanged', connectorId, accounts: [{ address: payer.address, type: 'eoa' }] },
      { type: 'accountsChanged', connectorId, accounts: [] },
    ])
    // A silent reconnect finds no grant any more: the site must ask again.
    await expect(adapter.reconnect({ connectorId })).rejects.toThrow('The wallet is not connected')
    await adapter.connect({ connectorId, network: devnet })
    await adapter.disconnect({ connection })
    events.length = 0
    wallet.setAccount(1)
    wallet.setAccount(0)
    expect(events).toEqual([])
    expect(wallet.accounts).toEqual([])
  })

  it('behavior: switches among the clusters the wallet signs for; others are "Chain is not supported" through Latch', async () => {
    const { adapter, events } = await connected()
    await adapter.switchNetwork({ network: solanaTestnet })
    expect(events).toEqual([
      { type: 'networkChanged', connectorId, caipNetworkId: solanaTestnet.caipNetworkId },
    ])
    const error = await adapter.switchNetwork({ network: solanaMainnet }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'NOT_SUPPORTED',
      message: 'Solana is not supported on Latch Test Wallet (solana)',
      cause: { code: 4902 },
    })

    const latch = createLatch({
      networks: [devnet, solanaMainnet],
      adapters: [solanaAdapter()],
      storage: memoryBackend(),
    })
    try {
      await connect(latch, { connectorId })
      await expect(switchNetwork(latch, { network: solanaMainnet })).rejects.toThrow(
        'Chain is not supported',
      )
    } finally {
      latch.destroy()
    }
  })

  it('behavior: balances of SOL and SPL tokens; unknown mints show a short symbol', async () => {
    const { adapter, address: owner } = await connected()
    await expect(adapter.getBalance({ address: owner, network: devnet })).resolves.toMatchObject({
      decimals: 9,
      symbol: 'SOL',
    })
    const token = { address: solana.token.mint }
    const balance = await adapter.getBalance({ address: owner, network: devnet, token })
    expect(balance).toMatchObject({ decimals: 6, symbol: 'CYAB…98pt' })
    expect(balance.value).toBeGreaterThan(0n)
    const named = solanaAdapter({ tokens: [{ address: solana.token.mint, symbol: 'LTT' }] })
    await expect(
      named.getBalance({ address: owner, network: devnet, token }),
    ).resolves.toMatchObject({ symbol: 'LTT' })
    // No token account yet: a zero balance, not an error.
    const stranger = (await generateKeyPairSigner()).address
    await expect(
      adapter.getBalance({ address: stranger, network: devnet, token }),
    ).resolves.toMatchObject({ value: 0n, decimals: 6 })
  })

  it('behavior: addresses and amounts are checked; a token that is not a mint is an invalid address', async () => {
    const { adapter, address: from } = await connected()
    const send = (overrides: Record<string, unknown>) =>
      adapter.sendTransfer({
        from,
        to: recipient.address,
        amount: 1n,
        network: devnet,
        ...overrides,
      })
    await expect(send({ to: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb' })).rejects.toThrow(
      'Invalid address',
    )
    await expect(send({ amount: 0n })).rejects.toThrow('Invalid amount')
    await expect(send({ from: recipient.address })).rejects.toThrow('The wallet is not connected')
    await expect(send({ token: { address: recipient.address } })).rejects.toThrow('Invalid address')
    await expect(adapter.getBalance({ address: 'nope', network: devnet })).rejects.toThrow(
      'Invalid address',
    )
    expect(adapter.isAddress(payer.address)).toBe(true)
    expect(adapter.isAddress('0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl')).toBe(false)
  })

  it('behavior: an SPL send to an account without a token account creates it', async () => {
    const { adapter, address: from } = await connected()
    const to = (await generateKeyPairSigner()).address
    const token = { address: solana.token.mint }
    const id = await adapter.sendTransfer({ from, to, amount: 7n, network: devnet, token })
    await adapter.waitForTransaction({ id, network: devnet })
    await expect(
      adapter.getBalance({ address: to, network: devnet, token }),
    ).resolves.toMatchObject({ value: 7n })
  })

  it('behavior: with a wallet that only signs, the adapter sends through the cluster', async () => {
    const adapter = solanaAdapter()
    const connection = await adapter.connect({ connectorId: 'Sign-only Wallet', network: devnet })
    const before = await balanceOf(recipient.address)
    const from = connection.accounts[0]?.address ?? ''
    const id = await adapter.sendTransfer({
      from,
      to: recipient.address,
      amount: 5_000_000n,
      network: devnet,
    })
    await adapter.waitForTransaction({ id, network: devnet })
    expect((await balanceOf(recipient.address)) - before).toBe(5_000_000n)
  })

  it('behavior: waitForTransaction rejects a transaction that failed on chain, and one never seen', async () => {
    const { adapter } = await connected({ confirmationTimeoutMs: 0 })
    const failing = await unsignedTransfer(payer.address, 10n ** 18n)
    const { signature } = (await adapter.request({
      method: 'solana_signAndSendTransaction',
      params: { transaction: failing, options: { skipPreflight: true } },
    })) as { signature: string }
    await expect(adapter.waitForTransaction({ id: signature, network: devnet })).rejects.toThrow(
      `Transaction ${signature} failed`,
    )
    const never = getBase58Decoder().decode(new Uint8Array(64).fill(7))
    await expect(adapter.waitForTransaction({ id: never, network: devnet })).rejects.toMatchObject({
      code: 'TRANSACTION_FAILED',
      details: 'not confirmed within 0 ms',
    })
  })

  it('behavior: solana_signMessage signs the base58 message for its pubkey', async () => {
    const { adapter } = await connected()
    const message = new TextEncoder().encode('Latch request')
    const result = (await adapter.request({
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(message), pubkey: payer.address },
    })) as { signature: string }
    await expect(
      verifySolanaSignature({ address: payer.address, message, signature: result.signature }),
    ).resolves.toBe(true)
    await expect(
      adapter.request({
        method: 'solana_signMessage',
        params: { message: '0xff', pubkey: payer.address },
      }),
    ).rejects.toThrow('Invalid solana_signMessage params: message: must be base58')
  })

  it('behavior: solana_signTransaction and solana_signAllTransactions return signed transactions', async () => {
    const { adapter } = await connected()
    const transaction = await unsignedTransfer(payer.address, 1_000n)
    const signed = (await adapter.request({
      method: 'solana_signTransaction',
      params: { transaction },
    })) as { signature: string; transaction: string }
    const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(signed.transaction))
    const bytes = decoded.signatures[address(payer.address)]
    if (!bytes) throw new Error('not signed')
    expect(getBase58Decoder().decode(bytes)).toBe(signed.signature)
    await expect(
      verifySolanaSignature({
        address: payer.address,
        message: new Uint8Array(decoded.messageBytes),
        signature: signed.signature,
      }),
    ).resolves.toBe(true)
    const all = (await adapter.request({
      method: 'solana_signAllTransactions',
      params: { transactions: [transaction, await unsignedTransfer(payer.address, 2_000n)] },
    })) as { transactions: string[] }
    expect(all.transactions).toHaveLength(2)
    await expect(
      adapter.request({ method: 'solana_signAllTransactions', params: { transactions: [] } }),
    ).rejects.toThrow('Invalid solana_signAllTransactions params')
  })

  it('behavior: solana_signAndSendTransaction sends with the options of SPEC.md §3', async () => {
    const { adapter } = await connected()
    const before = await balanceOf(recipient.address)
    const { signature } = (await adapter.request({
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: await unsignedTransfer(payer.address, 3_333n),
        options: { skipPreflight: false, preflightCommitment: 'singleGossip', maxRetries: 2 },
      },
    })) as { signature: string }
    await adapter.waitForTransaction({ id: signature, network: devnet })
    expect((await balanceOf(recipient.address)) - before).toBe(3_333n)
    // The cluster's own refusal comes back with its code.
    await expect(
      adapter.request({
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: await unsignedTransfer(payer.address, 1n),
          options: { minContextSlot: 10 ** 15 },
        },
      }),
    ).rejects.toMatchObject({ code: -32016 })
    await expect(
      adapter.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AA==', options: { preflightCommitment: 'fast' } },
      }),
    ).rejects.toThrow('Invalid solana_signAndSendTransaction params: options.preflightCommitment')
  })

  it('behavior: a rejection in the wallet comes back with code 4001', async () => {
    const { adapter, address: owner } = await connected()
    wallet.rejectNext('solana:signMessage')
    await expect(adapter.signMessage({ message: 'no', address: owner })).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('behavior: other methods are reads of the cluster, connected or not', async () => {
    const adapter = solanaAdapter()
    await expect(adapter.request({ method: 'getGenesisHash' })).rejects.toThrow(
      'The wallet is not connected',
    )
    await expect(adapter.request({ method: 'getGenesisHash', network: devnet })).resolves.toMatch(
      /^EtWTRABZaYq6iMfeYKouRu166VU2xqa1/,
    )
    await expect(
      adapter.request({ method: 'getBalance', params: ['nope'], network: devnet }),
    ).rejects.toMatchObject({ name: 'SolanaRpcError', code: -32602 })
  })
})
