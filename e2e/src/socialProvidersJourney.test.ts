import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './browser.js'
import { shownAddress } from './emailLogin.js'
import { dialogOf, openModal } from './reviewView.js'

// Each social provider's button in the demo's modal: the popup reaches that provider's
// development stand-in on the local latch-server (the local OpenID provider for Google and
// Apple, the OAuth 2 stand-ins for GitHub, X, Discord and Facebook), the visitor allows there,
// and comes back signed in.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const providers = [
  // The local OpenID provider's page; Apple's answer comes back as a form post.
  { button: 'Google', path: /^\/interaction\//, heading: 'Local sign-in' },
  { button: 'Apple', path: /^\/interaction\//, heading: 'Local sign-in' },
  {
    button: 'GitHub',
    path: /^\/github\/login\/oauth\/authorize$/,
    heading: 'GitHub (local stand-in)',
  },
  { button: 'X', path: /^\/x\/i\/oauth2\/authorize$/, heading: 'X (local stand-in)' },
  {
    button: 'Discord',
    path: /^\/discord\/oauth2\/authorize$/,
    heading: 'Discord (local stand-in)',
  },
  {
    button: 'Facebook',
    path: /^\/facebook\/v19\.0\/dialog\/oauth$/,
    heading: 'Facebook (local stand-in)',
  },
]

describe('each social provider through its stand-in', () => {
  const run = Date.now()
  it.each(providers)(
    'behavior: the $button button reaches its consent page and comes back signed in',
    async (provider) => {
      // A context of its own: the local OpenID provider remembers a sign-in, and would let
      // Apple's popup through without its page after Google's.
      const { page } = await openPage(browser)
      await page.goto(inject('demoUrl'))
      await openModal(page)
      const dialog = dialogOf(page)
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        dialog.getByRole('button', { name: `Continue with ${provider.button}` }).click(),
      ])
      await popup.getByRole('heading', { name: provider.heading }).waitFor()
      expect(new URL(popup.url()).pathname).toMatch(provider.path)
      await popup.getByLabel('Name').fill(`${provider.button} visitor ${run}`)
      await popup.getByRole('button', { name: 'Sign in and allow' }).click()
      await dialog
        .getByRole('heading', { name: 'Account', exact: true })
        .waitFor({ timeout: 20_000 })
      await expect.poll(() => shownAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    },
  )
})
