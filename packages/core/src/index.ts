// The public API of @latch/core. Re-exports by name only.

export * from './actions/index.js'
export type {
  AdapterEvent,
  AuthAccount,
  AuthProvider,
  AuthProviderEvents,
  AuthRequestArguments,
  Balance,
  BalanceBreakdown,
  ChainAdapter,
  ChainAdapterCapabilities,
  FeeSpeed,
  GetBalanceParameters,
  RequestParameters,
  SendCallsParameters,
  SendTransferParameters,
  SignTypedDataParameters,
  TokenRef,
  TransferFee,
} from './adapters/chainAdapter.js'
export {
  type AdapterConnector,
  type AdapterDiscovery,
  type AdapterWalletContext,
  type AdapterWalletMethods,
  type ConnectorWallet,
  type DefineAdapterErrorType,
  type DefineAdapterParameters,
  type DefineAdapterReturnType,
  defineAdapter,
} from './adapters/defineAdapter.js'
export {
  walletConnectOnlyAdapter,
  walletConnectOnlyAdapters,
} from './adapters/walletConnectOnlyAdapter.js'
export {
  type AuthConfig,
  type AuthWindow,
  DEFAULT_SECURE_FRAME_URL,
  type SecureFrameUrlParameters,
} from './auth/authConfig.js'
export type {
  AuthThemePayload,
  EmailConnectAction,
  UpdateEmailAction,
} from './auth/authConnector.js'
export type {
  SecureFrameDocument,
  SecureFrameElement,
  SecureFrameRect,
  SecureFrameShowOptions,
} from './auth/secureFrameHost.js'
export type { SocialPopupOpener, SocialPopupWindow } from './auth/socialPopup.js'
export type { ApproveWalletRequest, WalletRequestApproval } from './auth/walletRequestApproval.js'
export {
  type CaipAddress,
  formatCaipAddress,
  isCaipAddress,
  type ParsedCaipAddress,
  parseCaipAddress,
} from './caip/caipAddress.js'
export {
  type CaipNetworkId,
  formatCaipNetworkId,
  isCaipNetworkId,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
} from './caip/caipNetworkId.js'
export { type ChainNamespace, chainNamespaces, isChainNamespace } from './caip/chainNamespace.js'
export type { AccountProfile } from './client/accountProfile.js'
export { createLatch } from './client/createLatch.js'
export type { LatchActors } from './client/latchActors.js'
export type { LatchAuthLoader } from './client/latchAuthLoader.js'
export type { LatchActor, LatchClient, LatchInternal } from './client/latchClient.js'
export type { LatchConfig, LatchEvent } from './client/latchConfig.js'
export type { LatchRuntime } from './client/latchRuntime.js'
export type {
  LatchState,
  NameRegistrationState,
  NamespaceConnectionState,
  NftsState,
  PayState,
  SendState,
  SessionsState,
  SiwxState,
  SiwxStatus,
  SwapState,
  SwapTokenChoice,
} from './client/latchState.js'
export { preloadLatchRuntime } from './client/loadLatchRuntime.js'
export type {
  EmailLoginState,
  EmailLoginStep,
  EmailUpdateState,
  EmailUpdateStep,
  SocialLoginState,
  SocialLoginStep,
} from './client/loginState.js'
export type { CustomWallet, ListedCustomWallet } from './config/customWallets.js'
export type {
  FeatureFlags,
  Features,
  FeaturesOption,
  RemoteFeatureKey,
  RemoteFeatures,
  SocialProvider,
} from './config/features.js'
export type { LegalState, LegalUrls } from './config/legalConsent.js'
export type { ConnectMethod, ConnectorTypeKey } from './config/orderings.js'
export {
  type NamespaceCapabilities,
  offeredWalletFeatures,
  offersNames,
  type WalletFeature,
} from './config/walletFeatures.js'
export type {
  AccountType,
  AdapterAccount,
  Connector,
  ConnectorType,
} from './connectors/connector.js'
export type { MergedConnector } from './connectors/mergeConnectors.js'
export { AdapterError, type AdapterErrorCode } from './errors/adapter.js'
export type { Alert, AlertCode } from './errors/alerts.js'
export {
  BaseError,
  type BaseErrorOptions,
  type ErrorOptionsOf,
  type MessageCatalog,
} from './errors/base.js'
export { CaipError, type CaipErrorCode } from './errors/caip.js'
export { ConfigError, type ConfigErrorCode } from './errors/config.js'
export { ConnectionError, type ConnectionErrorCode } from './errors/connection.js'
export { FrameError, type FrameErrorCode } from './errors/frame.js'
export { HttpError, type HttpErrorCode, type HttpErrorOptions } from './errors/http.js'
export { InternalError, type InternalErrorCode } from './errors/internal.js'
export { NameError, type NameErrorCode, type NameResolveReason } from './errors/names.js'
export { ProviderRpcError } from './errors/providerRpcError.js'
export { SendError, type SendErrorCode } from './errors/send.js'
export { ServiceError, type ServiceErrorCode } from './errors/service.js'
export { SiwxError, type SiwxErrorCode } from './errors/siwx.js'
export type { SnackbarCode, SnackbarMessage } from './errors/snackbars.js'
export { SwapError, type SwapErrorCode } from './errors/swap.js'
export { WalletRequestError, type WalletRequestErrorCode } from './errors/walletRequest.js'
export { formatBalance } from './format/amounts.js'
export { formatUnits, parseUnits } from './format/decimal.js'
export { truncateAddress } from './format/truncateAddress.js'
export type { ConnectionStatus } from './machines/connectionTypes.js'
export type { ModalOpenOptions } from './machines/modal.js'
export type { NameRegistrationStatus } from './machines/nameRegistrationStatus.js'
export type { RouterNavigationEvent } from './machines/router.js'
export type {
  SavedConnectionState,
  SavedConnectionStatus,
} from './machines/savedConnectionStatus.js'
export type { SendToken } from './machines/send.js'
export { nftSendToken } from './machines/sendForm.js'
export type { SendStatus } from './machines/sendStatus.js'
export type { Snackbar } from './machines/snackbar.js'
export {
  isView,
  type RouterData,
  type RouterDataOf,
  type RouterEntry,
  type RouterEntryOf,
  type View,
  views,
} from './machines/views.js'
export type { WalletRequest } from './machines/walletRequest.js'
export {
  type CaipNetwork,
  defineNetwork,
  type NativeCurrency,
  type RpcOnlyNetwork,
} from './networks/caipNetwork.js'
export type { AccountData } from './services/accountData.js'
export {
  type AnalyticsEventName,
  type AnalyticsParameters,
  type AnalyticsService,
  createAnalyticsService,
} from './services/analyticsService.js'
export type {
  Identity,
  NameProfile,
  Nft,
  OnrampOrder,
  SmartSession,
  SwapQuote,
  SwapToken,
  TokenBalance,
  Transaction,
} from './services/blockchainSchemas.js'
export { type BlockchainService, createBlockchainService } from './services/blockchainService.js'
export {
  type AllowedOriginsResult,
  type ConfigService,
  createConfigService,
  type GetWalletsParameters,
} from './services/configService.js'
export type { LoadFeaturesParameters } from './services/loadFeatures.js'
export type {
  RequestOptions,
  SdkInfo,
  ServiceClient,
  ServiceClientParameters,
} from './services/serviceClient.js'
export type { WalletPage, WalletRegistry } from './services/walletRegistry.js'
export {
  Caip122Error,
  type Caip122ErrorClass,
  type Caip122ErrorCode,
  type Caip122ErrorOptions,
} from './siwx/caip122Error.js'
export type {
  CreateServerSiwxErrorType,
  CreateServerSiwxReturnType,
  ServerSiwxOptions,
  ServerSiwxPage,
  ServerSiwxTokenStorage,
} from './siwx/createServerSiwx.js'
export {
  ServerSiwxError,
  type ServerSiwxErrorCode,
  type ServerSiwxErrorMessages,
  type ServerSiwxErrorOptions,
} from './siwx/serverSiwxError.js'
export {
  type SiwxByNamespaceErrorType,
  type SiwxByNamespaceParameters,
  type SiwxByNamespaceReturnType,
  siwxByNamespace,
} from './siwx/siwxByNamespace.js'
export type { SiwxAccount, SiwxConfig, SiwxMessage, SiwxSession } from './siwx/siwxConfig.js'
export { type CookieStorageParameters, cookieStorage } from './storage/cookieStorage.js'
export type { LatchStorage } from './storage/createStorage.js'
export type { Connection, Wallet } from './storage/schemas.js'
export {
  localStorageBackend,
  memoryBackend,
  type StorageBackend,
} from './storage/storageBackend.js'
export type { StorageItemName, StorageValue } from './storage/storageItems.js'
export { isAddress } from './validation/address.js'
export type {
  WalletConnectClient,
  WalletConnectClientDefaults,
  WalletConnectConnector,
  WalletConnectEvents,
  WalletConnectNamespace,
  WalletConnectPairing,
  WalletConnectProposal,
  WalletConnectRequest,
  WalletConnectRequestOptions,
  WalletConnectRequestSent,
  WalletConnectSession,
  WalletConnectSetUp,
} from './walletConnect/walletConnectClient.js'
export type { DeepLinkChoice } from './walletConnect/walletRequestDeepLink.js'
