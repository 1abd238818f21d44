import { readFile } from 'node:fs/promises'
import type { BitcoinTestWalletControls } from './bitcoin/createBitcoinTestWallet.js'
import type { CosmosTestWalletControls } from './cosmos/createCosmosTestWallet.js'
import type { SolanaTestWalletControls } from './createSolanaTestWallet.js'
import type { TestWalletControls } from './createTestWallet.js'
import type { PolkadotTestWalletControls } from './polkadot/createPolkadotTestWallet.js'
import {
  type TestWalletNamespace,
  type TestWalletSettings,
  testWalletNamespaces,
} from './testWalletSettings.js'

/** A Playwright `BrowserContext` or `Page` (any version): what installing needs of it. */
export type InitScriptTarget = {
  addInitScript(script: { content: string }): Promise<unknown>
}

/** A Playwright `Page`: what steering a wallet needs of it. */
export type EvaluateTarget = {
  evaluate<Result, Argument>(
    run: (argument: Argument) => Result | Promise<Result>,
    argument: Argument,
  ): Promise<Result>
}

// The page scripts are built next to this module's output (dist/page); run from the sources
// (the workspace's `@latch/source` condition), next to them in dist.
const pageScripts = new URL(
  import.meta.url.endsWith('.ts') ? '../dist/page/' : './page/',
  import.meta.url,
)

/**
 * Gives every page of `target` (a browser context, or one page) the test wallets `settings`
 * names, before the page's own code runs, as browser extensions do: the EVM wallet announced
 * the EIP-6963 way, the Solana and Bitcoin wallets registered with Wallet Standard, the
 * Polkadot extension in `window.injectedWeb3`, the Cosmos wallet at `window.keplr`. Each
 * signs with the keys given, and approves what a site asks unless a test says otherwise
 * ({@link testWallet}).
 *
 * @example
 * await installTestWallets(context, {
 *   evm: { privateKey: devAccounts[0].privateKey, chains: [{ id: 1, name: 'Ethereum', rpcUrl }] },
 * })
 */
export async function installTestWallets(
  target: InitScriptTarget,
  settings: TestWalletSettings,
): Promise<void> {
  await target.addInitScript({
    content: `globalThis.latchTestWalletSettings = ${JSON.stringify(settings)}`,
  })
  for (const namespace of testWalletNamespaces) {
    if (!settings[namespace]) continue
    const content = await readFile(new URL(`${namespace}.js`, pageScripts), 'utf8')
    await target.addInitScript({ content })
  }
}

type Controls = {
  evm: Pick<TestWalletControls, 'rejectNext' | 'setAccount' | 'setChainId' | 'disconnect'>
  solana: Pick<SolanaTestWalletControls, 'rejectNext' | 'setAccount' | 'disconnect'>
  bitcoin: Pick<BitcoinTestWalletControls, 'rejectNext' | 'setAccount' | 'disconnect'>
  polkadot: Pick<PolkadotTestWalletControls, 'rejectNext' | 'setAccount' | 'disconnect'>
  cosmos: Pick<CosmosTestWalletControls, 'rejectNext' | 'setAccount'>
}
type Promised<Methods> = {
  [Name in keyof Methods]: Methods[Name] extends (...args: infer Args) => unknown
    ? (...args: Args) => Promise<void>
    : never
}

/**
 * Steers `namespace`'s wallet in `page` as its user would: `rejectNext(method?)` refuses the
 * next request (of `method`, else the next that asks the user), `setAccount(index)` selects
 * another of its keys, `disconnect()` revokes the site (where the wallet has it).
 *
 * @example
 * await testWallet(page, 'evm').rejectNext('personal_sign')
 */
export function testWallet<Namespace extends TestWalletNamespace>(
  page: EvaluateTarget,
  namespace: Namespace,
): Promised<Controls[Namespace]> {
  const call =
    (method: string) =>
    (...args: unknown[]) =>
      page.evaluate(
        ([namespace, method, args]) => {
          const wallets = (globalThis as { latchTestWallets?: Record<string, unknown> })
            .latchTestWallets
          const wallet = wallets?.[namespace] as
            | Record<string, ((...args: unknown[]) => void) | undefined>
            | undefined
          if (!wallet) throw new Error(`the page has no ${namespace} test wallet`)
          const control = wallet[method]
          if (typeof control !== 'function') {
            throw new Error(`the ${namespace} test wallet has no ${method}()`)
          }
          control.apply(wallet, args)
        },
        [namespace, method, args] as const,
      )
  const controls = {
    rejectNext: call('rejectNext'),
    setAccount: call('setAccount'),
    setChainId: call('setChainId'),
    disconnect: call('disconnect'),
  }
  return controls as unknown as Promised<Controls[Namespace]>
}
