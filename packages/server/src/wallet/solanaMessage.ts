import { encodeBase58 } from './base58.js'

// A Solana message, legacy or v0, read strictly: the rules are the validators' own sanitize
// checks, so that what this reads as a transaction is what the chain would run, and bytes the
// chain would refuse are refused here too instead of being shown half-read on a card.

const signatureBytes = 64
const publicKeyBytes = 32
/** Account indexes are one byte: no message can reach more accounts than this. */
const maxAccounts = 256

/** The bytes are not a Solana message (or wire transaction) the chain would accept. */
export class SolanaMessageError extends Error {
  override readonly name = 'SolanaMessageError'
}

export type SolanaMessageHeader = {
  /** The first this many static keys sign, the fee payer first. */
  numRequiredSignatures: number
  /** The last this many signers are read-only. */
  numReadonlySigned: number
  /** The last this many non-signing static keys are read-only. */
  numReadonlyUnsigned: number
}

export type SolanaInstruction = {
  programIdIndex: number
  /** The program's address (base58): always a static key. */
  programId: string
  accountIndexes: readonly number[]
  /**
   * Each account in full: a base58 address for a static key, `lookup table <key> #<index>`
   * for one loaded from an address lookup table, which only the chain can resolve.
   */
  accounts: readonly string[]
  data: Uint8Array
}

export type SolanaAddressTableLookup = {
  /** The lookup table's address (base58). */
  accountKey: string
  writableIndexes: readonly number[]
  readonlyIndexes: readonly number[]
}

export type SolanaMessage = {
  version: 'legacy' | 0
  header: SolanaMessageHeader
  /** base58 addresses, signers first. */
  staticAccountKeys: readonly string[]
  /** base58. */
  recentBlockhash: string
  instructions: readonly SolanaInstruction[]
  /** Always empty for a legacy message. */
  addressTableLookups: readonly SolanaAddressTableLookup[]
}

export type SolanaWireTransaction = {
  signatureCount: number
  /** 64 bytes each, in the order of the signers; all zeros where a signer has not signed yet. */
  signatures: readonly Uint8Array[]
  /** What each signer signs. */
  messageBytes: Uint8Array
  message: SolanaMessage
}

/** A cursor over the bytes that throws instead of reading past their end. */
class Reader {
  offset = 0

  constructor(private readonly bytes: Uint8Array) {}

  get remaining(): number {
    return this.bytes.length - this.offset
  }

  u8(): number {
    const byte = this.bytes[this.offset]
    if (byte === undefined) throw new SolanaMessageError('The message is truncated')
    this.offset++
    return byte
  }

  take(length: number): Uint8Array {
    if (length > this.remaining) throw new SolanaMessageError('The message is truncated')
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }

  /**
   * Solana's short_vec length: 7 bits a byte, at most 3 bytes, at most 0xffff. The chain
   * refuses a longer spelling of the same number (a trailing zero byte), so two byte strings
   * never read as the same message.
   */
  compactU16(): number {
    let value = 0
    for (let index = 0; index < 3; index++) {
      const byte = this.u8()
      if (index === 2 && byte > 0x03) {
        throw new SolanaMessageError('The message has an invalid length prefix')
      }
      value |= (byte & 0x7f) << (7 * index)
      if ((byte & 0x80) === 0) {
        if (byte === 0 && index > 0) {
          throw new SolanaMessageError('The message has an invalid length prefix')
        }
        return value
      }
    }
    throw new SolanaMessageError('The message has an invalid length prefix')
  }

  /** A compact-u16 count of one-byte items, then the items. */
  byteList(): number[] {
    return [...this.take(this.compactU16())]
  }
}

function invalid(reason: string): never {
  throw new SolanaMessageError(`The message is invalid: ${reason}`)
}

function readHeader(reader: Reader): SolanaMessageHeader {
  return {
    numRequiredSignatures: reader.u8(),
    numReadonlySigned: reader.u8(),
    numReadonlyUnsigned: reader.u8(),
  }
}

function checkHeader(header: SolanaMessageHeader, keyCount: number): void {
  const { numRequiredSignatures, numReadonlySigned, numReadonlyUnsigned } = header
  if (numRequiredSignatures === 0) invalid('it has no signer')
  if (numRequiredSignatures > keyCount) invalid('it has more signers than accounts')
  // The fee payer is debited, so at least it must be writable.
  if (numReadonlySigned >= numRequiredSignatures) invalid('every signer is read-only')
  if (numRequiredSignatures + numReadonlyUnsigned > keyCount) {
    invalid('its signers and read-only accounts outnumber its accounts')
  }
}

function readKeys(reader: Reader): string[] {
  const count = reader.compactU16()
  const keys = Array.from({ length: count }, () => encodeBase58(reader.take(publicKeyBytes)))
  // The runtime refuses an account listed twice (AccountLoadedTwice).
  if (new Set(keys).size !== keys.length) invalid('an account is listed twice')
  return keys
}

type RawInstruction = { programIdIndex: number; accountIndexes: number[]; data: Uint8Array }

function readInstructions(reader: Reader): RawInstruction[] {
  const count = reader.compactU16()
  return Array.from({ length: count }, () => ({
    programIdIndex: reader.u8(),
    accountIndexes: reader.byteList(),
    data: reader.take(reader.compactU16()),
  }))
}

function readLookups(reader: Reader): SolanaAddressTableLookup[] {
  const count = reader.compactU16()
  return Array.from({ length: count }, () => {
    const accountKey = encodeBase58(reader.take(publicKeyBytes))
    const writableIndexes = reader.byteList()
    const readonlyIndexes = reader.byteList()
    if (writableIndexes.length + readonlyIndexes.length === 0) {
      invalid(`the lookup table ${accountKey} loads no account`)
    }
    return { accountKey, writableIndexes, readonlyIndexes }
  })
}

/**
 * Every account the instructions can name, in the chain's order: the static keys, then the
 * writable accounts of every lookup table, then the read-only ones.
 */
function accountNames(keys: readonly string[], lookups: readonly SolanaAddressTableLookup[]) {
  const loaded = (kind: 'writableIndexes' | 'readonlyIndexes') =>
    lookups.flatMap((lookup) =>
      lookup[kind].map((index) => `lookup table ${lookup.accountKey} #${index}`),
    )
  return [...keys, ...loaded('writableIndexes'), ...loaded('readonlyIndexes')]
}

/**
 * A legacy or v0 Solana message (what a transaction's signers sign), read in full: every
 * byte accounted for, every index in range, every count within the bytes.
 *
 * @throws {SolanaMessageError} for anything the chain would refuse to read: truncated or
 * trailing bytes, a version other than 0, no signer or more signers than accounts, an
 * account or program index out of range, a lookup table that loads nothing.
 *
 * @example
 * parseSolanaMessage(bytes).instructions[0]?.programId // '11111111111111111111111111111111'
 */
export function parseSolanaMessage(bytes: Uint8Array): SolanaMessage {
  const reader = new Reader(bytes)
  let version: SolanaMessage['version'] = 'legacy'
  // A legacy header's first byte is a signer count, below 128 because a packet holds far
  // fewer signatures; the high bit marks a versioned message instead.
  if (((bytes[0] ?? 0) & 0x80) !== 0) {
    const number = reader.u8() & 0x7f
    if (number !== 0) throw new SolanaMessageError(`Unsupported message version ${number}`)
    version = 0
  }
  const header = readHeader(reader)
  const staticAccountKeys = readKeys(reader)
  checkHeader(header, staticAccountKeys.length)
  const recentBlockhash = encodeBase58(reader.take(publicKeyBytes))
  const raw = readInstructions(reader)
  const addressTableLookups = version === 0 ? readLookups(reader) : []
  if (reader.remaining !== 0) invalid('it has trailing bytes')

  const names = accountNames(staticAccountKeys, addressTableLookups)
  if (names.length > maxAccounts) invalid(`it loads more than ${maxAccounts} accounts`)
  const instructions = raw.map(({ programIdIndex, accountIndexes, data }) => {
    // The fee payer cannot be a program, and a program is never loaded from a lookup table.
    const programId = staticAccountKeys[programIdIndex]
    if (programIdIndex === 0 || programId === undefined) {
      invalid(`program index ${programIdIndex} is out of range`)
    }
    const accounts = accountIndexes.map(
      (index) => names[index] ?? invalid(`account index ${index} is out of range`),
    )
    return { programIdIndex, programId, accountIndexes, accounts, data }
  })
  return {
    version,
    header,
    staticAccountKeys,
    recentBlockhash,
    instructions,
    addressTableLookups,
  }
}

/**
 * A wire transaction (a compact-u16 count of 64-byte signatures, then the message), read in
 * full; the chain requires exactly one signature slot per required signer.
 *
 * @throws {SolanaMessageError} when the signatures or the message cannot be read, or their
 * counts disagree.
 */
export function parseSolanaWireTransaction(wire: Uint8Array): SolanaWireTransaction {
  const reader = new Reader(wire)
  const signatureCount = reader.compactU16()
  const signatures = Array.from({ length: signatureCount }, () => reader.take(signatureBytes))
  const messageBytes = wire.subarray(reader.offset)
  const message = parseSolanaMessage(messageBytes)
  if (message.header.numRequiredSignatures !== signatureCount) {
    invalid(
      `it has ${signatureCount} signature slots for ${message.header.numRequiredSignatures} signers`,
    )
  }
  return { signatureCount, signatures, messageBytes, message }
}

/**
 * Whether `bytes` read in full as a Solana message or wire transaction: a wallet must not
 * sign them as a mere message (`solana_signMessage`), since the signature would authorize the
 * transaction. Phantom and Solflare refuse the same. Ordinary text does not read as one: a
 * printable first byte asks for at least 32 signers, with fewer read-only ones than that, then
 * as many distinct 32-byte keys, and the bytes must end exactly after the last instruction.
 */
export function looksLikeSolanaTransactionMessage(bytes: Uint8Array): boolean {
  for (const parse of [parseSolanaMessage, parseSolanaWireTransaction]) {
    try {
      parse(bytes)
      return true
    } catch (error) {
      if (!(error instanceof SolanaMessageError)) throw error
    }
  }
  return false
}
