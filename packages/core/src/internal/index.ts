// `@latch/core/internal`: what Latch's own packages share (the adapters, ui-react,
// walletconnect, server and testkit), and the helpers beside the machines. It is NOT API: any
// name here may change or go in any release, without notice. A site or a custom UI uses
// `@latch/core` and its other entries; if it needs something that is only here, that is an
// issue to open, not a name to import.

export {
  type WalletStandardRegisterApi,
  type WalletStandardRegistry,
  walletStandardRegistry,
} from '../adapters/walletStandardRegistry.js'
export { afterPaint } from '../client/afterPaint.js'
export { validateLatchConfig } from '../client/latchConfig.js'
export { createLatchStateSelector, type LatchSnapshot } from '../client/selectLatchState.js'
export { createWalletConnectLoader } from '../client/walletConnectLoader.js'
export { walletsBehindButton } from '../config/connectLayout.js'
export {
  type RemoteFeaturesResponse,
  type ResolveFeaturesParameters,
  type ResolveFeaturesReturnType,
  resolveFeatures,
  socialsForWebview,
  type WebviewPlatform,
} from '../config/features.js'
export { getConnectMethodOrder, getConnectorTypeOrder } from '../config/orderings.js'
export {
  DEFAULT_ALLOWED_ANCESTORS,
  isOriginAllowed,
  MOBILE_SECURE_HOSTS,
  matchesOriginPattern,
} from '../config/origins.js'
export { isMultiNamespaceConnector } from '../connectors/connectorIds.js'
export { connectorMergeKey } from '../connectors/connectorMergeKey.js'
export { mergeConnectors } from '../connectors/mergeConnectors.js'
export { alertLongMessage, interpolate } from '../errors/base.js'
export { createEmitter, type Emitter, type EventMap } from '../events/createEmitter.js'
export { formatFiat, formatTransactionAmount } from '../format/amounts.js'
export { avatarColors, type Rgb, toCssRgb } from '../format/avatarColors.js'
export { floorDecimal, roundDecimal } from '../format/decimal.js'
export { truncateEmail } from '../format/truncateEmail.js'
export { connectionStatusOf, toConnectError } from '../machines/connection.js'
export { toEmailLoginError } from '../machines/emailLogin.js'
export { closeBlocked, defaultModalConfig } from '../machines/modal.js'
export {
  type ModalOpening,
  type ModalOpeningFacts,
  modalOpening,
} from '../machines/modalOpening.js'
export { registrationMessage } from '../machines/nameRegistration.js'
export { nameRegistrationStatusOf } from '../machines/nameRegistrationStatus.js'
export { authConnectorNamespaces } from '../machines/networkSwitch.js'
export { defaultOnrampOptions, mockOnrampQuote } from '../machines/onramp.js'
export { isPairingExpired } from '../machines/pairing.js'
export {
  approvalRpcMethods,
  classifyRpcMethod,
  classifyRpcResult,
  type RpcMethodKind,
  type RpcResultKind,
  safeRpcMethods,
} from '../machines/rpcMethods.js'
export { FEE_ESTIMATE_DELAY_MS } from '../machines/send.js'
export { sendProblems, sendTokenOptions, validateSend } from '../machines/sendForm.js'
export { sendFeeStatusOf, sendStatusOf } from '../machines/sendStatus.js'
export { hasSiwxSession } from '../machines/siwx.js'
export { toSocialLoginError } from '../machines/socialLogin.js'
export {
  type CreateErrorReporterParameters,
  createErrorReporter,
  type ErrorReporter,
  type TelemetryErrorEvent,
  withErrorReporting,
} from '../machines/telemetry.js'
export { currentView } from '../machines/views.js'
export {
  type ResolveActiveNetworkParameters,
  unsupportedNetwork,
} from '../networks/activeNetwork.js'
export { getRpcUrls, type RpcServiceConfig } from '../networks/rpcUrl.js'
export {
  createDeepLinkCheck,
  DEFAULT_DEEP_LINK_SCHEMES,
  isSafeDeepLink,
} from '../security/safeDeepLink.js'
export { isSafeImageUrl, isSafePageUrl } from '../security/safeUrl.js'
export {
  type AccountDataParameters,
  balanceNamespaces,
  createAccountData,
} from '../services/accountData.js'
export { createServiceClient } from '../services/serviceClient.js'
export { createWalletRegistry, type WalletRegistryParameters } from '../services/walletRegistry.js'
export { caip122ErrorMessagesOf } from '../siwx/caip122Error.js'
export type { Caip122Fields } from '../siwx/caip122Fields.js'
export { formatCaip122Message, parseCaip122Message } from '../siwx/caip122Message.js'
export type { Caip122Profile } from '../siwx/caip122Profile.js'
export { caip122SessionData } from '../siwx/caip122SessionData.js'
export {
  type Caip122Message,
  type CreateCaip122MessageParameters,
  type CreateCaip122MessageReturnType,
  createCaip122Message,
} from '../siwx/createCaip122Message.js'
export { createServerSiwx } from '../siwx/createServerSiwx.js'
export {
  type DefineSiwxParameters,
  type DefineSiwxReturnType,
  defineSiwx,
  type SiwxErrorCodeOf,
  type SiwxErrorMessagesOf,
  type SiwxFail,
  type SiwxMessageErrorClass,
  type SiwxOwnMessages,
  type SiwxServerErrorClass,
  type SiwxSignedMessage,
} from '../siwx/defineSiwx.js'
export {
  type LazyServerSiwxReturnType,
  lazyServerSiwx,
  type ServerSiwxFactory,
} from '../siwx/lazyServerSiwx.js'
export { rfc3339Ms } from '../siwx/rfc3339DateTime.js'
export { serverSiwxErrorMessagesOf } from '../siwx/serverSiwxError.js'
export type {
  ServerSiwxCodec,
  ServerSiwxMessageInput,
  ServerSiwxProfile,
} from '../siwx/serverSiwxProfile.js'
export {
  type Caip122SignatureCheck,
  type VerifyCaip122MessageParameters,
  type VerifyCaip122MessageReturnType,
  verifyCaip122Message,
} from '../siwx/verifyCaip122Message.js'
export { type CreateStorageParameters, createStorage } from '../storage/createStorage.js'
export {
  type AmountProblem,
  type AmountProblemOptions,
  amountProblem,
} from '../validation/amount.js'
export { toCoinType } from '../validation/coinType.js'
export { isEmail } from '../validation/email.js'
export { isValidName } from '../validation/names.js'
export { walletLinkBase } from '../walletConnect/walletLinkBase.js'
