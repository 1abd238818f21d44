import type { DevnetInfo } from '@latch/testkit/wallet'

/**
 * The local chains of this run, written by the demo command (and served by the browser
 * tests) as `/devnet.json`; absent when the page runs without them.
 */
export async function loadDevnet(): Promise<DevnetInfo | undefined> {
  try {
    const response = await fetch('/devnet.json', { cache: 'no-store' })
    if (!response.ok) return undefined
    return (await response.json()) as DevnetInfo
  } catch {
    return undefined
  }
}
