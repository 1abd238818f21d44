import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  type EncodedAccount,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Transaction,
  type TransactionSigner,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { solanaDevAccounts, solanaDevLamports } from './solanaDevAccounts.js'
import { solanaTestToken } from './solanaTestToken.js'

/**
 * The genesis hash of Solana's public devnet. The local runtime answers `getGenesisHash` with
 * it, so that the CAIP-2 id a client derives (its first 32 characters) is devnet's:
 * `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. The runtime stands in for devnet; it holds none
 * of devnet's state.
 */
const devnetGenesisHash = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'

// The mint's keypair, so that the mint has the same address on every run.
const mintSecretKey =
  '3Xv1ehV2MiiDFKVSzdYwJ9QaZBeURH89UK968GdZ6tg34qbnfNdRS2uT9wHSZxxJp1CbzFQyTqKRNVCia5iXt1J4'

// A validator accepts a blockhash for about 150 blocks; one transaction is one block here.
const blockhashLifetime = 150
// Fee per signature, as litesvm charges it (the cluster default).
const lamportsPerSignature = 5_000n
const tokenAccountSize = 165
// Token-2022 keeps the classic layouts at the start of its accounts; its client is another
// package, and only the address is needed here.
const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/** Why the runtime refused a transaction, in Solana's JSON-RPC error terms. */
export class SolanaRuntimeError extends Error {
  override name = 'SolanaRuntimeError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** Solana's JSON-RPC error codes the runtime answers with. */
export const solanaRpcErrorCodes = Object.freeze({
  invalidParams: -32602,
  /** `sendTransaction` preflight failed (simulation, blockhash, duplicate). */
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  minContextSlotNotReached: -32016,
})

export type SignatureStatus = {
  readonly slot: bigint
  /** `null` when it succeeded; otherwise litesvm's description of the error. */
  readonly err: string | null
}

export type SendOptions = {
  readonly skipPreflight?: boolean | undefined
  readonly minContextSlot?: number | undefined
}

/** What a simulation or a failed transaction reports. */
export type ExecutionReport = {
  readonly err: string | null
  readonly logs: readonly string[]
  readonly unitsConsumed: bigint
}

/** One local Solana cluster: a litesvm bank and the bookkeeping a validator adds around it. */
export type LocalSolanaRuntime = {
  readonly genesisHash: string
  slot(): bigint
  /** One block per slot: the block height is the number of blocks made since start. */
  blockHeight(): bigint
  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: bigint }
  isBlockhashValid(blockhash: string): boolean
  balance(owner: string): bigint
  account(owner: string): EncodedAccount | undefined
  /** Token accounts (Token and Token-2022 programs) of `owner`, of one mint or program. */
  tokenAccountsByOwner(
    owner: string,
    filter: { mint: string } | { programId: string },
  ): readonly EncodedAccount[]
  rentExemptMinimum(space: bigint): bigint
  feeForMessage(messageBytes: Uint8Array): bigint
  /** Executes a signed wire transaction; resolves with its signature (base58). */
  sendTransaction(wire: Uint8Array, options?: SendOptions): string
  simulateTransaction(wire: Uint8Array): ExecutionReport
  signatureStatus(signature: string): SignatureStatus | undefined
  /** Mints lamports to `owner`, as `requestAirdrop`; resolves with the signature. */
  airdrop(owner: string, amount: bigint): string
}

function describeFailure(result: FailedTransactionMetadata): string {
  // litesvm's error classes have no names at run time; its debug text names the error.
  const text = result.toString()
  return /err: (.*?), meta: /s.exec(text)?.[1] ?? text
}

function decodeWire(wire: Uint8Array): Transaction {
  try {
    return getTransactionDecoder().decode(wire)
  } catch (cause) {
    throw new SolanaRuntimeError(
      solanaRpcErrorCodes.invalidParams,
      `failed to deserialize the transaction: ${cause instanceof Error ? cause.message : cause}`,
    )
  }
}

/**
 * A litesvm bank (the Solana runtime: system, SPL Token, Token-2022 and associated-token
 * programs built in) with what a validator adds: a window of recent blockhashes, one new
 * block per transaction, signature statuses and a token-account index by owner.
 */
export function createLocalSolanaRuntime(): LocalSolanaRuntime {
  // Blockhashes are checked here against the recent window, as a validator does; litesvm
  // alone accepts only its latest one, which would fail any two wallets signing at once.
  const svm = new LiteSVM().withBlockhashCheck(false)
  const startSlot = svm.getClock().slot
  const recentBlockhashes: string[] = [svm.latestBlockhash()]
  const statuses = new Map<string, SignatureStatus>()
  const base58 = getBase58Decoder()

  const slot = () => svm.getClock().slot
  const blockHeight = () => slot() - startSlot

  function nextBlock() {
    svm.expireBlockhash()
    svm.warpToSlot(slot() + 1n)
    recentBlockhashes.push(svm.latestBlockhash())
    if (recentBlockhashes.length > blockhashLifetime) recentBlockhashes.shift()
  }

  function signatureOf(transaction: Transaction): string {
    const [first] = Object.values(transaction.signatures)
    if (!first) {
      throw new SolanaRuntimeError(
        solanaRpcErrorCodes.transactionSignatureVerificationFailure,
        'Transaction signature verification failure',
      )
    }
    return base58.decode(first)
  }

  function report(result: ReturnType<LiteSVM['simulateTransaction']>): ExecutionReport {
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result.meta()
    return {
      err: result instanceof FailedTransactionMetadata ? describeFailure(result) : null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
    }
  }

  const runtime: LocalSolanaRuntime = {
    genesisHash: devnetGenesisHash,
    slot,
    blockHeight,
    latestBlockhash: () => ({
      blockhash: svm.latestBlockhash(),
      lastValidBlockHeight: blockHeight() + BigInt(blockhashLifetime),
    }),
    isBlockhashValid: (blockhash) => recentBlockhashes.includes(blockhash),
    balance: (owner) => svm.getBalance(address(owner)) ?? 0n,
    account(owner) {
      const account = svm.getAccount(address(owner))
      return account.exists ? account : undefined
    },
    tokenAccountsByOwner(owner, filter) {
      const ownerBytes = getAddressEncoder().encode(address(owner))
      const programs =
        'programId' in filter
          ? [address(filter.programId)]
          : [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]
      const mintBytes =
        'mint' in filter ? getAddressEncoder().encode(address(filter.mint)) : undefined
      const equal = (data: ArrayLike<number>, offset: number, expected: ArrayLike<number>) =>
        Array.from(expected).every((byte, index) => data[offset + index] === byte)
      return programs
        .filter(
          (program) => program === TOKEN_PROGRAM_ADDRESS || program === TOKEN_2022_PROGRAM_ADDRESS,
        )
        .flatMap((program) => svm.getProgramAccounts(program))
        .filter(
          ({ data }) =>
            data.length >= tokenAccountSize &&
            equal(data, 32, ownerBytes) &&
            (mintBytes === undefined || equal(data, 0, mintBytes)),
        )
    },
    rentExemptMinimum: (space) => svm.minimumBalanceForRentExemption(space),
    feeForMessage(messageBytes) {
      const { header } = getCompiledTransactionMessageDecoder().decode(messageBytes)
      return lamportsPerSignature * BigInt(header.numSignerAccounts)
    },

    sendTransaction(wire, options = {}) {
      if (options.minContextSlot !== undefined && BigInt(options.minContextSlot) > slot()) {
        throw new SolanaRuntimeError(
          solanaRpcErrorCodes.minContextSlotNotReached,
          'Minimum context slot has not been reached',
          { contextSlot: slot() },
        )
      }
      const transaction = decodeWire(wire)
      const signature = signatureOf(transaction)
      const { lifetimeToken } = getCompiledTransactionMessageDecoder().decode(
        transaction.messageBytes,
      )
      if (!recentBlockhashes.includes(lifetimeToken)) {
        throw new SolanaRuntimeError(
          solanaRpcErrorCodes.sendTransactionPreflightFailure,
          'Transaction simulation failed: Blockhash not found',
          { err: 'BlockhashNotFound', logs: [] },
        )
      }
      if (!options.skipPreflight) {
        const simulated = report(svm.simulateTransaction(transaction))
        if (simulated.err !== null) {
          throw new SolanaRuntimeError(
            /SignatureFailure/.test(simulated.err)
              ? solanaRpcErrorCodes.transactionSignatureVerificationFailure
              : solanaRpcErrorCodes.sendTransactionPreflightFailure,
            `Transaction simulation failed: ${simulated.err}`,
            simulated,
          )
        }
      }
      const result = svm.sendTransaction(transaction)
      if (result instanceof FailedTransactionMetadata) {
        const err = describeFailure(result)
        // Such transactions never reach a block: a validator drops them before execution.
        if (/AlreadyProcessed|SignatureFailure|AccountNotFound|InsufficientFundsForFee/.test(err)) {
          throw new SolanaRuntimeError(
            /SignatureFailure/.test(err)
              ? solanaRpcErrorCodes.transactionSignatureVerificationFailure
              : solanaRpcErrorCodes.sendTransactionPreflightFailure,
            `Transaction simulation failed: ${err}`,
            { err, logs: result.meta().logs() },
          )
        }
        statuses.set(signature, { slot: slot(), err })
      } else {
        statuses.set(signature, { slot: slot(), err: null })
      }
      nextBlock()
      return signature
    },

    simulateTransaction: (wire) => report(svm.simulateTransaction(decodeWire(wire))),

    signatureStatus: (signature) => statuses.get(signature),

    airdrop(owner, amount) {
      const result = svm.airdrop(address(owner), lamports(amount))
      if (!result || result instanceof FailedTransactionMetadata) {
        throw new SolanaRuntimeError(
          solanaRpcErrorCodes.invalidParams,
          `airdrop to ${owner} failed${result ? `: ${describeFailure(result)}` : ''}`,
        )
      }
      const signature = base58.decode(result.signature())
      statuses.set(signature, { slot: slot(), err: null })
      nextBlock()
      return signature
    },
  }
  return runtime
}

async function signAndSend(
  runtime: LocalSolanaRuntime,
  payer: TransactionSigner,
  instructions: readonly Instruction[],
) {
  const { blockhash, lastValidBlockHeight } = runtime.latestBlockhash()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight }, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  )
  const wire = new Uint8Array(getTransactionEncoder().encode(transaction))
  const signature = runtime.sendTransaction(wire)
  const status = runtime.signatureStatus(signature)
  if (status?.err) throw new Error(`the runtime's setup transaction failed: ${status.err}`)
}

/**
 * Funds the runtime the way the tests and the demo expect it: every
 * {@link solanaDevAccounts} account gets {@link solanaDevLamports}, and the Latch Test Token
 * mint is created (by real transactions through the runtime) with
 * `amountPerAccount` in each account's associated token account. A throwaway faucet pays the
 * fees and rent, so that the dev accounts start with round amounts.
 */
export async function fundLocalSolanaRuntime(runtime: LocalSolanaRuntime): Promise<void> {
  const faucet = await generateKeyPairSigner()
  runtime.airdrop(faucet.address, 100n * 10n ** 9n)
  for (const account of solanaDevAccounts) runtime.airdrop(account.address, solanaDevLamports)

  const mint = await createKeyPairSignerFromBytes(getBase58Encoder().encode(mintSecretKey))
  if (mint.address !== solanaTestToken.mint) throw new Error('the mint keypair does not match')
  const space = BigInt(getMintSize())
  await signAndSend(runtime, faucet, [
    getCreateAccountInstruction({
      payer: faucet,
      newAccount: mint,
      lamports: runtime.rentExemptMinimum(space),
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals: solanaTestToken.decimals,
      mintAuthority: faucet.address,
    }),
  ])
  const holders: Address[] = solanaDevAccounts.map((account) => address(account.address))
  const instructions = await Promise.all(
    holders.map(async (owner) => {
      const create = await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: faucet,
        owner,
        mint: mint.address,
      })
      const ata = create.accounts[1].address
      return [
        create,
        getMintToCheckedInstruction({
          mint: mint.address,
          token: ata,
          mintAuthority: faucet,
          amount: solanaTestToken.amountPerAccount,
          decimals: solanaTestToken.decimals,
        }),
      ]
    }),
  )
  await signAndSend(runtime, faucet, instructions.flat())
}
