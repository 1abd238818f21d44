import type { SolanaDevAccount } from '@latch/test-wallets'
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { solanaTestToken } from './solanaTestToken.js'

export type SendSolParameters = {
  /** The cluster's RPC, e.g. `startLocalSolana()`'s `rpcUrl`. */
  readonly rpcUrl: string
  /** The funded account that pays, e.g. `solanaDevAccounts[1]`. */
  readonly from: SolanaDevAccount
  /** The recipient's address (base58). */
  readonly to: string
  readonly lamports: bigint
  /**
   * Sent without the cluster's simulation, as a wallet may send: a transfer the runtime refuses
   * (more than the account holds) then lands as a failed transaction, its fee paid, and the
   * signature resolves once it is confirmed, failed or not. Otherwise the refusal rejects.
   */
  readonly skipPreflight?: boolean
}

export type SendSolanaTestTokenParameters = {
  readonly rpcUrl: string
  readonly from: SolanaDevAccount
  readonly to: string
  /** LTT in base units (6 decimals: `1_500_000n` is 1.5 LTT). */
  readonly amount: bigint
  /**
   * `false`: the transfer alone, into `to`'s existing token account, so that `to` itself is not
   * among the transaction's keys (as a wallet sends once the account exists). `true` by default.
   */
  readonly createAccount?: boolean
}

// How long a transaction may take to be confirmed: at once on the local cluster.
const confirmTimeoutMs = 30_000
const confirmPollMs = 20

async function signerOf(account: SolanaDevAccount): Promise<TransactionSigner> {
  return createKeyPairSignerFromBytes(getBase58Encoder().encode(account.secretKey))
}

/** Signs `instructions` for `payer`, sends them and waits until they are confirmed. */
async function sendAndConfirm(
  rpcUrl: string,
  payer: TransactionSigner,
  instructions: readonly Instruction[],
  { skipPreflight = false }: { skipPreflight?: boolean } = {},
): Promise<string> {
  const rpc = createSolanaRpc(rpcUrl)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  )
  const signature = getSignatureFromTransaction(transaction)
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      skipPreflight,
    })
    .send()
  const deadline = Date.now() + confirmTimeoutMs
  for (;;) {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    if (status?.err && !skipPreflight)
      throw new Error(`transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      return signature
    }
    if (Date.now() > deadline) throw new Error(`transaction ${signature} was not confirmed`)
    await new Promise((resolve) => setTimeout(resolve, confirmPollMs))
  }
}

/**
 * Sends lamports from a dev account, as a user's wallet would (a System transfer), and waits
 * until it is confirmed; resolves with the signature.
 *
 * @example
 * await sendSol({ rpcUrl: solana.rpcUrl, from: solanaDevAccounts[1], to, lamports: 10n ** 9n })
 */
export async function sendSol(parameters: SendSolParameters): Promise<string> {
  const source = await signerOf(parameters.from)
  return sendAndConfirm(
    parameters.rpcUrl,
    source,
    [
      getTransferSolInstruction({
        source,
        destination: address(parameters.to),
        amount: parameters.lamports,
      }),
    ],
    { skipPreflight: parameters.skipPreflight ?? false },
  )
}

/**
 * Sends Latch Test Token from a dev account to `to`'s associated token account (created when
 * missing, paid by the sender) and waits until it is confirmed; resolves with the signature.
 *
 * @example
 * await sendSolanaTestToken({ rpcUrl: solana.rpcUrl, from: solanaDevAccounts[1], to, amount: 2_000_000n })
 */
export async function sendSolanaTestToken(
  parameters: SendSolanaTestTokenParameters,
): Promise<string> {
  const authority = await signerOf(parameters.from)
  const mint = address(solanaTestToken.mint)
  const recipient = address(parameters.to)
  const ataOf = async (owner: typeof recipient) =>
    (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
  const [source, destination] = await Promise.all([ataOf(authority.address), ataOf(recipient)])
  const create = getCreateAssociatedTokenIdempotentInstruction({
    payer: authority,
    ata: destination,
    owner: recipient,
    mint,
  })
  return sendAndConfirm(parameters.rpcUrl, authority, [
    ...(parameters.createAccount === false ? [] : [create]),
    getTransferCheckedInstruction({
      source,
      mint,
      destination,
      authority,
      amount: parameters.amount,
      decimals: solanaTestToken.decimals,
    }),
  ])
}
