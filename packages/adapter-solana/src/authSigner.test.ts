import type { AdapterEvent } from '@latch/core'
import { testAuthProvider } from '@latch/core/conformance'
import { solanaDevnet, solanaTestnet } from '@latch/core/networks'
import {
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signBytes,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { verifySolanaSignature } from './siwx/verifySolanaSignature.js'
import { solanaAdapter } from './solanaAdapter.js'

// The AUTH connector of the solana adapter over core's `AuthProvider` contract, with a test
// provider standing for the embedded wallet (whose answers sign with a real ed25519 key).

const noWallets = { get: () => [], on: () => () => {} }

/** An unsigned base64 wire transaction paid by `payer`, as a dapp sends it. */
function unsigned(payer: string): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(createNoopSigner(payer as never), draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 0n },
        draft,
      ),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}

async function signedBy(key: KeyPairSigner, transaction: string): Promise<string> {
  const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
  const signed = await partiallySignTransaction([key.keyPair], decoded)
  return getBase64Decoder().decode(getTransactionEncoder().encode(signed))
}

async function setup() {
  const key = await generateKeyPairSigner()
  const provider = testAuthProvider('solana', solanaDevnet.caipNetworkId, {
    address: key.address,
    caipNetworkId: solanaDevnet.caipNetworkId,
  })
  // The frame's answers of SPEC.md §3, signed for real.
  provider.request.mockImplementation(async ({ method, params }) => {
    const input = params as { message: string; transaction: string; transactions: string[] }
    switch (method) {
      case 'solana_signMessage': {
        const bytes = new Uint8Array(getBase58Encoder().encode(input.message))
        const signature = await signBytes(key.keyPair.privateKey, bytes)
        return { signature: getBase58Decoder().decode(signature) }
      }
      case 'solana_signTransaction':
        return { transaction: await signedBy(key, input.transaction) }
      case 'solana_signAllTransactions':
        return {
          transactions: await Promise.all(input.transactions.map((one) => signedBy(key, one))),
        }
      case 'solana_signAndSendTransaction':
        return { signature: 'sent' }
      default:
        throw new Error('Requested RPC call is not allowed')
    }
  })
  const adapter = solanaAdapter({ wallets: noWallets })
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  const remove = adapter.addAuthProvider?.(provider)
  return { key, provider, adapter, events, remove }
}

async function connected() {
  const context = await setup()
  const connection = await context.adapter.connect({ connectorId: 'auth', network: solanaDevnet })
  context.events.length = 0
  return { ...context, connection }
}

describe('solanaAdapter with the embedded wallet', () => {
  it('default: the AUTH connector is listed once core offers the provider, and removed with it', async () => {
    const { adapter, events, remove } = await setup()
    const auth = { id: 'auth', name: 'Email / social wallet', type: 'AUTH', chain: 'solana' }
    expect(adapter.getConnectors()).toEqual([auth])
    remove?.()
    expect(adapter.getConnectors()).toEqual([])
    expect(events).toEqual([
      { type: 'connectorsChanged', connectors: [auth] },
      { type: 'connectorsChanged', connectors: [] },
    ])
    await expect(adapter.connect({ connectorId: 'auth', network: undefined })).rejects.toThrow(
      'No connector found with id auth',
    )
  })

  it('behavior: connects the signed-in account on the cluster asked for; reconnects without a prompt', async () => {
    const { adapter, provider, key } = await setup()
    await expect(adapter.connect({ connectorId: 'auth', network: solanaDevnet })).resolves.toEqual({
      connectorId: 'auth',
      accounts: [{ address: key.address, type: 'eoa' }],
      network: solanaDevnet.caipNetworkId,
    })
    expect(provider.connect).toHaveBeenCalledWith({ network: solanaDevnet.caipNetworkId })
    await expect(adapter.reconnect({ connectorId: 'auth' })).resolves.toMatchObject({
      network: solanaDevnet.caipNetworkId,
    })
    expect(provider.reconnect).toHaveBeenCalledTimes(1)
    // No session kept by the frame: the visitor must log in again.
    provider.reconnect.mockResolvedValueOnce(undefined)
    await expect(adapter.reconnect({ connectorId: 'auth' })).rejects.toThrow(
      'The wallet is not connected',
    )
  })

  it('behavior: messages are signed through solana_signMessage, by the connected account only', async () => {
    const { adapter, provider, key } = await connected()
    const signature = await adapter.signMessage({ message: 'Latch', address: key.address })
    expect(provider.request).toHaveBeenCalledWith({
      method: 'solana_signMessage',
      params: {
        message: getBase58Decoder().decode(new TextEncoder().encode('Latch')),
        pubkey: key.address,
      },
    })
    await expect(
      verifySolanaSignature({
        address: key.address,
        message: new TextEncoder().encode('Latch'),
        signature,
      }),
    ).resolves.toBe(true)
    const stranger = (await generateKeyPairSigner()).address
    await expect(adapter.signMessage({ message: 'x', address: stranger })).rejects.toThrow(
      'The wallet is not connected',
    )
    expect(provider.request).toHaveBeenCalledTimes(1)
  })

  it('behavior: the signing requests of SPEC.md §3 go to the frame on the connected cluster', async () => {
    const { adapter, provider, key } = await connected()
    const transaction = unsigned(key.address)
    const signed = (await adapter.request({
      method: 'solana_signTransaction',
      params: { transaction },
    })) as { signature: string; transaction: string }
    expect(provider.request).toHaveBeenLastCalledWith({
      method: 'solana_signTransaction',
      params: { transaction },
      chainId: solanaDevnet.caipNetworkId,
    })
    const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(signed.transaction))
    await expect(
      verifySolanaSignature({
        address: key.address,
        message: new Uint8Array(decoded.messageBytes),
        signature: signed.signature,
      }),
    ).resolves.toBe(true)

    const all = (await adapter.request({
      method: 'solana_signAllTransactions',
      params: { transactions: [transaction, transaction] },
    })) as { transactions: string[] }
    expect(all.transactions).toEqual([signed.transaction, signed.transaction])

    await expect(
      adapter.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction, options: { preflightCommitment: 'singleGossip', maxRetries: 2 } },
        network: solanaTestnet,
      }),
    ).resolves.toEqual({ signature: 'sent' })
    // SPEC.md's options reach the frame as they are; the cluster is the one asked for.
    expect(provider.request).toHaveBeenLastCalledWith({
      method: 'solana_signAndSendTransaction',
      params: { transaction, options: { preflightCommitment: 'singleGossip', maxRetries: 2 } },
      chainId: solanaTestnet.caipNetworkId,
    })
  })

  it('behavior: an answer without what the method returns is an error, not a success', async () => {
    const { adapter, provider, key } = await connected()
    provider.request.mockResolvedValueOnce({})
    await expect(adapter.signMessage({ message: 'x', address: key.address })).rejects.toThrow(
      'Invalid solana_signMessage result: signature is missing',
    )
    provider.request.mockResolvedValueOnce({ transactions: ['AA=='] })
    await expect(
      adapter.request({
        method: 'solana_signAllTransactions',
        params: { transactions: [unsigned(key.address), unsigned(key.address)] },
      }),
    ).rejects.toThrow('Invalid solana_signAllTransactions result: 1 of 2 transactions')
    provider.request.mockRejectedValueOnce(new Error('Requested RPC call is not allowed'))
    await expect(
      adapter.request({
        method: 'solana_signTransaction',
        params: { transaction: unsigned(key.address) },
      }),
    ).rejects.toThrow('Requested RPC call is not allowed')
  })

  it("behavior: a switch moves the embedded wallet, reported once; the wallet's own moves are reported", async () => {
    const { adapter, provider, events } = await connected()
    provider.switchNetwork.mockImplementationOnce(async (network) => {
      provider.emit('networkChanged', network)
    })
    await adapter.switchNetwork({ network: solanaTestnet })
    expect(provider.switchNetwork).toHaveBeenCalledWith(solanaTestnet.caipNetworkId)
    provider.emit('networkChanged', solanaDevnet.caipNetworkId)
    expect(events).toEqual([
      { type: 'networkChanged', connectorId: 'auth', caipNetworkId: solanaTestnet.caipNetworkId },
      { type: 'networkChanged', connectorId: 'auth', caipNetworkId: solanaDevnet.caipNetworkId },
    ])
    provider.switchNetwork.mockRejectedValueOnce(new Error('Chain is not supported'))
    await expect(adapter.switchNetwork({ network: solanaTestnet })).rejects.toThrow(
      'Chain is not supported',
    )
    expect(events).toHaveLength(2)
  })

  it('behavior: account changes and the end of the session reach core; after disconnect nothing does', async () => {
    const { adapter, provider, events, connection } = await connected()
    const next = (await generateKeyPairSigner()).address
    provider.emit('accountsChanged', [next])
    provider.emit('disconnect', new Error('Not connected to email or social'))
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId: 'auth', accounts: [{ address: next, type: 'eoa' }] },
      { type: 'disconnected', connectorId: 'auth' },
    ])
    await adapter.disconnect({ connection })
    expect(provider.disconnect).toHaveBeenCalledTimes(1)
    expect(provider.listenerCount('accountsChanged')).toBe(0)
    expect(provider.listenerCount('networkChanged')).toBe(0)
    expect(provider.listenerCount('disconnect')).toBe(0)
    await expect(adapter.signMessage({ message: 'x', address: next })).rejects.toThrow(
      'The wallet is not connected',
    )
  })
})
