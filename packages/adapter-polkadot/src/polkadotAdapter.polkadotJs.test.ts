import type { AdapterEvent } from '@latch/core'
import { isUserRejection } from '@latch/core/errors'
import { polkadot } from '@latch/core/networks'
import {
  type ContentScriptWindow,
  createPolkadotTestWallet,
  type PolkadotDevAccount,
  type PolkadotExtensionBackground,
  type PolkadotTestWallet,
  polkadotDevAccounts,
  startPolkadotExtensionBackground,
} from '@latch/testkit/wallet'
import { Keyring } from '@polkadot/keyring'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import { Window } from 'happy-dom'
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest'
import { polkadotAdapter } from './polkadotAdapter.js'
import { verifyPolkadotSignature } from './siwx/verifyPolkadotSignature.js'
import { localNetwork } from './testing/localNetwork.js'
import { setLocalBalances } from './testing/localPolkadotChain.js'
import {
  installPolkadotJsExtensionPage,
  polkadotJsKey,
  polkadotJsMessagePrefix,
} from './testing/polkadotJsExtensionPage.js'

// The adapter against the polkadot-js extension's own page-side code from npm
// (@polkadot/extension-base's `page` module, injected by @polkadot/extension-inject's
// `injectExtension` as the extension's page script does), on a page of happy-dom. Only the
// extension's content script and background are the testkit's (startPolkadotExtensionBackground),
// with the Latch Polkadot Test Wallet as the key store and the user. Signatures are checked by
// verifyPolkadotSignature (@polkadot/util-crypto) and, for a transfer, by the local chain's
// runtime (Rococo Asset Hub's, in chopsticks).

const page = new Window({ url: 'https://shop.example/checkout' })
// The extension's page code refers to the global `window`, the page it was injected in.
Object.assign(globalThis, { window: page })
afterAll(() => page.happyDOM.close())

let background: PolkadotExtensionBackground | undefined
afterEach(() => {
  background?.stop()
  background = undefined
  vi.useRealTimers()
})

/** A fresh extension behind the page's `injectedWeb3['polkadot-js']`, and an adapter for it. */
async function setup(accounts: readonly PolkadotDevAccount[] = polkadotDevAccounts.slice(0, 2)) {
  const wallet: PolkadotTestWallet = createPolkadotTestWallet({ accounts })
  background = startPolkadotExtensionBackground({
    wallet,
    messagePrefix: polkadotJsMessagePrefix,
    window: page as unknown as ContentScriptWindow,
  })
  await installPolkadotJsExtensionPage()
  const adapter = polkadotAdapter({ injected: page as never, appName: 'Latch Shop' })
  // What the wallet tells; discovery's own news (connectorsChanged) is not the extension's.
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => {
    if (event.type !== 'connectorsChanged') events.push(event)
  })
  return { wallet, adapter, events, background }
}

const [alice, bob] = polkadotDevAccounts
if (!alice || !bob) throw new Error('dev accounts missing')
const onPolkadot = (address: string) => encodeAddress(address, 0)

describe('polkadotAdapter with the polkadot-js extension’s page code', () => {
  it('default: finds polkadot-js, connects with the account the extension lists for any chain', async () => {
    const { adapter, background } = await setup()
    await adapter.preload()
    expect(adapter.getConnectors()).toMatchObject([
      { id: polkadotJsKey, name: 'Polkadot{.js}', type: 'INJECTED', chain: 'polkadot' },
    ])
    const connection = await adapter.connect({ connectorId: polkadotJsKey, network: polkadot })
    // Listed with genesisHash '' ("Allow use on any chain"), written with Polkadot's prefix.
    expect(connection).toEqual({
      connectorId: polkadotJsKey,
      network: polkadot.caipNetworkId,
      accounts: [{ address: onPolkadot(alice.address) }],
    })
    // The page code subscribes without waiting for the answer.
    await vi.waitFor(() =>
      expect(background.requests).toEqual([
        'pub(phishing.redirectIfDenied)',
        'pub(authorize.tab)',
        'pub(accounts.list)',
        'pub(accounts.subscribe)',
      ]),
    )
  })

  it('behavior: signMessage is signRaw through the page code, and verifies', async () => {
    const { adapter, background } = await setup()
    await adapter.connect({ connectorId: polkadotJsKey, network: polkadot })
    const address = onPolkadot(alice.address)
    const message = 'Sign in to shop.example'
    const signature = await adapter.signMessage({ message, address })
    expect(background.requests.at(-1)).toBe('pub(bytes.sign)')
    await expect(verifyPolkadotSignature({ message, signature, address })).resolves.toBe(true)
    await expect(
      verifyPolkadotSignature({ message: `${message}!`, signature, address }),
    ).resolves.toBe(false)
    await expect(
      verifyPolkadotSignature({ message, signature, address: bob.address }),
    ).resolves.toBe(false)
  })

  it('behavior: the extension’s refusals are 4001, its own words for the authorisation too', async () => {
    const { adapter, wallet } = await setup()
    wallet.rejectNext('enable')
    const connecting = adapter.connect({ connectorId: polkadotJsKey, network: polkadot })
    await expect(connecting).rejects.toMatchObject({
      code: 4001,
      message: 'Connection request was cancelled by the user.',
    })
    await connecting.catch((error: unknown) => expect(isUserRejection(error)).toBe(true))
    await adapter.connect({ connectorId: polkadotJsKey, network: polkadot })
    wallet.rejectNext('signRaw')
    const signing = adapter.signMessage({ message: 'hi', address: onPolkadot(alice.address) })
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'Cancelled' })
  })

  it('behavior: a second signature within 3 s is the extension’s rate limit, passed on as it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { adapter } = await setup()
    await adapter.connect({ connectorId: polkadotJsKey, network: polkadot })
    const address = onPolkadot(alice.address)
    await adapter.signMessage({ message: 'first', address })
    const second = adapter.signMessage({ message: 'second', address })
    await expect(second).rejects.toThrow('Rate limit exceeded. Try again later.')
    await second.catch((error: unknown) => expect(isUserRejection(error)).toBe(false))
    vi.advanceTimersByTime(3_000)
    await expect(adapter.signMessage({ message: 'third', address })).resolves.toMatch(/^0x/)
  })

  it('behavior: the account the visitor switches to is accountsChanged; the site revoked is disconnected', async () => {
    const { adapter, wallet, events } = await setup()
    await adapter.connect({ connectorId: polkadotJsKey, network: polkadot })
    // The subscription's first list is the connection's own: nothing to tell.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events).toEqual([])
    wallet.setAccount(1)
    await vi.waitFor(() => expect(events).toHaveLength(1))
    expect(events[0]).toMatchObject({
      type: 'accountsChanged',
      connectorId: polkadotJsKey,
      accounts: [{ address: onPolkadot(bob.address) }],
    })
    wallet.disconnect()
    await vi.waitFor(() => expect(events).toHaveLength(2))
    expect(events[1]).toEqual({ type: 'disconnected', connectorId: polkadotJsKey })
  })

  it('behavior: a transfer is signed with signPayload through the page code, and the runtime takes it', async () => {
    const chain = inject('localPolkadot')
    const network = localNetwork(chain)
    await cryptoWaitReady()
    // Keys of this file only: the other files send on the same chain at the same time.
    const secretUri = '//PolkadotJsPage//sender'
    const pair = new Keyring({ type: 'sr25519', ss58Format: 2 }).addFromUri(secretUri)
    const sender: PolkadotDevAccount = {
      name: 'Sender',
      type: 'sr25519',
      secretUri,
      publicKey: u8aToHex(pair.publicKey),
      address: pair.address,
    }
    const receiver = new Keyring({ type: 'ed25519', ss58Format: 2 }).addFromUri(
      '//PolkadotJsPage//receiver',
    ).address
    const roc = 10n ** 12n
    await setLocalBalances(chain.url, [{ address: sender.address, free: 10n * roc }])
    const { adapter, background } = await setup([sender])
    const { accounts } = await adapter.connect({ connectorId: polkadotJsKey, network })
    expect(accounts).toEqual([{ address: sender.address }])
    const id = await adapter.sendTransfer({
      from: sender.address,
      to: receiver,
      amount: roc,
      network,
    })
    expect(background.requests.at(-1)).toBe('pub(extrinsic.sign)')
    await adapter.waitForTransaction({ id, network })
    await expect(adapter.getBalance({ address: receiver, network })).resolves.toMatchObject({
      value: roc,
    })
  })
})
