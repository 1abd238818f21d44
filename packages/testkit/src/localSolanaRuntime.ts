import { generateKeyPairSync, sign } from 'node:crypto'
import { solanaDevAccounts, solanaDevLamports } from '@latch/test-wallets'
import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createKeyPairSignerFromBytes,
  createNoopSigner,
  createTransactionMessage,
  type EncodedAccount,
  generateKeyPairSigner,
  getAddressDecoder,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  getU64Decoder,
  type Instruction,
  lamports,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Transaction,
  type TransactionSigner,
} from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { solanaTestToken } from './solanaTestToken.js'
import {
  createSolanaTransactionLog,
  type ProcessedSolanaTransaction,
  type SignatureQuery,
  type SolanaTokenBalance,
} from './solanaTransactionLog.js'

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
const tokenAmountOffset = 64
const mintDecimalsOffset = 44
// Token-2022: the account type byte after the classic layout (2: a token account).
const accountTypeOffset = 165
const accountTypeAccount = 2
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
  /** `getTransaction` of a version above the client's `maxSupportedTransactionVersion`. */
  unsupportedTransactionVersion: -32015,
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
  /**
   * Sends `owner` lamports from the runtime's faucet, as `requestAirdrop` (a test validator's
   * faucet sends a transfer too); resolves with the transfer's signature.
   */
  airdrop(owner: string, amount: bigint): string
  /** A landed transaction (succeeded or failed), with its metadata. */
  transaction(signature: string): ProcessedSolanaTransaction | undefined
  /** The landed transactions holding `address` among their account keys, newest first. */
  transactionsOf(address: string, query: SignatureQuery): readonly ProcessedSolanaTransaction[]
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

/** What the token accounts among `keys` hold (Token and Token-2022), by key index. */
function tokenBalancesOf(svm: LiteSVM, keys: readonly string[]): SolanaTokenBalance[] {
  const addresses = getAddressDecoder()
  return keys.flatMap((key, accountIndex) => {
    const account = svm.getAccount(address(key))
    if (!account.exists) return []
    const { data, programAddress } = account
    if (programAddress !== TOKEN_PROGRAM_ADDRESS && programAddress !== TOKEN_2022_PROGRAM_ADDRESS) {
      return []
    }
    // A Token-2022 mint with extensions is longer than an account: its type byte says which.
    const isAccount =
      data.length === tokenAccountSize ||
      (data.length > tokenAccountSize && data[accountTypeOffset] === accountTypeAccount)
    if (!isAccount) return []
    const mint = addresses.decode(data.subarray(0, 32))
    const mintAccount = svm.getAccount(mint)
    const decimals = mintAccount.exists ? mintAccount.data[mintDecimalsOffset] : undefined
    if (decimals === undefined) return []
    return [
      {
        accountIndex,
        mint,
        owner: addresses.decode(data.subarray(32, 64)),
        programId: programAddress,
        amount: getU64Decoder().decode(data, tokenAmountOffset),
        decimals,
      },
    ]
  })
}

/**
 * A litesvm bank (the Solana runtime: system, SPL Token, Token-2022 and associated-token
 * programs built in) with what a validator adds: a window of recent blockhashes, one new
 * block per transaction, signature statuses, a token-account index by owner, and the landed
 * transactions with their metadata, indexed by signature and by account (a validator's ledger).
 */
export function createLocalSolanaRuntime(): LocalSolanaRuntime {
  // Blockhashes are checked here against the recent window, as a validator does; litesvm
  // alone accepts only its latest one, which would fail any two wallets signing at once.
  const svm = new LiteSVM().withBlockhashCheck(false)
  const startSlot = svm.getClock().slot
  const recentBlockhashes: string[] = [svm.latestBlockhash()]
  const statuses = new Map<string, SignatureStatus>()
  const log = createSolanaTransactionLog()
  const base58 = getBase58Decoder()
  // requestAirdrop's faucet; node:crypto signs synchronously, as the RPC answers at once.
  const faucet = generateKeyPairSync('ed25519')
  const faucetAddress = address(
    base58.decode(faucet.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)),
  )
  const balanceOf = (key: string) => svm.getBalance(address(key)) ?? 0n

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
      const { lifetimeToken, staticAccounts, header } =
        getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
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
      const accountKeys: readonly string[] = staticAccounts
      const preBalances = accountKeys.map(balanceOf)
      const preTokenBalances = tokenBalancesOf(svm, accountKeys)
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
      }
      const err = result instanceof FailedTransactionMetadata ? describeFailure(result) : null
      const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
      statuses.set(signature, { slot: slot(), err })
      log.add({
        signature,
        slot: slot(),
        blockTime: Math.floor(Date.now() / 1000),
        wire: wire.slice(),
        accountKeys,
        err,
        fee: lamportsPerSignature * BigInt(header.numSignerAccounts),
        preBalances,
        postBalances: accountKeys.map(balanceOf),
        preTokenBalances,
        postTokenBalances: tokenBalancesOf(svm, accountKeys),
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
      })
      nextBlock()
      return signature
    },

    simulateTransaction: (wire) => report(svm.simulateTransaction(decodeWire(wire))),

    signatureStatus: (signature) => statuses.get(signature),

    airdrop(owner, amount) {
      // litesvm's own airdrop funds the faucet with what it sends, as a genesis account would
      // (exactly: a system account left with less than its rent would refuse the transfer).
      const needed = amount + lamportsPerSignature - runtime.balance(faucetAddress)
      if (needed > 0n) {
        const funded = svm.airdrop(faucetAddress, lamports(needed))
        if (!funded || funded instanceof FailedTransactionMetadata) {
          throw new SolanaRuntimeError(
            solanaRpcErrorCodes.invalidParams,
            `airdrop to ${owner} failed${funded ? `: ${describeFailure(funded)}` : ''}`,
          )
        }
      }
      const compiled = compileTransaction(
        pipe(
          createTransactionMessage({ version: 'legacy' }),
          (message) => setTransactionMessageFeePayer(faucetAddress, message),
          (message) =>
            setTransactionMessageLifetimeUsingBlockhash(runtime.latestBlockhash(), message),
          (message) =>
            appendTransactionMessageInstruction(
              getTransferSolInstruction({
                source: createNoopSigner(faucetAddress),
                destination: address(owner),
                amount,
              }),
              message,
            ),
        ),
      )
      const signature = sign(null, Buffer.from(compiled.messageBytes), faucet.privateKey)
      const wire = getTransactionEncoder().encode({
        ...compiled,
        signatures: { [faucetAddress]: new Uint8Array(signature) as SignatureBytes },
      })
      try {
        return runtime.sendTransaction(new Uint8Array(wire))
      } catch (error) {
        throw new SolanaRuntimeError(
          solanaRpcErrorCodes.invalidParams,
          `airdrop to ${owner} failed: ${error instanceof Error ? error.message : error}`,
        )
      }
    },

    transaction: (signature) => log.get(signature),
    transactionsOf: (owner, query) => log.forAddress(owner, query),
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
