// The secure frame in a real browser: headless Chromium opens a page on one loopback origin
// that embeds the frame from the server's frame origin, and speaks the protocol to it over
// postMessage, as core's auth connector does: ready, email login with the code from the
// development mailbox, the user, a signature approved in the frame's card that verifies, a
// rejected send, a request taken back, a reload that keeps the session,
// sign-out.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromiumLaunchOptions } from '@latch/testkit'
import { type Browser, chromium, type Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import {
  type FrameInBrowser,
  type FrameReply,
  startFrameInBrowser,
} from '../testing/frameInBrowser.js'
import { createTestServer } from '../testing/testDatabase.js'

let server: LatchServer
let frameUrl: string
let stop: () => Promise<void>
let harness: FrameInBrowser
let browser: Browser

beforeAll(async () => {
  server = await createTestServer({ indexerPollMs: false })
  const running = await server.start({ port: 0, host: '127.0.0.1' })
  frameUrl = running.frameUrl
  stop = running.close
  harness = await startFrameInBrowser(frameUrl)
  browser = harness.browser
}, 120_000)

afterAll(async () => {
  await harness?.close()
  await stop?.()
  await server?.close()
})

type Reply = FrameReply
const request = (page: Page, type: string, payload: unknown = {}) =>
  harness.request(page, type, payload)
const openApp = (page: Page) => harness.openApp(page)

async function codeSentTo(email: string): Promise<string> {
  const response = await server.frameApp.request(`/dev/mailbox/messages?to=${email}`)
  const { messages } = (await response.json()) as { messages: { subject: string }[] }
  const code = /^(\d{6}) /.exec(messages[0]?.subject ?? '')?.[1]
  if (!code) throw new Error(`no code for ${email}`)
  return code
}

describe('the secure frame in Chromium', () => {
  test('default: email login, signature, reload, sign-out over postMessage', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    expect(await openApp(page)).toEqual({ version: '4' })
    expect(await request(page, 'APP_IS_CONNECTED')).toMatchObject({
      type: 'FRAME_IS_CONNECTED_SUCCESS',
      payload: { isConnected: false },
    })

    const email = 'browser@example.com'
    expect(await request(page, 'APP_CONNECT_EMAIL', { email })).toMatchObject({
      type: 'FRAME_CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    expect(await request(page, 'APP_CONNECT_EMAIL', { email })).toMatchObject({
      type: 'FRAME_CONNECT_EMAIL_ERROR',
      payload: { message: expect.stringMatching(/^Please try again after \d+ seconds$/) },
    })
    const otp = await codeSentTo(email)
    // The code is typed in the frame's own field; a wrong one is refused there, and the
    // request waits for the right one.
    const verifying = request(page, 'APP_CONNECT_OTP')
    const field = page.frameLocator('iframe').getByLabel('Code')
    await field.fill(otp === '000000' ? '111111' : '000000')
    const status = page.frameLocator('iframe').getByRole('status')
    await expect.poll(() => status.textContent()).toBe('Invalid code')
    expect(await field.inputValue()).toBe('')
    await field.fill(otp)
    expect(await verifying).toMatchObject({ type: 'FRAME_CONNECT_OTP_SUCCESS' })
    // Verified, the field goes away.
    await field.waitFor({ state: 'detached' })
    const notices = await page.evaluate(() => (window as unknown as { notices: Reply[] }).notices)
    expect(notices).toContainEqual({
      type: 'FRAME_SESSION_UPDATE',
      payload: { token: expect.any(String) },
    })

    const user = await request(page, 'APP_GET_USER', {})
    expect(user).toMatchObject({
      type: 'FRAME_GET_USER_SUCCESS',
      payload: { email, chainId: 'eip155:31337' },
    })
    const address = user.payload.address as Hex

    // A signature waits for the visitor's Approve in the frame's own card, in the synced theme.
    expect(await request(page, 'APP_SYNC_THEME', { themeMode: 'light' })).toMatchObject({
      type: 'FRAME_SYNC_THEME_SUCCESS',
    })
    const frame = page.frameLocator('iframe')
    const signing = request(page, 'APP_RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x676d', address],
      chainNamespace: 'eip155',
    })
    const card = frame.getByRole('main', { name: 'Sign a message' })
    await card.waitFor()
    expect(await card.locator('dd').first().textContent()).toBe('gm')
    expect(await frame.locator('html').getAttribute('data-theme')).toBe('light')
    // The stylesheet applies under the page's policy: the light background.
    expect(
      await frame.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
    ).toBe('rgb(255, 255, 255)')
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signed = await signing
    expect(signed.type).toBe('FRAME_RPC_REQUEST_SUCCESS')
    await card.waitFor({ state: 'detached' })
    expect(
      await verifyMessage({ address, message: 'gm', signature: signed.payload as unknown as Hex }),
    ).toBe(true)

    // Reject answers with EIP-1193's text; nothing is signed.
    const rejecting = request(page, 'APP_RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x38d7ea4c68000' }],
      chainNamespace: 'eip155',
      chainId: 'eip155:31337',
    })
    const send = frame.getByRole('main', { name: 'Send a transaction' })
    await send.waitFor()
    expect(await send.locator('dd').allTextContents()).toEqual([
      address,
      '0.001 ETH',
      'Localhost (eip155:31337)',
    ])
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await rejecting).toEqual({
      type: 'FRAME_RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.' },
    })

    // A transaction the server would refuse gets no card: the frame refuses it at once.
    expect(
      await request(page, 'APP_RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ from: address, to: '0xZZ', value: '0x38d7ea4c68000' }],
        chainNamespace: 'eip155',
      }),
    ).toEqual({
      type: 'FRAME_RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })
    expect(await frame.getByRole('main').count()).toBe(0)

    // The app taking its request back removes the card.
    const aborted = request(page, 'APP_RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x676d', address],
      chainNamespace: 'eip155',
    })
    await card.waitFor()
    expect(await request(page, 'APP_RPC_ABORT')).toMatchObject({ type: 'FRAME_RPC_ABORT_SUCCESS' })
    await card.waitFor({ state: 'detached' })
    expect(await aborted).toEqual({
      type: 'FRAME_RPC_REQUEST_ERROR',
      payload: { message: 'Request was aborted' },
    })

    expect(
      await request(page, 'APP_RPC_REQUEST', {
        method: 'eth_sign',
        params: [],
        chainNamespace: 'eip155',
      }),
    ).toMatchObject({
      type: 'FRAME_RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })

    // A reload is still signed in: headless Chromium denies the embedded frame its storage,
    // so this is the partitioned session cookie at work.
    await openApp(page)
    expect(await request(page, 'APP_IS_CONNECTED')).toMatchObject({
      payload: { isConnected: true },
    })
    expect((await request(page, 'APP_GET_USER', {})).payload.address).toBe(address)

    expect(await request(page, 'APP_SIGN_OUT')).toMatchObject({ type: 'FRAME_SIGN_OUT_SUCCESS' })
    expect(await request(page, 'APP_IS_CONNECTED')).toMatchObject({
      payload: { isConnected: false },
    })
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)

  test('behavior: social login through the popup and the local OpenID provider', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await openApp(page)
    // As core does: the popup opens blank in the click, then goes to the provider.
    const popupOpened = page.waitForEvent('popup')
    await page.evaluate(() => (window as unknown as { openPopup(): void }).openPopup())
    const popup = await popupOpened
    const redirect = await request(page, 'APP_GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    expect(redirect.type).toBe('FRAME_GET_SOCIAL_REDIRECT_URI_SUCCESS')
    await popup.goto(String(redirect.payload.uri))
    await popup.getByLabel('Name').fill('Katherine Johnson')
    await popup.getByRole('button', { name: 'Sign in and allow' }).click()

    const resultUri = await page.evaluate(
      () => (window as unknown as { socialResult: Promise<string> }).socialResult,
    )
    // The page learns that the popup is done, not the provider's code: that went to the frame.
    expect(resultUri).toBe(`${frameUrl}/social/callback`)
    const user = await request(page, 'APP_CONNECT_SOCIAL', { uri: resultUri })
    expect(user).toMatchObject({
      type: 'FRAME_CONNECT_SOCIAL_SUCCESS',
      payload: {
        userName: 'katherine-johnson',
        socialProvider: 'google',
        email: 'katherine-johnson@example.com',
        chainId: 'eip155:31337',
      },
    })
    await context.close()
  }, 60_000)

  test('behavior: a site the project does not list hears FRAME_UNVERIFIED_DOMAIN from the frame’s origin, and gets no frame', async () => {
    // `shop.test` resolves to loopback in this browser alone; the demo project does not list it.
    const options = chromiumLaunchOptions()
    const shopBrowser = await chromium.launch({
      ...options,
      args: [...(options.args ?? []), '--host-resolver-rules=MAP shop.test 127.0.0.1'],
    })
    const url = `${frameUrl}/frame?projectId=demo&chainId=eip155%3A31337&version=0.0.0`
    const site = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(`<!doctype html><meta charset="utf-8"><title>Shop</title><script>
window.heard = new Promise((resolve) => addEventListener('message', (event) => resolve({
  origin: event.origin, type: event.data?.type, fromFrame: event.source === frames[0] })))
const iframe = document.createElement('iframe')
iframe.setAttribute('referrerpolicy', 'origin')
iframe.src = ${JSON.stringify(url)}
document.documentElement.append(iframe)
</script>`)
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    try {
      const page = await shopBrowser.newPage()
      await page.goto(`http://shop.test:${(site.address() as AddressInfo).port}/`)
      const heard = await page.evaluate(
        () => (window as unknown as { heard: Promise<unknown> }).heard,
      )
      expect(heard).toEqual({
        origin: new URL(frameUrl).origin,
        type: 'FRAME_UNVERIFIED_DOMAIN',
        fromFrame: true,
      })
      const frame = page.frames()[1]
      expect(await frame?.evaluate(() => document.querySelector('script[src]'))).toBeNull()
    } finally {
      await shopBrowser.close()
      site.close()
      site.closeAllConnections()
    }
  })
})
