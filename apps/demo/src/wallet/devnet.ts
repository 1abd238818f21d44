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

/**
 * The services of this run (`latch-server`), written by the demo command as `/services.json`:
 * the services' URL and project, the secure frame's origin (email and social login), and the
 * Latch Test Mobile Wallet's page (a phone wallet for WalletConnect, through the services'
 * relay).
 */
export type DemoServices = {
  url: string
  projectId: string
  frameUrl?: string | undefined
  mobileWalletUrl?: string | undefined
}

export async function loadServices(): Promise<DemoServices | undefined> {
  try {
    const response = await fetch('/services.json', { cache: 'no-store' })
    if (!response.ok) return undefined
    return (await response.json()) as DemoServices
  } catch {
    return undefined
  }
}
