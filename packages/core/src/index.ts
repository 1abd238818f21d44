// The public API of @latch/core. Re-exports by name only.

export {
  type CaipAddress,
  caipAccountAddressPattern,
  formatCaipAddress,
  isCaipAddress,
  type ParsedCaipAddress,
  parseCaipAddress,
} from './caip/caipAddress.js'
export {
  type CaipNetworkId,
  caipNamespacePattern,
  caipReferencePattern,
  formatCaipNetworkId,
  isCaipNetworkId,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
} from './caip/caipNetworkId.js'
export { type ChainNamespace, chainNamespaces, isChainNamespace } from './caip/chainNamespace.js'

export {
  DEFAULT_ONRAMP_PROVIDER,
  DEFAULT_SWAP_PROVIDER,
  defaultFeatureFlags,
  defaultRemoteFeatures,
  type FeatureFlags,
  type Features,
  type FeaturesOption,
  type RemoteFeatureKey,
  type RemoteFeatures,
  type RemoteFeaturesResponse,
  type ResolveFeaturesParameters,
  type ResolveFeaturesReturnType,
  remoteFeatureKeys,
  resolveFeatures,
  type SocialProvider,
  socialProviders,
  socialsForWebview,
  type WebviewPlatform,
} from './config/features.js'
export {
  type ConnectMethod,
  type ConnectorTypeKey,
  connectMethods,
  connectorTypes,
  defaultConnectMethodOrder,
  defaultConnectorTypeOrder,
  defaultWalletFeatureOrder,
  getConnectMethodOrder,
  getConnectorTypeOrder,
  type WalletFeature,
  walletFeatures,
  walletFirstConnectMethodOrder,
} from './config/orderings.js'
export {
  DEFAULT_ALLOWED_ANCESTORS,
  isOriginAllowed,
  matchesOriginPattern,
} from './config/origins.js'

export * from './constants/chains.js'
export * from './constants/limits.js'
export * from './constants/onramp.js'
export * from './constants/swaps.js'
export * from './constants/time.js'
export * from './constants/ui.js'

export {
  type Alert,
  type AlertCode,
  alertForProviderError,
  alerts,
  getAlert,
} from './errors/alerts.js'
export { BaseError, type BaseErrorOptions, type MessageCatalog } from './errors/base.js'
export { CaipError, type CaipErrorCode, caipErrorMessages } from './errors/caip.js'
export {
  ConnectionError,
  type ConnectionErrorCode,
  connectionErrorMessages,
} from './errors/connection.js'
export { FrameError, type FrameErrorCode, frameErrorMessages } from './errors/frame.js'
export { HttpError, type HttpErrorCode, httpErrorMessages } from './errors/http.js'
export { InternalError, type InternalErrorCode, internalErrorMessages } from './errors/internal.js'
export { NameError, type NameErrorCode, nameErrorMessages } from './errors/names.js'
export { SendError, type SendErrorCode, sendErrorMessages } from './errors/send.js'
export { SiwxError, type SiwxErrorCode, siwxErrorMessages } from './errors/siwx.js'
export { type SnackbarCode, type SnackbarMessage, snackbars } from './errors/snackbars.js'
export { SwapError, type SwapErrorCode, swapErrorMessages } from './errors/swap.js'
export {
  WalletRequestError,
  type WalletRequestErrorCode,
  walletRequestErrorMessages,
} from './errors/walletRequest.js'

export { formatBalance, formatFiat, formatTransactionAmount } from './format/amounts.js'
export { avatarColors, type Rgb, toCssRgb } from './format/avatarColors.js'
export { floorDecimal, formatUnits, roundDecimal } from './format/decimal.js'
export { truncateEmail } from './format/truncateEmail.js'

export {
  type CaipNetwork,
  defineNetwork,
  type NativeCurrency,
  type NetworkNamespace,
} from './networks/caipNetwork.js'
export { getNetwork, getNetworksOfNamespace, networkCatalogue } from './networks/catalogue.js'
export * from './networks/evmNetworks.js'
export * from './networks/otherNetworks.js'
export {
  getRpcServiceUrl,
  getRpcUrls,
  type RpcServiceConfig,
  rpcServiceNetworkIds,
} from './networks/rpcUrl.js'

export {
  type CreateStorageParameters,
  createStorage,
  type LatchStorage,
} from './storage/createStorage.js'
export type { Connection, Wallet } from './storage/schemas.js'
export {
  localStorageBackend,
  memoryBackend,
  type StorageBackend,
} from './storage/storageBackend.js'
export {
  EMBEDDED_WALLET_STORAGE_PREFIX,
  STORAGE_PREFIX,
  type StorageItemName,
  type StorageValue,
  storageItems,
} from './storage/storageItems.js'

export { isAddress } from './validation/address.js'
export { toCoinType } from './validation/coinType.js'
export { isEmail } from './validation/email.js'
export { isValidName } from './validation/names.js'
