// `@latch/core/machines`: every machine of a Latch client, its types and the helpers that read
// its snapshots, for hosts that run or test the machines themselves. A page that uses the
// client does not need this entry (the client loads the machines itself).

export { createLatchStateSelector, type LatchSnapshot } from '../client/selectLatchState.js'
export {
  type ConnectActorInput,
  type ConnectionContext,
  type ConnectionEvent,
  type ConnectionInput,
  connectionMachine,
  connectionStatusOf,
  type DisconnectActorInput,
  toConnectError,
} from './connection.js'
export {
  type EmailLoginAction,
  type EmailLoginContext,
  type EmailLoginEvent,
  type EmailLoginInput,
  emailLoginMachine,
  toEmailLoginError,
} from './emailLogin.js'
export {
  type FrameLifecycleContext,
  type FrameLifecycleEvent,
  type FrameLifecycleInput,
  frameLifecycleMachine,
} from './frameLifecycle.js'
export { latchMachine } from './latch.js'
export type { LatchMachineContext, LatchMachineInput } from './latchContext.js'
export type {
  LatchCommand,
  LatchMachineEvent,
  LatchNotification,
  WalletEvent,
} from './latchEvents.js'
export { type LazyChildContext, type LazyChildEvent, lazyChildMachine } from './lazyChild.js'
export {
  closeBlocked,
  defaultModalConfig,
  type ModalCloseFacts,
  type ModalConfig,
  type ModalContext,
  type ModalEvent,
  type ModalInput,
  type ModalOpenFacts,
  type ModalTrackEvent,
  modalMachine,
} from './modal.js'
export { type ModalOpening, type ModalOpeningFacts, modalOpening } from './modalOpening.js'
export {
  type NameRegistrationBody,
  type NameRegistrationContext,
  type NameRegistrationEvent,
  type NameRegistrationInput,
  nameRegistrationMachine,
  nameRegistrationStatusOf,
  registrationMessage,
  type SignedRegistration,
} from './nameRegistration.js'
export {
  type ActiveNetworkChange,
  authConnectorNamespaces,
  type ConnectorIds,
  type NetworkSwitchContext,
  type NetworkSwitchEvent,
  type NetworkSwitchInput,
  type NetworkSwitchOptions,
  networkSwitchMachine,
  type SwitchNetworkActorInput,
} from './networkSwitch.js'
export {
  defaultOnrampOptions,
  mockOnrampQuote,
  type OnrampAmount,
  type OnrampContext,
  type OnrampEvent,
  type OnrampInput,
  type OnrampOptions,
  type OnrampPaymentCurrency,
  type OnrampPurchaseCurrency,
  type OnrampQuote,
  type OnrampQuoteInput,
  type OnrampUrlInput,
  onrampMachine,
} from './onramp.js'
export {
  isPairingExpired,
  type Pairing,
  type PairingContext,
  type PairingEvent,
  type PairingInput,
  pairingMachine,
} from './pairing.js'
export {
  type RouterChange,
  type RouterContext,
  type RouterEvent,
  type RouterInput,
  routerMachine,
} from './router.js'
export {
  approvalRpcMethods,
  classifyRpcMethod,
  classifyRpcResult,
  type RpcMethodKind,
  type RpcResultKind,
  safeRpcMethods,
} from './rpcMethods.js'
export {
  type ConfirmTransferInput,
  FEE_ESTIMATE_DELAY_MS,
  type LastTransfer,
  type SendAnalyticsEvent,
  type SendContext,
  type SendEvent,
  type SendFeeStatus,
  type SendInput,
  type SendReceiver,
  type SendStatus,
  type SendSubject,
  type SendSubmission,
  sendFeeStatusOf,
  sendMachine,
  sendStatusOf,
  type TransferInput,
} from './send.js'
export {
  type SendProblems,
  type SendToken,
  sendProblems,
  sendTokenOptions,
  validateSend,
} from './sendForm.js'
export {
  hasSiwxSession,
  type SiwxContext,
  type SiwxEvent,
  type SiwxInput,
  type SiwxSignInInput,
  type SiwxTrackEvent,
  siwxMachine,
} from './siwx.js'
export { type SnackbarContext, type SnackbarEvent, snackbarMachine } from './snackbar.js'
export {
  type SocialLoginAnalyticsEvent,
  type SocialLoginContext,
  type SocialLoginEvent,
  type SocialLoginInput,
  socialLoginMachine,
  toSocialLoginError,
} from './socialLogin.js'
export {
  type CreateErrorReporterParameters,
  createErrorReporter,
  type ErrorReporter,
  type TelemetryErrorEvent,
  withErrorReporting,
} from './telemetry.js'
export {
  type FinishRequest,
  type TransactionStackOutcome,
  type WalletRequestContext,
  type WalletRequestEvent,
  walletRequestMachine,
} from './walletRequest.js'
