import { Block, script as bscript, opcodes, Transaction } from 'bitcoinjs-lib'

// Regtest halves the subsidy every 150 blocks (chainparams.cpp), mainnet every 210 000.
const halvingInterval = 150
const initialSubsidy = 50n * 100_000_000n
// Regtest's proof-of-work limit: about every second nonce meets it.
const regtestBits = 0x207fffff
// BIP-141's witness commitment header, after OP_RETURN and a 36-byte push.
const witnessCommitmentHeader = Uint8Array.of(0xaa, 0x21, 0xa9, 0xed)

/** The block reward without fees at `height` on regtest. */
function regtestSubsidy(height: number): bigint {
  const halvings = Math.floor(height / halvingInterval)
  return halvings >= 64 ? 0n : initialSubsidy >> BigInt(halvings)
}

export type MineRegtestBlockParameters = {
  readonly previous: Block
  readonly height: number
  /** The median time of the previous 11 blocks: the new block's time must exceed it. */
  readonly medianTimePast: number
  /** Unix seconds. */
  readonly now: number
  /** Mempool transactions, parents before children. */
  readonly transactions: readonly Transaction[]
  readonly fees: bigint
  readonly payoutScript: Uint8Array
}

/**
 * A real regtest block on top of `previous`: a coinbase with the BIP-34 height, paying the
 * subsidy and fees to `payoutScript` and carrying the BIP-141 witness commitment, the merkle
 * root, and a nonce that meets regtest's target. Its hash is what a node would compute.
 */
export function mineRegtestBlock(parameters: MineRegtestBlockParameters): Block {
  const { height, transactions } = parameters
  const coinbase = new Transaction()
  coinbase.version = 2
  // BIP-34 puts the height first; OP_0 keeps the script at Core's 2-byte minimum.
  coinbase.addInput(
    new Uint8Array(32),
    0xffffffff,
    0xffffffff,
    bscript.compile([bscript.number.encode(height), opcodes.OP_0]),
  )
  // BIP-141's witness reserved value. (bitcoinjs shares one empty witness array between
  // inputs, so it is replaced, never pushed to.)
  coinbase.setWitness(0, [new Uint8Array(32)])
  coinbase.addOutput(parameters.payoutScript, regtestSubsidy(height) + parameters.fees)
  const all = [coinbase, ...transactions]
  // The coinbase's wtxid counts as zero, so the commitment can be computed before it is added.
  const commitment = Block.calculateMerkleRoot(all, true)
  coinbase.addOutput(
    bscript.compile([
      opcodes.OP_RETURN,
      Uint8Array.from([...witnessCommitmentHeader, ...commitment]),
    ]),
    0n,
  )
  const block = new Block()
  block.version = 0x20000000
  block.prevHash = parameters.previous.getHash()
  block.timestamp = Math.max(parameters.now, parameters.medianTimePast + 1)
  block.bits = regtestBits
  block.transactions = all
  block.merkleRoot = Block.calculateMerkleRoot(all)
  block.witnessCommit = commitment
  block.nonce = 0
  while (!block.checkProofOfWork()) block.nonce += 1
  return block
}

/** The median of the timestamps of `blocks` (the last 11 of a chain, BIP-113). */
export function medianTime(blocks: readonly Block[]): number {
  const times = blocks.map((block) => block.timestamp).sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? 0
}
