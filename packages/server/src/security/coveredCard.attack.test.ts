// Finding 6 of issue 28 in Chromium made to lack IntersectionObserver v2, as Firefox and Safari
// do: the page lays its own element over the frame's card and times the visitor's click. The
// frame must not take that click as an approval; the visitor approves in the frame's own
// window instead, and that approval signs.
import type { BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { devnetChainRpc } from '../testing/devnetClients.js'
import {
  type FrameInBrowser,
  type FrameServerInBrowser,
  startFrameServerInBrowser,
} from '../testing/frameInBrowser.js'

const devnet = inject('devnet')

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

/**
 * A browser context whose documents (the page, the frame, the approval window) have no
 * IntersectionObserver v2, as in Firefox and Safari: `isVisible` is gone before any script of
 * theirs runs. The approval window also notes whether its Approve button was disabled the
 * instant the card was added. (The window first holds `about:blank`, whose realm its page then
 * keeps: so this hooks the realm's `append`, not that first document.)
 */
async function withoutVisibilityTracking(): Promise<BrowserContext> {
  const context = await harness.browser.newContext()
  await context.addInitScript(() => {
    delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
    const seen: boolean[] = []
    Object.assign(window, { approveWhenDrawn: seen })
    const append = Element.prototype.append
    Element.prototype.append = function (this: Element, ...nodes) {
      append.apply(this, nodes)
      const button = document.querySelector<HTMLButtonElement>('button.approval__approve')
      if (button && seen.length === 0 && window.location.pathname === '/approval') {
        seen.push(button.disabled)
      }
    }
  })
  return context
}

/** A page of the embedding site whose visitor logged in with `email`; the wallet's address. */
async function loggedIn(
  context: BrowserContext,
  email: string,
): Promise<{ page: Page; address: Hex }> {
  const page = await context.newPage()
  return { page, address: await logIn(page, email) }
}

const card = (page: Page) => page.frameLocator('iframe').getByRole('main')
const frameApprove = (page: Page) => card(page).locator('button.approval__approve')

async function latestRequestStatus(): Promise<string | undefined> {
  const { rows } = await server.database.query<{ status: string }>(
    'SELECT status FROM signing_requests ORDER BY created_at DESC LIMIT 1',
  )
  return rows[0]?.status
}

/** Whether `answer` is still unanswered after `ms`. */
const stillWaiting = (answer: Promise<unknown>, ms: number) =>
  Promise.race([
    answer.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms)),
  ])

describe('finding 6: a covered card where the browser cannot tell (no IntersectionObserver v2)', () => {
  test('behavior: a click the page times onto the covered card approves nothing; it only opens the frame’s window', async () => {
    const context = await withoutVisibilityTracking()
    const { page, address } = await loggedIn(context, 'covered-card@example.com')
    const signing = harness.request(page, 'APP_RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x676d', address],
      chainNamespace: 'eip155',
    })
    await card(page).waitFor()
    // Seen in full and for long enough, as the frame can tell without v2: the button works.
    await expect.poll(() => frameApprove(page).isEnabled(), { timeout: 5_000 }).toBe(true)
    const box = await frameApprove(page).boundingBox()
    if (!box) throw new Error('the Approve button has no box')
    // The page's decoy over the whole frame: opaque, and `pointer-events: none`, so the
    // visitor's click on its "Claim your prize" goes through to whatever the frame has there.
    await page.evaluate((button) => {
      const iframe = document.querySelector('iframe')
      const { top, left, width, height } = iframe?.getBoundingClientRect() ?? new DOMRect()
      const cover = document.createElement('div')
      cover.setAttribute(
        'style',
        `position:fixed;top:${top}px;left:${left}px;width:${width}px;height:${height}px;` +
          'background:#fff;pointer-events:none;z-index:1',
      )
      const decoy = document.createElement('span')
      decoy.textContent = 'Claim your prize'
      decoy.setAttribute(
        'style',
        `position:fixed;top:${button.y}px;left:${button.x}px;width:${button.width}px;` +
          `height:${button.height}px;background:#0a0;color:#fff`,
      )
      cover.append(decoy)
      document.body.append(cover)
    }, box)
    // Still "visible" as far as the frame can tell.
    await page.waitForTimeout(700)
    expect(await frameApprove(page).isEnabled()).toBe(true)

    const opened: Page[] = []
    context.on('page', (window) => opened.push(window))
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    // Nor can the page answer for the window: the frame takes answers from its window only.
    await page.evaluate((origin) => {
      const frame = document.querySelector('iframe')?.contentWindow
      for (const answer of ['approve', 'reject']) {
        frame?.postMessage(
          { type: 'LATCH_APPROVAL_WINDOW_ANSWER', nonce: crypto.randomUUID(), answer },
          origin,
        )
      }
    }, new URL(frameUrl).origin)
    expect(await stillWaiting(signing, 1_500)).toBe(true)
    expect(await latestRequestStatus()).toBe('pending')

    // The click opened the frame's own window, showing the request for what it is.
    expect(opened).toHaveLength(1)
    const [approvalWindow] = opened as [Page]
    await approvalWindow.getByRole('heading', { name: 'Sign a message' }).waitFor()
    expect(await approvalWindow.getByRole('main').locator('dd').allTextContents()).toContain('gm')
    await approvalWindow.getByRole('button', { name: 'Reject' }).click()
    expect((await signing).payload.message).toBe('User rejected the request.')
    // The page hears the answer from the frame; the server's record of it may land a moment later.
    await expect.poll(() => latestRequestStatus()).toBe('rejected')
    await context.close()
  }, 60_000)

  test('default: the visitor approves in the frame’s window, and the request is signed', async () => {
    const context = await withoutVisibilityTracking()
    const { page, address } = await loggedIn(context, 'approval-window@example.com')
    const signing = harness.request(page, 'APP_RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x676d', address],
      chainNamespace: 'eip155',
    })
    await card(page).waitFor()
    const frameFacts = await card(page).locator('dt, dd').allTextContents()
    const opening = context.waitForEvent('page')
    await page
      .frameLocator('iframe')
      .getByRole('button', { name: 'Approve in a new window' })
      .click()
    const approvalWindow = await opening
    expect(new URL(approvalWindow.url()).origin).toBe(new URL(frameUrl).origin)
    await expect
      .poll(() => card(page).getByRole('status').textContent())
      .toBe('Approve or reject in the window that opened.')

    const windowCard = approvalWindow.getByRole('main')
    await windowCard.waitFor()
    expect(await windowCard.getByRole('heading').textContent()).toBe('Sign a message')
    expect(await windowCard.locator('dt, dd').allTextContents()).toEqual(frameFacts)
    // The instant it is drawn, the window's Approve works no more than the frame's did.
    expect(
      await approvalWindow.evaluate(
        () => (window as unknown as { approveWhenDrawn: boolean[] }).approveWhenDrawn,
      ),
    ).toEqual([true])
    const closing = approvalWindow.waitForEvent('close')
    await windowCard.getByRole('button', { name: 'Approve' }).click()

    const answer = await signing
    expect(answer.type).toBe('FRAME_RPC_REQUEST_SUCCESS')
    expect(
      await verifyMessage({ address, message: 'gm', signature: answer.payload as unknown as Hex }),
    ).toBe(true)
    await expect.poll(() => latestRequestStatus()).toBe('approved')
    await closing
    expect(await card(page).count()).toBe(0)
    await context.close()
  }, 60_000)

  test('behavior: a window closed without an answer leaves the card, which opens another', async () => {
    const context = await withoutVisibilityTracking()
    const { page, address } = await loggedIn(context, 'window-closed@example.com')
    const signing = harness.request(page, 'APP_RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x676d', address],
      chainNamespace: 'eip155',
    })
    const open = page
      .frameLocator('iframe')
      .getByRole('button', { name: 'Approve in a new window' })
    let opening = context.waitForEvent('page')
    await open.click()
    await (await opening).close()
    await expect
      .poll(() => card(page).getByRole('status').textContent(), { timeout: 5_000 })
      .toBe('The approval window was closed without an answer. Open it again to approve.')
    expect(await latestRequestStatus()).toBe('pending')
    opening = context.waitForEvent('page')
    await open.click()
    await (await opening).getByRole('button', { name: 'Approve' }).click()
    expect((await signing).type).toBe('FRAME_RPC_REQUEST_SUCCESS')
    await context.close()
  }, 60_000)

  test('behavior: the page opens the window itself and gets neither a card nor an answer', async () => {
    const context = await withoutVisibilityTracking()
    const page = await context.newPage()
    await harness.openApp(page)
    const opening = context.waitForEvent('page')
    await page.evaluate((url) => {
      const opened = window.open(url, '_blank', 'popup')
      Object.assign(window, { opened })
      // A forged request, posted to any origin: the window takes one from the frame only.
      setTimeout(() => {
        opened?.postMessage(
          {
            type: 'LATCH_APPROVAL_WINDOW_REQUEST',
            nonce: crypto.randomUUID(),
            summary: { title: 'Sign a message', rows: [{ label: 'Message', value: 'gm' }] },
          },
          '*',
        )
      }, 500)
    }, `${frameUrl}/approval`)
    const forged = await opening
    await forged.waitForLoadState()
    await page.waitForTimeout(1_000)
    expect(await forged.getByRole('main').count()).toBe(0)
    expect(await forged.getByRole('status').textContent()).toBe('Loading the request…')
    await context.close()
  }, 60_000)
})

describe('finding 6: where the browser can tell (IntersectionObserver v2), the card is approved in the frame', () => {
  test('default: Chromium keeps the in-frame Approve and opens no window', async () => {
    const context = await harness.browser.newContext()
    const { page, address } = await loggedIn(context, 'in-frame@example.com')
    let windows = 0
    context.on('page', () => {
      windows++
    })
    const signing = harness.request(page, 'APP_RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x676d', address],
      chainNamespace: 'eip155',
    })
    await card(page).waitFor()
    expect(await frameApprove(page).textContent()).toBe('Approve')
    expect(await card(page).getByRole('status').count()).toBe(0)
    await frameApprove(page).click()
    expect((await signing).type).toBe('FRAME_RPC_REQUEST_SUCCESS')
    expect(windows).toBe(0)
    await context.close()
  }, 60_000)
})
