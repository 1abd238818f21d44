// The actions of a Latch client (wagmi style: the client first, then the parameters), with
// their parameter, result and error types; `@latch/core` exports them all.
export {
  type CancelConnectErrorType,
  type CancelConnectParameters,
  type CancelConnectReturnType,
  cancelConnect,
} from './cancelConnect.js'
export { cancelEmailLogin } from './cancelEmailLogin.js'
export {
  type CancelSignInErrorType,
  type CancelSignInReturnType,
  cancelSignIn,
} from './cancelSignIn.js'
export { cancelSocialLogin } from './cancelSocialLogin.js'
export { type CheckOriginReturnType, checkOrigin } from './checkOrigin.js'
export {
  type ChooseWalletConnectDeepLinkParameters,
  type ChooseWalletConnectDeepLinkReturnType,
  chooseWalletConnectDeepLink,
} from './chooseWalletConnectDeepLink.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from './connect.js'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './disconnect.js'
export { dismissAlert } from './dismissAlert.js'
export {
  type EditSendErrorType,
  type EditSendParameters,
  type EditSendReturnType,
  editSend,
} from './editSend.js'
export {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from './estimateSendFee.js'
export { focusSecureFrame } from './focusSecureFrame.js'
export { forgetWalletConnectDeepLink } from './forgetWalletConnectDeepLink.js'
export { getAccountData } from './getAccountData.js'
export { getActors } from './getActors.js'
export {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
} from './getNameSuggestions.js'
export { getWalletRegistry } from './getWalletRegistry.js'
export { hideSecureFrame } from './hideSecureFrame.js'
export {
  type RefreshPairingErrorType,
  type RefreshPairingReturnType,
  refreshPairing,
} from './refreshPairing.js'
export {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from './registerName.js'
export { rejectWalletRequests } from './rejectWalletRequests.js'
export { resendEmailCode } from './resendEmailCode.js'
export { type RouteParameters, route } from './route.js'
export {
  type SelectWalletErrorType,
  type SelectWalletParameters,
  type SelectWalletReturnType,
  selectWallet,
} from './selectWallet.js'
export {
  type SendTokensErrorType,
  type SendTokensParameters,
  type SendTokensReturnType,
  sendTokens,
} from './sendTokens.js'
export {
  type SetPreferredAccountTypeErrorType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from './setPreferredAccountType.js'
export { type ShowSecureFrameParameters, showSecureFrame } from './showSecureFrame.js'
export {
  type ShowSnackbarErrorType,
  type ShowSnackbarParameters,
  type ShowSnackbarReturnType,
  showSnackbar,
} from './showSnackbar.js'
export { type SignInErrorType, type SignInReturnType, signIn } from './signIn.js'
export {
  type StartSendErrorType,
  type StartSendParameters,
  type StartSendReturnType,
  startSend,
} from './startSend.js'
export {
  type StartSocialLoginErrorType,
  type StartSocialLoginParameters,
  type StartSocialLoginReturnType,
  startSocialLogin,
} from './startSocialLogin.js'
export {
  type SubmitEmailErrorType,
  type SubmitEmailParameters,
  type SubmitEmailReturnType,
  submitEmail,
} from './submitEmail.js'
export {
  type SubmitSendErrorType,
  type SubmitSendReturnType,
  submitSend,
} from './submitSend.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './switchNetwork.js'
export { syncAuthTheme } from './syncAuthTheme.js'
export {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from './updateEmail.js'
export { type WaitForEmailCodeErrorType, waitForEmailCode } from './waitForEmailCode.js'
export {
  type WaitForUpdateEmailPrimaryCodeErrorType,
  waitForUpdateEmailPrimaryCode,
} from './waitForUpdateEmailPrimaryCode.js'
export {
  type WaitForUpdateEmailSecondaryCodeErrorType,
  waitForUpdateEmailSecondaryCode,
} from './waitForUpdateEmailSecondaryCode.js'
