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
export type { BitcoinRegtestInfo } from './bitcoin/bitcoinRegtestInfo.js'
export {
  type BitcoinRegtestNetwork,
  bitcoinRegtestNetwork,
} from './bitcoin/bitcoinRegtestNetwork.js'
export {
  type BitcoinTestWallet,
  type BitcoinTestWalletAccount,
  type BitcoinTestWalletControls,
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from './bitcoin/createBitcoinTestWallet.js'
export {
  type CreateLeatherTestProviderParameters,
  createLeatherTestProvider,
  type LeatherBtcAddress,
  type LeatherFailure,
  type LeatherNetworkName,
  type LeatherSuccess,
  type LeatherTestProvider,
} from './bitcoin/createLeatherTestProvider.js'
export {
  type CreateSatsConnectTestProviderParameters,
  createSatsConnectTestProvider,
  type SatsConnectAddress,
  type SatsConnectEvent,
  type SatsConnectListener,
  type SatsConnectNetworkName,
  type SatsConnectResponse,
  type SatsConnectTestProvider,
} from './bitcoin/createSatsConnectTestProvider.js'
export { registerBitcoinTestWallet } from './bitcoin/registerBitcoinTestWallet.js'
export type { ContentScriptWindow } from './contentScriptWindow.js'
export {
  type CosmosDevAccount,
  cosmosDevAccounts,
  cosmosDevAmount,
} from './cosmos/cosmosDevAccounts.js'
export {
  type CosmosCurrency,
  type CosmosLocalChainSpec,
  localCosmosHubSpec,
  localOsmosisSpec,
} from './cosmos/cosmosLocalChainSpec.js'
export type { CosmosLocalInfo } from './cosmos/cosmosLocalInfo.js'
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
  type KeplrBackground,
  type StartKeplrBackgroundParameters,
  startKeplrBackground,
} from './cosmos/keplrBackground.js'
export { keplrChainInfoOf } from './cosmos/keplrChainInfo.js'
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
  type CreateTestMobileWalletParameters,
  createTestMobileWallet,
  type TestMobileWallet,
  type TestMobileWalletEvents,
  type TestMobileWalletMetadata,
  type TestMobileWalletProposal,
  type TestMobileWalletRequest,
  type TestMobileWalletSession,
} from './createTestMobileWallet.js'
export {
  type CreateTestWalletParameters,
  createTestWallet,
  type TestWallet,
  type TestWalletChain,
  type TestWalletControls,
} from './createTestWallet.js'
export { type DevAccount, devAccounts, devMnemonic } from './devAccounts.js'
export type {
  DevnetChain,
  DevnetCollectibles,
  DevnetDex,
  DevnetInfo,
  DevnetPool,
  DevnetToken,
} from './devnetInfo.js'
export { devnetNetwork } from './devnetNetwork.js'
export { type DevnetWalletClient, devnetWalletClient } from './devnetWalletClient.js'
export { createMemoryStorage, type KeyValueStorage } from './memoryStorage.js'
export type { ApprovedNamespace } from './mobileWalletNamespaces.js'
export type { MobileWalletRequest, MobileWalletSolanaNetwork } from './mobileWalletRequests.js'
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
export {
  type PolkadotExtensionBackground,
  type StartPolkadotExtensionBackgroundParameters,
  startPolkadotExtensionBackground,
} from './polkadot/polkadotExtensionBackground.js'
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
export type { PolkadotLocalInfo } from './polkadot/polkadotLocalInfo.js'
export { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'
export { registerSolanaTestWallet } from './registerSolanaTestWallet.js'
export type { RememberSite } from './rememberSite.js'
export {
  type SolanaDevAccount,
  solanaDevAccounts,
  solanaDevLamports,
} from './solanaDevAccounts.js'
export type { SolanaDevnetInfo } from './solanaDevnetInfo.js'
export { solanaDevnetNetwork } from './solanaDevnetNetwork.js'
export { solanaTestToken } from './solanaTestToken.js'
export { testToken } from './testToken.js'
export { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './uniswapV2Abi.js'
