import { formatUnits } from '@latch/core'
import type { SolanaInstruction, SolanaMessage } from './solanaMessage.js'

// The approval card's rows for a Solana transaction, read from its message alone: no RPC, so
// a token's mint and decimals are known only when the instruction carries them
// (TransferChecked) and accounts loaded from lookup tables stay unresolved.

type Row = { label: string; value: string }

/** What the card knows of a mint: its symbol and decimals, by base58 address. */
export type SolanaTokenInfo = { symbol: string; decimals: number }

const systemProgram = '11111111111111111111111111111111'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EHFLwPyTHAnRGg5J7aR2'
const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'
const memoProgram = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'
const memoV1Program = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'

const programNames = new Map([
  [systemProgram, 'System Program'],
  [tokenProgram, 'Token Program'],
  [token2022Program, 'Token-2022'],
  ['ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', 'Associated Token Account'],
  [computeBudgetProgram, 'Compute Budget'],
  [memoProgram, 'Memo'],
  [memoV1Program, 'Memo v1'],
])

const lamportDecimals = 9

function programName(programId: string): string {
  return programNames.get(programId) ?? programId
}

// The programs read their data with trailing bytes allowed (bincode, borsh, the token
// program's unpack), so an instruction is recognised by its prefix, exactly as it executes.
function u32(data: Uint8Array, offset: number): number | undefined {
  if (data.length < offset + 4) return undefined
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true)
}

function u64(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

/** Who pays, when it is not the fee payer: a co-signer's funds must not pass for the payer's. */
function fromText(payer: string | undefined, feePayer: string): string {
  return payer === undefined || payer === feePayer ? '' : ` from ${payer}`
}

function systemRow({ accounts, data }: SolanaInstruction, feePayer: string): Row | undefined {
  const [source, recipient] = accounts
  const lamports = u64(data, 4)
  if (u32(data, 0) !== 2 || lamports === undefined || recipient === undefined) return undefined
  const amount = formatUnits(lamports, lamportDecimals)
  return { label: 'Send SOL', value: `${amount} SOL to ${recipient}${fromText(source, feePayer)}` }
}

function tokenRow(
  { accounts, data }: SolanaInstruction,
  feePayer: string,
  tokens: ReadonlyMap<string, SolanaTokenInfo> | undefined,
): Row | undefined {
  const amount = u64(data, 1)
  if (amount === undefined) return undefined
  if (data[0] === 3) {
    const [source, destination, authority] = accounts
    if (source === undefined || destination === undefined || authority === undefined) {
      return undefined
    }
    return {
      label: 'Send tokens',
      value: `${amount} (base units) of the token account ${source} to ${destination}`,
    }
  }
  const decimals = data[9]
  const [, mint, destination, owner] = accounts
  if (data[0] !== 12 || decimals === undefined || owner === undefined || mint === undefined) {
    return undefined
  }
  // The program checks the decimals against the mint: a listing that disagrees is not this mint.
  const token = tokens?.get(mint)
  const unit = token?.decimals === decimals ? token.symbol : `of mint ${mint}`
  return {
    label: 'Send tokens',
    value: `${formatUnits(amount, decimals)} ${unit} to ${destination}${fromText(owner, feePayer)}`,
  }
}

function memoRow({ data }: SolanaInstruction): Row | undefined {
  let text: string
  try {
    // The memo programs fail on invalid UTF-8, so such data is no memo.
    text = new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return undefined
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  const printable = !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)
  // Control characters could disguise the text on the card; quoted, they show as escapes.
  return { label: 'Memo', value: printable ? text : JSON.stringify(text) }
}

function computeBudgetRow({ data }: SolanaInstruction): Row | undefined {
  if (data[0] === 2) {
    const units = u32(data, 1)
    if (units === undefined) return undefined
    return { label: 'Set compute unit limit', value: `${units} compute units` }
  }
  if (data[0] === 3) {
    const price = u64(data, 1)
    if (price === undefined) return undefined
    return { label: 'Set compute unit price', value: `${price} micro-lamports per compute unit` }
  }
  return undefined
}

function recognisedRow(
  instruction: SolanaInstruction,
  feePayer: string,
  tokens: ReadonlyMap<string, SolanaTokenInfo> | undefined,
): Row | undefined {
  switch (instruction.programId) {
    case systemProgram:
      return systemRow(instruction, feePayer)
    case tokenProgram:
    case token2022Program:
      return tokenRow(instruction, feePayer, tokens)
    case memoProgram:
    case memoV1Program:
      return memoRow(instruction)
    case computeBudgetProgram:
      return computeBudgetRow(instruction)
    default:
      return undefined
  }
}

function callRow({ programId, accounts }: SolanaInstruction): Row {
  const count = `${accounts.length} account${accounts.length === 1 ? '' : 's'}`
  return { label: 'Call', value: `${programName(programId)} with ${count}` }
}

/**
 * The card's rows for a Solana transaction, in words: the fee payer, the signers when there
 * are several, every program it invokes (by name when known), then one row per instruction:
 * SOL and token transfers with their amounts, memos, compute budget settings, and
 * `Call <program> with <n> accounts` for anything else. Amounts and addresses in full. `tokens`
 * (by mint) names the cluster's listed tokens.
 *
 * @example
 * describeSolanaTransaction(parseSolanaMessage(bytes))
 * // [{ label: 'Fee payer', value: '9Wz…' }, { label: 'Programs', value: 'System Program' },
 * //  { label: 'Send SOL', value: '1.5 SOL to 7Ec…' }]
 */
export function describeSolanaTransaction(
  message: SolanaMessage,
  tokens?: ReadonlyMap<string, SolanaTokenInfo>,
): Row[] {
  const { staticAccountKeys, header, instructions } = message
  const feePayer = staticAccountKeys[0] ?? ''
  const rows: Row[] = [{ label: 'Fee payer', value: feePayer }]
  if (header.numRequiredSignatures > 1) {
    const signers = staticAccountKeys.slice(0, header.numRequiredSignatures)
    rows.push({ label: 'Signers', value: signers.join(', ') })
  }
  const programs = [...new Set(instructions.map(({ programId }) => programName(programId)))]
  rows.push({ label: 'Programs', value: programs.length > 0 ? programs.join(', ') : 'None' })
  for (const instruction of instructions) {
    rows.push(recognisedRow(instruction, feePayer, tokens) ?? callRow(instruction))
  }
  return rows
}
