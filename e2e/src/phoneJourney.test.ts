import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeWhenTestEnds, launchBrowser } from './browser.js'
import { logInWithEmail } from './emailLogin.js'
import { dialogOf } from './reviewView.js'

// The modal on phones, touch and all: a bottom sheet on the part of the page the visitor sees,
// whatever the page's width, reached by taps.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

type Size = { width: number; height: number }
const iphoneSe: Size = { width: 375, height: 667 }
const iphoneSeLandscape: Size = { width: 667, height: 375 }
const pixel7: Size = { width: 412, height: 915 }

/** The demo on a phone of `size`. */
async function demoOnPhone(size: Size): Promise<Page> {
  const context = closeWhenTestEnds(
    await browser.newContext({ viewport: size, isMobile: true, hasTouch: true }),
  )
  const page = await context.newPage()
  await page.goto(inject('demoUrl'))
  return page
}

/** Opens the modal with a tap on the demo's connect button, and waits for its sheet to rest. */
async function tapOpen(page: Page): Promise<void> {
  await page.locator('.latch-connect-button').tap()
  await dialogOf(page).waitFor()
  await settled(page)
}

/** Until no animation runs (the sheet slides in; a view fades). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  )
}

/**
 * Taps `control` in the sheet where the visitor sees it, once the sheet's own list has brought
 * it into sight (as a finger scrolls it): a tap at the screen's point, which lands on whatever
 * lies there (the backdrop, the page), not one aimed at the element.
 */
async function tapInSheet(control: Locator): Promise<void> {
  // Where it is on screen (the visual viewport), as a finger finds it.
  const { x, y } = await control.evaluate((element) => {
    element.scrollIntoView({ block: 'nearest' })
    const box = element.getBoundingClientRect()
    const viewport = window.visualViewport
    return {
      x: box.left + box.width / 2 - (viewport?.offsetLeft ?? 0),
      y: box.top + box.height / 2 - (viewport?.offsetTop ?? 0),
    }
  })
  await control.page().touchscreen.tap(x, y)
}

/** Where the modal's box lies in what the visitor sees, and the page's own width. */
function layout(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('[role="dialog"]')?.getBoundingClientRect()
    const viewport = window.visualViewport
    const left = viewport?.offsetLeft ?? 0
    const top = viewport?.offsetTop ?? 0
    return {
      sheet: box
        ? {
            left: Math.round(box.left - left),
            top: Math.round(box.top - top),
            right: Math.round(box.right - left),
            bottom: Math.round(box.bottom - top),
          }
        : undefined,
      screen: {
        width: Math.round(viewport?.width ?? 0),
        height: Math.round(viewport?.height ?? 0),
      },
      pageWidth: document.documentElement.scrollWidth,
    }
  })
}

/**
 * The modal lies wholly on screen: on a phone (430 px wide or less) as a sheet across its width
 * resting on its bottom edge, on a wider screen (a phone in landscape) as a box inside it.
 */
async function expectModalOnScreen(page: Page): Promise<void> {
  const { sheet: box, screen } = await layout(page)
  expect(box).toBeDefined()
  if (!box) return
  expect(box.top).toBeGreaterThanOrEqual(0)
  expect(box.bottom).toBeLessThanOrEqual(screen.height)
  if (screen.width <= 430) {
    expect([box.left, box.right, box.bottom]).toEqual([0, screen.width, screen.height])
  } else {
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(screen.width)
  }
}

describe('on a phone', () => {
  it.each([
    ['an iPhone SE', iphoneSe],
    ['an iPhone SE in landscape', iphoneSeLandscape],
    ['a Pixel 7', pixel7],
  ])(
    'behavior: on %s the demo fits the screen, the modal lies on it, and a tapped wallet connects',
    async (_, size) => {
      const page = await demoOnPhone(size)
      await expect(layout(page)).resolves.toMatchObject({ pageWidth: size.width })
      await tapOpen(page)
      await expectModalOnScreen(page)
      const dialog = dialogOf(page)
      await dialog
        .getByRole('button', { name: /Latch Test Wallet/ })
        .first()
        .tap()
      await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
      await settled(page)
      await expectModalOnScreen(page)
    },
  )

  it('behavior: on a page wider than the screen the sheet still lies on screen, and a tap on All wallets lands', async () => {
    const page = await demoOnPhone(iphoneSe)
    // A site's row that does not wrap: the page is now three screens wide.
    await page.evaluate(() => {
      const wide = document.createElement('div')
      wide.style.width = '1200px'
      wide.style.height = '10px'
      document.body.prepend(wide)
    })
    await expect(layout(page)).resolves.toMatchObject({ pageWidth: 1200 })
    await tapOpen(page)
    await expectModalOnScreen(page)
    const dialog = dialogOf(page)
    await tapInSheet(dialog.getByRole('button', { name: /All wallets/ }))
    await dialog.getByRole('heading', { name: 'All Wallets', exact: true }).waitFor()
    await settled(page)
    await expectModalOnScreen(page)
  })

  it('behavior: a registry wallet’s "Open the app" carries the WalletConnect pairing to its app', async () => {
    const page = await demoOnPhone(iphoneSe)
    await tapOpen(page)
    const dialog = dialogOf(page)
    await tapInSheet(dialog.getByRole('button', { name: /All wallets/ }))
    await dialog.getByRole('searchbox').fill('MetaMask')
    await dialog
      .getByRole('button', { name: /MetaMask/ })
      .first()
      .tap()
    const open = dialog.getByRole('link', { name: 'Open the app' })
    await expect.poll(() => open.getAttribute('href')).toMatch(/wc%3A[0-9a-f]{64}%402/)
    await settled(page)
    await expectModalOnScreen(page)
  })

  it('behavior: an email login on a phone reaches Account, on screen', async () => {
    const page = await demoOnPhone(iphoneSe)
    await tapOpen(page)
    await logInWithEmail(page, `phone-${Date.now()}@example.com`)
    await settled(page)
    await expectModalOnScreen(page)
  })

  it('behavior: with the visible part of the screen shrunk around the focused email field, the sheet and the field stay in sight', async () => {
    const page = await demoOnPhone(iphoneSe)
    await tapOpen(page)
    const email = dialogOf(page).getByRole('textbox', { name: /email/i })
    await email.tap()
    await expect(email.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    )
    // An on-screen keyboard shrinks the visual viewport over an unchanged layout; headless
    // Chromium has no keyboard, so the page is zoomed in, which shrinks the visual viewport the
    // same way (the same resize and scroll events) and leaves the layout as it is.
    const before = await layout(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1.6 })
    await expect
      .poll(async () => (await layout(page)).screen.height)
      .toBeLessThan(before.screen.height * 0.7)
    // The visual viewport's events come over the next frames (its resize, then the scroll that
    // brings the focused field into sight), and the sheet follows each: wait for the last.
    await expect
      .poll(
        async () => {
          const { sheet, screen } = await layout(page)
          return (
            sheet !== undefined &&
            sheet.top >= 0 &&
            [sheet.left, sheet.right, sheet.bottom].join() ===
              [0, screen.width, screen.height].join()
          )
        },
        { timeout: 5_000 },
      )
      .toBe(true)
    await settled(page)
    await expectModalOnScreen(page)
    const field = await email.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const viewport = window.visualViewport
      return {
        top: box.top - (viewport?.offsetTop ?? 0),
        bottom: box.bottom - (viewport?.offsetTop ?? 0),
        height: viewport?.height ?? 0,
      }
    })
    expect(field.top).toBeGreaterThanOrEqual(0)
    expect(field.bottom).toBeLessThanOrEqual(field.height)
    await email.fill('keyboard@example.com')
    await expect(email.inputValue()).resolves.toBe('keyboard@example.com')
    await expect(email.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    )
  })
})
