import { expect, it } from 'vitest'
import { regtestGenesisBlock, regtestGenesisHash } from './regtestGenesis.js'

it("default: Bitcoin Core's regtest genesis block", () => {
  const block = regtestGenesisBlock()
  expect(block.getId()).toBe(regtestGenesisHash)
  expect(regtestGenesisHash.slice(0, 32)).toBe('0f9188f13cb7b2c71f2a335e3a4fc328')
  expect(block.transactions?.[0]?.getId()).toBe(
    '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  )
  expect(block.checkProofOfWork()).toBe(true)
})
