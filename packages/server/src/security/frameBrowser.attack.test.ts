// Findings 1 and 7 of issue 15 in Chromium: a page on another site embeds the frame, its
// visitor logs in, and the page's own script attacks: it posts signing requests with the
// frame's cookie, restyles the card, hides or covers it while asking for a click.
import { devAccounts } from '@latch/testkit'
import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { devnetChainRpc, freshAccount, sendEther } from '../testing/devnetClients.js'
import { codeMailedTo } from '../testing/frameApiClient.js'
import {
  type FrameInBrowser,
  type FrameServerInBrowser,
  startFrameServerInBrowser,
} from '../testing/frameInBrowser.js'

const devnet = inject('devnet')
const chain = devnet.chains.find((candidate) => candidate.id === 31337)
const funder = devAccounts[7]
if (!chain || !funder) throw new Error('the devnet has chain 31337 and dev accounts')

let server: LatchServer
let frameUrl: string
let harness: FrameInBrowser
let close: () => Promise<void>
let logIn: FrameServerInBrowser['logIn']
beforeAll(async () => {
  ;({ server, frameUrl, harness, logIn, close } = await startFrameServerInBrowser({
    chainRpc: devnetChainRpc(devnet),
    indexerPollMs: false,
  }))
}, 120_000)
afterAll(() => close?.())

/** A page of the embedding site whose visitor logged in with `email`; the wallet's address. */
async function loggedIn(email: string): Promise<{ page: Page; address: Hex }> {
  const page = await (await harness.browser.newContext()).newPage()
  return { page, address: await logIn(page, email) }
}

const card = (page: Page) => page.frameLocator('iframe').getByRole('main')
const approve = (page: Page) => page.frameLocator('iframe').getByRole('button', { name: 'Approve' })

describe('finding 1 in the browser: the page’s script and the frame’s cookie', () => {
  test('behavior: no-cors and CORS posts of the page carry the cookie and move nothing', async () => {
    const { page, address } = await loggedIn('browser-attack@example.com')
    await sendEther(chain, funder, address, '1')
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const nonce = await client.getTransactionCount({ address })
    const recipient = freshAccount().address
    const request = {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: recipient, value: `0x${parseEther('0.5').toString(16)}` }],
      chainNamespace: 'eip155',
      chainId: 'eip155:31337',
    }
    const outcomes = await page.evaluate(
      async ([base, body]) => {
        const results: string[] = []
        for (const path of ['/api/rpc', '/api/requests']) {
          // The measured attack: a simple request, so no preflight, with the partitioned cookie.
          await fetch(`${base}${path}`, {
            method: 'POST',
            mode: 'no-cors',
            credentials: 'include',
            headers: { 'content-type': 'text/plain' },
            body,
          }).then(
            (response) => results.push(`${path} no-cors ${response.type}`),
            () => results.push(`${path} no-cors failed`),
          )
          // A JSON one needs a preflight the API never answers: it is not even sent.
          await fetch(`${base}${path}`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body,
          }).then(
            () => results.push(`${path} cors read`),
            () => results.push(`${path} cors failed`),
          )
        }
        return results
      },
      [frameUrl, JSON.stringify(request)] as const,
    )
    expect(outcomes).toEqual([
      '/api/rpc no-cors opaque',
      '/api/rpc cors failed',
      '/api/requests no-cors opaque',
      '/api/requests cors failed',
    ])
    // This visitor's requests only: the file's other tests open requests of their own.
    const { rows } = await server.database.query(
      `SELECT request.id FROM signing_requests request
       JOIN embedded_users visitor ON visitor.id = request.user_id WHERE visitor.email = $1`,
      ['browser-attack@example.com'],
    )
    expect(rows).toEqual([])
    expect(await client.getTransactionCount({ address })).toBe(nonce)
    expect(await client.getBalance({ address: recipient })).toBe(0n)
    await page.context().close()
  }, 60_000)
})

describe('finding 2 in the browser: the code and the session stay in the frame', () => {
  test('behavior: the code is typed in the frame; nothing the page can read holds it or the session', async () => {
    const email = 'private@example.com'
    const page = await (await harness.browser.newContext()).newPage()
    await harness.openApp(page)
    const sent = await harness.request(page, 'APP_CONNECT_EMAIL', { email })
    const verifying = harness.request(page, 'APP_CONNECT_OTP')
    const otp = await codeMailedTo(frameUrl, email)
    await page.frameLocator('iframe').getByLabel('Code').fill(otp)
    const verified = await verifying
    const user = await harness.request(page, 'APP_GET_USER', {})
    const seen = await page.evaluate(() => {
      const iframe = document.querySelector('iframe')
      let frameDocument: unknown = null
      try {
        frameDocument = iframe?.contentDocument ?? null
      } catch {
        frameDocument = 'refused'
      }
      return {
        notices: JSON.stringify((window as unknown as { notices: unknown[] }).notices),
        cookie: document.cookie,
        frameDocument,
      }
    })
    const everything = JSON.stringify([sent, verified, user, seen])
    expect(everything).not.toContain(otp)
    expect(seen.frameDocument).toBeNull()
    expect(seen.cookie).toBe('')
    const session = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'latch_frame_session',
    )
    expect(session?.httpOnly).toBe(true)
    expect(everything).not.toContain(session?.value ?? 'no session cookie')
    await page.context().close()
  }, 60_000)
})

describe('finding 7: the card cannot be restyled, hidden, covered or cut', () => {
  test('behavior: foreground = background from the page changes no fact’s colour; only the accent is taken', async () => {
    const { page, address } = await loggedIn('restyle@example.com')
    await harness.request(page, 'APP_SYNC_THEME', {
      themeMode: 'light',
      themeVariables: {
        '--latch-color-foreground': '#ffffff',
        '--latch-color-background': '#ffffff',
        '--latch-color-muted': '#ffffff',
        '--latch-color-surface': '#ffffff',
        '--latch-font-size-master': '0px',
        '--latch-accent': '#ffff00',
      },
    })
    const signing = harness.request(page, 'APP_RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x676d', address],
      chainNamespace: 'eip155',
    })
    await card(page).waitFor()
    const styles = await card(page)
      .locator('dd')
      .first()
      .evaluate((fact) => {
        const style = getComputedStyle(fact)
        const list = fact.parentElement as HTMLElement
        return {
          color: style.color,
          background: getComputedStyle(list).backgroundColor,
          fontSize: Number.parseFloat(style.fontSize),
        }
      })
    expect(styles).toEqual({
      color: 'rgb(20, 20, 20)',
      background: 'rgb(243, 243, 243)',
      fontSize: 14,
    })
    // The accent colours the Approve button, its text chosen to contrast (black on yellow).
    await expect.poll(() => approve(page).isEnabled(), { timeout: 5_000 }).toBe(true)
    expect(
      await approve(page).evaluate((button) => {
        const style = getComputedStyle(button)
        return [style.backgroundColor, style.color]
      }),
    ).toEqual(['rgb(217, 217, 0)', 'rgb(0, 0, 0)'])
    await approve(page).click()
    expect((await signing).type).toBe('FRAME_RPC_REQUEST_SUCCESS')
    await page.context().close()
  }, 60_000)

  test('behavior: Approve waits until the card has been seen, and stops while the page fades or covers the frame', async () => {
    const { page, address } = await loggedIn('clickjack@example.com')
    // The frame notes the Approve button's state the instant it is drawn: asked from here
    // afterwards, a loaded machine could answer after the wait had already ended.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    if (!frame) throw new Error('the app page has no frame')
    await frame.evaluate(() => {
      const seen: (boolean | undefined)[] = []
      Object.assign(window, { approveWhenDrawn: seen })
      const observer = new MutationObserver(() => {
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.textContent?.trim() === 'Approve',
        )
        if (!button) return
        seen.push(button.disabled)
        observer.disconnect()
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
    const signing = harness.request(page, 'APP_RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x676d', address],
      chainNamespace: 'eip155',
    })
    await card(page).waitFor()
    // The instant the card is drawn, a click the page aimed there does nothing.
    await expect
      .poll(() =>
        frame.evaluate(
          () => (window as unknown as { approveWhenDrawn: boolean[] }).approveWhenDrawn,
        ),
      )
      .toEqual([true])
    await expect.poll(() => approve(page).isEnabled(), { timeout: 5_000 }).toBe(true)

    // Faded out (a transparent frame over a decoy button): not visible, so not enabled.
    await page.evaluate(() => {
      document.querySelector('iframe')?.style.setProperty('opacity', '0.1')
    })
    await expect.poll(() => approve(page).isDisabled(), { timeout: 5_000 }).toBe(true)
    await approve(page).dispatchEvent('click')
    // Covered by the page's own element: not visible either.
    await page.evaluate(() => {
      const iframe = document.querySelector('iframe')
      iframe?.style.removeProperty('opacity')
      const cover = document.createElement('div')
      cover.id = 'cover'
      const { top, left, width, height } = iframe?.getBoundingClientRect() ?? new DOMRect()
      cover.setAttribute(
        'style',
        `position:fixed;top:${top}px;left:${left}px;width:${width}px;height:${height}px;background:#fff`,
      )
      document.body.append(cover)
    })
    await expect.poll(() => approve(page).isDisabled(), { timeout: 5_000 }).toBe(true)
    await approve(page).dispatchEvent('click')
    const pending = await Promise.race([
      signing.then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 700)),
    ])
    expect(pending).toBe('waiting')

    // Shown plainly again, it works once it has been seen for long enough.
    await page.evaluate(() => document.getElementById('cover')?.remove())
    await approve(page).click()
    expect((await signing).type).toBe('FRAME_RPC_REQUEST_SUCCESS')
    await page.context().close()
  }, 60_000)

  test('behavior: nested typed-data values are shown whole, wrapped', async () => {
    const { page, address } = await loggedIn('typed@example.com')
    const long = `0x${'ab'.repeat(120)}`
    const typedData = {
      domain: { name: 'Latch', chainId: 31337 },
      types: {
        Order: [
          { name: 'maker', type: 'address' },
          { name: 'details', type: 'Details' },
        ],
        Details: [{ name: 'payload', type: 'bytes' }],
      },
      primaryType: 'Order',
      message: { maker: address, details: { payload: long } },
    }
    const signing = harness.request(page, 'APP_RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
      chainNamespace: 'eip155',
    })
    await card(page).waitFor()
    const facts = await card(page).locator('dt, dd').allTextContents()
    expect(facts).toContain('details.payload')
    expect(facts[facts.indexOf('details.payload') + 1]).toBe(long)
    // Wrapped inside the card: never wider than the frame.
    const width = await card(page)
      .locator('dd')
      .last()
      .evaluate((fact) => fact.scrollWidth <= fact.clientWidth)
    expect(width).toBe(true)
    await page.frameLocator('iframe').getByRole('button', { name: 'Reject' }).click()
    expect((await signing).payload.message).toBe('User rejected the request.')
    await page.context().close()
  }, 60_000)
})
