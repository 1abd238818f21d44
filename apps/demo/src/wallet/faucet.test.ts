import type { DevnetInfo } from '@latch/testkit/wallet'
import { describe, expect, it } from 'vitest'
import { fundFromFaucet } from './faucet.js'

const devnet: DevnetInfo = {
  chains: [{ id: 31337, name: 'Latch Local A', rpcUrl: 'http://127.0.0.1:1' }],
  token: { name: 'Latch Test Token', symbol: 'LTT', decimals: 18, addresses: {} },
  accounts: [],
}

describe('fundFromFaucet', () => {
  it('error: only the local chains have a faucet', async () => {
    await expect(
      fundFromFaucet(
        devnet,
        { id: 1, name: 'Ethereum' },
        '0x0000000000000000000000000000000000000001',
      ),
    ).rejects.toThrow('The faucet serves the local chains, not Ethereum')
  })

  it('error: a devnet without accounts has no faucet', async () => {
    await expect(
      fundFromFaucet(
        devnet,
        { id: 31337, name: 'Latch Local A' },
        '0x0000000000000000000000000000000000000001',
      ),
    ).rejects.toThrow('The faucet serves the local chains, not Latch Local A')
  })
})
