import { Block, Transaction } from 'bitcoinjs-lib'

/** The hash of Bitcoin Core's regtest genesis block; its first 32 characters are the CAIP-2 reference. */
export const regtestGenesisHash = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

// Satoshi's genesis coinbase ("The Times 03/Jan/2009 …"), shared by every Bitcoin network.
const genesisCoinbaseHex =
  '01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000'

/**
 * Bitcoin Core's regtest genesis block, built from its header fields (chainparams.cpp), so
 * that the local ledger's chain starts where a regtest node's does: `/block-height/0` answers
 * {@link regtestGenesisHash}.
 */
export function regtestGenesisBlock(): Block {
  const coinbase = Transaction.fromHex(genesisCoinbaseHex)
  const block = new Block()
  block.version = 1
  block.prevHash = new Uint8Array(32)
  block.timestamp = 1_296_688_602
  block.bits = 0x207fffff
  block.nonce = 2
  block.transactions = [coinbase]
  block.merkleRoot = Block.calculateMerkleRoot([coinbase])
  if (block.getId() !== regtestGenesisHash) throw new Error('the regtest genesis block is wrong')
  return block
}
