// Builds the transactions of a send; loaded with `import()` together with the reads.
import type { CaipNetwork, TokenRef } from '@latch/core'
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { type SolanaReads, toSolanaAddress } from './solanaReads.js'

export type BuildTransferTransactionParameters = {
  from: string
  to: string
  amount: bigint
  network: CaipNetwork
  token?: TokenRef | undefined
  /** `0` when the wallet signs versioned transactions, `legacy` otherwise. */
  version: 'legacy' | 0
  reads: SolanaReads
}

/**
 * The unsigned wire transaction of a send, for the wallet to sign: a System transfer of
 * lamports, or for an SPL token (Token or Token-2022, found from the mint's owner) the
 * recipient's associated token account created if missing (idempotent, paid by the sender)
 * and a `transferChecked` from the sender's associated token account.
 */
export async function buildTransferTransaction(
  parameters: BuildTransferTransactionParameters,
): Promise<Uint8Array> {
  const { amount, network, token, version, reads } = parameters
  // The wallet signs; the adapter only marks the sender as the signer it needs.
  const sender = createNoopSigner(toSolanaAddress(parameters.from))
  const recipient = toSolanaAddress(parameters.to)
  let instructions: Instruction[]
  if (!token) {
    instructions = [getTransferSolInstruction({ source: sender, destination: recipient, amount })]
  } else {
    const mint = await reads.mintInfo(token.address, network)
    const tokenProgram = mint.programAddress
    const ataOf = async (owner: typeof recipient) =>
      (await findAssociatedTokenPda({ owner, mint: mint.address, tokenProgram }))[0]
    const [source, destination] = await Promise.all([ataOf(sender.address), ataOf(recipient)])
    instructions = [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: sender,
        ata: destination,
        owner: recipient,
        mint: mint.address,
        tokenProgram,
      }),
      getTransferCheckedInstruction(
        {
          source,
          mint: mint.address,
          destination,
          authority: sender,
          amount,
          decimals: mint.decimals,
        },
        { programAddress: tokenProgram },
      ),
    ]
  }
  const lifetime = await reads.latestBlockhash(network)
  const message = pipe(
    createTransactionMessage({ version }),
    (draft) => setTransactionMessageFeePayerSigner(sender, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
