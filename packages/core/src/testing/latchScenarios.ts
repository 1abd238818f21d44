// Test-only: the scenarios of the root machine (`machines/latch.ts`). Each drives the root the
// way the client does; the region tests (`machines/latch<Region>.test.ts`) check their outcome,
// and the coverage test of `latch.test.ts` runs them all to see every transition taken.
import { expect, vi } from 'vitest'
import { waitFor } from 'xstate'
import {
  buyFormOf,
  type LatchMachineContext,
  nameRegistrationOf,
  sendFormOf,
  siwxOf,
  swapFormOf,
} from '../machines/latchContext.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import {
  address,
  type LatchRoot,
  type LatchRootOptions,
  siwxLogic,
  startLatchRoot,
} from './latchRoot.js'

/** The saved connections of eip155: connector ids, the most recent first. */
function savedOf(latch: LatchRoot) {
  const { saved, live } = latch.context().savedConnections.getSnapshot().context
  return {
    saved: (saved.eip155 ?? []).map((connection) => connection.connectorId),
    live: live.eip155 ?? [],
  }
}

// Each scenario drives the root machine the way the client does; the tests check its outcome,
// and the coverage test runs them all to see every transition taken.
export const latchScenarios = {
  async signInCancelledReturnsToTheSignedNetwork() {
    // A session exists on mainnet only.
    const latch = startLatchRoot({ siwx: siwxLogic(mainnet.caipNetworkId) })
    await latch.connect()
    const loader = latch.context().siwx as NonNullable<LatchMachineContext['siwx']>
    await waitFor(loader, (s) => s.matches('ready'))
    const siwx = siwxOf(latch.context()) as NonNullable<ReturnType<typeof siwxOf>>
    await waitFor(siwx, (s) => s.matches('signedIn'))
    latch.send({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'networkChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:10' },
    })
    await waitFor(siwx, (s) => s.matches('awaitingSignature'))
    latch.send({ type: 'siwx.cancel' })
    await waitFor(latch.context().network, (s) => s.matches('idle'))
    return latch
  },
  async opensAtConnectThenAccount() {
    const latch = startLatchRoot()
    latch.send({ type: 'modal.open' })
    const before = latch.views()
    latch.send({ type: 'router.push', view: 'ConnectingExternal', data: { connectorId: 'w' } })
    await latch.connect()
    return { latch, before }
  },
  async backFromAWalletShowsAccount() {
    const latch = startLatchRoot()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'router.push', view: 'AllWallets' })
    latch.send({ type: 'router.replace', view: 'ConnectingExternal', data: { connectorId: 'w' } })
    await latch.connect()
    latch.send({ type: 'router.push', view: 'AllWallets' })
    latch.send({ type: 'router.back' })
    latch.send({ type: 'router.reset', view: 'Account' })
    return latch
  },
  async closeTakesBackRequests() {
    const latch = startLatchRoot()
    const walletRequest = latch.context().walletRequest
    walletRequest.send({ type: 'request.received', id: 'r1', method: 'personal_sign' })
    await waitFor(latch.context().modal, (s) => s.matches('open'))
    const before = latch.view()
    latch.send({ type: 'modal.shake' })
    latch.send({ type: 'modal.close' })
    await waitFor(latch.context().modal, (s) => s.matches('closed'))
    return { latch, before, pending: walletRequest.getSnapshot().context.pending }
  },
  async aSettledRequestReturnsOrCloses() {
    const latch = startLatchRoot()
    latch.send({ type: 'modal.open' })
    const walletRequest = latch.context().walletRequest
    walletRequest.send({ type: 'stack.push' })
    walletRequest.send({ type: 'request.received', id: 'r1', method: 'personal_sign' })
    const stacked = latch.views()
    walletRequest.send({ type: 'request.succeeded', id: 'r1' })
    const afterStacked = latch.views()
    walletRequest.send({ type: 'request.received', id: 'r2', method: 'personal_sign' })
    walletRequest.send({ type: 'request.failed', id: 'r2' })
    // An unknown method opens the modal when it is closed.
    walletRequest.send({ type: 'request.received', id: 'r3', method: 'eth_unknown' })
    return { latch, stacked, afterStacked }
  },
  async switchActiveChainLeftForgetsTheNetwork() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'network.request', network: solana })
    const awaited = latch.context().network.getSnapshot().context.awaitedNetwork
    latch.send({ type: 'router.replace', view: 'Connect' })
    latch.send({ type: 'router.back' })
    return { latch, awaited }
  },
  async openingForAnotherNamespace() {
    const latch = startLatchRoot()
    latch.send({ type: 'modal.open', namespace: 'solana' })
    return latch
  },
  async switchesFromTheView() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open', view: 'Account' })
    latch.send({ type: 'network.request', network: optimism })
    const network = latch.context().network
    const shown = { views: latch.views(), status: network.getSnapshot().value }
    await waitFor(network, (s) => s.matches('idle'))
    return { latch, shown }
  },
  async opensSwitchNetwork() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open', view: 'SwitchNetwork', data: { network: optimism } })
    const network = latch.context().network
    const status = network.getSnapshot().value
    await waitFor(network, (s) => s.matches('idle'))
    return { latch, status }
  },
  async walletEvents() {
    const latch = startLatchRoot()
    await latch.connect()
    const event = (wallet: Parameters<typeof latch.send>[0] & { type: 'wallet.event' }) =>
      latch.send(wallet)
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'networkChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:10' },
    })
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'accountsChanged', connectorId: 'other', accounts: [] },
    })
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: {
        type: 'accountsChanged',
        connectorId: 'io.metamask',
        accounts: [{ address: '0xbb' }],
      },
    })
    const moved = latch.connection('eip155').getSnapshot().context.connection
    const active = latch.context().network.getSnapshot().context.activeNetwork?.caipNetworkId
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'disconnected', connectorId: 'io.metamask' },
    })
    return { latch, moved, active }
  },
  async disconnectCloses() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'connection.disconnect', namespace: 'eip155' })
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    return latch
  },
  async accountTypeChosen() {
    const latch = startLatchRoot({ input: { preferredAccountTypes: { solana: 'eoa' } } })
    latch.send({
      type: 'connection.preferAccountType',
      namespace: 'eip155',
      accountType: 'ordinal',
    })
    return latch
  },
  async cancelledConnect() {
    const latch = startLatchRoot()
    latch.send({ type: 'connection.connect', namespace: 'eip155', connectorId: 'io.metamask' })
    latch.send({ type: 'connection.cancel', namespace: 'eip155' })
    return latch
  },
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
  async embeddedFollowsTheAccount() {
    const latch = startLatchRoot({ input: { embedded: true } })
    await latch.connect()
    const connected = latch.views()
    latch.send({ type: 'connection.disconnect', namespace: 'eip155', closeModal: false })
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    return { latch, connected }
  },
  async disconnectCascade() {
    const latch = startLatchRoot()
    // One session in both namespaces (WalletConnect): disconnecting one ends both.
    await latch.connect('eip155', 'walletConnect')
    await latch.connect('solana', 'walletConnect')
    latch.send({ type: 'disconnect.requested', namespace: 'solana', closeModal: false })
    const cascade = latch.context().disconnecting
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    await waitFor(latch.connection('solana'), (s) => s.matches('disconnected'))
    return { latch, cascade }
  },
  async disconnectGivesWay() {
    const latch = startLatchRoot()
    await latch.connect('eip155', 'io.metamask')
    await latch.connect('solana', 'phantom')
    // Solana is active (its wallet's network came last); ending it leaves EVM to go on.
    latch.send({ type: 'disconnect.requested', namespace: 'solana', closeModal: 'whenNoneLeft' })
    await waitFor(latch.connection('solana'), (s) => s.matches('disconnected'))
    await waitFor(
      latch.context().network,
      (s) => s.context.activeNetwork?.chainNamespace === 'eip155',
    )
    return latch
  },
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
  async disconnectFails() {
    const latch = startLatchRoot({ disconnectFails: true })
    await latch.connect('eip155', 'io.metamask')
    latch.send({ type: 'disconnect.requested', namespace: 'eip155', closeModal: true })
    await waitFor(latch.connection('eip155'), (s) => !s.matches('disconnecting'))
    return latch
  },
  async selectsThenCancels() {
    const latch = startLatchRoot({ connectHangs: true })
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.metamask' })
    const shown = latch.views()
    const connecting = latch.connection('eip155').getSnapshot().value
    // Another pick while the first waits: the first is cancelled, the second asked.
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.rabby' })
    latch.send({ type: 'wallet.cancelled', namespace: 'eip155' })
    return { latch, shown, connecting }
  },
  async sendsAndConfirms() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({
      type: 'send.submit',
      form: { amount: '1', receiverAddress: address, token: undefined },
    })
    await waitFor(latch.context().send, (s) => s.matches('ready'))
    const form = sendFormOf(latch.context()) as NonNullable<ReturnType<typeof sendFormOf>>
    await waitFor(form, (s) => s.context.transfers.eip155?.status === 'confirmed')
    return latch
  },
  async approvedSessionJoinsTheFirst() {
    const latch = startLatchRoot({ input: { walletConnect: true }, approves: ['solana', 'eip155'] })
    latch.send({ type: 'modal.open', view: 'ConnectingWalletConnectBasic' })
    await waitFor(latch.connection('solana'), (s) => s.matches('connected'))
    return latch
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
    const { latch, done } = await latchScenarios.emailLogin()
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
    const { latch } = await latchScenarios.emailLogin()
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
  emailLoginAnotherWalletHolds: () => latchScenarios.emailLogin({ before: 'connected' }),
  emailLoginConnectFails: () => latchScenarios.emailLogin({ connectFails: true }),
  emailLoginNoNamespace: () =>
    latchScenarios.emailLogin({ input: { logins: { email: '', namespaces: [] } } }),
  async signsIn() {
    const latch = startLatchRoot({ siwx: siwxLogic() })
    await latch.connect()
    const loader = latch.context().siwx as NonNullable<LatchMachineContext['siwx']>
    await waitFor(loader, (s) => s.matches('ready'))
    const siwx = siwxOf(latch.context()) as NonNullable<ReturnType<typeof siwxOf>>
    await waitFor(siwx, (s) => s.matches('awaitingSignature'))
    latch.send({ type: 'siwx.sign' })
    const signing = siwx.getSnapshot().value
    await waitFor(siwx, (s) => !s.matches('signing'))
    return { latch, signing }
  },
  async buys() {
    const latch = startLatchRoot()
    await latch.connect('solana')
    latch.send({ type: 'buy.start', namespace: 'solana', provider: 'other' })
    await waitFor(latch.context().buy, (s) => s.matches('ready'))
    const form = buyFormOf(latch.context()) as NonNullable<ReturnType<typeof buyFormOf>>
    await waitFor(form, (s) => s.matches({ form: 'ready' }))
    latch.send({ type: 'buy.edit', edit: { amount: '50', paymentCurrency: 'EUR' } })
    await waitFor(form, (s) => s.matches({ form: 'ready' }))
    latch.send({ type: 'buy.submit' })
    return { latch, form: await waitFor(form, (s) => s.context.error !== undefined) }
  },
  async swaps() {
    const latch = startLatchRoot()
    await latch.connect()
    // The site opens Swap with its arguments: the form starts for the account.
    latch.send({ type: 'modal.open', view: 'Swap', data: { fromToken: 'ltt', amount: '1' } })
    await waitFor(latch.context().swap, (s) => s.matches('ready'))
    const form = swapFormOf(latch.context()) as NonNullable<ReturnType<typeof swapFormOf>>
    const quoted = await waitFor(form, (s) => s.matches({ form: 'quoted' }))
    // The approval card over Swap, and back: the same swap goes on.
    latch.send({ type: 'router.push', view: 'ApproveTransaction' })
    latch.send({ type: 'router.back' })
    const kept = form.getSnapshot()
    latch.send({ type: 'swap.edit', edit: { flip: true, amount: '3' } })
    await waitFor(form, (s) => s.matches({ form: 'quoted' }))
    latch.send({ type: 'swap.submit' })
    const swapped = await waitFor(form, (s) => s.matches('swapped'))
    const snackbar = latch.context().snackbar.getSnapshot().context
    // Another start (a headless "swap again") and leaving the view.
    latch.send({ type: 'swap.start', toToken: 'ltt' })
    await waitFor(form, (s) => s.matches({ form: 'editing' }))
    latch.send({ type: 'router.back' })
    return { latch, quoted, kept, swapped, snackbar, restarted: form.getSnapshot() }
  },
  async registersName() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open', view: 'RegisterAccountName' })
    latch.send({ type: 'name.register', name: 'ada-lovelace' })
    await waitFor(latch.context().nameRegistration, (s) => s.matches('ready'))
    const registration = nameRegistrationOf(latch.context()) as NonNullable<
      ReturnType<typeof nameRegistrationOf>
    >
    await waitFor(registration, (s) => s.matches('registered'))
    return latch
  },
  async lazyChildren() {
    const latch = startLatchRoot({ siwx: siwxLogic() })
    await latch.connect()
    latch.send({ type: 'snackbar.show', code: 'ACTION_NOT_ALLOWED' })
    latch.send({
      type: 'snackbar.show',
      message: { message: 'Address copied', variant: 'success' },
    })
    // A reset (as the network tells of a change) before the form loaded loads nothing.
    latch.root.send({ type: 'send.reset', namespace: 'eip155' })
    latch.send({ type: 'send.start' })
    latch.send({ type: 'send.edit', edit: { amount: '0.5', receiver: address, token: null } })
    await waitFor(latch.context().send, (s) => s.matches('ready'))
    latch.send({ type: 'network.switch', network: optimism })
    const loader = latch.context().siwx as NonNullable<LatchMachineContext['siwx']>
    await waitFor(loader, (s) => s.matches('ready'))
    const siwx = siwxOf(latch.context()) as NonNullable<ReturnType<typeof siwxOf>>
    await waitFor(siwx, (s) => s.matches('awaitingSignature'))
    const shown = latch.view()
    // The visitor's Cancel, a command to the root.
    latch.send({ type: 'siwx.cancel' })
    return { latch, shown }
  },
  /** Multi-wallet off: its commands raise the alert, and a second wallet is not asked. */
  async multiWalletOff() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'wallet.add' })
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.metamask' })
    latch.send({
      type: 'savedConnection.disconnect',
      namespace: 'eip155',
      connectorId: 'io.metamask',
    })
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.rabby' })
    return { latch, saved: savedOf(latch) }
  },
  /**
   * Multi-wallet on: a second wallet on eip155, switching back and forth, a saved wallet of
   * an earlier visit connecting again, and disconnecting them one by one.
   */
  async twoWalletsOnANamespace() {
    const old = { connectorId: 'io.old', accounts: [{ address }], network: mainnet.caipNetworkId }
    const latch = startLatchRoot({
      multiWallet: true,
      input: { savedConnections: { eip155: [old] } },
    })
    const eip155 = latch.connection('eip155')
    const activeId = () => eip155.getSnapshot().context.connection?.connectorId
    const settle = () => waitFor(eip155, (s) => s.matches({ connected: 'ready' }))
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'router.push', view: 'ProfileWallets' })
    latch.send({ type: 'wallet.add' })
    const added = latch.view()
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.rabby' })
    await settle()
    const afterAdd = {
      active: activeId(),
      address: eip155.getSnapshot().context.connection?.accounts[0]?.address,
      saved: savedOf(latch),
      view: latch.view(),
    }
    // Live: re-activated; the active one and an unknown one: nothing.
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.metamask' })
    await settle()
    const afterSwitch = activeId()
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.metamask' })
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.nobody' })
    // From an earlier visit: it connects again through its connector.
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.old' })
    await settle()
    const afterOld = activeId()
    // One that is not active is forgotten; the active one gives way to the next live one.
    latch.send({ type: 'savedConnection.disconnect', namespace: 'eip155', connectorId: 'io.rabby' })
    latch.send({ type: 'savedConnection.disconnect', namespace: 'eip155', connectorId: 'io.old' })
    await settle()
    const afterDisconnect = { active: activeId(), saved: savedOf(latch) }
    latch.send({ type: 'savedConnection.disconnect', namespace: 'eip155', connectorId: 'io.nope' })
    latch.send({
      type: 'savedConnection.disconnect',
      namespace: 'eip155',
      connectorId: 'io.metamask',
    })
    await waitFor(eip155, (s) => s.matches('disconnected'))
    const afterLast = { saved: savedOf(latch), open: latch.context().modal.getSnapshot().value }
    // A namespace with no wallet connects the saved one asked for.
    latch.send({ type: 'connection.connect', namespace: 'eip155', connectorId: 'io.rabby' })
    await settle()
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.metamask' })
    await settle()
    latch.send({ type: 'disconnect.requested', namespace: 'eip155', closeModal: false })
    await waitFor(eip155, (s) => s.matches('disconnected'))
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.rabby' })
    await settle()
    return { latch, added, afterAdd, afterSwitch, afterOld, afterDisconnect, afterLast }
  },
}
