export type {
  Injected,
  InjectedAccount,
  InjectedAccounts,
  InjectedSigner,
  InjectedWindowProvider,
  PolkadotSignerPayload,
  PolkadotSignerRaw,
  PolkadotSignerResult,
  RememberSite,
} from '@latch/test-wallets'
export {
  type AnnounceTestWalletParameters,
  announceTestWallet,
  type BitcoinDevAccount,
  type BitcoinDevKey,
  type BitcoinTestWallet,
  type BitcoinTestWalletAccount,
  type BitcoinTestWalletControls,
  bitcoinDevAccounts,
  bitcoinDevSats,
  type CosmosDevAccount,
  type CosmosTestWallet,
  type CosmosTestWalletControls,
  type CreateBitcoinTestWalletParameters,
  type CreateCosmosTestWalletParameters,
  type CreatePolkadotTestWalletParameters,
  type CreateSolanaTestWalletParameters,
  type CreateTestWalletParameters,
  cosmosDevAccounts,
  cosmosDevAmount,
  createBitcoinTestWallet,
  createCosmosTestWallet,
  createPolkadotTestWallet,
  createSolanaTestWallet,
  createTestWallet,
  type DevAccount,
  devAccounts,
  devMnemonic,
  type InjectCosmosTestWalletOptions,
  type InjectedWeb3Target,
  injectCosmosTestWallet,
  injectPolkadotTestWallet,
  type KeplrTestWalletApi,
  type KeplrWindowTarget,
  keplrKeystoreChangeEvent,
  type PolkadotDevAccount,
  type PolkadotKeyType,
  type PolkadotTestWallet,
  type PolkadotTestWalletControls,
  ProviderRpcError,
  polkadotDevAccounts,
  polkadotDevPlanck,
  polkadotTestWalletKey,
  providerErrorCodes,
  registerBitcoinTestWallet,
  registerSolanaTestWallet,
  type SolanaDevAccount,
  type SolanaTestWallet,
  type SolanaTestWalletControls,
  solanaDevAccounts,
  solanaDevLamports,
  type TestWallet,
  type TestWalletChain,
  type TestWalletControls,
  type TestWalletInfo,
  testWalletIcon,
} from '@latch/test-wallets'
export type { BitcoinRegtestInfo } from './bitcoin/bitcoinRegtestInfo.js'
export {
  type BitcoinRegtestNetwork,
  bitcoinRegtestNetwork,
} from './bitcoin/bitcoinRegtestNetwork.js'
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
export type { ContentScriptWindow } from './contentScriptWindow.js'
export {
  type CosmosCurrency,
  type CosmosLocalChainSpec,
  localCosmosHubSpec,
  localOsmosisSpec,
} from './cosmos/cosmosLocalChainSpec.js'
export type { CosmosLocalInfo } from './cosmos/cosmosLocalInfo.js'
export {
  type KeplrBackground,
  type StartKeplrBackgroundParameters,
  startKeplrBackground,
} from './cosmos/keplrBackground.js'
export { keplrChainInfoOf } from './cosmos/keplrChainInfo.js'
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
  type PolkadotExtensionBackground,
  type StartPolkadotExtensionBackgroundParameters,
  startPolkadotExtensionBackground,
} from './polkadot/polkadotExtensionBackground.js'
export type { PolkadotLocalInfo } from './polkadot/polkadotLocalInfo.js'
export type { SolanaDevnetInfo } from './solanaDevnetInfo.js'
export { solanaDevnetNetwork } from './solanaDevnetNetwork.js'
export { solanaTestToken } from './solanaTestToken.js'
export { testToken } from './testToken.js'
export { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './uniswapV2Abi.js'
