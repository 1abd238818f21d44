import type { PageSample } from './measurePage.js'
import type { BenchPage } from './pages.js'
import { median, type Spread, spread } from './stats.js'

/** A page's figures over its measured runs: medians, and the spread of the timing. */
export type PageSummary = {
  jsGzipBeforeClick: number
  jsGzipUntilWallet: number
  jsGzipModalOpen: number
  clickToWalletMs: Spread
  hoverClickToWalletMs: Spread
  heapUsedBytes: number
  domNodes: number
  /** Hosts asked in any run other than the page's own and those the page was given. */
  otherHosts: string[]
  /** On a page with WalletConnect: choosing it → its QR code, and the JS by then. */
  walletConnect?: { chooseToQrMs: Spread; jsGzipUntilQr: number }
}

export type PageResult = {
  name: BenchPage['name']
  label: string
  budgeted: boolean
  summary: PageSummary
  samples: PageSample[]
}

/**
 * `pageHosts` are the page's own `127.0.0.1:<port>` and any the bench configured it with (the
 * relay of a page with WalletConnect).
 */
export function summarise(
  page: BenchPage,
  pageHosts: readonly string[],
  samples: readonly PageSample[],
): PageResult {
  const of = (pick: (sample: PageSample) => number) => samples.map(pick)
  const hosts = new Set(samples.flatMap((sample) => sample.hosts))
  for (const host of pageHosts) hosts.delete(host)
  const walletConnect = samples.flatMap((sample) => sample.walletConnect ?? [])
  return {
    name: page.name,
    label: page.label,
    budgeted: page.budgeted,
    summary: {
      jsGzipBeforeClick: median(of((sample) => sample.jsGzipBeforeClick)),
      jsGzipUntilWallet: median(of((sample) => sample.jsGzipUntilWallet)),
      jsGzipModalOpen: median(of((sample) => sample.jsGzipModalOpen)),
      clickToWalletMs: spread(of((sample) => sample.clickToWalletMs)),
      hoverClickToWalletMs: spread(of((sample) => sample.hoverClickToWalletMs)),
      heapUsedBytes: median(of((sample) => sample.heapUsedBytes)),
      domNodes: median(of((sample) => sample.domNodes)),
      otherHosts: [...hosts].sort(),
      ...(walletConnect.length
        ? {
            walletConnect: {
              chooseToQrMs: spread(walletConnect.map((sample) => sample.chooseToQrMs)),
              jsGzipUntilQr: median(walletConnect.map((sample) => sample.jsGzipUntilQr)),
            },
          }
        : {}),
    },
    samples: [...samples],
  }
}
