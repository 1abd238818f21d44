import { afterEach, describe, expect, it } from 'vitest'
import { latchEmbeddedWalletScenarios } from '../testing/latchEmbeddedWalletScenarios.js'
import { stopLatchRoot } from '../testing/latchRoot.js'

// The root machine's embeddedWallet region (`latchEmbeddedWallet.ts`), through the scenarios of
// `testing/latchEmbeddedWalletScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchEmbeddedWallet', () => {
  it('behavior: the embedded wallet connects in the namespace the visitor moves to; signing out resets the logins', async () => {
    const { latch, followed } =
      await latchEmbeddedWalletScenarios.theEmbeddedWalletFollowsTheVisitor()
    expect(followed).toBe('auth')
    expect(latch.effects.forgetConnector).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'auth',
    })
    const { email } = await latch.logins()
    expect(email.getSnapshot().matches({ login: 'idle' })).toBe(true)
  })

  it('behavior: leaving the Farcaster link disconnected ends its login', async () => {
    const { social } = await latchEmbeddedWalletScenarios.leavingFarcasterEndsItsLogin()
    expect(social).toBe('idle')
  })

  it('behavior: an email login connects the embedded wallet in the active namespace, once', async () => {
    const { latch, done, social } = await latchEmbeddedWalletScenarios.emailLoginSignedIn()
    expect(done.value).toMatchObject({ login: 'connected' })
    expect(latch.connection('eip155').getSnapshot().context.connection?.connectorId).toBe('auth')
    expect(latch.connection('solana').getSnapshot().matches('disconnected')).toBe(true)
    expect(latch.asked).toEqual(['eip155'])
    expect(social).toBe('idle')
    expect(latch.context().authConnect).toBeUndefined()
  })

  it('behavior: a login that asks while the wallet connects hears the same answer, once', async () => {
    const { latch, region } = await latchEmbeddedWalletScenarios.bothLoginsAsk()
    expect(region).toBe('connecting')
    expect(latch.answers).toEqual(['email: auth.connected', 'social: auth.connected'])
    // The wallet the visitor picked, then the embedded wallet, once.
    expect(latch.asked).toEqual(['eip155', 'eip155'])
    expect(latch.context().authConnect).toBeUndefined()
    const none = await latchEmbeddedWalletScenarios.emailLoginNoNamespace()
    expect(none.latch.answers).toEqual(['email: auth.connectFailed'])
  })

  it('behavior: leaving UpdateEmailWallet, or closing the modal on it, ends the email change', async () => {
    const { afterLeaving, afterClosing } =
      await latchEmbeddedWalletScenarios.leavingUpdateEmailEndsTheChange()
    expect(afterLeaving).toBe('idle')
    expect(afterClosing).toBe('idle')
  })

  it('errors: another wallet holds the namespace, the wallet refuses, no namespace takes it', async () => {
    const held = await latchEmbeddedWalletScenarios.emailLoginAnotherWalletHolds()
    expect(held.done.value).toMatchObject({ login: 'idle' })
    expect(held.done.context.error?.message).toBe('Failed to connect')
    expect(held.latch.connection('eip155').getSnapshot().context.connection?.connectorId).toBe(
      'io.metamask',
    )
    const refused = await latchEmbeddedWalletScenarios.emailLoginConnectFails()
    expect(refused.done.value).toMatchObject({ login: 'idle' })
    expect(refused.done.context.error).toBe(
      refused.latch.connection('eip155').getSnapshot().context.error,
    )
    const none = await latchEmbeddedWalletScenarios.emailLoginNoNamespace()
    expect(none.done.context.error?.code).toBe('NO_AUTH_CONNECTOR')
  })
})
