import { afterEach, describe, expect, it } from 'vitest'
import { latchPayScenarios } from '../testing/latchPayScenarios.js'
import { stopLatchRoot } from '../testing/latchRoot.js'

// The root machine's pay region (`latchPay.ts`), through the scenarios of
// `testing/latchPayScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchPay', () => {
  it('behavior: Pay opens the modal; its button connects, then pays; the payment stays on Pay', async () => {
    const { latch, viewedFirst, viewedToConnect, viewedConnected } =
      await latchPayScenarios.paysAfterConnecting()
    expect(viewedFirst).toEqual(['Pay'])
    expect(viewedToConnect).toEqual(['Pay', 'Connect'])
    expect(viewedConnected).toEqual(['Pay'])
    expect(latch.context().pay.getSnapshot().context.hash).toBe('0xsent')
    expect(latch.view()).toBe('Pay')
    // The account changed as for any transfer, with no "Sent" snackbar over Pay.
    expect(latch.effects.accountChanged).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'send.transferSent', hash: '0xsent' }),
    )
    expect(latch.context().snackbar.getSnapshot().context.current).toBeUndefined()
  })

  it('behavior: the send form’s refusal comes back to Pay; closing the modal gives the request up', async () => {
    const { latch, failed } = await latchPayScenarios.failsThenClosed()
    expect(failed.value).toBe('asking')
    expect(failed.context.error?.message).toBe('An amount and receiver address are required')
    expect(latch.context().pay.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { request: undefined, cancelled: 2 },
    })
  })
})
