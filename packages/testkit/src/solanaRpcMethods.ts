import {
  type EncodedAccount,
  getAddressDecoder,
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

function formatUnits(amount: bigint, decimals: number): string {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/**
 * The read and send methods of Solana's JSON-RPC API that Latch's adapter, its test wallet and
 * the demo use, answered from the local runtime in the shapes a validator answers them
 * (`{ context, value }`, u64 as JSON numbers, account data in base64). Every transaction
 * lands at once, so every commitment level is reached at once: statuses say `finalized`.
 */
export function solanaRpcMethods(runtime: LocalSolanaRuntime): Record<string, SolanaRpcMethod> {
  const context = () => ({ slot: runtime.slot(), apiVersion: localSolanaVersion })
  const withContext = (value: unknown) => ({ context: context(), value })
  const base64 = getBase64Decoder()
  const encodeAccount = (account: EncodedAccount) => ({
    data: [base64.decode(account.data), 'base64'],
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
      const owner = addressParam(params, 0)
      const filter = configParam(params, 1)
      checkEncoding(configParam(params, 2), ['base64'])
      const { mint, programId } = filter
      let selected: { mint: string } | { programId: string }
      if (typeof mint === 'string' && isAddress(mint)) selected = { mint }
      else if (typeof programId === 'string' && isAddress(programId)) selected = { programId }
      else throw invalid('param 1 needs a mint or a programId')
      const accounts = runtime.tokenAccountsByOwner(owner, selected)
      return withContext(
        accounts.map((account) => ({ pubkey: account.address, account: encodeAccount(account) })),
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
