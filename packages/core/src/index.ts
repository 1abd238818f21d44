// The public API of @latch/core. Re-exports by name only.

export {
  type CaipAddress,
  type ParsedCaipAddress,
  caipAccountAddressPattern,
  formatCaipAddress,
  isCaipAddress,
  parseCaipAddress,
} from './caip/caipAddress.js'
export {
  type CaipNetworkId,
  type ParsedCaipNetworkId,
  caipNamespacePattern,
  caipReferencePattern,
  formatCaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
} from './caip/caipNetworkId.js'
export { type ChainNamespace, chainNamespaces, isChainNamespace } from './caip/chainNamespace.js'

export {
  type FeatureFlags,
  type Features,
  type FeaturesOption,
  type RemoteFeatureKey,
  type RemoteFeatures,
  type RemoteFeaturesResponse,
  type ResolveFeaturesParameters,
  type ResolveFeaturesReturnType,
  type SocialProvider,
  type WebviewPlatform,
  DEFAULT_ONRAMP_PROVIDER,
  DEFAULT_SWAP_PROVIDER,
  defaultFeatureFlags,
  defaultRemoteFeatures,
  remoteFeatureKeys,
  resolveFeatures,
  socialProviders,
  socialsForWebview,
} from './config/features.js'
export {
  type ConnectMethod,
  type ConnectorTypeKey,
  type WalletFeature,
  connectMethods,
  connectorTypes,
  defaultConnectMethodOrder,
  defaultConnectorTypeOrder,
  defaultWalletFeatureOrder,
  getConnectMethodOrder,
  getConnectorTypeOrder,
  walletFeatures,
  walletFirstConnectMethodOrder,
} from './config/orderings.js'
export { DEFAULT_ALLOWED_ANCESTORS, isOriginAllowed, matchesOriginPattern } from './config/origins.js'

export * from './constants/chains.js'
export * from './constants/limits.js'
export * from './constants/onramp.js'
export * from './constants/swaps.js'
export * from './constants/time.js'
export * from './constants/ui.js'

export { type Alert, type AlertCode, alertForProviderError, alerts, getAlert } from './errors/alerts.js'
export { type BaseErrorOptions, type MessageCatalog, BaseError } from './errors/base.js'
export { type CaipErrorCode, CaipError, caipErrorMessages } from './errors/caip.js'
export {
  type ConnectionErrorCode,
  ConnectionError,
  connectionErrorMessages,
} from './errors/connection.js'
export { type FrameErrorCode, FrameError, frameErrorMessages } from './errors/frame.js'
export { type HttpErrorCode, HttpError, httpErrorMessages } from './errors/http.js'
export { type InternalErrorCode, InternalError, internalErrorMessages } from './errors/internal.js'
export { type NameErrorCode, NameError, nameErrorMessages } from './errors/names.js'
export { type SendErrorCode, SendError, sendErrorMessages } from './errors/send.js'
export { type SiwxErrorCode, SiwxError, siwxErrorMessages } from './errors/siwx.js'
export { type SnackbarCode, type SnackbarMessage, snackbars } from './errors/snackbars.js'
export { type SwapErrorCode, SwapError, swapErrorMessages } from './errors/swap.js'
export {
  type WalletRequestErrorCode,
  WalletRequestError,
  walletRequestErrorMessages,
} from './errors/walletRequest.js'

export { formatBalance, formatFiat, formatTransactionAmount } from './format/amounts.js'
export { type Rgb, avatarColors, toCssRgb } from './format/avatarColors.js'
export { floorDecimal, formatUnits, roundDecimal } from './format/decimal.js'
export { truncateEmail } from './format/truncateEmail.js'

export {
  type CaipNetwork,
  type NativeCurrency,
  type NetworkNamespace,
  defineNetwork,
} from './networks/caipNetwork.js'
export { getNetwork, getNetworksOfNamespace, networkCatalogue } from './networks/catalogue.js'
export * from './networks/evmNetworks.js'
export * from './networks/otherNetworks.js'
export {
  type RpcServiceConfig,
  getRpcServiceUrl,
  getRpcUrls,
  rpcServiceNetworkIds,
} from './networks/rpcUrl.js'

export {
  type CreateStorageParameters,
  type LatchStorage,
  createStorage,
} from './storage/createStorage.js'
export type { Connection, Wallet } from './storage/schemas.js'
export { type StorageBackend, localStorageBackend, memoryBackend } from './storage/storageBackend.js'
export {
  type StorageItemName,
  type StorageValue,
  EMBEDDED_WALLET_STORAGE_PREFIX,
  STORAGE_PREFIX,
  storageItems,
} from './storage/storageItems.js'

export { isAddress } from './validation/address.js'
export { toCoinType } from './validation/coinType.js'
export { isEmail } from './validation/email.js'
export { isValidName } from './validation/names.js'
