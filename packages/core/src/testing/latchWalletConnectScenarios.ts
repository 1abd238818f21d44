// Test-only: the scenarios of the root machine's WalletConnect region
// (`machines/latchWalletConnect.ts`), each driving the root the way the client does:
// `latchWalletConnect.test.ts` checks their outcome, and the coverage test of `latch.test.ts` runs
// them with every other region's (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import { startLatchRoot } from './latchRoot.js'

export const latchWalletConnectScenarios = {
  async approvedSessionConnectsEach() {
    const latch = startLatchRoot({
      input: { walletConnect: true },
      approves: ['solana', 'eip155'],
      connectFails: true,
    })
    latch.send({ type: 'modal.open', view: 'ConnectingWalletConnectBasic' })
    await waitFor(await latch.pairing(), (s) => s.matches('connected'))
    await waitFor(latch.connection('solana'), (s) => s.matches('disconnected') && !!s.context.error)
    return latch
  },
  async pairsAsTheViewOpens() {
    const latch = startLatchRoot({ input: { walletConnect: true } })
    latch.send({ type: 'modal.open', view: 'ConnectingWalletConnectBasic' })
    const pairing = await latch.pairing()
    // Loaded for the view, which paired at once (the relay is down here: it fails).
    const first = (await waitFor(pairing, (s) => !s.matches('idle'))).value
    await waitFor(pairing, (s) => s.matches('failed'))
    latch.send({ type: 'pairing.refresh' })
    const refreshed = pairing.getSnapshot().value
    await waitFor(pairing, (s) => s.matches('failed'))
    return { latch, first, refreshed }
  },
  async approvedSessionJoinsTheFirst() {
    const latch = startLatchRoot({ input: { walletConnect: true }, approves: ['solana', 'eip155'] })
    latch.send({ type: 'modal.open', view: 'ConnectingWalletConnectBasic' })
    await waitFor(latch.connection('solana'), (s) => s.matches('connected'))
    return latch
  },
}
