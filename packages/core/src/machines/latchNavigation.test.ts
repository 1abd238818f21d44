import { afterEach, describe, expect, it } from 'vitest'
import { solana } from '../networks/otherNetworks.js'
import { latchNavigationScenarios } from '../testing/latchNavigationScenarios.js'
import { stopLatchRoot } from '../testing/latchRoot.js'

// The root machine's navigation region (`latchNavigation.ts`), through the scenarios of
// `testing/latchNavigationScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchNavigation', () => {
  it('behavior: opens at Connect; a wallet connected from a connecting view shows Account, tracked', async () => {
    const { latch, before } = await latchNavigationScenarios.opensAtConnectThenAccount()
    expect(before).toEqual(['Connect'])
    expect(latch.views()).toEqual(['Account'])
    expect(latch.effects.connectSucceeded).toHaveBeenCalledWith({
      type: 'connection.succeeded',
      namespace: 'eip155',
      connectorId: 'io.metamask',
    })
  })

  it('behavior: Back reads the connection: to Account, not Connect, once connected', async () => {
    const latch = await latchNavigationScenarios.backFromAWalletShowsAccount()
    expect(latch.views()).toEqual(['Account'])
  })

  it('behavior: a request opens the modal at ApproveTransaction; closing takes it back', async () => {
    const { before, pending } = await latchNavigationScenarios.closeTakesBackRequests()
    expect(before).toBe('ApproveTransaction')
    expect(pending).toEqual([])
  })

  it('behavior: a settled request returns to the view it came from', async () => {
    const { stacked, afterStacked } =
      await latchNavigationScenarios.aSettledRequestReturnsOrCloses()
    expect(stacked).toEqual(['Connect', 'ApproveTransaction'])
    expect(afterStacked).toEqual(['Connect'])
  })

  it('behavior: SwitchActiveChain remembers the network until the visitor goes back below it', async () => {
    const { latch, awaited } =
      await latchNavigationScenarios.switchActiveChainLeftForgetsTheNetwork()
    expect(awaited).toBe(solana)
    expect(latch.context().network.getSnapshot().context.awaitedNetwork).toBeUndefined()
  })

  it('behavior: embedded, the router follows the account: Account, then Connect', async () => {
    const { latch, connected } = await latchNavigationScenarios.embeddedFollowsTheAccount()
    expect(connected).toEqual(['Account'])
    expect(latch.views()).toEqual(['Connect'])
  })
})
