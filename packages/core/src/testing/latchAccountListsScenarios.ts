// Test-only: the scenarios of the root machine's account lists region
// (`machines/latchAccountLists.ts`), each driving the root the way the client does:
// `latchAccountLists.test.ts` checks their outcome, and the coverage test of `latch.test.ts`
// runs them with every other region's (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import { sendFormOf } from '../machines/latchContext.js'
import { address, startLatchRoot } from './latchRoot.js'

export const latchAccountListsScenarios = {
  /** The connected account's sessions listed, one revoked, and the list read again. */
  async revokesSession() {
    const latch = startLatchRoot()
    await latch.connect()
    const sessions = latch.context().sessions
    latch.send({ type: 'sessions.load' })
    await waitFor(sessions, (s) => s.matches({ list: 'loaded' }))
    latch.send({ type: 'sessions.revoke', id: '0xaa' })
    await waitFor(
      sessions,
      (s) => s.matches({ revocation: 'idle', list: 'loaded' }) && s.context.sessions.length === 0,
    )
    return latch
  },
  /** The account's NFTs listed, the next page read, then a transfer has them read again. */
  async listsNftsAgainAfterTransfer() {
    const latch = startLatchRoot()
    await latch.connect()
    const nfts = latch.context().nfts
    latch.send({ type: 'nfts.load', address, chainId: 'eip155:1' })
    await waitFor(nfts, (s) => s.matches({ loaded: 'ready' }))
    latch.send({ type: 'nfts.more' })
    await waitFor(nfts, (s) => s.matches({ loaded: 'ready' }) && s.context.next === null)
    const listed = nfts.getSnapshot().context.items.map((nft) => nft.tokenId)
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'send.submit', form: { amount: '1', receiverAddress: address } })
    await waitFor(latch.context().send, (s) => s.matches('ready'))
    const form = sendFormOf(latch.context()) as NonNullable<ReturnType<typeof sendFormOf>>
    await waitFor(form, (s) => s.context.transfers.eip155?.status === 'confirmed')
    await waitFor(nfts, (s) => s.matches({ loaded: 'ready' }))
    return { latch, listed }
  },
}
