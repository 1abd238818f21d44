// Test-only: the scenarios of the root machine's embedded wallet region
// (`machines/latchEmbeddedWallet.ts`), each driving the root the way the client does:
// `latchEmbeddedWallet.test.ts` checks their outcome, and the coverage test of `latch.test.ts` runs
// them with every other region's (`latchScenarios.ts`).
import { expect, vi } from 'vitest'
import { waitFor } from 'xstate'
import { mainnet } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { type LatchRootOptions, startLatchRoot } from './latchRoot.js'

export const latchEmbeddedWalletScenarios = {
  async theEmbeddedWalletFollowsTheVisitor() {
    const latch = startLatchRoot({
      input: { logins: { email: '', namespaces: ['eip155', 'solana'] } },
    })
    await latch.connect('eip155', 'auth')
    latch.send({ type: 'network.switch', network: solana })
    const followed = await waitFor(latch.connection('solana'), (s) => !s.matches('connecting'))
    latch.send({ type: 'network.walletChanged', caipNetworkId: mainnet.caipNetworkId })
    // Signing out of the embedded wallet ends the logins' sessions too.
    latch.send({ type: 'connection.disconnect', namespace: 'eip155', closeModal: false })
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    return { latch, followed: followed.context.connection?.connectorId }
  },
  async leavingFarcasterEndsItsLogin() {
    vi.useFakeTimers()
    try {
      const latch = startLatchRoot({ input: { logins: { email: '', namespaces: ['eip155'] } } })
      const { social } = await latch.logins()
      social.send({ type: 'social.start', provider: 'farcaster' })
      await vi.waitFor(() => expect(latch.view()).toBe('ConnectingFarcaster'))
      latch.send({ type: 'modal.open', view: 'ConnectingFarcaster' })
      latch.send({ type: 'router.push', view: 'AllWallets' })
      latch.send({ type: 'router.back' })
      latch.send({ type: 'router.back' })
      await vi.advanceTimersByTimeAsync(1000)
      return { latch, social: social.getSnapshot().value }
    } finally {
      vi.useRealTimers()
    }
  },
  async emailLogin(options: LatchRootOptions & { before?: 'connected' } = {}) {
    const latch = startLatchRoot({
      ...options,
      input: { logins: { email: '', namespaces: ['solana', 'eip155'] }, ...options.input },
    })
    if (options.before) await latch.connect('eip155', 'io.metamask')
    const { email } = await latch.logins()
    email.send({ type: 'email.submit', email: 'ada@example.com' })
    const done = await waitFor(
      email,
      (s) => s.matches({ login: 'connected' }) || s.context.error !== undefined,
    )
    return { latch, done }
  },
  async emailLoginSignedIn() {
    const { latch, done } = await latchEmbeddedWalletScenarios.emailLogin()
    // Signed in already: a second login's connect is done at once.
    const { social } = await latch.logins()
    latch.root.send({ type: 'auth.connect', login: 'social' })
    return { latch, done, social: social.getSnapshot().value }
  },
  async bothLoginsAsk() {
    const latch = startLatchRoot({
      input: { logins: { email: '', namespaces: ['solana', 'eip155'] } },
      connectHangs: 'io.metamask',
    })
    const { email } = await latch.logins()
    // A wallet the visitor picked is still connecting when the email login asks: it settles first.
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.metamask' })
    email.send({ type: 'email.submit', email: 'ada@example.com' })
    await waitFor(latch.root, (s) => s.matches({ embeddedWallet: 'settling' }))
    // The social login's frame step succeeds too meanwhile: one wallet, one answer to each.
    latch.root.send({ type: 'auth.connect', login: 'social' })
    latch.send({ type: 'wallet.cancelled', namespace: 'eip155' })
    // The cancel settles the connection at once: the embedded wallet's connect is under way.
    const region = latch.root.getSnapshot().value.embeddedWallet
    latch.root.send({ type: 'auth.connect', login: 'email' })
    await waitFor(email, (s) => s.matches({ login: 'connected' }))
    return { latch, region }
  },
  async leavingUpdateEmailEndsTheChange() {
    const { latch } = await latchEmbeddedWalletScenarios.emailLogin()
    const { email } = await latch.logins()
    const waitsForTheCode = async () => {
      email.send({ type: 'email.update', email: 'grace@example.com' })
      await waitFor(email, (s) => s.matches({ update: 'currentEmailCode' }))
    }
    latch.send({ type: 'modal.open', view: 'UpdateEmailWallet' })
    await waitsForTheCode()
    // Another view on top: the change ends.
    latch.send({ type: 'router.push', view: 'Account' })
    const afterLeaving = email.getSnapshot().value.update
    latch.send({ type: 'router.back' })
    await waitsForTheCode()
    // The modal closes on it: the change ends too.
    latch.send({ type: 'modal.close' })
    await waitFor(latch.context().modal, (s) => !s.matches('open'))
    return { latch, afterLeaving, afterClosing: email.getSnapshot().value.update }
  },
  emailLoginAnotherWalletHolds: () =>
    latchEmbeddedWalletScenarios.emailLogin({ before: 'connected' }),
  emailLoginConnectFails: () => latchEmbeddedWalletScenarios.emailLogin({ connectFails: true }),
  emailLoginNoNamespace: () =>
    latchEmbeddedWalletScenarios.emailLogin({ input: { logins: { email: '', namespaces: [] } } }),
}
