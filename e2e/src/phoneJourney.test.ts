import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeWhenTestEnds, launchBrowser } from './browser.js'
import { dialogOf, openModal } from './reviewView.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const iphoneSe = { width: 375, height: 667 }

/** The demo on a phone of `size`, touch and all. */
async function demoOnPhone(size = iphoneSe): Promise<Page> {
  const context = closeWhenTestEnds(
    await browser.newContext({ viewport: size, isMobile: true, hasTouch: true }),
  )
  const page = await context.newPage()
  await page.goto(inject('demoUrl'))
  return page
}

/** The box of `selector`'s element in the visual viewport, and the viewport's size. */
function boxInViewport(page: Page, selector: string) {
  return page.evaluate((target) => {
    const element = document.querySelector(target)
    const box = element?.getBoundingClientRect()
    const viewport = window.visualViewport
    return {
      left: (box?.left ?? 0) - (viewport?.offsetLeft ?? 0),
      top: (box?.top ?? 0) - (viewport?.offsetTop ?? 0),
      right: (box?.right ?? 0) - (viewport?.offsetLeft ?? 0),
      bottom: (box?.bottom ?? 0) - (viewport?.offsetTop ?? 0),
      width: viewport?.width ?? 0,
      height: viewport?.height ?? 0,
      pageWidth: document.documentElement.scrollWidth,
    }
  }, selector)
}

describe('on a phone', () => {
  it('probe', async () => {
    const page = await demoOnPhone()
    await openModal(page)
    const box = await boxInViewport(page, '[role="dialog"]')
    console.log(JSON.stringify(box))
    expect(dialogOf(page)).toBeTruthy()
  })
})
