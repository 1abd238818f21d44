export {
  type AnnounceTestWalletParameters,
  announceTestWallet,
  type TestWalletInfo,
  testWalletIcon,
} from './announceTestWallet.js'
export {
  type BitcoinDevAccount,
  type BitcoinDevKey,
  bitcoinDevAccounts,
  bitcoinDevSats,
} from './bitcoin/bitcoinDevAccounts.js'
export {
  type BitcoinTestWallet,
  type BitcoinTestWalletAccount,
  type BitcoinTestWalletControls,
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from './bitcoin/createBitcoinTestWallet.js'
export { registerBitcoinTestWallet } from './bitcoin/registerBitcoinTestWallet.js'
export {
  type CosmosDevAccount,
  cosmosDevAccounts,
  cosmosDevAmount,
} from './cosmos/cosmosDevAccounts.js'
export {
  type CosmosTestWallet,
  type CosmosTestWalletControls,
  type CreateCosmosTestWalletParameters,
  createCosmosTestWallet,
} from './cosmos/createCosmosTestWallet.js'
export {
  type InjectCosmosTestWalletOptions,
  injectCosmosTestWallet,
  type KeplrWindowTarget,
} from './cosmos/injectCosmosTestWallet.js'
export {
  type KeplrTestWalletApi,
  keplrKeystoreChangeEvent,
} from './cosmos/keplrTestWalletApi.js'
export {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletControls,
} from './createSolanaTestWallet.js'
export {
  type CreateTestWalletParameters,
  createTestWallet,
  type TestWallet,
  type TestWalletChain,
  type TestWalletControls,
} from './createTestWallet.js'
export {
  type DevAccount,
  devAccounts,
  devMnemonic,
} from './devAccounts.js'
export {
  type CreatePolkadotTestWalletParameters,
  createPolkadotTestWallet,
  type PolkadotTestWallet,
  type PolkadotTestWalletControls,
} from './polkadot/createPolkadotTestWallet.js'
export {
  type InjectedWeb3Target,
  injectPolkadotTestWallet,
  polkadotTestWalletKey,
} from './polkadot/injectPolkadotTestWallet.js'
export {
  type PolkadotDevAccount,
  type PolkadotKeyType,
  polkadotDevAccounts,
  polkadotDevPlanck,
} from './polkadot/polkadotDevAccounts.js'
export type {
  Injected,
  InjectedAccount,
  InjectedAccounts,
  InjectedSigner,
  InjectedWindowProvider,
  PolkadotSignerPayload,
  PolkadotSignerRaw,
  PolkadotSignerResult,
} from './polkadot/polkadotInjectedWallet.js'
export {
  ProviderRpcError,
  providerErrorCodes,
} from './providerRpcError.js'
export { registerSolanaTestWallet } from './registerSolanaTestWallet.js'
export type { RememberSite } from './rememberSite.js'
export {
  type SolanaDevAccount,
  solanaDevAccounts,
  solanaDevLamports,
} from './solanaDevAccounts.js'
export type { TestWalletNamespace, TestWalletSettings } from './testWalletSettings.js'
