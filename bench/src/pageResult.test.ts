import { describe, expect, test } from 'vitest'
import type { PageSample } from './measurePage.js'
import { summarise } from './pageResult.js'
import { type BenchPage, benchPages } from './pages.js'

const latchPage = benchPages.find((page) => page.name === 'latch') as BenchPage

const sample = (clickToWalletMs: number, hosts: string[] = ['127.0.0.1:4000']): PageSample => ({
  jsGzipBeforeClick: 80_000,
  jsGzipUntilWallet: 90_000 + clickToWalletMs,
  jsGzipModalOpen: 95_000,
  clickToWalletMs,
  hoverClickToWalletMs: clickToWalletMs / 2,
  heapUsedBytes: 2_000_000 + clickToWalletMs,
  domNodes: 40,
  hosts,
  consoleErrors: [],
})

describe('summarise', () => {
  test('default', () => {
    const result = summarise(latchPage, ['127.0.0.1:4000'], [sample(9), sample(5), sample(7)])
    expect(result).toMatchObject({
      name: 'latch',
      label: 'Latch',
      budgeted: true,
      summary: {
        jsGzipBeforeClick: 80_000,
        jsGzipUntilWallet: 90_007,
        jsGzipModalOpen: 95_000,
        clickToWalletMs: { median: 7, min: 5, max: 9 },
        hoverClickToWalletMs: { median: 3.5, min: 2.5, max: 4.5 },
        heapUsedBytes: 2_000_007,
        domNodes: 40,
        otherHosts: [],
      },
    })
    expect(result.samples).toHaveLength(3)
  })

  test('behavior: hosts besides the page are collected from every run', () => {
    const result = summarise(
      latchPage,
      ['127.0.0.1:4000'],
      [
        sample(1, ['127.0.0.1:4000', 'rpc.example.org']),
        sample(2, ['cdn.example.com', '127.0.0.1:4000']),
        sample(3),
      ],
    )
    expect(result.summary.otherHosts).toEqual(['cdn.example.com', 'rpc.example.org'])
  })

  test('behavior: the hosts the page was configured with (its relay) are not counted', () => {
    const result = summarise(
      latchPage,
      ['127.0.0.1:4000', '127.0.0.1:4100'],
      [sample(1, ['127.0.0.1:4000', '127.0.0.1:4100', 'relay.walletconnect.org'])],
    )
    expect(result.summary.otherHosts).toEqual(['relay.walletconnect.org'])
  })

  test('behavior: WalletConnect figures, when the page has them, as a spread and a median', () => {
    const withQr = (chooseToQrMs: number) => ({
      ...sample(1),
      walletConnect: { chooseToQrMs, jsGzipUntilQr: 200_000 + chooseToQrMs },
    })
    const result = summarise(latchPage, ['127.0.0.1:4000'], [withQr(300), withQr(100), withQr(200)])
    expect(result.summary.walletConnect).toEqual({
      chooseToQrMs: { median: 200, min: 100, max: 300 },
      jsGzipUntilQr: 200_200,
    })
    expect(summarise(latchPage, ['127.0.0.1:4000'], [sample(1)]).summary.walletConnect).toBe(
      undefined,
    )
  })
})
