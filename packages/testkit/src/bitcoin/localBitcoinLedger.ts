import * as ecc from '@bitcoinerlab/secp256k1'
import {
  type Block,
  address as baddress,
  networks,
  Psbt,
  payments,
  Transaction,
} from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { BitcoinLedgerError, bitcoinRpcErrorCodes, rejected } from './bitcoinLedgerError.js'
import { medianTime, mineRegtestBlock } from './mineRegtestBlock.js'
import { dustThreshold, isPushOnly, isStandardOutputScript } from './outputScripts.js'
import { regtestGenesisBlock } from './regtestGenesis.js'
import { type SpentOutput, verifyInputScript } from './verifyInputScript.js'

/** A block of the ledger's chain. */
export type LedgerBlock = {
  readonly block: Block
  readonly hash: string
  readonly height: number
  readonly txids: readonly string[]
  /** The median time of the 11 blocks ending here (BIP-113), as Esplora reports it. */
  readonly medianTime: number
}

/** A transaction the ledger holds, in the mempool or in a block. */
export type LedgerTransaction = {
  readonly transaction: Transaction
  readonly txid: string
  /** The outputs its inputs spend, in input order; empty for a coinbase. */
  readonly spent: readonly SpentOutput[]
  /** Inputs minus outputs, in sats; 0 for a coinbase. */
  readonly fee: bigint
  /** The block it is in; `undefined` while it waits in the mempool, set when it is mined. */
  block: LedgerBlock | undefined
}

/** Which transaction input spends an output. */
export type OutputSpender = { readonly txid: string; readonly vin: number }

export type CreateLocalBitcoinLedgerParameters = {
  /**
   * The lowest fee rate (sat/vB) the mempool accepts, as Core's `-minrelaytxfee`: 1 by
   * default (Core's default until version 30, which lowered it to 0.1); 0 accepts fee 0.
   */
  readonly minRelayFeeRate?: number
  /** The clock blocks are stamped with (Unix milliseconds); `Date.now` by default. */
  readonly now?: () => number
}

/** One local regtest chain: UTXOs, mempool and blocks, checked as a node would. */
export type LocalBitcoinLedger = {
  readonly genesisHash: string
  tipHeight(): number
  blockAt(height: number): LedgerBlock | undefined
  blockByHash(hash: string): LedgerBlock | undefined
  transaction(txid: string): LedgerTransaction | undefined
  /** The mempool, in the order its transactions were accepted (parents first). */
  mempool(): readonly LedgerTransaction[]
  spenderOf(txid: string, vout: number): OutputSpender | undefined
  /** Every transaction paying to or spending from `script`, in the order the ledger saw them. */
  historyOf(script: Uint8Array): readonly LedgerTransaction[]
  /** Checks and admits a raw transaction (hex) to the mempool; returns its txid. */
  sendRawTransaction(hex: string): string
  /** Mines `count` blocks (the mempool goes into the first), paying `payoutScript` (the faucet). */
  mine(count: number, payoutScript?: Uint8Array): string[]
  /** Pays `outputs` from the faucet's coins in one transaction, mined at once; returns its txid. */
  fund(outputs: readonly SpentOutput[]): string
}

const maxMoney = 21_000_000n * 100_000_000n
const coinbaseMaturity = 100
// Core's MAX_STANDARD_TX_WEIGHT, MIN_STANDARD_TX_NONWITNESS_SIZE, MAX_STANDARD_SCRIPTSIG_SIZE.
const maxStandardWeight = 400_000
const minNonWitnessSize = 65
const maxScriptSigSize = 1_650
// Below this a locktime is a block height, above it a Unix time.
const locktimeThreshold = 500_000_000

// A key made at random once for the faucet: it receives every block reward the ledger
// mines unless told otherwise, and pays `fund()`. Regtest only.
const faucetWif = 'cVaxMDuc6aZpSzuNjpvgo8K7TEjowf6GVvNqS9SNXBAMXoX9Xh7T'
const faucetKey = ECPairFactory(ecc).fromWIF(faucetWif, networks.regtest)
// The faucet's P2WPKH output script.
const faucetScript = payments.p2wpkh({
  pubkey: faucetKey.publicKey,
  network: networks.regtest,
}).output as Uint8Array
// What the faucet pays for its own transactions, comfortably above any relay minimum.
const faucetFeeRate = 2n

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const txidOf = (hash: Uint8Array) => toHex(Uint8Array.from(hash).reverse())
const outpoint = (txid: string, vout: number) => `${txid}:${vout}`

/** Bitcoin Core's `FormatMoney`: BTC with at least two decimals, `0.0001`, `1.00`. */
export function formatMoney(sats: bigint): string {
  const sign = sats < 0n ? '-' : ''
  const absolute = sats < 0n ? -sats : sats
  const text = `${absolute / 100_000_000n}.${(absolute % 100_000_000n).toString().padStart(8, '0')}`
  return sign + text.replace(/(\.\d\d\d*?)0+$/, '$1')
}

function decode(hex: string): Transaction {
  const fail = () =>
    new BitcoinLedgerError(
      bitcoinRpcErrorCodes.deserialization,
      'TX decode failed. Make sure the tx has at least one input.',
    )
  if (!/^([0-9a-fA-F]{2})+$/.test(hex)) throw fail()
  try {
    return Transaction.fromHex(hex)
  } catch {
    throw fail()
  }
}

/** Core's `CheckTransaction`: the context-free consensus rules. */
function checkTransaction(transaction: Transaction): void {
  if (transaction.ins.length === 0) throw rejected('bad-txns-vin-empty')
  if (transaction.outs.length === 0) throw rejected('bad-txns-vout-empty')
  if (transaction.weight() > 4_000_000) throw rejected('bad-txns-oversize')
  let total = 0n
  for (const output of transaction.outs) {
    if (output.value < 0n) throw rejected('bad-txns-vout-negative')
    if (output.value > maxMoney) throw rejected('bad-txns-vout-toolarge')
    total += output.value
    if (total > maxMoney) throw rejected('bad-txns-txouttotal-toolarge')
  }
  if (transaction.isCoinbase()) throw rejected('coinbase')
  const seen = new Set<string>()
  for (const input of transaction.ins) {
    const key = outpoint(txidOf(input.hash), input.index)
    if (seen.has(key)) throw rejected('bad-txns-inputs-duplicate')
    seen.add(key)
    if (input.hash.every((byte) => byte === 0) && input.index === 0xffffffff) {
      throw rejected('bad-txns-prevout-null')
    }
  }
}

/** Core's `IsStandardTx`, for what the ledger recognises. */
function checkStandard(transaction: Transaction): void {
  if (transaction.version < 1 || transaction.version > 2) throw rejected('version')
  if (transaction.weight() > maxStandardWeight) throw rejected('tx-size')
  if (transaction.byteLength(false) < minNonWitnessSize) throw rejected('tx-size-small')
  for (const input of transaction.ins) {
    if (input.script.length > maxScriptSigSize) throw rejected('scriptsig-size')
    if (!isPushOnly(input.script)) throw rejected('scriptsig-not-pushonly')
  }
  for (const output of transaction.outs) {
    if (!isStandardOutputScript(output.script)) throw rejected('scriptpubkey')
    if (output.value < dustThreshold(output.script)) throw rejected('dust')
  }
}

/**
 * The local regtest chain: Bitcoin Core's regtest genesis, a UTXO set, a mempool and real
 * blocks mined on demand. `sendRawTransaction` admits a transaction only after the checks
 * a node makes for the script types in use (see the README); the faucet holds the block
 * rewards. Mine at least 101 blocks before `fund` so that a coinbase has matured.
 */
export function createLocalBitcoinLedger(
  parameters: CreateLocalBitcoinLedgerParameters = {},
): LocalBitcoinLedger {
  const minRelayFeePerKvB = BigInt(Math.round((parameters.minRelayFeeRate ?? 1) * 1000))
  const now = parameters.now ?? Date.now
  const blocks: LedgerBlock[] = []
  const blocksByHash = new Map<string, LedgerBlock>()
  const transactions = new Map<string, LedgerTransaction>()
  const mempool = new Map<string, LedgerTransaction>()
  const spenders = new Map<string, OutputSpender>()
  const history = new Map<string, LedgerTransaction[]>()

  const tip = () => blocks[blocks.length - 1] as LedgerBlock
  const lastBlocks = (count: number) => blocks.slice(-count).map((record) => record.block)

  function record(entry: LedgerTransaction) {
    transactions.set(entry.txid, entry)
    const scripts = new Set([
      ...entry.spent.map((output) => toHex(output.script)),
      ...entry.transaction.outs.map((output) => toHex(output.script)),
    ])
    for (const script of scripts) {
      const list = history.get(script) ?? []
      list.push(entry)
      history.set(script, list)
    }
  }

  function connect(block: Block) {
    const height = blocks.length
    const txids = (block.transactions ?? []).map((transaction) => transaction.getId())
    const entry: LedgerBlock = {
      block,
      hash: block.getId(),
      height,
      txids,
      medianTime: medianTime([...lastBlocks(10), block]),
    }
    blocks.push(entry)
    blocksByHash.set(entry.hash, entry)
    for (const [position, transaction] of (block.transactions ?? []).entries()) {
      const txid = txids[position] as string
      const waiting = mempool.get(txid)
      if (waiting) {
        mempool.delete(txid)
        // The same object is in the address history: it learns its block in place.
        waiting.block = entry
      } else {
        record({ transaction, txid, spent: [], fee: 0n, block: entry })
      }
    }
  }

  connect(regtestGenesisBlock())

  /** The output an input spends, checked for existence, spends and coinbase maturity. */
  function spendableOutput(txid: string, vout: number): SpentOutput {
    const source = transactions.get(txid)
    const output = source?.transaction.outs[vout]
    // The genesis coinbase is in no UTXO set: Core never adds it.
    if (!source || !output || source.block?.height === 0) {
      throw new BitcoinLedgerError(bitcoinRpcErrorCodes.verify, 'bad-txns-inputs-missingorspent')
    }
    const spender = spenders.get(outpoint(txid, vout))
    if (spender) {
      if (mempool.has(spender.txid)) throw rejected('txn-mempool-conflict')
      throw new BitcoinLedgerError(bitcoinRpcErrorCodes.verify, 'bad-txns-inputs-missingorspent')
    }
    if (source.transaction.isCoinbase() && source.block) {
      const depth = blocks.length - source.block.height
      if (depth < coinbaseMaturity) {
        throw rejected(
          `bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth ${depth}`,
        )
      }
    }
    return { script: output.script, value: output.value }
  }

  function isFinal(transaction: Transaction): boolean {
    const { locktime } = transaction
    if (locktime === 0) return true
    const limit = locktime < locktimeThreshold ? blocks.length : tip().medianTime
    if (locktime < limit) return true
    return transaction.ins.every((input) => input.sequence === 0xffffffff)
  }

  function sendRawTransaction(hex: string): string {
    const transaction = decode(hex.trim())
    const txid = transaction.getId()
    const known = transactions.get(txid)
    // Core answers a resend of a mempool transaction with its txid, as a success.
    if (known && !known.block) return txid
    if (known?.transaction.outs.some((_, vout) => !spenders.has(outpoint(txid, vout)))) {
      throw new BitcoinLedgerError(
        bitcoinRpcErrorCodes.alreadyInChain,
        'Transaction outputs already in utxo set',
      )
    }
    checkTransaction(transaction)
    checkStandard(transaction)
    if (!isFinal(transaction)) throw rejected('non-final')
    const spent = transaction.ins.map((input) => spendableOutput(txidOf(input.hash), input.index))
    const valueIn = spent.reduce((sum, output) => sum + output.value, 0n)
    const valueOut = transaction.outs.reduce((sum, output) => sum + output.value, 0n)
    if (valueIn < valueOut) {
      throw rejected(
        `bad-txns-in-belowout, value in (${formatMoney(valueIn)}) < value out (${formatMoney(valueOut)})`,
      )
    }
    const fee = valueIn - valueOut
    const minimumFee = (minRelayFeePerKvB * BigInt(transaction.virtualSize()) + 999n) / 1000n
    if (fee < minimumFee) throw rejected(`min relay fee not met, ${fee} < ${minimumFee}`)
    for (const index of transaction.ins.keys()) verifyInputScript(transaction, index, spent)

    const entry: LedgerTransaction = { transaction, txid, spent, fee, block: undefined }
    for (const [vin, input] of transaction.ins.entries()) {
      spenders.set(outpoint(txidOf(input.hash), input.index), { txid, vin })
    }
    mempool.set(txid, entry)
    record(entry)
    return txid
  }

  function mine(count: number, payoutScript: Uint8Array = faucetScript): string[] {
    if (!Number.isInteger(count) || count < 0) {
      throw new RangeError(`mine a whole number of blocks, not ${count}`)
    }
    const hashes: string[] = []
    for (let index = 0; index < count; index++) {
      const waiting = [...mempool.values()]
      const block = mineRegtestBlock({
        previous: tip().block,
        height: blocks.length,
        medianTimePast: tip().medianTime,
        now: Math.floor(now() / 1000),
        transactions: waiting.map((entry) => entry.transaction),
        fees: waiting.reduce((sum, entry) => sum + entry.fee, 0n),
        payoutScript,
      })
      connect(block)
      hashes.push(tip().hash)
    }
    return hashes
  }

  /** The faucet's confirmed, unspent, mature coins, largest first. */
  function faucetCoins() {
    const coins: { txid: string; vout: number; value: bigint }[] = []
    for (const entry of history.get(toHex(faucetScript)) ?? []) {
      if (!entry.block) continue
      if (entry.transaction.isCoinbase() && blocks.length - entry.block.height < coinbaseMaturity) {
        continue
      }
      for (const [vout, output] of entry.transaction.outs.entries()) {
        if (toHex(output.script) !== toHex(faucetScript)) continue
        if (spenders.has(outpoint(entry.txid, vout))) continue
        coins.push({ txid: entry.txid, vout, value: output.value })
      }
    }
    return coins.sort((a, b) => (a.value > b.value ? -1 : a.value < b.value ? 1 : 0))
  }

  function fund(outputs: readonly SpentOutput[]): string {
    const total = outputs.reduce((sum, output) => sum + output.value, 0n)
    const outputsVsize = outputs.reduce((sum, output) => sum + 9 + output.script.length, 0)
    // 11 vB of version, counts and locktime, at most 69 per P2WPKH input, 31 of change.
    const feeFor = (inputs: number) =>
      faucetFeeRate * BigInt(11 + 69 * Math.max(inputs, 1) + outputsVsize + 31)
    const chosen: ReturnType<typeof faucetCoins> = []
    let gathered = 0n
    for (const coin of faucetCoins()) {
      if (gathered >= total + feeFor(chosen.length)) break
      chosen.push(coin)
      gathered += coin.value
    }
    const fee = feeFor(chosen.length)
    if (gathered < total + fee) {
      throw new Error(
        `the faucet has ${formatMoney(gathered)} BTC spendable, not ${formatMoney(total + fee)}: mine more blocks`,
      )
    }
    const psbt = new Psbt({ network: networks.regtest })
    for (const coin of chosen) {
      psbt.addInput({
        hash: coin.txid,
        index: coin.vout,
        witnessUtxo: { script: faucetScript, value: coin.value },
      })
    }
    for (const output of outputs) psbt.addOutput({ script: output.script, value: output.value })
    const change = gathered - total - fee
    if (change >= dustThreshold(faucetScript)) {
      psbt.addOutput({ script: faucetScript, value: change })
    }
    psbt.signAllInputs(faucetKey)
    psbt.finalizeAllInputs()
    const txid = sendRawTransaction(psbt.extractTransaction().toHex())
    mine(1)
    return txid
  }

  return {
    genesisHash: (blocks[0] as LedgerBlock).hash,
    tipHeight: () => blocks.length - 1,
    blockAt: (height) => blocks[height],
    blockByHash: (hash) => blocksByHash.get(hash),
    transaction: (txid) => transactions.get(txid),
    mempool: () => [...mempool.values()],
    spenderOf: (txid, vout) => spenders.get(outpoint(txid, vout)),
    historyOf: (script) => history.get(toHex(script)) ?? [],
    sendRawTransaction,
    mine,
    fund,
  }
}

/** The output script of a regtest address; throws a clear error for anything else. */
export function regtestOutputScript(address: string): Uint8Array {
  try {
    return baddress.toOutputScript(address, networks.regtest)
  } catch (cause) {
    throw new Error(`${address} is not a regtest address`, { cause })
  }
}
