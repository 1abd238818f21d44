import { createPolkadotTestWallet, polkadotDevAccounts } from '@latch/test-wallets'
import { signatureVerify } from '@polkadot/util-crypto'
import { Window } from 'happy-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentScriptWindow } from '../contentScriptWindow.js'
import {
  type PolkadotExtensionBackground,
  startPolkadotExtensionBackground,
} from './polkadotExtensionBackground.js'

// The messages as @polkadot/extension-base's page module posts them, on a page of happy-dom;
// the adapters' contract tests run the module itself against this background.
const messagePrefix = 'polkadot-js-unknown'
let page: Window
let background: PolkadotExtensionBackground | undefined
let next = 0

afterEach(async () => {
  background?.stop()
  vi.useRealTimers()
  await page.happyDOM.close()
})

function start(signatureIntervalMs?: number) {
  const wallet = createPolkadotTestWallet({ accounts: polkadotDevAccounts.slice(0, 2) })
  page = new Window({ url: 'https://shop.example/checkout' })
  background = startPolkadotExtensionBackground({
    wallet,
    messagePrefix,
    window: page as unknown as ContentScriptWindow,
    ...(signatureIntervalMs === undefined ? {} : { signatureIntervalMs }),
  })
  return wallet
}

type Answer = {
  id: string
  origin: string
  response?: unknown
  error?: string
  subscription?: unknown
}

/** Posts a request as the page module does and collects what comes back for its id. */
function send(message: string, request: unknown = null) {
  const id = `polkadot-js.${Date.now()}.${++next}`
  const answers: Answer[] = []
  const answered = new Promise<Answer>((resolve) => {
    page.addEventListener('message', (event) => {
      const { data } = event as unknown as MessageEvent
      if (data?.id !== id || data.origin !== `${messagePrefix}-content`) return
      answers.push(data)
      if (!('subscription' in data)) resolve(data)
    })
  })
  page.postMessage({ id, message, origin: `${messagePrefix}-page`, request }, '*')
  return { id, answered, answers }
}

describe('startPolkadotExtensionBackground', () => {
  it('default: authorises the site, lists its account, signs bytes wrapped as the extension does', async () => {
    start()
    const [alice] = polkadotDevAccounts
    await expect(send('pub(phishing.redirectIfDenied)').answered).resolves.toMatchObject({
      response: false,
    })
    await expect(send('pub(accounts.list)', {}).answered).resolves.toMatchObject({
      error: `The source ${'https://shop.example/checkout'} has not been enabled yet`,
    })
    await expect(send('pub(authorize.tab)', { origin: 'Shop' }).answered).resolves.toMatchObject({
      response: { authorizedAccounts: [alice?.address], result: true },
    })
    // "Allow use on any chain", the extension's default, lists the account with genesisHash ''.
    await expect(send('pub(accounts.list)', {}).answered).resolves.toMatchObject({
      response: [{ address: alice?.address, genesisHash: '', name: alice?.name, type: 'sr25519' }],
    })
    const data = `0x${Buffer.from('hello').toString('hex')}`
    const { answered, id } = send('pub(bytes.sign)', {
      address: alice?.address,
      data,
      type: 'bytes',
    })
    const { response } = (await answered) as { response: { id: string; signature: string } }
    expect(response.id).toBe(id)
    const wrapped = new TextEncoder().encode('<Bytes>hello</Bytes>')
    expect(signatureVerify(wrapped, response.signature, alice?.address ?? '').isValid).toBe(true)
    expect(background?.requests).toEqual([
      'pub(phishing.redirectIfDenied)',
      'pub(accounts.list)',
      'pub(authorize.tab)',
      'pub(accounts.list)',
      'pub(bytes.sign)',
    ])
  })

  it('behavior: a refused authorisation is the extension’s own text; a second prompt waits for the first', async () => {
    const wallet = start()
    wallet.rejectNext('enable')
    await expect(send('pub(authorize.tab)', { origin: 'Shop' }).answered).resolves.toMatchObject({
      error: 'Connection request was cancelled by the user.',
    })
    const first = send('pub(authorize.tab)', { origin: 'Shop' })
    const second = send('pub(authorize.tab)', { origin: 'Shop' })
    await expect(second.answered).resolves.toMatchObject({
      error: `The source ${'https://shop.example/checkout'} has a pending authorization request`,
    })
    await expect(first.answered).resolves.toMatchObject({ response: { result: true } })
  })

  it('behavior: one signature per site every 3 s; the user’s refusal is Cancelled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const wallet = start()
    const [alice] = polkadotDevAccounts
    await send('pub(authorize.tab)', { origin: 'Shop' }).answered
    const raw = { address: alice?.address, data: '0x00', type: 'bytes' }
    wallet.rejectNext('signRaw')
    await expect(send('pub(bytes.sign)', raw).answered).resolves.toMatchObject({
      error: 'Cancelled',
    })
    vi.advanceTimersByTime(2_999)
    await expect(send('pub(bytes.sign)', raw).answered).resolves.toMatchObject({
      error: 'Rate limit exceeded. Try again later.',
    })
    vi.advanceTimersByTime(1)
    await expect(send('pub(bytes.sign)', raw).answered).resolves.toHaveProperty('response')
  })

  it('behavior: an account subscription hears the list, then each change, until unsubscribed', async () => {
    const wallet = start()
    const [alice, bob] = polkadotDevAccounts
    await send('pub(authorize.tab)', { origin: 'Shop' }).answered
    const subscription = send('pub(accounts.subscribe)', null)
    await expect(subscription.answered).resolves.toMatchObject({ response: subscription.id })
    await vi.waitFor(() => expect(subscription.answers).toHaveLength(2))
    expect(subscription.answers[0]).toMatchObject({ subscription: [{ address: alice?.address }] })
    wallet.setAccount(1)
    await vi.waitFor(() => expect(subscription.answers).toHaveLength(3))
    expect(subscription.answers[2]).toMatchObject({ subscription: [{ address: bob?.address }] })
    await expect(
      send('pub(accounts.unsubscribe)', { id: subscription.id }).answered,
    ).resolves.toMatchObject({ response: true })
    wallet.setAccount(0)
    await send('pub(ping)').answered
    expect(subscription.answers).toHaveLength(3)
  })

  it('behavior: what it does not handle is the extension’s error; after stop() nothing answers', async () => {
    start()
    await send('pub(authorize.tab)', { origin: 'Shop' }).answered
    await expect(send('pub(metadata.provide)', {}).answered).resolves.toMatchObject({
      error: 'Unable to handle message of type pub(metadata.provide)',
    })
    background?.stop()
    const unanswered = send('pub(ping)')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(unanswered.answers).toEqual([])
  })
})
