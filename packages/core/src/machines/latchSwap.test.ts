import { afterEach, describe, expect, it } from 'vitest'
import { stopLatchRoot, testSwapTokens } from '../testing/latchRoot.js'
import { latchSwapScenarios } from '../testing/latchSwapScenarios.js'

// The root machine's swap region (`latchSwap.ts`), through the scenarios of
// `testing/latchSwapScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchSwap', () => {
  it('behavior: Swap opened with arguments starts a form for the account; a view over it and back keeps it', async () => {
    const { quoted, kept, swapped, snackbar, restarted, latch } = await latchSwapScenarios.swaps()
    expect(quoted.context).toMatchObject({
      namespace: 'eip155',
      address: expect.any(String),
      from: { symbol: 'LTT' },
      to: { symbol: 'ETH' },
      amount: '1',
      quote: { toAmount: String(2n * 10n ** 18n) },
    })
    expect(kept.matches({ form: 'quoted' })).toBe(true)
    expect(kept.context.amount).toBe('1')
    // Flipped, 3 ETH for 6 LTT, then on chain.
    expect(swapped.context.lastSwap).toMatchObject({
      hash: '0xswapped',
      from: testSwapTokens[0],
      to: testSwapTokens[1],
      fromAmount: String(3n * 10n ** 18n),
      toAmount: String(6n * 10n ** 18n),
    })
    expect(snackbar.current?.message).toBe('Swapped: transaction 0xswapped')
    // A new start: the route's other token, an empty amount.
    expect(restarted.context).toMatchObject({ to: { symbol: 'LTT' }, amount: '' })
    expect(latch.context().swapAt).toBeUndefined()
  })
})
