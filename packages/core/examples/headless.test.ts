import { expect, it } from 'vitest'
import { runHeadlessExample } from './headless.js'

it('behavior: the headless example renders each change of the custom UI', async () => {
  const lines: string[] = []
  await runHeadlessExample((line) => lines.push(line))
  expect(lines).toEqual([
    '[closed] not connected',
    '[Connect] on Ethereum',
    // The connection made on Connect shows Account; closing then resets the router first.
    '[Account] on Ethereum',
    '[Connect] on Ethereum',
    '[closed] 0x1111111111111111111111111111111111111111',
    '[Account] on Ethereum',
    '[Account] on OP Mainnet',
    '[AllWallets] on OP Mainnet',
    '[Account] on OP Mainnet',
    // Disconnecting closes the modal, which first resets the router to Connect.
    '[Connect] on OP Mainnet',
    '[closed] 0x1111111111111111111111111111111111111111',
    '[closed] not connected',
  ])
})
