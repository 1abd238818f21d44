import caip122 from '@vectors/caip/caip-122-examples.json' with { type: 'json' }
import { describe, expect, test } from 'vitest'
import {
  kitLegacySolWire,
  kitTransferCheckedMessage,
  kitV0LookupWire,
  kitV0SolMessage,
} from '../testing/solanaFixtures.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import {
  looksLikeSolanaTransactionMessage,
  parseSolanaMessage,
  parseSolanaWireTransaction,
  type SolanaMessage,
  SolanaMessageError,
} from './solanaMessage.js'
import { describeSolanaTransaction } from './solanaTransactionSummary.js'

const payer = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const coSigner = '3emsAVdmGKERbHjmGfQ6oZ1e35dkf5iYcS6U4CPKFVaa'
const recipient = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const usdc = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const tokenDestination = 'HVeBGHvG4YL4Kc7YqL7dGXtNLVbxD4g5cVXwJQgbPmWS'
const blockhash = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY'
const lookupTable = 'AddressLookupTab1e1111111111111111111111111'
const systemProgram = '11111111111111111111111111111111'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EHFLwPyTHAnRGg5J7aR2'
const ataProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const computeBudget = 'ComputeBudget111111111111111111111111111111'
const memoProgram = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'
const unknownProgram = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4'

function hex(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'hex'))
}

function compactU16(value: number): number[] {
  const bytes: number[] = []
  let rest = value
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) return [...bytes, low]
    bytes.push(low | 0x80)
  }
}

function littleEndian(value: bigint, size: number): number[] {
  return Array.from({ length: size }, (_, index) => Number((value >> BigInt(8 * index)) & 0xffn))
}

type BuiltInstruction = { programIdIndex: number; accounts: number[]; data: number[] }
type BuiltLookup = { table: string; writable: number[]; readonly: number[] }

/** A message spelled out byte by byte, so each test can break exactly one rule. */
function buildMessage({
  version,
  header = [1, 0, 0],
  keys,
  instructions = [],
  lookups = [],
}: {
  version?: number
  header?: [number, number, number]
  keys: string[]
  instructions?: BuiltInstruction[]
  lookups?: BuiltLookup[]
}): Uint8Array {
  return new Uint8Array([
    ...(version === undefined ? [] : [0x80 | version]),
    ...header,
    ...compactU16(keys.length),
    ...keys.flatMap((key) => [...decodeBase58(key)]),
    ...decodeBase58(blockhash),
    ...compactU16(instructions.length),
    ...instructions.flatMap(({ programIdIndex, accounts, data }) => [
      programIdIndex,
      ...compactU16(accounts.length),
      ...accounts,
      ...compactU16(data.length),
      ...data,
    ]),
    ...(version === undefined
      ? []
      : [
          ...compactU16(lookups.length),
          ...lookups.flatMap(({ table, writable, readonly }) => [
            ...decodeBase58(table),
            ...compactU16(writable.length),
            ...writable,
            ...compactU16(readonly.length),
            ...readonly,
          ]),
        ]),
  ])
}

function wire(message: Uint8Array, signatures = message[0] ?? 0): Uint8Array {
  return new Uint8Array([
    ...compactU16(signatures),
    ...new Array<number>(64 * signatures).fill(9),
    ...message,
  ])
}

/** One instruction of `program`, invoked from a message whose only other key is the payer. */
function single(program: string, accountKeys: string[], data: number[]) {
  const keys = [payer, ...accountKeys, program]
  return parseSolanaMessage(
    buildMessage({
      header: [1, 0, 1],
      keys,
      instructions: [
        {
          programIdIndex: keys.length - 1,
          accounts: [0, ...accountKeys.map((_, index) => index + 1)],
          data,
        },
      ],
    }),
  )
}

function rows(message: SolanaMessage) {
  return describeSolanaTransaction(message)
}

const transferSol = (lamports: bigint) => [...littleEndian(2n, 4), ...littleEndian(lamports, 8)]

/** mulberry32: the same "random" bytes on every run, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('parseSolanaMessage', () => {
  test('default: reads a legacy message encoded by @solana/kit field by field', () => {
    const { message, signatureCount, signatures, messageBytes } = parseSolanaWireTransaction(
      hex(kitLegacySolWire),
    )
    expect(signatureCount).toBe(1)
    expect(signatures).toEqual([new Uint8Array(64)])
    expect(messageBytes).toEqual(hex(kitLegacySolWire).subarray(65))
    expect(message).toEqual({
      version: 'legacy',
      header: { numRequiredSignatures: 1, numReadonlySigned: 0, numReadonlyUnsigned: 1 },
      staticAccountKeys: [payer, recipient, systemProgram],
      recentBlockhash: blockhash,
      instructions: [
        {
          programIdIndex: 2,
          programId: systemProgram,
          accountIndexes: [0, 1],
          accounts: [payer, recipient],
          data: new Uint8Array(transferSol(1_500_000_000n)),
        },
      ],
      addressTableLookups: [],
    })
  })

  test('default: a v0 message reads as version 0 with the same content', () => {
    const legacy = parseSolanaWireTransaction(hex(kitLegacySolWire)).message
    expect(parseSolanaMessage(hex(kitV0SolMessage))).toEqual({ ...legacy, version: 0 })
  })

  test('behavior: an account from a lookup table is named by table and index', () => {
    const { message } = parseSolanaWireTransaction(hex(kitV0LookupWire))
    expect(message.staticAccountKeys).toEqual([payer, systemProgram])
    expect(message.addressTableLookups).toEqual([
      { accountKey: lookupTable, writableIndexes: [0], readonlyIndexes: [] },
    ])
    expect(message.instructions[0]?.accountIndexes).toEqual([0, 2])
    expect(message.instructions[0]?.accounts).toEqual([payer, `lookup table ${lookupTable} #0`])
  })

  test('behavior: writable lookups come before read-only ones, across tables', () => {
    const otherTable = recipient
    const message = parseSolanaMessage(
      buildMessage({
        version: 0,
        keys: [payer, unknownProgram],
        header: [1, 0, 1],
        instructions: [{ programIdIndex: 1, accounts: [2, 3, 4, 5], data: [] }],
        lookups: [
          { table: lookupTable, writable: [7], readonly: [8] },
          { table: otherTable, writable: [], readonly: [250] },
          { table: usdc, writable: [3], readonly: [] },
        ],
      }),
    )
    expect(message.instructions[0]?.accounts).toEqual([
      `lookup table ${lookupTable} #7`,
      `lookup table ${usdc} #3`,
      `lookup table ${lookupTable} #8`,
      `lookup table ${otherTable} #250`,
    ])
  })

  test('behavior: seeded random valid messages read back exactly as built', () => {
    const random = seeded(7)
    const int = (below: number) => Math.floor(random() * below)
    for (let round = 0; round < 300; round++) {
      const version = int(2) === 0 ? undefined : 0
      const signers = 1 + int(3)
      const keys = Array.from({ length: signers + 1 + int(4) }, () =>
        encodeBase58(Uint8Array.from({ length: 32 }, () => 1 + int(255))),
      )
      const lookups =
        version === 0
          ? Array.from({ length: int(3) }, () => ({
              table: encodeBase58(Uint8Array.from({ length: 32 }, () => int(256))),
              writable: Array.from({ length: 1 + int(3) }, () => int(256)),
              readonly: Array.from({ length: int(3) }, () => int(256)),
            }))
          : []
      const loaded = lookups.reduce((sum, l) => sum + l.writable.length + l.readonly.length, 0)
      const instructions = Array.from({ length: int(4) }, () => ({
        programIdIndex: 1 + int(keys.length - 1),
        accounts: Array.from({ length: int(5) }, () => int(keys.length + loaded)),
        data: Array.from({ length: int(200) }, () => int(256)),
      }))
      const header: [number, number, number] = [signers, int(signers), int(keys.length - signers)]
      const message = parseSolanaMessage(
        buildMessage({
          ...(version === undefined ? {} : { version }),
          header,
          keys,
          instructions,
          lookups,
        }),
      )
      expect(message.version).toBe(version ?? 'legacy')
      expect(message.header).toEqual({
        numRequiredSignatures: header[0],
        numReadonlySigned: header[1],
        numReadonlyUnsigned: header[2],
      })
      expect(message.staticAccountKeys).toEqual(keys)
      expect(
        message.instructions.map(({ programIdIndex, accountIndexes, data }) => ({
          programIdIndex,
          accounts: accountIndexes,
          data: [...data],
        })),
      ).toEqual(instructions)
      expect(message.addressTableLookups).toEqual(
        lookups.map(({ table, writable, readonly }) => ({
          accountKey: table,
          writableIndexes: writable,
          readonlyIndexes: readonly,
        })),
      )
    }
  })

  test('behavior: a length of 128 or more (two-byte compact-u16) is read', () => {
    const data = Array.from({ length: 300 }, (_, index) => index & 0xff)
    const message = single(unknownProgram, [], data)
    expect([...(message.instructions[0]?.data ?? [])]).toEqual(data)
  })
})

describe('parseSolanaMessage refusals', () => {
  const valid = hex(kitV0SolMessage)
  const refuse = (bytes: Uint8Array, reason: string | RegExp) => {
    expect(() => parseSolanaMessage(bytes)).toThrow(SolanaMessageError)
    expect(() => parseSolanaMessage(bytes)).toThrow(reason)
  }

  test('behavior: every truncation of a valid message is refused', () => {
    for (const source of [
      valid,
      hex(kitLegacySolWire).subarray(65),
      hex(kitV0LookupWire).subarray(65),
    ]) {
      for (let length = 0; length < source.length; length++) {
        expect(() => parseSolanaMessage(source.subarray(0, length)), `length ${length}`).toThrow(
          SolanaMessageError,
        )
      }
    }
  })

  test('behavior: a trailing byte is refused', () => {
    refuse(new Uint8Array([...valid, 0]), 'trailing bytes')
    refuse(new Uint8Array([...hex(kitLegacySolWire).subarray(65), 0]), 'trailing bytes')
  })

  test('behavior: a version other than 0 is refused', () => {
    refuse(new Uint8Array([0x81, ...valid.subarray(1)]), 'Unsupported message version 1')
    refuse(new Uint8Array([0xff, ...valid.subarray(1)]), 'Unsupported message version 127')
  })

  test('behavior: an account index out of range is refused', () => {
    const keys = [payer, recipient, systemProgram]
    const instruction = { programIdIndex: 2, accounts: [0, 3], data: transferSol(1n) }
    refuse(buildMessage({ keys, instructions: [instruction] }), 'account index 3 is out of range')
    // In v0 the limit counts the loaded accounts too: #4 is past the two a table loads.
    const lookups = [{ table: lookupTable, writable: [1], readonly: [2] }]
    expect(() =>
      parseSolanaMessage(
        buildMessage({
          version: 0,
          keys,
          instructions: [{ ...instruction, accounts: [0, 4] }],
          lookups,
        }),
      ),
    ).not.toThrow()
    refuse(
      buildMessage({
        version: 0,
        keys,
        instructions: [{ ...instruction, accounts: [0, 5] }],
        lookups,
      }),
      'account index 5 is out of range',
    )
  })

  test('behavior: a program index out of range, the fee payer or a loaded account is refused', () => {
    const keys = [payer, recipient, systemProgram]
    const lookups = [{ table: lookupTable, writable: [1], readonly: [] }]
    for (const programIdIndex of [3, 0]) {
      refuse(
        buildMessage({ keys, instructions: [{ programIdIndex, accounts: [], data: [] }] }),
        `program index ${programIdIndex} is out of range`,
      )
    }
    refuse(
      buildMessage({
        version: 0,
        keys,
        lookups,
        instructions: [{ programIdIndex: 3, accounts: [], data: [] }],
      }),
      'program index 3 is out of range',
    )
  })

  test('behavior: an inconsistent header is refused', () => {
    const keys = [payer, recipient, systemProgram]
    refuse(buildMessage({ keys, header: [0, 0, 0] }), 'no signer')
    refuse(buildMessage({ keys, header: [4, 0, 0] }), 'more signers than accounts')
    refuse(buildMessage({ keys, header: [2, 2, 0] }), 'every signer is read-only')
    refuse(buildMessage({ keys, header: [2, 0, 2] }), 'outnumber its accounts')
    expect(() => parseSolanaMessage(buildMessage({ keys, header: [3, 2, 0] }))).not.toThrow()
    expect(() => parseSolanaMessage(buildMessage({ keys, header: [1, 0, 2] }))).not.toThrow()
  })

  test('behavior: an account listed twice is refused', () => {
    refuse(buildMessage({ keys: [payer, recipient, payer] }), 'listed twice')
  })

  test('behavior: a lookup table that loads nothing is refused', () => {
    refuse(
      buildMessage({
        version: 0,
        keys: [payer],
        lookups: [{ table: lookupTable, writable: [], readonly: [] }],
      }),
      'loads no account',
    )
  })

  test('behavior: more than 256 accounts in all are refused', () => {
    const lookups = [
      { table: lookupTable, writable: Array.from({ length: 255 }, (_, i) => i), readonly: [] },
    ]
    expect(() =>
      parseSolanaMessage(buildMessage({ version: 0, keys: [payer], lookups })),
    ).not.toThrow()
    refuse(
      buildMessage({ version: 0, keys: [payer, recipient], lookups }),
      'more than 256 accounts',
    )
  })

  test('behavior: a compact-u16 spelled longer than needed or above 0xffff is refused', () => {
    // One key written as 0x81 0x00 instead of 0x01: the chain's short_vec refuses it.
    const header = [1, 0, 0]
    const body = [...decodeBase58(payer), ...decodeBase58(blockhash), 0]
    expect(() => parseSolanaMessage(new Uint8Array([...header, 0x01, ...body]))).not.toThrow()
    refuse(new Uint8Array([...header, 0x81, 0x00, ...body]), 'invalid length prefix')
    refuse(new Uint8Array([...header, 0xff, 0xff, 0x04, ...body]), 'invalid length prefix')
    refuse(new Uint8Array([...header, 0xff, 0xff, 0x83, ...body]), 'invalid length prefix')
  })

  test('behavior: a count larger than the bytes left is refused', () => {
    refuse(new Uint8Array([1, 0, 0, 0xff, 0xff, 0x03]), 'truncated')
  })
})

describe('parseSolanaWireTransaction', () => {
  test('default: reads the signatures and the v0 message after them', () => {
    const bytes = hex(kitV0LookupWire)
    const { signatureCount, messageBytes, message } = parseSolanaWireTransaction(bytes)
    expect(signatureCount).toBe(1)
    expect(messageBytes).toEqual(bytes.subarray(65))
    expect(message.version).toBe(0)
  })

  test('behavior: a signature count other than the signers is refused', () => {
    const message = buildMessage({ keys: [payer, recipient, systemProgram], header: [2, 0, 1] })
    expect(parseSolanaWireTransaction(wire(message, 2)).signatures).toEqual([
      new Uint8Array(64).fill(9),
      new Uint8Array(64).fill(9),
    ])
    for (const count of [1, 3]) {
      expect(() => parseSolanaWireTransaction(wire(message, count))).toThrow(SolanaMessageError)
    }
  })

  test('behavior: truncated signatures are refused', () => {
    expect(() => parseSolanaWireTransaction(hex(kitLegacySolWire).subarray(0, 40))).toThrow(
      'truncated',
    )
  })
})

describe('looksLikeSolanaTransactionMessage', () => {
  const encode = (text: string) => new TextEncoder().encode(text)

  test('default: true for messages and wire transactions, legacy and v0', () => {
    const legacyWire = hex(kitLegacySolWire)
    const lookupWire = hex(kitV0LookupWire)
    for (const bytes of [
      legacyWire,
      legacyWire.subarray(65),
      hex(kitV0SolMessage),
      lookupWire,
      lookupWire.subarray(65),
      hex(kitTransferCheckedMessage),
      wire(hex(kitTransferCheckedMessage)),
      buildMessage({ keys: [payer] }),
    ]) {
      expect(looksLikeSolanaTransactionMessage(bytes)).toBe(true)
    }
  })

  test('behavior: false for text a site asks to sign', () => {
    const texts = [
      'Sign in to Latch',
      'gm',
      '',
      caip122.solana_example_text,
      caip122.solana_base64url_decoded,
      caip122.ethereum_example_text,
      'example.com wants you to sign in with your Solana account:\n' +
        `${payer}\n\nSign in to example.com\n\nURI: https://example.com\nVersion: 1\n` +
        'Chain ID: mainnet\nNonce: 8f3kq0Zp\nIssued At: 2024-05-01T12:00:00.000Z',
      JSON.stringify({ action: 'login', nonce: 'abc123', timestamp: 1714564800 }),
      '✅ Vérifiez votre identité — こんにちは 🚀',
      '\n\n\n',
      'a'.repeat(5000),
    ]
    for (const text of texts)
      expect(looksLikeSolanaTransactionMessage(encode(text)), text).toBe(false)
  })

  test('behavior: false for seeded random bytes, and never throws', () => {
    const random = seeded(42)
    for (let round = 0; round < 5000; round++) {
      const bytes = Uint8Array.from({ length: Math.floor(random() * 400) }, () =>
        Math.floor(random() * 256),
      )
      expect(looksLikeSolanaTransactionMessage(bytes)).toBe(false)
    }
  })

  test('behavior: a message with one byte changed is read or refused, never crashes', () => {
    const random = seeded(3)
    const source = hex(kitTransferCheckedMessage)
    for (let round = 0; round < 2000; round++) {
      const bytes = new Uint8Array(source)
      bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256)
      expect(typeof looksLikeSolanaTransactionMessage(bytes)).toBe('boolean')
    }
  })
})

describe('describeSolanaTransaction', () => {
  test('default: a SOL transfer, legacy or v0, reads as the amount and the recipient', () => {
    const expected = [
      { label: 'Fee payer', value: payer },
      { label: 'Programs', value: 'System Program' },
      { label: 'Send SOL', value: `1.5 SOL to ${recipient}` },
    ]
    expect(rows(parseSolanaWireTransaction(hex(kitLegacySolWire)).message)).toEqual(expected)
    expect(rows(parseSolanaMessage(hex(kitV0SolMessage)))).toEqual(expected)
  })

  test('behavior: a lamport amount is never rounded', () => {
    const message = single(systemProgram, [recipient], transferSol(18_446_744_073_709_551_615n))
    expect(rows(message)[2]).toEqual({
      label: 'Send SOL',
      value: `18446744073.709551615 SOL to ${recipient}`,
    })
    expect(rows(single(systemProgram, [recipient], transferSol(1n)))[2]?.value).toBe(
      `0.000000001 SOL to ${recipient}`,
    )
  })

  test('behavior: a recipient from a lookup table is named by table and index', () => {
    expect(rows(parseSolanaWireTransaction(hex(kitV0LookupWire)).message)).toEqual([
      { label: 'Fee payer', value: payer },
      { label: 'Programs', value: 'System Program' },
      { label: 'Send SOL', value: `1.5 SOL to lookup table ${lookupTable} #0` },
    ])
  })

  test('behavior: several signers are listed, and SOL a co-signer sends says from whom', () => {
    const keys = [payer, coSigner, recipient, systemProgram]
    const message = parseSolanaMessage(
      buildMessage({
        header: [2, 0, 1],
        keys,
        instructions: [{ programIdIndex: 3, accounts: [1, 2], data: transferSol(2_000_000_000n) }],
      }),
    )
    expect(rows(message)).toEqual([
      { label: 'Fee payer', value: payer },
      { label: 'Signers', value: `${payer}, ${coSigner}` },
      { label: 'Programs', value: 'System Program' },
      { label: 'Send SOL', value: `2 SOL to ${recipient} from ${coSigner}` },
    ])
  })

  test('behavior: TransferChecked names the token when the mint is known, else the mint', () => {
    const message = parseSolanaMessage(hex(kitTransferCheckedMessage))
    const known = new Map([[usdc, { symbol: 'USDC', decimals: 6 }]])
    expect(describeSolanaTransaction(message, known)).toEqual([
      { label: 'Fee payer', value: payer },
      { label: 'Programs', value: 'Token Program' },
      { label: 'Send tokens', value: `12.345678 USDC to ${tokenDestination}` },
    ])
    expect(describeSolanaTransaction(message)[2]?.value).toBe(
      `12.345678 of mint ${usdc} to ${tokenDestination}`,
    )
    // A listing whose decimals disagree with the instruction's is not trusted for the symbol.
    const wrong = new Map([[usdc, { symbol: 'USDC', decimals: 9 }]])
    expect(describeSolanaTransaction(message, wrong)[2]?.value).toBe(
      `12.345678 of mint ${usdc} to ${tokenDestination}`,
    )
  })

  test('behavior: Token-2022 TransferChecked by an owner other than the fee payer says so', () => {
    const data = [12, ...littleEndian(5n, 8), 0]
    const keys = [payer, coSigner, recipient, usdc, tokenDestination, token2022Program]
    const message = parseSolanaMessage(
      buildMessage({
        header: [2, 0, 2],
        keys,
        // source, mint, destination, owner
        instructions: [{ programIdIndex: 5, accounts: [2, 3, 4, 1], data }],
      }),
    )
    expect(rows(message).slice(2)).toEqual([
      { label: 'Programs', value: 'Token-2022' },
      { label: 'Send tokens', value: `5 of mint ${usdc} to ${tokenDestination} from ${coSigner}` },
    ])
  })

  test('behavior: Transfer gives the raw amount and both token accounts', () => {
    const message = single(
      tokenProgram,
      [recipient, tokenDestination],
      [3, ...littleEndian(12_345_678n, 8)],
    )
    // accounts: source = payer (index 0), destination = recipient, authority = tokenDestination
    expect(rows(message).slice(1)).toEqual([
      { label: 'Programs', value: 'Token Program' },
      {
        label: 'Send tokens',
        value: `12345678 (base units) of the token account ${payer} to ${recipient}`,
      },
    ])
  })

  test('behavior: a memo shows its text; control characters show escaped', () => {
    const text = 'Order #42 — thanks!'
    expect(rows(single(memoProgram, [], [...new TextEncoder().encode(text)])).slice(1)).toEqual([
      { label: 'Programs', value: 'Memo' },
      { label: 'Memo', value: text },
    ])
    const hidden = 'pay\u001b[2Kme'
    expect(rows(single(memoProgram, [], [...new TextEncoder().encode(hidden)]))[2]?.value).toBe(
      '"pay\\u001b[2Kme"',
    )
    // Invalid UTF-8 fails in the memo program: no memo text to show.
    expect(rows(single(memoProgram, [], [0xff, 0xfe]))[2]).toEqual({
      label: 'Call',
      value: 'Memo with 1 account',
    })
  })

  test('behavior: compute budget limit and price are stated with their numbers', () => {
    const keys = [payer, computeBudget]
    const message = parseSolanaMessage(
      buildMessage({
        header: [1, 0, 1],
        keys,
        instructions: [
          { programIdIndex: 1, accounts: [], data: [2, ...littleEndian(200_000n, 4)] },
          { programIdIndex: 1, accounts: [], data: [3, ...littleEndian(1_000_000_000_000n, 8)] },
          { programIdIndex: 1, accounts: [], data: [4, ...littleEndian(65_536n, 4)] },
        ],
      }),
    )
    expect(rows(message)).toEqual([
      { label: 'Fee payer', value: payer },
      { label: 'Programs', value: 'Compute Budget' },
      { label: 'Set compute unit limit', value: '200000 compute units' },
      {
        label: 'Set compute unit price',
        value: '1000000000000 micro-lamports per compute unit',
      },
      { label: 'Call', value: 'Compute Budget with 0 accounts' },
    ])
  })

  test('behavior: an unknown program is called by its address with its account count', () => {
    const message = single(unknownProgram, [recipient, usdc], [1, 2, 3])
    expect(rows(message).slice(1)).toEqual([
      { label: 'Programs', value: unknownProgram },
      { label: 'Call', value: `${unknownProgram} with 3 accounts` },
    ])
  })

  test('behavior: every program is listed once, in order of first call', () => {
    const keys = [payer, recipient, computeBudget, systemProgram, ataProgram]
    const message = parseSolanaMessage(
      buildMessage({
        header: [1, 0, 3],
        keys,
        instructions: [
          { programIdIndex: 2, accounts: [], data: [2, ...littleEndian(1000n, 4)] },
          { programIdIndex: 3, accounts: [0, 1], data: transferSol(1n) },
          { programIdIndex: 4, accounts: [0], data: [] },
          { programIdIndex: 3, accounts: [0, 1], data: transferSol(2n) },
        ],
      }),
    )
    expect(rows(message).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      `Fee payer: ${payer}`,
      'Programs: Compute Budget, System Program, Associated Token Account',
      'Set compute unit limit: 1000 compute units',
      `Send SOL: 0.000000001 SOL to ${recipient}`,
      'Call: Associated Token Account with 1 account',
      `Send SOL: 0.000000002 SOL to ${recipient}`,
    ])
  })

  test('behavior: an instruction too short for its layout is a plain call, not a transfer', () => {
    // 11 bytes: the System Program fails to read the lamports, so no amount may be shown.
    const short = single(systemProgram, [recipient], transferSol(1n).slice(0, 11))
    expect(rows(short)[2]).toEqual({ label: 'Call', value: 'System Program with 2 accounts' })
    // Trailing data is ignored by the program, so the transfer still executes and shows.
    const long = single(systemProgram, [recipient], [...transferSol(1n), 0])
    expect(rows(long)[2]?.label).toBe('Send SOL')
    // A System Program instruction other than a transfer (2) is no transfer.
    const create = single(systemProgram, [recipient], [0, 0, 0, 0, ...littleEndian(1n, 8)])
    expect(rows(create)[2]?.label).toBe('Call')
  })

  test('behavior: short data or missing accounts make the other layouts plain calls too', () => {
    const call = (message: SolanaMessage) => rows(message)[2]?.label
    // Data one byte short of each layout.
    expect(call(single(tokenProgram, [recipient, usdc], [3, ...littleEndian(1n, 7)]))).toBe('Call')
    const checked = [12, ...littleEndian(1n, 8)]
    expect(call(single(tokenProgram, [usdc, recipient, coSigner], checked))).toBe('Call')
    expect(call(single(computeBudget, [], [2, ...littleEndian(1n, 3)]))).toBe('Call')
    expect(call(single(computeBudget, [], [3, ...littleEndian(1n, 7)]))).toBe('Call')
    // Accounts one short of each layout: the program fails with NotEnoughAccountKeys.
    expect(call(single(systemProgram, [], transferSol(1n)))).toBe('Call')
    expect(call(single(tokenProgram, [recipient], [3, ...littleEndian(1n, 8)]))).toBe('Call')
    expect(call(single(tokenProgram, [usdc, recipient], [...checked, 6]))).toBe('Call')
    // The same with enough accounts and data: each is recognised, so the above fail for a reason.
    expect(call(single(tokenProgram, [recipient, usdc], [3, ...littleEndian(1n, 8)]))).toBe(
      'Send tokens',
    )
    expect(call(single(tokenProgram, [usdc, recipient, coSigner], [...checked, 6]))).toBe(
      'Send tokens',
    )
  })

  test('behavior: a message with no instruction says so', () => {
    expect(rows(parseSolanaMessage(buildMessage({ keys: [payer] })))).toEqual([
      { label: 'Fee payer', value: payer },
      { label: 'Programs', value: 'None' },
    ])
  })
})
