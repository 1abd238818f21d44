import { expect, it } from 'vitest'
import { runHeadlessExample } from './headless.js'

it('behavior: the headless example renders each change of the custom UI', async () => {
  const lines: string[] = []
  await runHeadlessExample((line) => lines.push(line))
  expect(lines).toEqual([
    '[closed] not connected',
    '[Connect] on Ethereum',
    // The connection made on Connect shows Account. Closing resets the router after the modal
    // has closed: a UI never sees the modal open on Connect in between.
    '[Account] on Ethereum',
    '[closed] 0x1111111111111111111111111111111111111111',
    '[Account] on Ethereum',
    '[Account] on OP Mainnet',
    '[AllWallets] on OP Mainnet',
    '[Account] on OP Mainnet',
    // Disconnecting ends the account, then closes the modal.
    '[closed] not connected',
  ])
})
