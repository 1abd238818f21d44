import * as ecc from '@bitcoinerlab/secp256k1'
import { address, initEccLib, networks, opcodes } from 'bitcoinjs-lib'

// bitcoinjs checks a taproot output key is a curve point before it names its address.
initEccLib(ecc)

/** Esplora's `scriptpubkey_type` names. */
export type OutputScriptType =
  | 'empty'
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'op_return'
  | 'unknown'

type WitnessProgram = { readonly version: number; readonly program: Uint8Array }

/** The witness version and program of a segwit output script (BIP-141), if it is one. */
export function witnessProgramOf(script: Uint8Array): WitnessProgram | undefined {
  const [first, length] = script
  if (first === undefined || length === undefined || script.length !== length + 2) return
  if (length < 2 || length > 40) return
  if (first === opcodes.OP_0) return { version: 0, program: script.subarray(2) }
  if (first >= opcodes.OP_1 && first <= opcodes.OP_16) {
    return { version: first - opcodes.OP_1 + 1, program: script.subarray(2) }
  }
  return
}

/** Classifies an output script the way Esplora labels it. */
export function outputScriptType(script: Uint8Array): OutputScriptType {
  const length = script.length
  if (length === 0) return 'empty'
  if (script[0] === opcodes.OP_RETURN) return 'op_return'
  if (
    length === 25 &&
    script[0] === opcodes.OP_DUP &&
    script[1] === opcodes.OP_HASH160 &&
    script[2] === 20 &&
    script[23] === opcodes.OP_EQUALVERIFY &&
    script[24] === opcodes.OP_CHECKSIG
  ) {
    return 'p2pkh'
  }
  if (length === 23 && script[0] === opcodes.OP_HASH160 && script[1] === 20) {
    return script[22] === opcodes.OP_EQUAL ? 'p2sh' : 'unknown'
  }
  if (
    ((length === 35 && script[0] === 33) || (length === 67 && script[0] === 65)) &&
    script[length - 1] === opcodes.OP_CHECKSIG
  ) {
    return 'p2pk'
  }
  const witness = witnessProgramOf(script)
  if (witness?.version === 0 && witness.program.length === 20) return 'v0_p2wpkh'
  if (witness?.version === 0 && witness.program.length === 32) return 'v0_p2wsh'
  if (witness?.version === 1 && witness.program.length === 32) return 'v1_p2tr'
  return 'unknown'
}

/** The regtest address of an output script, when it has one. */
export function addressOf(script: Uint8Array): string | undefined {
  try {
    return address.fromOutputScript(script, networks.regtest)
  } catch {
    return undefined
  }
}

// Core's default -dustrelayfee (sat/kvB), which its dust threshold is measured in.
const dustRelayFeePerKvB = 3_000n

/**
 * Bitcoin Core's dust threshold (`GetDustThreshold`): what spending the output would cost at
 * the dust relay fee, the output's own size plus an input's (148 bytes, or 67 vbytes for a
 * witness program). P2PKH 546, P2SH 540, P2WPKH 294, P2WSH and P2TR 330; OP_RETURN never.
 */
export function dustThreshold(script: Uint8Array): bigint {
  if (script[0] === opcodes.OP_RETURN || script.length > 10_000) return 0n
  const outputSize = 8 + compactSizeLength(script.length) + script.length
  const inputSize = witnessProgramOf(script) ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 148
  const size = BigInt(outputSize + inputSize)
  return (dustRelayFeePerKvB * size + 999n) / 1000n
}

function compactSizeLength(value: number): number {
  if (value < 0xfd) return 1
  if (value <= 0xffff) return 3
  return 5
}

// Core's -datacarriersize default before version 30: 80 bytes of data in one OP_RETURN.
const maxNullDataScriptSize = 83

/**
 * Whether Bitcoin Core relays an output with this script (its `IsStandard` `Solver` types):
 * P2PK, P2PKH, P2SH, segwit programs of any version, and one OP_RETURN of up to 80 data
 * bytes. Bare multisig is not recognised here.
 */
export function isStandardOutputScript(script: Uint8Array): boolean {
  const type = outputScriptType(script)
  if (type === 'op_return') return script.length <= maxNullDataScriptSize && isPushOnly(script, 1)
  if (type !== 'unknown' && type !== 'empty') return true
  const witness = witnessProgramOf(script)
  return witness !== undefined && witness.version > 0
}

/** Whether every instruction of `script` from `start` on is a data push (no opcodes). */
export function isPushOnly(script: Uint8Array, start = 0): boolean {
  for (const instruction of instructionsOf(script, start)) {
    if (instruction.opcode > opcodes.OP_16) return false
    if (instruction.truncated) return false
  }
  return true
}

type Instruction = {
  readonly opcode: number
  readonly data?: Uint8Array
  readonly truncated?: boolean
}

function* instructionsOf(script: Uint8Array, start = 0): Generator<Instruction> {
  let offset = start
  while (offset < script.length) {
    const opcode = script[offset] as number
    offset += 1
    let size = -1
    if (opcode >= 0x01 && opcode <= 0x4b) size = opcode
    else if (opcode >= opcodes.OP_PUSHDATA1 && opcode <= opcodes.OP_PUSHDATA4) {
      const width = opcode === opcodes.OP_PUSHDATA1 ? 1 : opcode === opcodes.OP_PUSHDATA2 ? 2 : 4
      if (offset + width > script.length) {
        yield { opcode, truncated: true }
        return
      }
      size = 0
      for (let index = width - 1; index >= 0; index--) {
        size = size * 256 + (script[offset + index] as number)
      }
      offset += width
    }
    if (size < 0) {
      yield { opcode }
      continue
    }
    if (offset + size > script.length) {
      yield { opcode, truncated: true }
      return
    }
    yield { opcode, data: script.subarray(offset, offset + size) }
    offset += size
  }
}

const opcodeNames = new Map<number, string>()
for (const [name, code] of Object.entries(opcodes)) {
  // A TypeScript enum: its object maps names to codes and codes back to names.
  if (typeof code === 'number' && !opcodeNames.has(code)) opcodeNames.set(code, name)
}
// Esplora prints scripts with rust-bitcoin's names, which differ from bitcoinjs' for these.
opcodeNames.set(opcodes.OP_0, 'OP_0')
opcodeNames.set(opcodes.OP_1NEGATE, 'OP_PUSHNUM_NEG1')
opcodeNames.set(0xb1, 'OP_CLTV')
opcodeNames.set(0xb2, 'OP_CSV')
opcodeNames.set(0xba, 'OP_CHECKSIGADD')
for (let number = 1; number <= 16; number++) {
  opcodeNames.set(opcodes.OP_1 + number - 1, `OP_PUSHNUM_${number}`)
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** A script in Esplora's assembly notation: `OP_0 OP_PUSHBYTES_20 1d0f…`. */
export function scriptAsm(script: Uint8Array): string {
  const parts: string[] = []
  for (const { opcode, data, truncated } of instructionsOf(script)) {
    if (truncated) {
      parts.push('<unexpected end>')
      break
    }
    if (data) {
      const name =
        opcode <= 0x4b
          ? `OP_PUSHBYTES_${opcode}`
          : (opcodeNames.get(opcode) ?? `OP_PUSHDATA${opcode - 0x4b}`)
      parts.push(data.length > 0 ? `${name} ${hex(data)}` : name)
    } else {
      parts.push(opcodeNames.get(opcode) ?? `OP_RETURN_${opcode}`)
    }
  }
  return parts.join(' ')
}
