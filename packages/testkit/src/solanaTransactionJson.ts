import {
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import type { ProcessedSolanaTransaction, SolanaTokenBalance } from './solanaTransactionLog.js'

/** How `getTransaction` writes the transaction itself (`jsonParsed` is not served). */
export type TransactionEncoding = 'json' | 'base64' | 'base58'

/** An amount in base units as a decimal string: 1500000 with 6 decimals is `1.5`. */
export function formatUnits(amount: bigint, decimals: number): string {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** The transaction's message version: `legacy` or 0. */
export function transactionVersion(transaction: ProcessedSolanaTransaction): 'legacy' | number {
  const { messageBytes } = getTransactionDecoder().decode(transaction.wire)
  return getCompiledTransactionMessageDecoder().decode(messageBytes).version
}

function tokenBalanceJson(balance: SolanaTokenBalance) {
  const uiAmountString = formatUnits(balance.amount, balance.decimals)
  return {
    accountIndex: balance.accountIndex,
    mint: balance.mint,
    owner: balance.owner,
    programId: balance.programId,
    uiTokenAmount: {
      amount: balance.amount.toString(),
      decimals: balance.decimals,
      uiAmount: Number(uiAmountString),
      uiAmountString,
    },
  }
}

// A signature slot not yet signed, as a node writes it: 64 zero bytes in base58.
const unsigned = '1'.repeat(64)

function messageJson(wire: Uint8Array) {
  const base58 = getBase58Decoder()
  const transaction = getTransactionDecoder().decode(wire)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  if (message.version !== 'legacy' && message.version !== 0) {
    throw new Error(`transaction version ${message.version} is not served`)
  }
  const { header } = message
  return {
    signatures: Object.values(transaction.signatures).map((signature) =>
      signature ? base58.decode(signature) : unsigned,
    ),
    message: {
      accountKeys: message.staticAccounts,
      header: {
        numRequiredSignatures: header.numSignerAccounts,
        numReadonlySignedAccounts: header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: header.numReadonlyNonSignerAccounts,
      },
      recentBlockhash: message.lifetimeToken,
      instructions: message.instructions.map((instruction) => ({
        programIdIndex: instruction.programAddressIndex,
        accounts: instruction.accountIndices ?? [],
        data: base58.decode(instruction.data ?? new Uint8Array()),
        stackHeight: null,
      })),
      ...(message.version === 0
        ? {
            addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
              accountKey: lookup.lookupTableAddress,
              writableIndexes: lookup.writableIndexes,
              readonlyIndexes: lookup.readonlyIndexes,
            })),
          }
        : {}),
    },
  }
}

/**
 * `getTransaction`'s answer for a landed transaction, in a validator's shape: the transaction
 * (`json`: its decoded message; `base64`/`base58`: its wire bytes) and its status metadata
 * (fee, SOL and token balances before and after, logs). `version` only when the client said
 * which versions it reads (`maxSupportedTransactionVersion`), as a node answers.
 */
export function transactionJson(
  transaction: ProcessedSolanaTransaction,
  encoding: TransactionEncoding,
  withVersion: boolean,
) {
  const { err } = transaction
  return {
    slot: transaction.slot,
    blockTime: transaction.blockTime,
    transaction:
      encoding === 'json'
        ? messageJson(transaction.wire)
        : [
            encoding === 'base64'
              ? getBase64Decoder().decode(transaction.wire)
              : getBase58Decoder().decode(transaction.wire),
            encoding,
          ],
    meta: {
      err,
      status: err === null ? { Ok: null } : { Err: err },
      fee: transaction.fee,
      preBalances: transaction.preBalances,
      postBalances: transaction.postBalances,
      innerInstructions: [],
      logMessages: transaction.logs,
      preTokenBalances: transaction.preTokenBalances.map(tokenBalanceJson),
      postTokenBalances: transaction.postTokenBalances.map(tokenBalanceJson),
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: transaction.unitsConsumed,
    },
    ...(withVersion ? { version: transactionVersion(transaction) } : {}),
  }
}
