import { sha256 } from '@cosmjs/crypto'
import { toBech32, toHex, toUtf8 } from '@cosmjs/encoding'
import { decodeBech32 } from '@latch/test-wallets/internal'
import {
  accountFor,
  type CosmosChainState,
  cloneChainState,
  createChainState,
  mintCoins,
} from './cosmosChainState.js'
import { type CosmosTxOutcome, type CosmosTxRules, runCosmosTx } from './runCosmosTx.js'

/** A block: its transactions and their results, in order. */
export type CosmosBlock = {
  readonly height: number
  readonly time: Date
  /** Upper-case hex, as CometBFT prints hashes. */
  readonly hash: string
  readonly lastBlockHash: string
  /** The state's hash after the block. */
  readonly appHash: string
  readonly txs: readonly Uint8Array[]
  readonly results: readonly CosmosTxOutcome[]
}

/** A transaction in a block, as the tx indexer keeps it. */
export type IndexedCosmosTx = {
  /** Upper-case hex SHA-256 of the transaction bytes. */
  readonly hash: string
  readonly height: number
  readonly index: number
  readonly tx: Uint8Array
  readonly result: CosmosTxOutcome
}

/** The chain's fixed parameters. */
export type CosmosLedgerParameters = {
  readonly chainId: string
  readonly bech32Prefix: string
  /** The fee (and staking) denom, in base units (`uatom`). */
  readonly feeDenom: string
  /** A second denom every dev account holds too. */
  readonly secondDenom: string
  /** In `feeDenom` per unit of gas, a decimal string (`0.025`). */
  readonly minGasPrice: string
  /** Addresses funded at genesis with `genesisAmount` of both denoms. */
  readonly genesisAccounts: readonly string[]
  readonly genesisAmount: bigint
}

/** The answer to CheckTx: the transaction's hash and its result. */
export type CosmosCheckTxResult = { readonly hash: string; readonly result: CosmosTxOutcome }

/** CometBFT's answer to a transaction its mempool cache has seen: a JSON-RPC error, not a code. */
export class TxInCacheError extends Error {
  constructor() {
    super('tx already exists in cache')
  }
}

function txHashOf(tx: Uint8Array): string {
  return toHex(sha256(tx)).toUpperCase()
}

/** The state's hash: SHA-256 of its canonical text (a stand-in for the IAVL root a node has). */
function appHashOf(state: CosmosChainState): string {
  const lines = [...state.accounts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([address, account]) => {
      const balances = [...account.balances.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
      return `${address}:${account.accountNumber}:${account.sequence}:${balances.map(([denom, amount]) => `${amount}${denom}`).join(',')}`
    })
  return toHex(sha256(toUtf8(lines.join('\n')))).toUpperCase()
}

/**
 * The local Cosmos chain without its RPC: committed state and blocks, the mempool with its
 * CheckTx state (so a sender's second transaction before a block is checked against the
 * first's sequence, as a node does), the tx index, and one lock that runs CheckTx, blocks and
 * queries one at a time.
 */
export class LocalCosmosLedger {
  readonly blocks: CosmosBlock[] = []
  readonly txIndex = new Map<string, IndexedCosmosTx>()
  readonly feeCollector: string
  private readonly committed: CosmosChainState = createChainState()
  private checkState: CosmosChainState
  private readonly mempool: { readonly tx: Uint8Array; readonly hash: string }[] = []
  private readonly seen = new Set<string>()
  private readonly inclusionWaiters = new Map<string, ((tx: IndexedCosmosTx) => void)[]>()
  private lock: Promise<unknown> = Promise.resolve()

  constructor(readonly parameters: CosmosLedgerParameters) {
    // x/auth's module address: the first 20 bytes of SHA-256 of the module's name.
    this.feeCollector = toBech32(
      parameters.bech32Prefix,
      sha256(toUtf8('fee_collector')).slice(0, 20),
    )
    for (const address of parameters.genesisAccounts) {
      for (const denom of [parameters.feeDenom, parameters.secondDenom]) {
        mintCoins(this.committed, address, denom, parameters.genesisAmount)
      }
    }
    accountFor(this.committed, this.feeCollector)
    this.checkState = cloneChainState(this.committed)
    this.commitBlock([], [])
  }

  /** Runs `work` after everything queued before it, so that state changes never interleave. */
  private exclusive<T>(work: () => Promise<T> | T): Promise<T> {
    const run = this.lock.then(work)
    this.lock = run.catch(() => {})
    return run
  }

  get latest(): CosmosBlock {
    return this.blocks[this.blocks.length - 1] as CosmosBlock
  }

  get state(): CosmosChainState {
    return this.committed
  }

  get pendingTxs(): readonly Uint8Array[] {
    return this.mempool.map(({ tx }) => tx)
  }

  private rules(height: number): CosmosTxRules {
    const { chainId, bech32Prefix, minGasPrice, feeDenom } = this.parameters
    return { chainId, bech32Prefix, minGasPrice, feeDenom, height, feeCollector: this.feeCollector }
  }

  private commitBlock(txs: Uint8Array[], results: CosmosTxOutcome[]): CosmosBlock {
    const height = this.blocks.length + 1
    const lastBlockHash = this.blocks.length === 0 ? '' : this.latest.hash
    const time = new Date()
    const appHash = appHashOf(this.committed)
    const hash = toHex(
      sha256(
        toUtf8(
          JSON.stringify([
            this.parameters.chainId,
            height,
            time.toISOString(),
            lastBlockHash,
            appHash,
            txs.map(txHashOf),
          ]),
        ),
      ),
    ).toUpperCase()
    const block: CosmosBlock = { height, time, hash, lastBlockHash, appHash, txs, results }
    this.blocks.push(block)
    for (const [index, tx] of txs.entries()) {
      const indexed: IndexedCosmosTx = {
        hash: txHashOf(tx),
        height,
        index,
        tx,
        result: results[index] as CosmosTxOutcome,
      }
      this.txIndex.set(indexed.hash, indexed)
      for (const resolve of this.inclusionWaiters.get(indexed.hash) ?? []) resolve(indexed)
      this.inclusionWaiters.delete(indexed.hash)
    }
    return block
  }

  /**
   * CheckTx: the ante handler against the mempool's state; an accepted transaction waits in
   * the mempool for the next block. A transaction seen before is CometBFT's cache error.
   */
  checkTx(tx: Uint8Array): Promise<CosmosCheckTxResult> {
    return this.exclusive(async () => {
      const hash = txHashOf(tx)
      if (this.seen.has(hash)) throw new TxInCacheError()
      const result = await runCosmosTx(
        this.checkState,
        tx,
        'check',
        this.rules(this.latest.height + 1),
      )
      // CometBFT keeps a refused transaction out of its cache, so that it can be sent again.
      if (result.code === 0) {
        this.seen.add(hash)
        this.mempool.push({ tx, hash })
      }
      return { hash, result }
    })
  }

  /** The `Simulate` service: the whole transaction on a copy of the committed state, signatures unchecked. */
  simulate(tx: Uint8Array): Promise<CosmosTxOutcome> {
    return this.exclusive(() =>
      runCosmosTx(
        cloneChainState(this.committed),
        tx,
        'simulate',
        this.rules(this.latest.height + 1),
      ),
    )
  }

  /** Builds the next block with every transaction in the mempool, in arrival order. */
  produceBlock(): Promise<CosmosBlock> {
    return this.exclusive(async () => {
      const pending = this.mempool.splice(0)
      const rules = this.rules(this.latest.height + 1)
      const results: CosmosTxOutcome[] = []
      for (const { tx } of pending)
        results.push(await runCosmosTx(this.committed, tx, 'deliver', rules))
      const block = this.commitBlock(
        pending.map(({ tx }) => tx),
        results,
      )
      this.checkState = cloneChainState(this.committed)
      return block
    })
  }

  /** Resolves once the transaction with this hash is in a block. */
  waitForInclusion(hash: string): Promise<IndexedCosmosTx> {
    const found = this.txIndex.get(hash)
    if (found) return Promise.resolve(found)
    return new Promise((resolve) => {
      this.inclusionWaiters.set(hash, [...(this.inclusionWaiters.get(hash) ?? []), resolve])
    })
  }

  /** Adds coins to an address out of nothing (a faucet, not a transfer), then builds a block. */
  fund(address: string, coins: ReadonlyMap<string, bigint>): Promise<CosmosBlock> {
    const { prefix } = decodeBech32(address)
    if (prefix !== this.parameters.bech32Prefix) {
      return Promise.reject(
        new Error(`${address} is not a ${this.parameters.bech32Prefix} address`),
      )
    }
    return this.exclusive(() => {
      for (const [denom, amount] of coins) mintCoins(this.committed, address, denom, amount)
      this.checkState = cloneChainState(this.committed)
    }).then(() => this.produceBlock())
  }

  /** Runs a read against the committed state, between state changes. */
  read<T>(query: (state: CosmosChainState) => T): Promise<T> {
    return this.exclusive(() => query(this.committed))
  }
}
