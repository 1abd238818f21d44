import * as ecc from '@bitcoinerlab/secp256k1'
import { script as bscript, crypto, networks, payments, Transaction } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { beforeEach, describe, expect, it } from 'vitest'
import { BitcoinLedgerError } from './bitcoinLedgerError.js'
import {
  createLocalBitcoinLedger,
  formatMoney,
  type LocalBitcoinLedger,
} from './localBitcoinLedger.js'
import { regtestGenesisHash } from './regtestGenesis.js'

// Transactions here are built and signed by hand (sighash, signature, witness), apart from
// the ledger's own PSBT code, so that a mistake in one does not hide a mistake in the other.

const ECPair = ECPairFactory(ecc)
const network = networks.regtest
const fromHex = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))
const keyA = ECPair.fromPrivateKey(fromHex('11'.repeat(32)), { network })
const keyB = ECPair.fromPrivateKey(fromHex('22'.repeat(32)), { network })

type Coin = { txid: string; vout: number; value: bigint; script: Uint8Array }
type Spender = { key: ECPairInterface; kind: 'p2wpkh' | 'p2sh-p2wpkh' | 'p2tr' }

const xOnly = (key: ECPairInterface) => key.publicKey.subarray(1, 33)
const p2wpkh = (key: ECPairInterface) => payments.p2wpkh({ pubkey: key.publicKey, network })
const p2shP2wpkh = (key: ECPairInterface) => payments.p2sh({ redeem: p2wpkh(key), network })
const p2tr = (key: ECPairInterface) => payments.p2tr({ internalPubkey: xOnly(key), network })
const scriptOf = ({ key, kind }: Spender) =>
  (kind === 'p2tr' ? p2tr(key) : kind === 'p2wpkh' ? p2wpkh(key) : p2shP2wpkh(key))
    .output as Uint8Array

function tweakedKey(key: ECPairInterface) {
  return key.tweak(crypto.taggedHash('TapTweak', xOnly(key)))
}

type Build = {
  inputs: readonly (Coin & Spender)[]
  outputs: readonly { script: Uint8Array; value: bigint }[]
  locktime?: number
  sequence?: number
  hashType?: number
}

/** A transaction whose every input is signed for real, by hand. */
function signedTransaction({ inputs, outputs, locktime = 0, sequence, hashType }: Build) {
  const transaction = new Transaction()
  transaction.version = 2
  transaction.locktime = locktime
  for (const input of inputs) {
    transaction.addInput(Uint8Array.from(fromHex(input.txid)).reverse(), input.vout, sequence)
  }
  for (const output of outputs) transaction.addOutput(output.script, output.value)
  const scripts = inputs.map((input) => input.script)
  const values = inputs.map((input) => input.value)
  for (const [index, input] of inputs.entries()) {
    if (input.kind === 'p2tr') {
      const type = hashType ?? Transaction.SIGHASH_DEFAULT
      const digest = transaction.hashForWitnessV1(index, scripts, values, type)
      const signature = tweakedKey(input.key).signSchnorr(digest)
      transaction.setWitness(index, [
        type === Transaction.SIGHASH_DEFAULT ? signature : Uint8Array.from([...signature, type]),
      ])
      continue
    }
    const type = hashType ?? Transaction.SIGHASH_ALL
    const scriptCode = payments.p2pkh({ pubkey: input.key.publicKey }).output as Uint8Array
    const digest = transaction.hashForWitnessV0(index, scriptCode, input.value, type)
    const signature = bscript.signature.encode(input.key.sign(digest), type)
    transaction.setWitness(index, [signature, input.key.publicKey])
    if (input.kind === 'p2sh-p2wpkh') {
      transaction.setInputScript(index, bscript.compile([p2wpkh(input.key).output as Uint8Array]))
    }
  }
  return transaction
}

let ledger: LocalBitcoinLedger

/** Pays `value` to the spender's script from the faucet; the coin is confirmed. */
function coinFor(spender: Spender, value = 100_000n): Coin & Spender {
  const script = scriptOf(spender)
  const txid = ledger.fund([{ script, value }])
  const vout = ledger
    .transaction(txid)
    ?.transaction.outs.findIndex((output) =>
      output.script.every((byte, index) => byte === script[index]),
    ) as number
  return { txid, vout, value, script, ...spender }
}

function refusal(hex: string): { code: number; message: string } {
  try {
    ledger.sendRawTransaction(hex)
  } catch (error) {
    if (error instanceof BitcoinLedgerError) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('the ledger accepted the transaction')
}

const payTo = (spender: Spender, value: bigint) => ({ script: scriptOf(spender), value })

beforeEach(() => {
  ledger = createLocalBitcoinLedger()
  ledger.mine(101)
})

describe('chain', () => {
  it('default: starts at Bitcoin Core regtest genesis and mines real blocks on it', () => {
    expect(ledger.genesisHash).toBe(regtestGenesisHash)
    expect(ledger.blockAt(0)?.hash).toBe(regtestGenesisHash)
    expect(ledger.tipHeight()).toBe(101)
    const first = ledger.blockAt(1)
    expect(first?.block.checkProofOfWork()).toBe(true)
    expect(first?.block.checkTxRoots()).toBe(true)
    expect(first?.block.prevHash).toEqual(ledger.blockAt(0)?.block.getHash())
    // BIP-34: the coinbase starts with the height.
    const coinbase = first?.block.transactions?.[0] as Transaction
    expect(bscript.decompile(coinbase.ins[0]?.script as Uint8Array)?.[0]).toBe(bscript.OPS.OP_1)
    expect(coinbase.outs[0]?.value).toBe(50n * 100_000_000n)
  })

  it('behavior: a block holds the mempool and pays its fees to the miner', () => {
    const coin = coinFor({ key: keyA, kind: 'p2wpkh' })
    const spend = signedTransaction({
      inputs: [coin],
      outputs: [payTo({ key: keyB, kind: 'p2tr' }, 90_000n)],
    })
    const txid = ledger.sendRawTransaction(spend.toHex())
    expect(ledger.mempool().map((entry) => entry.txid)).toEqual([txid])
    expect(ledger.transaction(txid)?.fee).toBe(10_000n)
    const [hash] = ledger.mine(1, scriptOf({ key: keyB, kind: 'p2wpkh' }))
    const block = ledger.blockByHash(hash as string)
    expect(block?.txids).toEqual([block?.block.transactions?.[0]?.getId(), txid])
    expect(block?.block.transactions?.[0]?.outs[0]?.value).toBe(50n * 100_000_000n + 10_000n)
    expect(ledger.transaction(txid)?.block?.hash).toBe(hash)
    expect(ledger.mempool()).toEqual([])
  })

  it('behavior: the subsidy halves every 150 blocks, as on regtest', () => {
    ledger.mine(49)
    const coinbaseValue = (height: number) =>
      ledger.blockAt(height)?.block.transactions?.[0]?.outs[0]?.value
    expect(coinbaseValue(149)).toBe(50n * 100_000_000n)
    expect(coinbaseValue(150)).toBe(25n * 100_000_000n)
  })
})

describe('accepts', () => {
  it('behavior: P2WPKH and P2TR key-path spends to each other, chained in the mempool', () => {
    const segwit = { key: keyA, kind: 'p2wpkh' } as const
    const taproot = { key: keyB, kind: 'p2tr' } as const
    const coin = coinFor(segwit)
    const toTaproot = signedTransaction({ inputs: [coin], outputs: [payTo(taproot, 99_000n)] })
    const first = ledger.sendRawTransaction(toTaproot.toHex())
    const back = signedTransaction({
      inputs: [{ txid: first, vout: 0, value: 99_000n, script: scriptOf(taproot), ...taproot }],
      outputs: [payTo(segwit, 98_000n)],
    })
    const second = ledger.sendRawTransaction(back.toHex())
    expect(ledger.mempool().map((entry) => entry.txid)).toEqual([first, second])
    expect(ledger.spenderOf(first, 0)).toEqual({ txid: second, vin: 0 })
  })

  it('behavior: P2TR with an explicit SIGHASH_ALL, and P2SH-P2WPKH', () => {
    const taproot = coinFor({ key: keyB, kind: 'p2tr' })
    const nested = coinFor({ key: keyA, kind: 'p2sh-p2wpkh' })
    const spend = signedTransaction({
      inputs: [taproot, nested],
      outputs: [payTo({ key: keyA, kind: 'p2wpkh' }, 190_000n)],
      hashType: Transaction.SIGHASH_ALL,
    })
    expect(spend.ins[0]?.witness[0]).toHaveLength(65)
    expect(ledger.sendRawTransaction(spend.toHex())).toBe(spend.getId())
  })

  it('behavior: a resent mempool transaction answers its txid again', () => {
    const spend = signedTransaction({
      inputs: [coinFor({ key: keyA, kind: 'p2wpkh' })],
      outputs: [payTo({ key: keyB, kind: 'p2wpkh' }, 99_000n)],
    })
    expect(ledger.sendRawTransaction(spend.toHex())).toBe(spend.getId())
    expect(ledger.sendRawTransaction(spend.toHex())).toBe(spend.getId())
    ledger.mine(1)
    expect(refusal(spend.toHex())).toEqual({
      code: -27,
      message: 'Transaction outputs already in utxo set',
    })
  })

  it('behavior: a coinbase is spendable at depth 100, not 99', () => {
    const miner = { key: keyA, kind: 'p2wpkh' } as const
    const [hash] = ledger.mine(1, scriptOf(miner))
    const coinbase = ledger.blockByHash(hash as string)?.block.transactions?.[0] as Transaction
    const spend = signedTransaction({
      inputs: [
        {
          txid: coinbase.getId(),
          vout: 0,
          value: 50n * 100_000_000n,
          script: scriptOf(miner),
          ...miner,
        },
      ],
      outputs: [payTo(miner, 49n * 100_000_000n)],
    })
    expect(refusal(spend.toHex())).toEqual({
      code: -26,
      message: 'bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 1',
    })
    ledger.mine(98)
    expect(refusal(spend.toHex()).message).toBe(
      'bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 99',
    )
    ledger.mine(1)
    expect(ledger.sendRawTransaction(spend.toHex())).toBe(spend.getId())
  })
})

describe('refuses', () => {
  const segwit = { key: keyA, kind: 'p2wpkh' } as const
  const taproot = { key: keyB, kind: 'p2tr' } as const

  it('behavior: a double spend, in the mempool and once mined', () => {
    const coin = coinFor(segwit)
    const first = signedTransaction({ inputs: [coin], outputs: [payTo(taproot, 99_000n)] })
    const second = signedTransaction({ inputs: [coin], outputs: [payTo(taproot, 98_000n)] })
    ledger.sendRawTransaction(first.toHex())
    expect(refusal(second.toHex())).toEqual({ code: -26, message: 'txn-mempool-conflict' })
    ledger.mine(1)
    expect(refusal(second.toHex())).toEqual({
      code: -25,
      message: 'bad-txns-inputs-missingorspent',
    })
  })

  it('behavior: an input that spends nothing the chain knows', () => {
    const coin = { ...coinFor(segwit), txid: 'ab'.repeat(32) }
    const spend = signedTransaction({ inputs: [coin], outputs: [payTo(taproot, 99_000n)] })
    expect(refusal(spend.toHex())).toEqual({ code: -25, message: 'bad-txns-inputs-missingorspent' })
  })

  it('behavior: a bad ECDSA signature and a bad Schnorr signature', () => {
    const ecdsa = signedTransaction({
      inputs: [coinFor(segwit)],
      outputs: [payTo(taproot, 99_000n)],
    })
    // A valid signature by the right key, over another transaction's digest.
    const other = signedTransaction({
      inputs: [coinFor(segwit)],
      outputs: [payTo(taproot, 99_000n)],
    })
    ecdsa.setWitness(0, [other.ins[0]?.witness[0] as Uint8Array, keyA.publicKey])
    expect(refusal(ecdsa.toHex())).toEqual({
      code: -26,
      message:
        'mandatory-script-verify-flag-failed (Script evaluated without error but finished with a false/empty top stack element)',
    })
    const schnorr = signedTransaction({
      inputs: [coinFor(taproot)],
      outputs: [payTo(segwit, 99_000n)],
    })
    const signature = Uint8Array.from(schnorr.ins[0]?.witness[0] as Uint8Array)
    signature[10] = (signature[10] as number) ^ 1
    schnorr.setWitness(0, [signature])
    expect(refusal(schnorr.toHex()).message).toBe(
      'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
    )
  })

  it('behavior: an output changed after signing, for either script type', () => {
    for (const [from, to] of [
      [segwit, taproot],
      [taproot, segwit],
    ] as const) {
      const spend = signedTransaction({ inputs: [coinFor(from)], outputs: [payTo(to, 99_000n)] })
      const changed = Transaction.fromHex(spend.toHex())
      ;(changed.outs[0] as { value: bigint }).value = 99_500n
      expect(refusal(changed.toHex()).message).toMatch(/^mandatory-script-verify-flag-failed \(/)
      expect(ledger.sendRawTransaction(spend.toHex())).toBe(spend.getId())
    }
  })

  it('behavior: outputs worth more than the inputs', () => {
    const spend = signedTransaction({
      inputs: [coinFor(segwit, 100_000n)],
      outputs: [payTo(taproot, 100_001n)],
    })
    expect(refusal(spend.toHex())).toEqual({
      code: -26,
      message: 'bad-txns-in-belowout, value in (0.001) < value out (0.00100001)',
    })
  })

  it('behavior: a dust output, at Core thresholds (P2WPKH 294, P2TR 330 sats)', () => {
    const coin = coinFor(segwit)
    const dust = signedTransaction({
      inputs: [coin],
      outputs: [payTo(taproot, 329n), payTo(segwit, 90_000n)],
    })
    expect(refusal(dust.toHex())).toEqual({ code: -26, message: 'dust' })
    const notDust = signedTransaction({
      inputs: [coin],
      outputs: [payTo(taproot, 330n), payTo(segwit, 90_000n)],
    })
    expect(ledger.sendRawTransaction(notDust.toHex())).toBe(notDust.getId())
  })

  it('behavior: a fee below the relay minimum of 1 sat/vB, unless set to 0', () => {
    const coin = coinFor(segwit)
    const cheap = signedTransaction({ inputs: [coin], outputs: [payTo(taproot, 99_950n)] })
    expect(refusal(cheap.toHex())).toEqual({
      code: -26,
      message: `min relay fee not met, 50 < ${cheap.virtualSize()}`,
    })
    ledger = createLocalBitcoinLedger({ minRelayFeeRate: 0 })
    ledger.mine(101)
    const free = signedTransaction({
      inputs: [coinFor(segwit)],
      outputs: [payTo(taproot, 100_000n)],
    })
    expect(ledger.sendRawTransaction(free.toHex())).toBe(free.getId())
  })

  it('behavior: a high-S signature, a non-DER signature, an uncompressed key', () => {
    const coin = coinFor(segwit)
    const spend = signedTransaction({ inputs: [coin], outputs: [payTo(taproot, 99_000n)] })
    const { signature, hashType } = bscript.signature.decode(spend.ins[0]?.witness[0] as Uint8Array)
    const order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const s = BigInt(`0x${Buffer.from(signature.subarray(32)).toString('hex')}`)
    const highS = Uint8Array.from([
      ...signature.subarray(0, 32),
      ...fromHex((order - s).toString(16).padStart(64, '0')),
    ])
    spend.setWitness(0, [bscript.signature.encode(highS, hashType), keyA.publicKey])
    expect(refusal(spend.toHex()).message).toBe(
      'non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high)',
    )
    const der = bscript.signature.encode(signature, hashType)
    // A DER length byte that disagrees with the content.
    const broken = Uint8Array.from(der)
    broken[1] = (broken[1] as number) + 1
    spend.setWitness(0, [broken, keyA.publicKey])
    expect(refusal(spend.toHex()).message).toBe(
      'mandatory-script-verify-flag-failed (Non-canonical DER signature)',
    )
    const uncompressed = ECPair.fromPrivateKey(fromHex('33'.repeat(32)), { compressed: false })
    const legacyKeyScript = payments.p2wpkh({ hash: crypto.hash160(uncompressed.publicKey) })
      .output as Uint8Array
    const txid = ledger.fund([{ script: legacyKeyScript, value: 100_000n }])
    const withUncompressed = new Transaction()
    withUncompressed.version = 2
    withUncompressed.addInput(Uint8Array.from(fromHex(txid)).reverse(), 0)
    withUncompressed.addOutput(scriptOf(taproot), 99_000n)
    const digest = withUncompressed.hashForWitnessV0(
      0,
      payments.p2pkh({ pubkey: uncompressed.publicKey }).output as Uint8Array,
      100_000n,
      Transaction.SIGHASH_ALL,
    )
    withUncompressed.setWitness(0, [
      bscript.signature.encode(uncompressed.sign(digest), Transaction.SIGHASH_ALL),
      uncompressed.publicKey,
    ])
    expect(refusal(withUncompressed.toHex()).message).toBe(
      'non-mandatory-script-verify-flag (Using non-compressed keys in segwit)',
    )
  })

  it('behavior: a P2TR script-path spend and a P2PKH input, which the ledger does not verify', () => {
    const coin = coinFor(taproot)
    const spend = signedTransaction({ inputs: [coin], outputs: [payTo(segwit, 99_000n)] })
    spend.setWitness(0, [Uint8Array.of(1), Uint8Array.of(0x51), new Uint8Array(33).fill(0xc0)])
    expect(refusal(spend.toHex()).message).toBe(
      'unsupported-input-script (input 0 is a taproot script-path spend; the local ledger verifies only P2WPKH, P2SH-P2WPKH and P2TR key-path spends)',
    )
    const legacy = payments.p2pkh({ pubkey: keyA.publicKey, network }).output as Uint8Array
    const txid = ledger.fund([{ script: legacy, value: 100_000n }])
    const p2pkhSpend = new Transaction()
    p2pkhSpend.version = 2
    p2pkhSpend.addInput(Uint8Array.from(fromHex(txid)).reverse(), 0)
    p2pkhSpend.addOutput(scriptOf(segwit), 99_000n)
    const digest = p2pkhSpend.hashForSignature(0, legacy, Transaction.SIGHASH_ALL)
    p2pkhSpend.setInputScript(
      0,
      bscript.compile([
        bscript.signature.encode(keyA.sign(digest), Transaction.SIGHASH_ALL),
        keyA.publicKey,
      ]),
    )
    expect(refusal(p2pkhSpend.toHex()).message).toMatch(
      /^unsupported-input-script \(input 0 is a p2pkh spend;/,
    )
  })

  it('behavior: a locktime in the future, unless every input is final', () => {
    const coin = coinFor(segwit)
    const height = ledger.tipHeight()
    const later = signedTransaction({
      inputs: [coin],
      outputs: [payTo(taproot, 99_000n)],
      locktime: height + 1,
      sequence: 0xfffffffd,
    })
    expect(refusal(later.toHex())).toEqual({ code: -26, message: 'non-final' })
    ledger.mine(1)
    expect(ledger.sendRawTransaction(later.toHex())).toBe(later.getId())
  })

  it('behavior: bytes that are not a transaction, and a transaction with no inputs', () => {
    expect(refusal('00zz')).toEqual({
      code: -22,
      message: 'TX decode failed. Make sure the tx has at least one input.',
    })
    const empty = new Transaction()
    empty.addOutput(scriptOf(segwit), 1_000n)
    expect(refusal(empty.toHex()).code).toBe(-22)
  })
})

describe('faucet', () => {
  it('behavior: pays from mature coinbases, mined at once', () => {
    const script = scriptOf(segwit())
    const txid = ledger.fund([{ script, value: 123_456n }])
    expect(ledger.transaction(txid)?.block?.height).toBe(102)
    expect(ledger.transaction(txid)?.transaction.outs[0]?.value).toBe(123_456n)
  })

  it('behavior: says so when no coinbase has matured yet', () => {
    const young = createLocalBitcoinLedger()
    // A coinbase of block 1 matures in block 101: after 99 blocks none can be spent.
    young.mine(99)
    expect(() => young.fund([{ script: scriptOf(segwit()), value: 1_000n }])).toThrow(
      /^the faucet has 0\.00 BTC spendable, not 0\.0000\d+: mine more blocks$/,
    )
    young.mine(1)
    expect(young.fund([{ script: scriptOf(segwit()), value: 1_000n }])).toMatch(/^[0-9a-f]{64}$/)
  })
})

function segwit(): Spender {
  return { key: keyA, kind: 'p2wpkh' }
}

it('default: formatMoney writes BTC as Bitcoin Core does', () => {
  expect(formatMoney(100_000n)).toBe('0.001')
  expect(formatMoney(100_000_000n)).toBe('1.00')
  expect(formatMoney(10_000_000n)).toBe('0.10')
  expect(formatMoney(100_000_001n)).toBe('1.00000001')
  expect(formatMoney(0n)).toBe('0.00')
})
