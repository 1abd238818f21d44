import { describe, expect, test } from 'vitest'
import { generateSolanaSeed, solanaKeyFromSeed, verifySolanaSignature } from './solanaKey.js'
import { SolanaTransactionError, signSolanaTransaction } from './solanaTransaction.js'

const wallet = solanaKeyFromSeed(generateSolanaSeed())
const other = solanaKeyFromSeed(generateSolanaSeed())
const systemProgram = new Uint8Array(32)
const blockhash = new Uint8Array(32).fill(7)

/** A transfer-shaped message: `signers` sign, the system program is the one other account. */
function message(signers: Uint8Array[], versioned: boolean): Uint8Array {
  return new Uint8Array([
    ...(versioned ? [0x80] : []),
    signers.length,
    0,
    1,
    signers.length + 1,
    ...signers.flatMap((key) => [...key]),
    ...systemProgram,
    ...blockhash,
    0, // no instructions
    ...(versioned ? [0] : []), // no address table lookups
  ])
}

function wire(signers: Uint8Array[], versioned = false): Uint8Array {
  return new Uint8Array([
    signers.length,
    ...new Array<number>(64 * signers.length).fill(0),
    ...message(signers, versioned),
  ])
}

describe('signSolanaTransaction', () => {
  test.each([false, true])('default: signs its slot (versioned: %s)', (versioned) => {
    const unsigned = wire([other.publicKey, wallet.publicKey], versioned)
    const { transaction, signature } = signSolanaTransaction(unsigned, wallet)
    const signed = message([other.publicKey, wallet.publicKey], versioned)
    expect(verifySolanaSignature(wallet.publicKey, signed, signature)).toBe(true)
    expect(transaction.subarray(65, 129)).toEqual(signature)
    // The other signer's slot and the message are untouched.
    expect(transaction.subarray(1, 65)).toEqual(new Uint8Array(64))
    expect(transaction.subarray(129)).toEqual(signed)
  })

  test('behavior: a transaction the wallet does not sign is refused', () => {
    expect(() => signSolanaTransaction(wire([other.publicKey]), wallet)).toThrow(
      SolanaTransactionError,
    )
  })

  test('behavior: truncated or inconsistent bytes are refused', () => {
    expect(() => signSolanaTransaction(new Uint8Array([1, 0, 0]), wallet)).toThrow('truncated')
    const bad = wire([wallet.publicKey])
    bad[65] = 2 // the header asks for two signatures, the transaction has one slot
    expect(() => signSolanaTransaction(bad, wallet)).toThrow('invalid header')
  })
})
