import { sha256 } from '@cosmjs/crypto'
import { fromHex, toBase64, toHex, toUtf8 } from '@cosmjs/encoding'
import type { CosmosBlock, IndexedCosmosTx } from './localCosmosLedger.js'
import type { CosmosTxOutcome } from './runCosmosTx.js'

/** The CometBFT version the chain answers as: cosmjs' `connectComet` picks its 0.38 client for it. */
const cometVersion = '0.38.17'

/** The chain's one validator, as CometBFT shows it (`status`, blocks, commits). */
export type CometValidator = {
  /** Upper-case hex, 20 bytes: SHA-256 of the public key, truncated, as CometBFT derives it. */
  readonly address: string
  readonly publicKey: Uint8Array
  /** Signs a block's hash for its commit. */
  sign(message: Uint8Array): Uint8Array
}

const emptyHash = toHex(sha256(new Uint8Array())).toUpperCase()

/** An RFC 3339 time as CometBFT prints it (nanoseconds, UTC). */
function rfc3339(time: Date): string {
  return time.toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z')
}

/** `ExecTxResult` (and `ResponseCheckTx`) as CometBFT 0.38's JSON carries it: strings for int64s. */
export function txResultJson(result: CosmosTxOutcome) {
  return {
    code: result.code,
    data: result.data.length === 0 ? null : toBase64(result.data),
    log: result.log,
    info: '',
    gas_wanted: result.gasWanted.toString(),
    gas_used: result.gasUsed.toString(),
    events: result.events.map((event) => ({
      type: event.type,
      attributes: event.attributes.map(({ key, value }) => ({ key, value, index: true })),
    })),
    codespace: result.codespace,
  }
}

/** A transaction of the index, as `tx` and `tx_search` answer it. */
export function indexedTxJson(indexed: IndexedCosmosTx) {
  return {
    hash: indexed.hash,
    height: String(indexed.height),
    index: indexed.index,
    tx_result: txResultJson(indexed.result),
    tx: toBase64(indexed.tx),
  }
}

function blockIdJson(hash: string) {
  return hash === ''
    ? { hash: '', parts: { total: 0, hash: '' } }
    : { hash, parts: { total: 1, hash: toHex(sha256(fromHex(hash))).toUpperCase() } }
}

function dataHashOf(block: CosmosBlock): string {
  if (block.txs.length === 0) return emptyHash
  return toHex(sha256(toUtf8(block.txs.map((tx) => toHex(sha256(tx))).join(',')))).toUpperCase()
}

function headerJson(
  block: CosmosBlock,
  chainId: string,
  validator: CometValidator,
  previous: CosmosBlock | undefined,
) {
  const validatorsHash = toHex(sha256(validator.publicKey)).toUpperCase()
  return {
    version: { block: '11', app: '0' },
    chain_id: chainId,
    height: String(block.height),
    time: rfc3339(block.time),
    last_block_id: blockIdJson(block.lastBlockHash),
    last_commit_hash: previous ? toHex(sha256(fromHex(previous.hash))).toUpperCase() : emptyHash,
    data_hash: dataHashOf(block),
    validators_hash: validatorsHash,
    next_validators_hash: validatorsHash,
    consensus_hash: toHex(sha256(toUtf8('consensus params'))).toUpperCase(),
    // A block's header carries the app hash of the state before it, as CometBFT's does.
    app_hash: previous?.appHash ?? emptyHash,
    last_results_hash: emptyHash,
    evidence_hash: emptyHash,
    proposer_address: validator.address,
  }
}

/** A block as `block` answers it, with the previous block's commit by the one validator. */
export function blockJson(
  block: CosmosBlock,
  chainId: string,
  validator: CometValidator,
  previous: CosmosBlock | undefined,
) {
  return {
    block_id: blockIdJson(block.hash),
    block: {
      header: headerJson(block, chainId, validator, previous),
      data: { txs: block.txs.map(toBase64) },
      evidence: { evidence: [] },
      last_commit: previous
        ? {
            height: String(previous.height),
            round: 0,
            block_id: blockIdJson(previous.hash),
            signatures: [
              {
                block_id_flag: 2,
                validator_address: validator.address,
                timestamp: rfc3339(block.time),
                signature: toBase64(validator.sign(fromHex(previous.hash))),
              },
            ],
          }
        : { height: '0', round: 0, block_id: blockIdJson(''), signatures: [] },
    },
  }
}

/** A block's summary as `blockchain` lists it. */
export function blockMetaJson(
  block: CosmosBlock,
  chainId: string,
  validator: CometValidator,
  previous: CosmosBlock | undefined,
) {
  return {
    block_id: blockIdJson(block.hash),
    block_size: String(block.txs.reduce((size, tx) => size + tx.length, 0) + 600),
    header: headerJson(block, chainId, validator, previous),
    num_txs: String(block.txs.length),
  }
}

/** What `status` answers. */
export function statusJson(
  chainId: string,
  moniker: string,
  validator: CometValidator,
  rpcAddress: string,
  earliest: CosmosBlock,
  latest: CosmosBlock,
) {
  return {
    node_info: {
      protocol_version: { p2p: '8', block: '11', app: '0' },
      id: toHex(sha256(toUtf8(`${chainId} node`)).slice(0, 20)),
      listen_addr: 'tcp://0.0.0.0:26656',
      network: chainId,
      version: cometVersion,
      channels: '40202122233038606100',
      moniker,
      other: { tx_index: 'on', rpc_address: rpcAddress },
    },
    sync_info: {
      latest_block_hash: latest.hash,
      latest_app_hash: latest.appHash,
      latest_block_height: String(latest.height),
      latest_block_time: rfc3339(latest.time),
      earliest_block_hash: earliest.hash,
      earliest_app_hash: earliest.appHash,
      earliest_block_height: String(earliest.height),
      earliest_block_time: rfc3339(earliest.time),
      catching_up: false,
    },
    validator_info: validatorJson(validator),
  }
}

export function validatorJson(validator: CometValidator) {
  return {
    address: validator.address,
    pub_key: { type: 'tendermint/PubKeyEd25519', value: toBase64(validator.publicKey) },
    voting_power: '10',
    proposer_priority: '0',
  }
}
