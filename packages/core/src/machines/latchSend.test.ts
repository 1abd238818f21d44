import { afterEach, describe, expect, it } from 'vitest'
import { address, stopLatchRoot } from '../testing/latchRoot.js'
import { latchSendScenarios } from '../testing/latchSendScenarios.js'
import { sendFormOf } from './latchContext.js'

// The root machine's send region (`latchSend.ts`), through the scenarios of
// `testing/latchSendScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchSend', () => {
  it('behavior: a sent transfer returns to Account, says so, and refreshes the account twice', async () => {
    const latch = await latchSendScenarios.sendsAndConfirms()
    expect(latch.view()).toBe('Account')
    expect(latch.context().snackbar.getSnapshot().context.current?.message).toBe(
      'Sent: transaction 0xsent',
    )
    // Once as the wallet sends, once on chain.
    expect(latch.effects.accountChanged.mock.calls).toEqual([
      [{ type: 'send.transferSent', namespace: 'eip155', address, hash: '0xsent' }],
      [{ type: 'send.transferConfirmed', namespace: 'eip155', address }],
    ])
    expect(sendFormOf(latch.context())?.getSnapshot().context.transfers).toEqual({
      eip155: { hash: '0xsent', status: 'confirmed' },
    })
  })
})
