export {
  type BitcoinDevAccount,
  type BitcoinDevKey,
  bitcoinDevAccounts,
  bitcoinDevSats,
  type CosmosDevAccount,
  cosmosDevAccounts,
  cosmosDevAmount,
  type DevAccount,
  devAccounts,
  devMnemonic,
  type PolkadotDevAccount,
  type PolkadotKeyType,
  polkadotDevAccounts,
  polkadotDevPlanck,
  type SolanaDevAccount,
  solanaDevAccounts,
  solanaDevLamports,
} from '@latch/test-wallets'
export {
  accountAbstractionDeployer,
  bundlerExecutor,
  devPaymasterSigner,
  devPaymasterSignerKey,
} from './accountAbstractionKeys.js'
export type { BitcoinRegtestInfo } from './bitcoin/bitcoinRegtestInfo.js'
export {
  type BitcoinRegtestNetwork,
  bitcoinRegtestNetwork,
} from './bitcoin/bitcoinRegtestNetwork.js'
export { localBitcoinFeeEstimates } from './bitcoin/esploraServer.js'
export {
  defaultBitcoinPort,
  type LocalBitcoin,
  type StartLocalBitcoinParameters,
  startLocalBitcoin,
} from './bitcoin/startLocalBitcoin.js'
export { type ChromiumLaunchOptions, chromiumLaunchOptions } from './chromiumLaunchOptions.js'
export {
  type CosmosCurrency,
  type CosmosLocalChainSpec,
  localCosmosHubSpec,
  localOsmosisSpec,
} from './cosmos/cosmosLocalChainSpec.js'
export type { CosmosLocalInfo } from './cosmos/cosmosLocalInfo.js'
export {
  defaultCosmosBlockIntervalMs,
  defaultCosmosPort,
  type LocalCosmos,
  type StartLocalCosmosParameters,
  startLocalCosmos,
} from './cosmos/startLocalCosmos.js'
export {
  fundLocalCosmos,
  type LocalCosmosProcess,
  startLocalCosmosProcess,
} from './cosmos/startLocalCosmosProcess.js'
export type {
  DevnetAccountAbstraction,
  DevnetAccountAbstractionChain,
  DevnetChain,
  DevnetCollectibles,
  DevnetDex,
  DevnetInfo,
  DevnetPool,
  DevnetSmartSessions,
  DevnetToken,
} from './devnetInfo.js'
export { type DevnetPoolDefinition, type DevnetPoolToken, devnetPools } from './devnetPools.js'
export { type DevnetWalletClient, devnetWalletClient } from './devnetWalletClient.js'
export { deterministicDeployer, entryPointV08Address } from './entryPointV08.js'
export {
  deployFarcasterIdRegistry,
  farcasterDevCustody,
  farcasterDevFid,
  farcasterDevIdRegistry,
  farcasterIdRegistryAbi,
} from './farcaster/farcasterIdRegistry.js'
export {
  type LocalFarcasterRelay,
  localFarcasterRelayKey,
  type StartLocalFarcasterRelayParameters,
  startLocalFarcasterRelay,
} from './farcaster/localFarcasterRelay.js'
export { findFreePorts } from './freePort.js'
export type { PolkadotLocalInfo } from './polkadot/polkadotLocalInfo.js'
export {
  defaultPolkadotPort,
  type LocalPolkadot,
  type StartLocalPolkadotParameters,
  startLocalPolkadot,
} from './polkadot/startLocalPolkadot.js'
export {
  type LocalPolkadotProcess,
  startLocalPolkadotProcess,
} from './polkadot/startLocalPolkadotProcess.js'
export {
  type MobileWalletPageConfig,
  type ServedMobileWallet,
  type ServeMobileWalletParameters,
  serveMobileWallet,
} from './serveMobileWallet.js'
export type { SolanaDevnetInfo } from './solanaDevnetInfo.js'
export {
  type SendSolanaTestTokenParameters,
  type SendSolParameters,
  sendSol,
  sendSolanaTestToken,
} from './solanaDevTransfers.js'
export { solanaTestToken } from './solanaTestToken.js'
export {
  defaultDevnetPorts,
  type LocalChains,
  localChainDefinitions,
  type StartLocalChainsParameters,
  startLocalChains,
} from './startLocalChains.js'
export {
  defaultSolanaPort,
  type LocalSolana,
  type StartLocalSolanaParameters,
  startLocalSolana,
} from './startLocalSolana.js'
export { defaultCollectiblesBaseUri, testCollectibles } from './testCollectibles.js'
export {
  type LatchSmartAccountParameters,
  latchPaymaster,
  latchSmartAccount,
} from './testing/latchSmartAccount.js'
export { testStablecoin } from './testStablecoin.js'
export { testToken } from './testToken.js'
export { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './uniswapV2Abi.js'
