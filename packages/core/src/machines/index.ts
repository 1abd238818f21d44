// `@latch/core/machines`: every machine of a Latch client and its types (context, events,
// input), for hosts that run or test the machines themselves. Machines only: the helpers beside
// them (snapshot readers, error mappers, defaults) are core's own. A page that uses the client
// does not need this entry (the client loads the machines itself).

export { connectionMachine } from './connection.js'
export type {
  ConnectActorInput,
  ConnectionContext,
  ConnectionEvent,
  ConnectionInput,
  DisconnectActorInput,
} from './connectionTypes.js'
export {
  type EmailLoginAction,
  type EmailLoginContext,
  type EmailLoginEvent,
  type EmailLoginInput,
  emailLoginMachine,
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
  type ModalCloseFacts,
  type ModalConfig,
  type ModalContext,
  type ModalEvent,
  type ModalInput,
  type ModalOpenFacts,
  type ModalTrackEvent,
  modalMachine,
} from './modal.js'
export {
  type NameRegistrationBody,
  type NameRegistrationContext,
  type NameRegistrationEvent,
  nameRegistrationMachine,
  type SignedRegistration,
} from './nameRegistration.js'
export {
  type ActiveNetworkChange,
  type ConnectorIds,
  type NetworkSwitchContext,
  type NetworkSwitchEvent,
  type NetworkSwitchInput,
  type NetworkSwitchOptions,
  networkSwitchMachine,
  type SwitchNetworkActorInput,
} from './networkSwitch.js'
export {
  type OnrampAmount,
  type OnrampContext,
  type OnrampEvent,
  type OnrampOptions,
  type OnrampPage,
  type OnrampPaymentCurrency,
  type OnrampPurchaseCurrency,
  type OnrampQuote,
  type OnrampQuoteInput,
  type OnrampUrlInput,
  onrampMachine,
} from './onramp.js'
export {
  type Pairing,
  type PairingContext,
  type PairingEvent,
  type PairingInput,
  pairingMachine,
} from './pairing.js'
export { type PayContext, type PayEvent, type PaymentRequest, payMachine } from './pay.js'
export type { PayStatus } from './payStatus.js'
export {
  type RouterChange,
  type RouterContext,
  type RouterEvent,
  type RouterInput,
  routerMachine,
} from './router.js'
export {
  type ConfirmTransferInput,
  type LastTransfer,
  type SendAnalyticsEvent,
  type SendContext,
  type SendEvent,
  type SendInput,
  type SendReceiver,
  type SendSubject,
  type SendSubmission,
  sendMachine,
  type TransferInput,
} from './send.js'
export type { SendProblems, SendToken } from './sendForm.js'
export type { SendFeeStatus, SendStatus } from './sendStatus.js'
export {
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
} from './socialLogin.js'
export {
  type SwapContext,
  type SwapEvent,
  type SwapQuoted,
  type SwapQuoteInput,
  type SwapRequest,
  type SwapResult,
  type SwapSubject,
  type SwapSubmitInput,
  swapMachine,
} from './swap.js'
export type { SwapProblem } from './swapForm.js'
export type { SwapStatus } from './swapStatus.js'
export type { SwapTokenGroups } from './swapTokenGroups.js'
export {
  type FinishRequest,
  type TransactionStackOutcome,
  type WalletRequestContext,
  type WalletRequestEvent,
  walletRequestMachine,
} from './walletRequest.js'
