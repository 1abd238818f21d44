import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readBudgets } from './budgets.js'
import { buildPages } from './buildPages.js'
import {
  chunksAtIdle,
  chunksBeforeFirstClick,
  chunksUntilFirstWallet,
  chunksUntilWalletConnect,
  jsGzipBytes,
  type Manifest,
  readManifest,
} from './chunkGraph.js'
import { latchPages } from './pages.js'
import { findFontFiles, findRemoteReferences } from './remoteReferences.js'
import { kb } from './report.js'

// The budgets of the performance issue, on a fresh production build of each Latch page
// against the packages' `dist` (turbo builds them before any `test`): the same budgets for
// every Latch page.
const budgets = readBudgets()
const outDir = mkdtempSync(join(tmpdir(), 'latch-bench-build-'))
const manifests = new Map<string, Manifest>()

beforeAll(async () => {
  await buildPages(outDir, latchPages)
  for (const page of latchPages) manifests.set(page.name, readManifest(join(outDir, page.name)))
})

afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe.each(latchPages)('the $label page', (page) => {
  const pageDir = join(outDir, page.name)
  const manifest = () => manifests.get(page.name) as Manifest

  /** The gzip size of the chunks, and their files, for the failure message. */
  function measure(chunks: Set<string>) {
    const bytes = jsGzipBytes(pageDir, manifest(), chunks)
    const files = [...chunks].map((key) => manifest()[key]?.file).join(', ')
    return { bytes, message: `${kb(bytes)} of JS (gzip) in ${files}` }
  }

  test('behavior: the modal is a chunk of its own, loaded on the first click', () => {
    const loaded = chunksBeforeFirstClick(manifest())
    const opened = chunksUntilFirstWallet(manifest())
    expect([...opened].filter((key) => !loaded.has(key)).length).toBeGreaterThan(0)
  })

  test(`behavior: JS before the first click is at most ${budgets.beforeFirstClickKb} KB gzip`, () => {
    // The page fetches the modal's shell at idle, before any click (and, on a page whose
    // adapters find their wallets on demand, their discovery): the bench counts them too.
    const idle = chunksAtIdle(manifest(), { discovery: page.discoveryAtIdle === true })
    const { bytes, message } = measure(idle)
    expect(bytes, message).toBeLessThanOrEqual(budgets.beforeFirstClickKb * 1000)
  })

  test(`behavior: JS until the first wallet is shown is at most ${budgets.untilFirstWalletKb} KB gzip`, () => {
    const { bytes, message } = measure(chunksUntilFirstWallet(manifest()))
    expect(bytes, message).toBeLessThanOrEqual(budgets.untilFirstWalletKb * 1000)
  })

  test('behavior: nothing emitted loads code, styles, fonts or images from another host', () => {
    expect(findRemoteReferences(pageDir)).toEqual([])
  })

  test('behavior: no font file is emitted (the modal uses the system fonts)', () => {
    expect(findFontFiles(pageDir)).toEqual([])
  })
})

describe.each(latchPages.filter((page) => page.walletConnect))('the $label page', (page) => {
  const manifest = () => manifests.get(page.name) as Manifest

  test('behavior: WalletConnect (sign-client) is a chunk of its own, loaded only when chosen', () => {
    const untilWalletConnect = chunksUntilWalletConnect(manifest())
    const untilFirstWallet = chunksUntilFirstWallet(manifest())
    const added = [...untilWalletConnect].filter((key) => !untilFirstWallet.has(key))
    // sign-client and its dependencies are well over 50 KB gzip: a chunk that small would
    // mean the SDK went into the chunks counted before it is chosen.
    const addedBytes = jsGzipBytes(join(outDir, page.name), manifest(), added)
    expect(addedBytes).toBeGreaterThan(50_000)
  })
})

describe.each(latchPages.filter((page) => page.solanaWallet))('the $label page', (page) => {
  const manifest = () => manifests.get(page.name) as Manifest

  test("behavior: the Solana wallets' discovery is lazy, fetched at idle, and counted before the first click", () => {
    // adapter-solana finds its wallets with its discovery chunk (with core's Wallet Standard
    // registry): not in the page's first bytes, but fetched once it is idle (no adapter of the
    // page has found a wallet), so the first click does not wait for it.
    const sources = (chunks: Set<string>) => [...chunks].map((key) => manifest()[key]?.src ?? key)
    const discovery = [/adapter-solana\/dist\/discovery\.js$/]
    const first = sources(chunksBeforeFirstClick(manifest()))
    const idle = sources(chunksAtIdle(manifest(), { discovery: true }))
    const opened = sources(chunksUntilFirstWallet(manifest()))
    for (const module of discovery) {
      const matching = (chunks: string[]) => chunks.filter((source) => module.test(source))
      expect(matching(first), String(module)).toEqual([])
      expect(matching(idle), String(module)).toHaveLength(1)
      expect(matching(opened), String(module)).toHaveLength(1)
    }
  })
})
