// `@latch/core/errors`: the class of each error code and the catalogues of SPEC.md §8's texts
// (errors, alerts, snackbars). `@latch/core` has `BaseError` and one class per domain
// (`ConnectionError`...), which is what most callers catch: a domain's `code` says which error
// it is, and `new ConnectionError('CONNECTION_REJECTED')` is a `ConnectionRejectedError`.

export { caip122ErrorMessages } from '../siwx/caip122Error.js'
export { serverSiwxErrorMessages } from '../siwx/serverSiwxError.js'
export { abortError, isAbortError } from './abort.js'
export {
  adapterErrorMessages,
  CapabilityNotSupportedError,
  ConnectorNotFoundError,
  InvalidAddressError,
  InvalidAmountError,
  InvalidCallsError,
  InvalidFeeRateError,
  InvalidMemoError,
  InvalidSignatureError,
  TransactionFailedError,
  WalletNotConnectedError,
} from './adapter.js'
export { alerts, getAlert } from './alerts.js'
export { caipErrorMessages, InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip.js'
export { runtimeLoadFailedAlert } from './clientAlerts.js'
export { configErrorMessages, FeatureNotEnabledError, InvalidConfigError } from './config.js'
export {
  ConnectionRejectedError,
  connectionErrorMessages,
  FailedToConnectError,
  FailedToConnectFarcasterError,
  FailedToDisconnectChainsError,
  FailedToDisconnectError,
  FailedToInitiateSocialError,
  InvalidConnectionStatusError,
  InvalidEmailError,
  ModalClosedError,
  NoAuthConnectorError,
  NoConnectorForConnectionError,
  NotConnectedToEmailOrSocialError,
  OriginNotAllowedError,
  PopupClosedError,
} from './connection.js'
export {
  EmailRateLimitedError,
  FrameAbortedError,
  FrameInvalidMessageError,
  FrameLoadFailedError,
  FrameRequestFailedError,
  FrameRequestTimedOutError,
  FrameRpcAbortedError,
  frameErrorMessages,
  IframeNotSetError,
  ParentNotSetError,
  RpcNotAllowedError,
  RpcUserRejectedError,
  UnverifiedDomainError,
} from './frame.js'
export {
  HttpRateLimitedError,
  HttpRequestFailedError,
  HttpServerError,
  httpErrorMessages,
} from './http.js'
export {
  AdapterForNamespaceMissingError,
  ChainNotSupportedError,
  ClientDestroyedError,
  ConnectionClientNotSetError,
  ConnectorChainsUnsupportedError,
  internalErrorMessages,
  NetworkClientNotSetError,
  NotProvidedError,
  RuntimeLoadFailedError,
  RuntimeNotLoadedError,
  SiweConfigAndSiwxError,
  UnsupportedChainNamespaceError,
  WalletConnectConnectorNotFoundError,
} from './internal.js'
export {
  AddressOrAuthConnectorNotFoundError,
  FetchNameSuggestionsError,
  FetchNamesError,
  InvalidChainIdForCoinTypeError,
  NameNetworkNotFoundError,
  nameErrorMessages,
  RegisterNameError,
  ResolveNameError,
} from './names.js'
export { isUserRejection, USER_REJECTED_REQUEST_CODE } from './providerCodes.js'
export {
  AmountAndReceiverRequiredError,
  SendUnsupportedChainError,
  sendErrorMessages,
  TokenRequiredError,
  TransferFailedError,
} from './send.js'
export {
  ServiceInvalidResponseError,
  ServiceNetworkError,
  ServiceTimeoutError,
  serviceErrorMessages,
} from './service.js'
export {
  NoActiveCaipAddressError,
  SiwxInitializeFailedError,
  SiwxNotEnabledError,
  SiwxSignMessageFailedError,
  siwxErrorMessages,
} from './siwx.js'
export { snackbars } from './snackbars.js'
export {
  GasPriceNetworkUnsupportedError,
  InsufficientLiquidityError,
  SlippageExceededError,
  SwapFailedOnChainError,
  SwapsNetworkUnsupportedError,
  swapErrorMessages,
} from './swap.js'
export {
  ActionNotAllowedError,
  WalletRequestRejectedError,
  walletRequestErrorMessages,
} from './walletRequest.js'
