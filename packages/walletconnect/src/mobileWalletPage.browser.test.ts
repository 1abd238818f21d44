import type { DevnetInfo, SolanaDevnetInfo } from '@latch/testkit'
import { serveMobileWallet } from '@latch/testkit'
import { createMemoryStorage } from '@latch/testkit/wallet'
import type { Page } from 'playwright-core'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import type { SignClientConnection } from './signClientSession.js'
import { startWatchedBrowser, type WatchedBrowser } from './testing/watchedBrowser.js'
import { walletConnect } from './walletConnect.js'

// testkit's page of "Latch Test Mobile Wallet", as a person uses it beside a site: the site
// (this package's client, in Node) shows a link, the person pastes it into the page in
// Chromium, approves, watches a signature, refuses the next one, disconnects.

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
    solanaDevnet: SolanaDevnetInfo
  }
}

const relayUrl = inject('relayUrl')
const projectId = inject('projectId')
const devnet: DevnetInfo = { ...inject('devnet'), solana: inject('solanaDevnet') }
// The page's wallet holds dev account 1 onwards (account 0 is the demo's own test wallet).
const [, phoneAccount] = devnet.accounts
const [, phoneSolanaAccount] = devnet.solana?.accounts ?? []
if (!phoneAccount || !phoneSolanaAccount || !devnet.solana) throw new Error('no dev accounts')

let served: Awaited<ReturnType<typeof serveMobileWallet>>
let browser: WatchedBrowser
let site: SignClientConnection

beforeAll(async () => {
  served = await serveMobileWallet({ relayUrl, projectId, devnet })
  browser = await startWatchedBrowser()
  site = await walletConnect({
    metadata: { name: 'Latch demo', description: '', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    storagePrefix: `site-${crypto.randomUUID()}`,
  }).createClient({ relayUrl, projectId })
})

afterAll(async () => {
  await site?.close()
  await browser?.close()
  await served?.close()
})

const proposal = {
  eip155: { chains: ['eip155:31337' as const], methods: ['personal_sign'], events: [] },
  solana: { chains: [devnet.solana.chainId], methods: ['solana_signMessage'], events: [] },
}

async function openWallet(query = ''): Promise<Page> {
  const page = await browser.open(`${served.url}${query}`)
  await page.getByRole('status').getByText('Ready').waitFor()
  return page
}

test('default: a person pastes the link, approves, sees the signature, refuses one, disconnects', async () => {
  const page = await openWallet()
  const pairing = await site.pair(proposal)

  await page.getByLabel('Pairing link').fill(pairing.uri)
  await page.getByRole('button', { name: 'Pair' }).click()
  const shown = page.getByRole('article', { name: 'Proposal of Latch demo' })
  await expect.poll(() => shown.textContent()).toContain('personal_sign')
  await shown.getByRole('button', { name: 'Approve' }).click()

  const session = await pairing.approval
  expect(session.accounts).toEqual({
    eip155: [`eip155:31337:${phoneAccount.address}`],
    solana: [`${devnet.solana?.chainId}:${phoneSolanaAccount.address}`],
  })
  await page.getByRole('article', { name: 'Session with Latch demo' }).waitFor()

  const text = 'Sign in to the Latch demo'
  const signature = (await site.request({
    chainId: 'eip155:31337',
    method: 'personal_sign',
    params: [toHex(text), phoneAccount.address],
  })) as Hex
  expect(await verifyMessage({ address: phoneAccount.address, message: text, signature })).toBe(
    true,
  )
  await page
    .getByRole('list', { name: 'Requests' })
    .getByText('personal_sign on eip155:31337: signed')
    .waitFor()

  await page.getByRole('button', { name: 'Refuse the next request' }).click()
  await page.getByRole('alert').getByText('The next request will be refused.').waitFor()
  await expect(
    site.request({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: ['0x00', phoneAccount.address],
    }),
  ).rejects.toMatchObject({ code: 4001 })

  const ended = new Promise<void>((resolve) => site.on('sessionEnded', resolve))
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await ended
  await page.getByText('No site is connected.').waitFor()
  expect(browser.thirdPartyRequests).toEqual([])
})

test('behavior: the page opened with ?uri= shows the proposal at once; Reject → "Connection rejected"', async () => {
  const pairing = await site.pair(proposal)
  const page = await openWallet(`?uri=${encodeURIComponent(pairing.uri)}`)

  const shown = page.getByRole('article', { name: 'Proposal of Latch demo' })
  await shown.getByRole('button', { name: 'Reject' }).click()

  await expect(pairing.approval).rejects.toMatchObject({ shortMessage: 'Connection rejected' })
  expect(browser.thirdPartyRequests).toEqual([])
})
