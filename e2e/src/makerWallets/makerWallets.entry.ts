import {
  type CosmosDevAccount,
  type CosmosLocalInfo,
  createCosmosTestWallet,
  createPolkadotTestWallet,
  keplrChainInfoOf,
  type PolkadotDevAccount,
  startKeplrBackground,
  startPolkadotExtensionBackground,
} from '@latch/testkit/wallet'
import { installKeplrExtensionPage } from '../../../packages/adapter-cosmos/src/testing/keplrExtensionPage.js'
import {
  installPolkadotJsExtensionPage,
  polkadotJsMessagePrefix,
} from '../../../packages/adapter-polkadot/src/testing/polkadotJsExtensionPage.js'

// Bundled as one classic script (makerWalletScripts.ts) and given to Playwright's
// `addInitScript`: on every page of the context, before the site's code runs, the wallets'
// makers' own page code is installed as their extensions install it (polkadot-js's
// `injectedWeb3['polkadot-js']`, Keplr's `window.keplr`), with the testkit's backgrounds
// answering its messages in place of the extensions' content scripts and backgrounds. The
// settings come from the init script before it (`window.latchMakerWallets`).

type Settings = {
  polkadotAccounts: PolkadotDevAccount[]
  cosmosAccounts: CosmosDevAccount[]
  cosmosChain: CosmosLocalInfo
}
const page = window as unknown as { latchMakerWallets: Settings & Record<string, unknown> }
const settings = page.latchMakerWallets

const polkadot = startPolkadotExtensionBackground({
  wallet: createPolkadotTestWallet({
    accounts: settings.polkadotAccounts,
    rememberSite: { storage: window.localStorage, key: 'latch-maker-wallets:polkadot-js' },
  }),
  messagePrefix: polkadotJsMessagePrefix,
})
const keplr = startKeplrBackground({
  wallet: createCosmosTestWallet({
    accounts: settings.cosmosAccounts,
    chains: [keplrChainInfoOf(settings.cosmosChain)],
    rememberSite: { storage: window.localStorage, key: 'latch-maker-wallets:keplr' },
  }),
})
// What each background was asked, for the journey to read.
Object.assign(page.latchMakerWallets, { polkadot, keplr })

void installPolkadotJsExtensionPage()
void installKeplrExtensionPage()
