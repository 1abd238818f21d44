import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { dialogOf } from './reviewView.js'

// Email login through the secure frame of the local latch-server, for the journeys of the
// embedded wallet: the codes come from its development mailbox.

/** The newest login code mailed to `to`, from the development mailbox of the secure frame. */
export async function codeFor(to: string, after = 0): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const url = `${inject('frameUrl')}/dev/mailbox/messages?to=${encodeURIComponent(to)}`
        const { messages } = (await (await fetch(url)).json()) as {
          messages: { subject: string }[]
        }
        code = messages.length > after ? /^\d{6}/.exec(messages[0]?.subject ?? '')?.[0] : undefined
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code as string
}

export async function mailCount(to: string): Promise<number> {
  const url = `${inject('frameUrl')}/dev/mailbox/messages?to=${encodeURIComponent(to)}`
  return ((await (await fetch(url)).json()) as { messages: unknown[] }).messages.length
}

export async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const rpcUrl = inject('devnet').chains[0]?.rpcUrl ?? ''
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

/** The connected address the demo's Wallet panel shows ('—' when none). */
export const shownAddress = (page: Page) => page.getByTestId('wallet-address').textContent()

/** The panel below the modal, clicked without the pointer (the open modal may cover it). */
export async function clickPageButton(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true, includeHidden: true }).dispatchEvent('click')
}

/** The embedded wallet's secure frame: a document of another origin, shown over ApproveTransaction. */
export const secureFrame = (page: Page) => page.frameLocator('iframe[title="Latch secure frame"]')

/** Waits for ApproveTransaction with the frame's card titled `title`, and answers it in the frame. */
/** Answers the frame's card titled `title` with Approve, once it shows; resolves with its facts. */
export async function approveInFrame(page: Page, title: string): Promise<string[]> {
  const card = secureFrame(page).getByRole('main', { name: title })
  await card.waitFor()
  const lines = await card.locator('dd').allTextContents()
  await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
  return lines
}

export async function answerInFrame(page: Page, title: string, answer: 'Approve' | 'Reject') {
  const dialog = dialogOf(page)
  await dialog.getByRole('heading', { name: 'Approve Transaction', exact: true }).waitFor()
  const frame = secureFrame(page)
  await frame.getByRole('main', { name: title }).waitFor()
  await frame.getByRole('button', { name: answer }).click()
}

/** Logs in with `email` from the open modal, with the code from the development mailbox. */
export async function logInWithEmail(page: Page, email: string) {
  const dialog = dialogOf(page)
  // The code of this login, not one mailed to the address before (changing the email does).
  const mails = await mailCount(email)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('textbox', { name: 'Email' }).press('Enter')
  await secureFrame(page)
    .getByLabel('Code')
    .fill(await codeFor(email, mails))
  await dialog.getByRole('heading', { name: 'Account', exact: true }).waitFor()
}
