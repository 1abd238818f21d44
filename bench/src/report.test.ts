import { describe, expect, test } from 'vitest'
import type { Budgets } from './budgets.js'
import type { PageResult } from './pageResult.js'
import { formatReport, kb, mb } from './report.js'

const budgets: Budgets = {
  beforeFirstClickKb: 90,
  untilFirstWalletKb: 150,
  reported: { clickToFirstWalletMs: 15, heapModalOpenMb: 3 },
}

const result = (name: PageResult['name'], label: string, scale: number): PageResult => ({
  name,
  label,
  budgeted: name !== 'react',
  summary: {
    jsGzipBeforeClick: 66_000 * scale,
    jsGzipUntilWallet: 70_000 * scale,
    jsGzipModalOpen: 70_000 * scale,
    clickToWalletMs: { median: 6 * scale, min: 5, max: 40 },
    hoverClickToWalletMs: { median: 4 * scale, min: 3, max: 8 },
    heapUsedBytes: 1_700_000 * scale,
    domNodes: 26,
    otherHosts: scale > 1.5 ? ['rpc.example.org'] : [],
  },
  samples: [],
})

describe('kb and mb', () => {
  test('default', () => {
    expect(kb(109_452)).toBe('109.5 KB')
    expect(mb(2_712_000)).toBe('2.7 MB')
  })
})

describe('formatReport', () => {
  test('default', () => {
    const report = formatReport(
      [result('react', 'React 19 alone', 1), result('latch', 'Latch', 1.2)],
      budgets,
      7,
    )
    expect(report.split('\n').slice(0, 5)).toEqual([
      '| page | JS gzip before first click | JS gzip until first wallet shown | click → first wallet (median, min–max) | same, pointer on the button first | heap, modal open | DOM nodes | hosts contacted besides the page |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| React 19 alone | 66.0 KB | 70.0 KB | 6.0 ms (5.0–40.0) | 4.0 ms (3.0–8.0) | 1.7 MB | 26 | none |',
      '| Latch | 79.2 KB | 84.0 KB | 7.2 ms (5.0–40.0) | 4.8 ms (3.0–8.0) | 2.0 MB | 26 | none |',
      '| Latch target | ≤ 90 KB | ≤ 150 KB | ≤ 15 ms | ≤ 15 ms | ≤ 3 MB |  | none the site did not configure |',
    ])
    expect(report).toContain('Latch, medians of 7 runs after a warm-up:')
    expect(report).not.toContain('React 19 alone, medians')
    expect(report).not.toContain('OVER')
  })

  test('behavior: each Latch page has its row and its verdicts', () => {
    const report = formatReport(
      [
        result('react', 'React 19 alone', 1),
        result('latch', 'Latch', 1.2),
        result('latch-every-adapter', 'Latch, every adapter', 1.4),
      ],
      budgets,
      7,
    )
    expect(report.split('\n')[4]).toBe(
      '| Latch, every adapter | 92.4 KB | 98.0 KB | 8.4 ms (5.0–40.0) | 5.6 ms (3.0–8.0) | 2.4 MB | 26 | none |',
    )
    const verdicts = report.slice(report.indexOf('Latch, every adapter, medians of 7 runs'))
    expect(verdicts).toContain('- JS gzip before the first click: 92.4 KB, target 90 KB: OVER')
    expect(report).toContain('- JS gzip before the first click: 79.2 KB, target 90 KB: within')
  })

  test('behavior: each target Latch misses is called out', () => {
    const report = formatReport([result('latch', 'Latch', 2)], budgets, 7)
    expect(report).toContain('- JS gzip before the first click: 132.0 KB, target 90 KB: OVER')
    expect(report).toContain(
      '- JS gzip until the first wallet is shown: 140.0 KB, target 150 KB: within',
    )
    expect(report).toContain('- click → first wallet: 12.0 ms, target 15 ms: within')
    expect(report).toContain(
      '- click → first wallet, pointer on the button first: 8.0 ms, target 15 ms: within',
    )
    expect(report).toContain('- heap with the modal open: 3.4 MB, target 3 MB: OVER')
    expect(report).toContain('- hosts contacted: rpc.example.org, target none: OVER')
  })

  test('behavior: a page with WalletConnect also reports choosing it → its QR code', () => {
    const page = result('latch-walletconnect', 'Latch, every adapter and WalletConnect', 1.2)
    page.summary.walletConnect = {
      chooseToQrMs: { median: 210.4, min: 180.2, max: 260 },
      jsGzipUntilQr: 230_512,
    }
    const report = formatReport([result('latch', 'Latch', 1.2), page], budgets, 7)
    const verdicts = report.slice(report.indexOf('WalletConnect, medians of 7 runs'))
    expect(verdicts).toContain(
      '- choose WalletConnect → QR code shown (sign-client loaded, relay joined, pairing made): 210.4 ms (180.2–260.0)',
    )
    expect(verdicts).toContain(
      "- JS gzip once the QR code is shown (WalletConnect's chunk counted only now): 230.5 KB",
    )
    expect(report.slice(0, report.indexOf('WalletConnect, medians'))).not.toContain(
      'choose WalletConnect',
    )
  })
})
