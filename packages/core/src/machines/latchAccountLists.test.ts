import { afterEach, describe, expect, it } from 'vitest'
import { latchAccountListsScenarios } from '../testing/latchAccountListsScenarios.js'
import { stopLatchRoot } from '../testing/latchRoot.js'

// The root machine's account lists region (`latchAccountLists.ts`), through the scenarios of
// `testing/latchAccountListsScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchAccountLists', () => {
  it('behavior: the connected account’s sessions are listed, and read again once one is revoked', async () => {
    const latch = await latchAccountListsScenarios.revokesSession()
    const { context } = latch.context().sessions.getSnapshot()
    expect(context.address).toBe('0x00000000000000000000000000000000000000aa')
    expect(context.sessions).toEqual([])
    expect(context.revokeError).toBeUndefined()
  })

  it('behavior: a transfer from the account reads its NFTs again from the first page', async () => {
    const { latch, listed } = await latchAccountListsScenarios.listsNftsAgainAfterTransfer()
    expect(listed).toEqual(['1', '2'])
    const { context } = latch.context().nfts.getSnapshot()
    expect(context.items.map((nft) => nft.tokenId)).toEqual(['1'])
    expect(context.next).toBe('page-2')
  })
})
