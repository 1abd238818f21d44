import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { mainnet } from '../networks/evmNetworks.js'
import { stopLatchRoot } from '../testing/latchRoot.js'
import { latchSignInScenarios } from '../testing/latchSignInScenarios.js'
import { sendFormOf } from './latchContext.js'

// The root machine's signIn region (`latchSignIn.ts`), through the scenarios of
// `testing/latchSignInScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchSignIn', () => {
  it('behavior: signing in is a command to the root, which the loaded sign-in takes', async () => {
    const { signing } = await latchSignInScenarios.signsIn()
    expect(signing).toBe('signing')
  })

  it('behavior: sign-in loads as the root starts and hears of each account', async () => {
    const { latch, shown } = await latchSignInScenarios.lazyChildren()
    expect(shown).toBe('SIWXSignMessage')
    // Required without a prior session: cancelling disconnects the active namespace.
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    expect(latch.effects.forgetConnector).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'io.metamask',
    })
    // The form loaded on its first command, with the commands that came meanwhile.
    const form = sendFormOf(latch.context())?.getSnapshot()
    // The network changed after the edit: the form started over.
    expect(form?.context).toMatchObject({
      namespace: 'eip155',
      sendTokenAmount: '',
      receiverAddress: '',
    })
  })

  it('behavior: a required sign-in cancelled on another network returns to the signed one', async () => {
    const latch = await latchSignInScenarios.signInCancelledReturnsToTheSignedNetwork()
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(mainnet)
  })
})
