import {
  type EncodedAccount,
  getAddressDecoder,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getU64Decoder,
  isAddress,
  isSignature,
} from '@solana/kit'
import {
  type LocalSolanaRuntime,
  SolanaRuntimeError,
  solanaRpcErrorCodes,
} from './localSolanaRuntime.js'
import {
  formatUnits,
  type TransactionEncoding,
  transactionJson,
  transactionVersion,
} from './solanaTransactionJson.js'

/** A JSON-RPC method of the local cluster: positional params in, a JSON-able result out. */
export type SolanaRpcMethod = (params: readonly unknown[]) => unknown

/** The `solana-core` version the local cluster reports (`getVersion`). */
const localSolanaVersion = 'litesvm-1.5.0'

const invalid = (message: string) =>
  new SolanaRuntimeError(solanaRpcErrorCodes.invalidParams, `Invalid params: ${message}`)

function addressParam(params: readonly unknown[], index: number): string {
  const value = params[index]
  if (typeof value !== 'string' || !isAddress(value))
    throw invalid(`param ${index} is not a base58 address`)
  return value
}

function configParam(params: readonly unknown[], index: number): Record<string, unknown> {
  const value = params[index] ?? {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(`param ${index} is not a configuration object`)
  }
  return value as Record<string, unknown>
}

function checkEncoding(config: Record<string, unknown>, accepted: readonly string[]): string {
  const encoding = config.encoding ?? accepted[0]
  if (typeof encoding !== 'string' || !accepted.includes(encoding)) {
    throw invalid(`encoding ${String(encoding)} is not supported here (${accepted.join(', ')})`)
  }
  return encoding
}

function wireParam(params: readonly unknown[], encoding: string): Uint8Array {
  const value = params[0]
  if (typeof value !== 'string') throw invalid('the transaction must be an encoded string')
  try {
    const bytes =
      encoding === 'base58' ? getBase58Encoder().encode(value) : getBase64Encoder().encode(value)
    return new Uint8Array(bytes)
  } catch {
    throw invalid(`the transaction is not ${encoding}`)
  }
}

function optionalNonNegativeInteger(config: Record<string, unknown>, key: string) {
  const value = config[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalid(`${key} must be a non-negative integer`)
  }
  return value
}

const commitments = ['processed', 'confirmed', 'finalized']
// SPL token layouts (Token and Token-2022 share them): account = mint, owner, amount...;
// mint = authority option (36 bytes), supply, decimals...
const tokenAccountSize = 165
const tokenAmountOffset = 64
const mintDecimalsOffset = 44
const mintSize = 82

// A validator's most signatures per `getSignaturesForAddress` (and its default).
const maxSignaturesPerCall = 1000

/** A validator's own error texts (its `verify_pubkey`/`verify_signature`, its limit check). */
const invalidParam = (message: string) =>
  new SolanaRuntimeError(solanaRpcErrorCodes.invalidParams, message)

// A key or signature string a node cannot parse: not base58 at all, or of the wrong size.
function parseError(value: string): string {
  return /^[1-9A-HJ-NP-Za-km-z]+$/.test(value) ? 'WrongSize' : 'Invalid'
}

function keyParam(value: unknown, valid: (value: string) => boolean, what: string): string {
  if (typeof value !== 'string') throw invalid(`invalid type: expected ${what}`)
  if (!valid(value)) throw invalidParam(`Invalid param: ${parseError(value)}`)
  return value
}

const signatureParam = (value: unknown) => keyParam(value, isSignature, 'a signature string')

const tokenProgramIds = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]
// JSON-RPC's "Invalid request", the code a validator gives data too long for base58.
const invalidRequestCode = -32600
// A validator's `binary`/`base58` account data limit (its MAX_BASE58_BYTES).
const maxBase58Bytes = 128
// SPL token account layout past the amount: delegate option (72), state (108), is-native option
// (109), delegated amount (121), close authority option (129); options carry a u32 LE tag.
const tokenStates = ['uninitialized', 'initialized', 'frozen']

/**
 * The token program `getTokenAccountsByOwner`'s filter (`{ mint }` or `{ programId }`) names,
 * refused as a validator refuses it (its `get_token_program_id_and_mint`).
 */
function tokenProgramOf(
  value: unknown,
  runtime: LocalSolanaRuntime,
): { mint: string } | { programId: string } {
  const filter = value as Record<string, unknown> | null
  const keys = filter && typeof filter === 'object' ? Object.keys(filter) : []
  if (keys.length !== 1 || (keys[0] !== 'mint' && keys[0] !== 'programId')) {
    throw invalid('unknown variant, expected `mint` or `programId`')
  }
  if (keys[0] === 'programId') {
    const programId = keyParam(filter?.programId, isAddress, 'a base58 address')
    if (!tokenProgramIds.includes(programId)) {
      throw invalidParam('Invalid param: unrecognized Token program id')
    }
    return { programId }
  }
  const mint = keyParam(filter?.mint, isAddress, 'a base58 address')
  const account = runtime.account(mint)
  if (!account) throw invalidParam('Invalid param: could not find mint')
  // A mint is 82 bytes (more with Token-2022 extensions), its initialized flag at 45.
  if (account.data.length < mintSize || account.data[45] !== 1) {
    throw invalidParam('Invalid param: mint could not be unpacked')
  }
  if (!tokenProgramIds.includes(account.programAddress)) {
    throw invalidParam('Invalid param: not a Token mint')
  }
  return { mint }
}

function encodeData(account: EncodedAccount, encoding: string): unknown {
  if (encoding === 'base64') return [getBase64Decoder().decode(account.data), 'base64']
  if (account.data.length > maxBase58Bytes) {
    throw new SolanaRuntimeError(
      invalidRequestCode,
      'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    )
  }
  const text = getBase58Decoder().decode(account.data)
  return encoding === 'binary' ? text : [text, 'base58']
}

/** A token account in `jsonParsed`, as a validator's `parse_token` writes it (no extensions). */
function parsedTokenAccount(account: EncodedAccount, runtime: LocalSolanaRuntime) {
  const { data } = account
  const key = (offset: number) => getAddressDecoder().decode(data.subarray(offset, offset + 32))
  const u64 = (offset: number) => getU64Decoder().decode(data, offset)
  const hasOption = (offset: number) => data[offset] === 1
  const mint = key(0)
  const decimals = runtime.account(mint)?.data[mintDecimalsOffset] ?? 0
  const uiAmount = (amount: bigint) => {
    const uiAmountString = formatUnits(amount, decimals)
    return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
  }
  const delegatedAmount = u64(121)
  const program = account.programAddress === tokenProgramIds[0] ? 'spl-token' : 'spl-token-2022'
  return {
    program,
    parsed: {
      info: {
        isNative: hasOption(109),
        mint,
        owner: key(32),
        state: tokenStates[data[108] ?? 0],
        tokenAmount: uiAmount(u64(64)),
        ...(hasOption(72) ? { delegate: key(76) } : {}),
        ...(hasOption(109) ? { rentExemptReserve: uiAmount(u64(113)) } : {}),
        ...(hasOption(72) && delegatedAmount > 0n
          ? { delegatedAmount: uiAmount(delegatedAmount) }
          : {}),
        ...(hasOption(129) ? { closeAuthority: key(133) } : {}),
      },
      type: 'account',
    },
    space: data.length,
  }
}

// getSignaturesForAddress and getTransaction read confirmed blocks only.
function checkAtLeastConfirmed(config: Record<string, unknown>) {
  const { commitment } = config
  if (commitment === undefined || commitment === null) return
  if (!commitments.includes(String(commitment))) {
    throw invalid(`commitment must be one of ${commitments.join(', ')}`)
  }
  if (commitment === 'processed') {
    throw invalidParam('Method does not support commitment below `confirmed`')
  }
}

function unsupportedVersion(version: number): SolanaRuntimeError {
  return new SolanaRuntimeError(
    solanaRpcErrorCodes.unsupportedTransactionVersion,
    `Transaction version (${version}) is not supported by the requesting client. ` +
      `Please try the request again with the following configuration parameter: ` +
      `"maxSupportedTransactionVersion": ${version}`,
  )
}

/**
 * The read and send methods of Solana's JSON-RPC API that Latch's adapter, its test wallet and
 * the demo use, answered from the local runtime in the shapes a validator answers them
 * (`{ context, value }`, u64 as JSON numbers, account data in base64), and the ledger reads
 * of an account's history (`getSignaturesForAddress`, `getTransaction`). Every transaction
 * lands at once, so every commitment level is reached at once: statuses say `finalized`.
 */
export function solanaRpcMethods(runtime: LocalSolanaRuntime): Record<string, SolanaRpcMethod> {
  const context = () => ({ slot: runtime.slot(), apiVersion: localSolanaVersion })
  const withContext = (value: unknown) => ({ context: context(), value })
  const encodeAccount = (account: EncodedAccount, encoding = 'base64') => ({
    data: encodeData(account, encoding),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: 18_446_744_073_709_551_615n,
    space: BigInt(account.data.length),
  })

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': localSolanaVersion, 'feature-set': 0 }),
    getGenesisHash: () => runtime.genesisHash,
    getSlot: () => runtime.slot(),
    getBlockHeight: () => runtime.blockHeight(),
    getLatestBlockhash: () => withContext(runtime.latestBlockhash()),
    isBlockhashValid(params) {
      const blockhash = params[0]
      if (typeof blockhash !== 'string') throw invalid('param 0 is not a blockhash')
      return withContext(runtime.isBlockhashValid(blockhash))
    },
    getBalance: (params) => withContext(runtime.balance(addressParam(params, 0))),
    getAccountInfo(params) {
      const owner = addressParam(params, 0)
      checkEncoding(configParam(params, 1), ['base64'])
      const account = runtime.account(owner)
      return withContext(account ? encodeAccount(account) : null)
    },
    getTokenAccountsByOwner(params) {
      const owner = keyParam(params[0], isAddress, 'a base58 address')
      const program = tokenProgramOf(params[1], runtime)
      const config = configParam(params, 2)
      const encoding = checkEncoding(config, ['binary', 'base58', 'base64', 'jsonParsed'])
      optionalNonNegativeInteger(config, 'minContextSlot')
      const accounts = runtime.tokenAccountsByOwner(owner, program)
      return withContext(
        accounts.map((account) => ({
          pubkey: account.address,
          account:
            encoding === 'jsonParsed'
              ? { ...encodeAccount(account), data: parsedTokenAccount(account, runtime) }
              : encodeAccount(account, encoding),
        })),
      )
    },
    getTokenAccountBalance(params) {
      const account = runtime.account(addressParam(params, 0))
      if (!account || account.data.length < tokenAccountSize) throw invalid('not a token account')
      const mint = runtime.account(getAddressDecoder().decode(account.data.subarray(0, 32)))
      const decimals = mint?.data[mintDecimalsOffset]
      if (decimals === undefined) throw invalid('the token account has no mint')
      const amount = getU64Decoder().decode(account.data, tokenAmountOffset)
      const uiAmountString = formatUnits(amount, decimals)
      return withContext({
        amount: amount.toString(),
        decimals,
        uiAmount: Number(uiAmountString),
        uiAmountString,
      })
    },
    getMinimumBalanceForRentExemption(params) {
      const space = params[0]
      if (typeof space !== 'number' || !Number.isSafeInteger(space) || space < 0) {
        throw invalid('param 0 must be a data length')
      }
      return runtime.rentExemptMinimum(BigInt(space))
    },
    getFeeForMessage(params) {
      const message = params[0]
      if (typeof message !== 'string') throw invalid('param 0 must be a base64 message')
      try {
        return withContext(
          runtime.feeForMessage(new Uint8Array(getBase64Encoder().encode(message))),
        )
      } catch {
        throw invalid('param 0 is not a transaction message')
      }
    },
    sendTransaction(params) {
      const config = configParam(params, 1)
      const encoding = checkEncoding(config, ['base58', 'base64'])
      const { skipPreflight, preflightCommitment } = config
      if (skipPreflight !== undefined && typeof skipPreflight !== 'boolean') {
        throw invalid('skipPreflight must be a boolean')
      }
      if (preflightCommitment !== undefined && !commitments.includes(String(preflightCommitment))) {
        throw invalid(`preflightCommitment must be one of ${commitments.join(', ')}`)
      }
      optionalNonNegativeInteger(config, 'maxRetries')
      return runtime.sendTransaction(wireParam(params, encoding), {
        skipPreflight: skipPreflight === true,
        minContextSlot: optionalNonNegativeInteger(config, 'minContextSlot'),
      })
    },
    simulateTransaction(params) {
      const encoding = checkEncoding(configParam(params, 1), ['base58', 'base64'])
      const { err, logs, unitsConsumed } = runtime.simulateTransaction(wireParam(params, encoding))
      return withContext({ err, logs, accounts: null, unitsConsumed, returnData: null })
    },
    getSignatureStatuses(params) {
      const signatures = params[0]
      if (!Array.isArray(signatures) || signatures.length > 256) {
        throw invalid('param 0 must be a list of at most 256 signatures')
      }
      return withContext(
        signatures.map((signature: unknown) => {
          if (typeof signature !== 'string' || !isSignature(signature)) {
            throw invalid(`${String(signature)} is not a signature`)
          }
          const status = runtime.signatureStatus(signature)
          if (!status) return null
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          }
        }),
      )
    },
    getSignaturesForAddress(params) {
      const owner = keyParam(params[0], isAddress, 'a base58 address')
      const config = configParam(params, 1)
      const before = config.before == null ? undefined : signatureParam(config.before)
      const until = config.until == null ? undefined : signatureParam(config.until)
      const limit = optionalNonNegativeInteger(config, 'limit') ?? maxSignaturesPerCall
      if (limit === 0 || limit > maxSignaturesPerCall) {
        throw invalidParam(`Invalid limit; max ${maxSignaturesPerCall}`)
      }
      checkAtLeastConfirmed(config)
      optionalNonNegativeInteger(config, 'minContextSlot')
      return runtime.transactionsOf(owner, { before, until, limit }).map((transaction) => ({
        signature: transaction.signature,
        slot: transaction.slot,
        err: transaction.err,
        memo: null,
        blockTime: transaction.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    getTransaction(params) {
      const signature = signatureParam(params[0])
      const config = configParam(params, 1)
      const encoding = checkEncoding(config, ['json', 'base64', 'base58']) as TransactionEncoding
      checkAtLeastConfirmed(config)
      const maxVersion = optionalNonNegativeInteger(config, 'maxSupportedTransactionVersion')
      const transaction = runtime.transaction(signature)
      if (!transaction) return null
      const version = transactionVersion(transaction)
      // A client that names no version reads legacy transactions only, as a node answers it.
      if (version !== 'legacy' && (maxVersion === undefined || version > maxVersion)) {
        throw unsupportedVersion(version)
      }
      return transactionJson(transaction, encoding, maxVersion !== undefined)
    },
    requestAirdrop(params) {
      const owner = addressParam(params, 0)
      const amount = params[1]
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
        throw invalid('param 1 must be a positive number of lamports')
      }
      return runtime.airdrop(owner, BigInt(amount))
    },
  }
}
