import { script as bscript, type Transaction } from 'bitcoinjs-lib'
import type { LedgerBlock, LedgerTransaction, LocalBitcoinLedger } from './localBitcoinLedger.js'
import { addressOf, outputScriptType, scriptAsm } from './outputScripts.js'

// Esplora's JSON shapes (Blockstream esplora API.md, electrs src/rest.rs). Amounts are
// integer sats as JSON numbers: 21 million BTC fits well within 2^53.

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const reversedHex = (bytes: Uint8Array) => toHex(Uint8Array.from(bytes).reverse())
const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/** Esplora pages an address's history: all of its mempool up to 50, confirmed 25 at a time. */
const mempoolPage = 50
const chainPage = 25

export function statusView(block: LedgerBlock | undefined) {
  if (!block) return { confirmed: false }
  return {
    confirmed: true,
    block_height: block.height,
    block_hash: block.hash,
    block_time: block.block.timestamp,
  }
}

function outputView(output: { script: Uint8Array; value: bigint }) {
  const address = addressOf(output.script)
  return {
    scriptpubkey: toHex(output.script),
    scriptpubkey_asm: scriptAsm(output.script),
    scriptpubkey_type: outputScriptType(output.script),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: Number(output.value),
  }
}

function inputView(entry: LedgerTransaction, index: number) {
  const input = entry.transaction.ins[index] as Transaction['ins'][number]
  const coinbase = entry.transaction.isCoinbase()
  const prevout = entry.spent[index]
  const witness = input.witness.length > 0 ? { witness: input.witness.map(toHex) } : {}
  const pushes =
    prevout && outputScriptType(prevout.script) === 'p2sh' ? bscript.decompile(input.script) : null
  const redeemScript = pushes?.[pushes.length - 1]
  return {
    txid: reversedHex(input.hash),
    vout: input.index,
    prevout: prevout && !coinbase ? outputView(prevout) : null,
    scriptsig: toHex(input.script),
    scriptsig_asm: scriptAsm(input.script),
    ...witness,
    is_coinbase: coinbase,
    sequence: input.sequence,
    ...(redeemScript instanceof Uint8Array
      ? { inner_redeemscript_asm: scriptAsm(redeemScript) }
      : {}),
  }
}

/** `GET /tx/:txid`. */
export function transactionView(entry: LedgerTransaction) {
  const { transaction } = entry
  return {
    txid: entry.txid,
    version: transaction.version,
    locktime: transaction.locktime,
    vin: transaction.ins.map((_, index) => inputView(entry, index)),
    vout: transaction.outs.map(outputView),
    size: transaction.byteLength(),
    weight: transaction.weight(),
    fee: Number(entry.fee),
    status: statusView(entry.block),
  }
}

type Stats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

const emptyStats = (): Stats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

/** `GET /address/:address`: what the address received and spent, in blocks and in the mempool. */
export function addressView(ledger: LocalBitcoinLedger, address: string, script: Uint8Array) {
  const chain = emptyStats()
  const mempool = emptyStats()
  for (const entry of ledger.historyOf(script)) {
    const stats = entry.block ? chain : mempool
    stats.tx_count += 1
    for (const output of entry.transaction.outs) {
      if (!equalBytes(output.script, script)) continue
      stats.funded_txo_count += 1
      stats.funded_txo_sum += Number(output.value)
    }
    for (const spent of entry.spent) {
      if (!equalBytes(spent.script, script)) continue
      stats.spent_txo_count += 1
      stats.spent_txo_sum += Number(spent.value)
    }
  }
  return { address, chain_stats: chain, mempool_stats: mempool }
}

/** `GET /address/:address/utxo`: unspent outputs, confirmed or not, minus those the mempool spends. */
export function utxoView(ledger: LocalBitcoinLedger, script: Uint8Array) {
  const utxos = []
  for (const entry of ledger.historyOf(script)) {
    for (const [vout, output] of entry.transaction.outs.entries()) {
      if (!equalBytes(output.script, script)) continue
      if (ledger.spenderOf(entry.txid, vout)) continue
      utxos.push({
        txid: entry.txid,
        vout,
        status: statusView(entry.block),
        value: Number(output.value),
      })
    }
  }
  return utxos
}

function newestConfirmedFirst(ledger: LocalBitcoinLedger, script: Uint8Array) {
  const position = (entry: LedgerTransaction) => entry.block?.txids.indexOf(entry.txid) ?? 0
  return ledger
    .historyOf(script)
    .filter((entry) => entry.block)
    .sort((a, b) => (b.block?.height ?? 0) - (a.block?.height ?? 0) || position(b) - position(a))
}

function newestMempoolFirst(ledger: LocalBitcoinLedger, script: Uint8Array) {
  return ledger
    .historyOf(script)
    .filter((entry) => !entry.block)
    .reverse()
}

/** `GET /address/:address/txs`: the mempool ones (up to 50), then the 25 newest confirmed. */
export function addressTransactionsView(ledger: LocalBitcoinLedger, script: Uint8Array) {
  return [
    ...newestMempoolFirst(ledger, script).slice(0, mempoolPage),
    ...newestConfirmedFirst(ledger, script).slice(0, chainPage),
  ].map(transactionView)
}

/** `GET /address/:address/txs/chain[/:last_seen_txid]`: 25 confirmed ones after the last seen. */
export function addressChainTransactionsView(
  ledger: LocalBitcoinLedger,
  script: Uint8Array,
  lastSeenTxid: string | undefined,
) {
  const confirmed = newestConfirmedFirst(ledger, script)
  const start =
    lastSeenTxid === undefined ? 0 : confirmed.findIndex((entry) => entry.txid === lastSeenTxid) + 1
  if (start === 0 && lastSeenTxid !== undefined) return []
  return confirmed.slice(start, start + chainPage).map(transactionView)
}

/** `GET /address/:address/txs/mempool`. */
export function addressMempoolTransactionsView(ledger: LocalBitcoinLedger, script: Uint8Array) {
  return newestMempoolFirst(ledger, script).slice(0, mempoolPage).map(transactionView)
}

/** Difficulty relative to the minimum (`0x1d00ffff`), as Core's `GetDifficulty`. */
function difficulty(bits: number): number {
  const exponent = bits >>> 24
  const mantissa = bits & 0xffffff
  return (0xffff / mantissa) * 256 ** (0x1d - exponent)
}

/** `GET /block/:hash`. */
export function blockView(entry: LedgerBlock) {
  const { block } = entry
  const previous = block.prevHash as Uint8Array
  return {
    id: entry.hash,
    height: entry.height,
    version: block.version,
    timestamp: block.timestamp,
    tx_count: entry.txids.length,
    size: block.byteLength(false, true),
    weight: block.weight(),
    merkle_root: reversedHex(block.merkleRoot as Uint8Array),
    previousblockhash: entry.height === 0 ? null : reversedHex(previous),
    mediantime: entry.medianTime,
    nonce: block.nonce,
    bits: block.bits,
    difficulty: difficulty(block.bits),
  }
}

/** `GET /tx/:txid/outspend/:vout`. */
export function outspendView(ledger: LocalBitcoinLedger, txid: string, vout: number) {
  const spender = ledger.spenderOf(txid, vout)
  if (!spender) return { spent: false }
  return {
    spent: true,
    txid: spender.txid,
    vin: spender.vin,
    status: statusView(ledger.transaction(spender.txid)?.block),
  }
}
