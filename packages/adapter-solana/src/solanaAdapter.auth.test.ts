import {
  type CaipNetwork,
  createLatch,
  disconnect,
  memoryBackend,
  sendTokens,
  submitEmail,
  waitForEmailCode,
} from '@latch/core'
import { createFakeSecureFrame, type FakeSecureFrame } from '@latch/core/conformance'
import { type SolanaDevnetInfo, solanaDevnetNetwork } from '@latch/testkit/wallet'
import {
  address,
  type Base64EncodedWireTransaction,
  createKeyPairFromBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import { describe, expect, inject, it, vi } from 'vitest'
import { verifySolanaSignature } from './siwx/verifySolanaSignature.js'
import { solanaAdapter } from './solanaAdapter.js'

declare module 'vitest' {
  export interface ProvidedContext {
    solanaDevnet: SolanaDevnetInfo
  }
}

// Email login, then the Solana account of the embedded wallet, end to end: core's client and
// auth connector, the frame protocol, the fake secure frame of `@latch/core/conformance` standing
// for the secure site, whose wallet signs with a real key and sends to the local litesvm
// cluster, as latch-server's frame does. The adapter sees only core's AuthProvider.

const solana = inject('solanaDevnet')
const devnet = solanaDevnetNetwork(solana) as CaipNetwork
const rpc = createSolanaRpc(solana.rpcUrl)
// A funded account no other test of this package signs with.
const embedded = solana.accounts[3] as (typeof solana.accounts)[number]
const keyPair = createKeyPairFromBytes(
  new Uint8Array(getBase58Encoder().encode(embedded.secretKey)),
)

async function signWire(transaction: string): Promise<string> {
  const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
  const signed = await partiallySignTransaction([await keyPair], decoded)
  return getBase64Decoder().decode(getTransactionEncoder().encode(signed))
}

/** The frame's wallet: the Solana methods of SPEC.md §3, answered as latch-server answers. */
function signingFrame(): FakeSecureFrame {
  const frame = createFakeSecureFrame()
  frame.wallet.solanaAddress = embedded.address
  frame.handle('APP_RPC_REQUEST', async (request) => {
    frame.wallet.rpc.push({
      method: request.method,
      params: request.params,
      chainId: request.chainId,
    })
    const params = request.params as {
      message: string
      pubkey: string
      transaction: string
      transactions: string[]
    }
    switch (request.method) {
      case 'solana_signMessage': {
        if (params.pubkey !== embedded.address) throw new Error('Wrong account')
        const message = new Uint8Array(getBase58Encoder().encode(params.message))
        const signature = await signBytes((await keyPair).privateKey, message)
        return { signature: getBase58Decoder().decode(signature) }
      }
      case 'solana_signTransaction':
        return { transaction: await signWire(params.transaction) }
      case 'solana_signAllTransactions':
        return { transactions: await Promise.all(params.transactions.map(signWire)) }
      case 'solana_signAndSendTransaction': {
        if (request.chainId !== devnet.caipNetworkId) throw new Error('Cluster not configured')
        const signed = (await signWire(params.transaction)) as Base64EncodedWireTransaction
        const signature = await rpc
          .sendTransaction(signed, { encoding: 'base64', preflightCommitment: 'confirmed' })
          .send()
        return { signature }
      }
      default:
        throw new Error('Requested RPC call is not allowed')
    }
  })
  return frame
}

async function signedIn(frame = signingFrame(), backend = memoryBackend()) {
  const adapter = solanaAdapter({
    wallets: { get: () => [], on: () => () => {} },
    tokens: [{ address: solana.token.mint, symbol: 'LTT' }],
  })
  const latch = createLatch({
    networks: [devnet],
    adapters: [adapter],
    storage: backend,
    auth: frame.config,
  })
  return { frame, adapter, latch, backend }
}

async function login(context: Awaited<ReturnType<typeof signedIn>>) {
  await submitEmail(context.latch, { email: 'ada@example.com' })
  context.frame.enterCode(context.frame.wallet.otp)
  await waitForEmailCode(context.latch)
  return context
}

const balanceOf = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value

describe('solanaAdapter with the embedded wallet (fake secure frame, litesvm cluster)', () => {
  it('default: an email login connects the Solana account on the active cluster', async () => {
    const { latch, frame } = await login(await signedIn())
    expect(latch.getState().connectors).toEqual([
      { id: 'auth', name: 'Email / social wallet', type: 'AUTH', chain: 'solana' },
    ])
    expect(latch.getState().connection).toEqual({
      connectorId: 'auth',
      accounts: [{ address: embedded.address, type: 'eoa' }],
      network: devnet.caipNetworkId,
    })
    expect(frame.wallet.chainId).toBe(devnet.caipNetworkId)
    latch.destroy()
  })

  it('behavior: signs messages and transactions with the Solana key of the embedded wallet', async () => {
    const { latch, adapter } = await login(await signedIn())
    const message = 'Sign in to Latch'
    const signature = await adapter.signMessage({ message, address: embedded.address })
    await expect(
      verifySolanaSignature({
        address: embedded.address,
        message: new TextEncoder().encode(message),
        signature,
      }),
    ).resolves.toBe(true)

    const to = (await generateKeyPairSigner()).address
    const { buildTransferTransaction } = await import('./transferTransaction.js')
    const { createSolanaReads } = await import('./solanaReads.js')
    const wire = await buildTransferTransaction({
      from: embedded.address,
      to,
      amount: 1_000n,
      network: devnet,
      version: 0,
      reads: createSolanaReads({ rpcUrlOf: () => solana.rpcUrl }),
    })
    const signed = (await adapter.request({
      method: 'solana_signTransaction',
      params: { transaction: getBase64Decoder().decode(wire) },
    })) as { signature: string; transaction: string }
    const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(signed.transaction))
    await expect(
      verifySolanaSignature({
        address: embedded.address,
        message: new Uint8Array(decoded.messageBytes),
        signature: signed.signature,
      }),
    ).resolves.toBe(true)
    latch.destroy()
  })

  it('behavior: sends SOL and SPL through the frame, landing on the cluster', async () => {
    const { latch, adapter, frame } = await login(await signedIn())
    const to = (await generateKeyPairSigner()).address
    const { hash } = await sendTokens(latch, { amount: '0.005', to })
    await adapter.waitForTransaction({ id: hash, network: devnet })
    expect(await balanceOf(to)).toBe(5_000_000n)

    const token = { address: solana.token.mint }
    const id = await adapter.sendTransfer({
      from: embedded.address,
      to,
      amount: 7n,
      network: devnet,
      token,
    })
    await adapter.waitForTransaction({ id, network: devnet })
    await expect(
      adapter.getBalance({ address: to, network: devnet, token }),
    ).resolves.toMatchObject({ value: 7n, symbol: 'LTT' })
    expect(frame.wallet.rpc.map(({ method, chainId }) => ({ method, chainId }))).toEqual([
      { method: 'solana_signAndSendTransaction', chainId: devnet.caipNetworkId },
      { method: 'solana_signAndSendTransaction', chainId: devnet.caipNetworkId },
    ])
    latch.destroy()
  })

  it('behavior: a reload restores the account; disconnecting signs out', async () => {
    const frame = signingFrame()
    const backend = memoryBackend()
    const first = await login(await signedIn(frame, backend))
    first.latch.destroy()

    const second = await signedIn(frame, backend)
    await vi.waitFor(() =>
      expect(second.latch.getState().connection).toEqual({
        connectorId: 'auth',
        accounts: [{ address: embedded.address, type: 'eoa' }],
        network: devnet.caipNetworkId,
      }),
    )
    await disconnect(second.latch)
    expect(frame.requests).toContain('APP_SIGN_OUT')
    expect(frame.wallet.connected).toBe(false)
    expect(second.latch.getState().connection).toBeUndefined()
    await expect(
      second.adapter.signMessage({ message: 'x', address: embedded.address }),
    ).rejects.toThrow('The wallet is not connected')
    second.latch.destroy()
  })
})
