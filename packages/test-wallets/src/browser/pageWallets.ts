import type { RememberSite } from '../rememberSite.js'
import type { TestWalletNamespace, TestWalletSettings } from '../testWalletSettings.js'

// The page's side of `installTestWallets`: the settings script puts the settings on
// `window.latchTestWalletSettings`; each wallet's script reads its part and leaves the wallet
// on `window.latchTestWallets[namespace]`, where a test steers it (`rejectNext`...).

type PageGlobals = {
  latchTestWalletSettings?: TestWalletSettings
  latchTestWallets?: Partial<Record<TestWalletNamespace, unknown>>
}
const page = globalThis as PageGlobals

/** The settings of `namespace`'s wallet, as the test gave them. */
export function settingsOf<Namespace extends TestWalletNamespace>(
  namespace: Namespace,
): NonNullable<TestWalletSettings[Namespace]> {
  const settings = page.latchTestWalletSettings?.[namespace]
  if (!settings) throw new Error(`no settings for the ${namespace} test wallet`)
  return settings as NonNullable<TestWalletSettings[Namespace]>
}

/** Where the wallet remembers the sites it granted: the page's `localStorage`. */
export function rememberedIn(namespace: TestWalletNamespace): RememberSite {
  return { storage: localStorage, key: `latch-test-wallets:${namespace}` }
}

/** Leaves `wallet` where tests find it. */
export function expose(namespace: TestWalletNamespace, wallet: unknown): void {
  page.latchTestWallets ??= {}
  page.latchTestWallets[namespace] = wallet
}
