import {
  createSolanaTestWallet,
  createTestWallet,
  type SolanaTestWallet,
  type TestWallet,
} from '@latch/test-wallets'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { mobileWalletRequests } from './mobileWalletRequests.js'

// The requests a phone wallet answers over WalletConnect, signed for real and sent to the
// local chains. Only this file uses EVM dev account 4 and Solana dev account 3 to send.

const devnet = inject('devnet')
const solanaDevnet = inject('solanaDevnet')
const [chainA, chainB] = devnet.chains
const evmAccount = devnet.accounts[4]
const solanaAccount = solanaDevnet.accounts[3]
if (!chainA || !chainB || !evmAccount || !solanaAccount) {
  throw new Error('the global setup must start two chains, ten EVM and five Solana accounts')
}
const solanaRpc = createSolanaRpc(solanaDevnet.rpcUrl)

let evm: TestWallet
let solana: SolanaTestWallet
let answer: ReturnType<typeof mobileWalletRequests>

beforeEach(async () => {
  evm = createTestWallet({ privateKey: evmAccount.privateKey, chains: devnet.chains })
  solana = createSolanaTestWallet({
    secretKeys: [solanaAccount.secretKey],
    chains: { [solanaDevnet.walletChain]: solanaDevnet.rpcUrl },
  })
  // The approval of the session: each wallet grants the site its account.
  await evm.request({ method: 'eth_requestAccounts' })
  await solana.features['standard:connect'].connect()
  answer = mobileWalletRequests({ evm, solana, solanaNetworks: [solanaDevnet] })
})

/** An unsigned wire transfer of `lamports` to `to`, base64, as a site sends it. */
async function unsignedTransfer(to: string, lamports: bigint): Promise<string> {
  const { value: lifetime } = await solanaRpc.getLatestBlockhash().send()
  const payer = createNoopSigner(address(solanaAccount?.address ?? ''))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: payer, destination: address(to), amount: lamports }),
        draft,
      ),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}

async function verifiesAsSolanaAccount(signature: string, bytes: Uint8Array) {
  return verifySignature(
    await getPublicKeyFromAddress(address(solanaAccount?.address ?? '')),
    new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes,
    bytes,
  )
}

describe('mobileWalletRequests: eip155', () => {
  it('default: personal_sign and eth_signTypedData_v4 give signatures of the account', async () => {
    const signature = (await answer({
      chainId: `eip155:${chainA.id}`,
      method: 'personal_sign',
      params: ['0x48656c6c6f', evmAccount.address],
    })) as Hex
    expect(await verifyMessage({ address: evmAccount.address, message: 'Hello', signature })).toBe(
      true,
    )

    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: chainB.id },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello' },
    } as const
    const typedSignature = (await answer({
      chainId: `eip155:${chainB.id}`,
      method: 'eth_signTypedData_v4',
      // As sites send it over WalletConnect: the typed data as JSON, its domain in it.
      params: [evmAccount.address, JSON.stringify(typedData)],
    })) as Hex
    expect(
      await verifyTypedData({
        ...typedData,
        address: evmAccount.address,
        signature: typedSignature,
      }),
    ).toBe(true)
  })

  it('behavior: eth_sendTransaction lands on the chain the request names', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const chain = createPublicClient({ transport: http(chainB.rpcUrl) })

    const hash = (await answer({
      chainId: `eip155:${chainB.id}`,
      method: 'eth_sendTransaction',
      params: [
        { from: evmAccount.address, to: recipient, value: `0x${parseEther('1.5').toString(16)}` },
      ],
    })) as Hex

    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await chain.getBalance({ address: recipient })).toBe(parseEther('1.5'))
  })

  it('behavior: the user refuses → 4001', async () => {
    evm.rejectNext('personal_sign')
    await expect(
      answer({
        chainId: `eip155:${chainA.id}`,
        method: 'personal_sign',
        params: ['0x00', evmAccount.address],
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })
})

describe('mobileWalletRequests: solana', () => {
  const chainId = solanaDevnet.chainId

  it('default: solana_signMessage answers the base58 signature of the message', async () => {
    const message = new TextEncoder().encode('Sign in to the site')
    const { signature } = (await answer({
      chainId,
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(message), pubkey: solanaAccount.address },
    })) as { signature: string }
    expect(await verifiesAsSolanaAccount(signature, message)).toBe(true)
    expect(
      await verifiesAsSolanaAccount(signature, new TextEncoder().encode('Something else')),
    ).toBe(false)
  })

  it('behavior: solana_signMessage for another key → 4100', async () => {
    await expect(
      answer({
        chainId,
        method: 'solana_signMessage',
        params: { message: '3yZe7d', pubkey: solanaDevnet.accounts[0]?.address },
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('behavior: solana_signTransaction and solana_signAllTransactions answer signed wire transactions', async () => {
    const recipient = (await generateKeyPairSigner()).address
    const unsigned = await unsignedTransfer(recipient, 1_000n)

    const { signature, transaction } = (await answer({
      chainId,
      method: 'solana_signTransaction',
      params: { transaction: unsigned },
    })) as { signature: string; transaction: string }
    const signed = getTransactionDecoder().decode(
      new Uint8Array(getBase64Encoder().encode(transaction)),
    )
    expect(
      getBase58Decoder().decode(signed.signatures[address(solanaAccount.address)] as Uint8Array),
    ).toBe(signature)
    expect(await verifiesAsSolanaAccount(signature, new Uint8Array(signed.messageBytes))).toBe(true)

    const { transactions } = (await answer({
      chainId,
      method: 'solana_signAllTransactions',
      params: { transactions: [unsigned, unsigned] },
    })) as { transactions: string[] }
    expect(transactions).toEqual([transaction, transaction])
  })

  it('behavior: solana_signAndSendTransaction lands on the cluster', async () => {
    const recipient = (await generateKeyPairSigner()).address

    const { signature } = (await answer({
      chainId,
      method: 'solana_signAndSendTransaction',
      params: { transaction: await unsignedTransfer(recipient, 5_000_000n) },
    })) as { signature: string }

    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect((await solanaRpc.getBalance(recipient).send()).value).toBe(5_000_000n)
  })

  it('behavior: a method or chain the wallet does not have → 4200; bad params → -32602', async () => {
    await expect(answer({ chainId, method: 'solana_signIn', params: {} })).rejects.toMatchObject({
      code: 4200,
    })
    await expect(
      answer({
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        method: 'solana_signMessage',
        params: {},
      }),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      answer({ chainId: 'cosmos:cosmoshub-4', method: 'cosmos_signDirect', params: {} }),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      answer({ chainId, method: 'solana_signTransaction', params: { transaction: 42 } }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
