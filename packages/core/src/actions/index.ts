// The actions of a Latch client (wagmi style: the client first, then the parameters), with
// their parameter, result and error types; `@latch/core` exports them all.

export {
  type AcceptLegalTermsErrorType,
  type AcceptLegalTermsParameters,
  type AcceptLegalTermsReturnType,
  acceptLegalTerms,
} from './acceptLegalTerms.js'
export {
  type AddNetworkErrorType,
  type AddNetworkParameters,
  type AddNetworkReturnType,
  addNetwork,
} from './addNetwork.js'
export {
  type AddWalletErrorType,
  type AddWalletParameters,
  type AddWalletReturnType,
  addWallet,
} from './addWallet.js'
export {
  type CancelConnectErrorType,
  type CancelConnectParameters,
  type CancelConnectReturnType,
  cancelConnect,
} from './cancelConnect.js'
export {
  type CancelEmailLoginErrorType,
  type CancelEmailLoginParameters,
  type CancelEmailLoginReturnType,
  cancelEmailLogin,
} from './cancelEmailLogin.js'
export {
  type CancelSignInErrorType,
  type CancelSignInParameters,
  type CancelSignInReturnType,
  cancelSignIn,
} from './cancelSignIn.js'
export {
  type CancelSocialLoginErrorType,
  type CancelSocialLoginParameters,
  type CancelSocialLoginReturnType,
  cancelSocialLogin,
} from './cancelSocialLogin.js'
export {
  type CancelUpdateEmailErrorType,
  type CancelUpdateEmailParameters,
  type CancelUpdateEmailReturnType,
  cancelUpdateEmail,
} from './cancelUpdateEmail.js'
export {
  type CheckOriginErrorType,
  type CheckOriginParameters,
  type CheckOriginReturnType,
  checkOrigin,
} from './checkOrigin.js'
export {
  type ChooseWalletConnectDeepLinkErrorType,
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
export {
  type DisconnectConnectionErrorType,
  type DisconnectConnectionParameters,
  type DisconnectConnectionReturnType,
  disconnectConnection,
} from './disconnectConnection.js'
export {
  type DismissAlertErrorType,
  type DismissAlertParameters,
  type DismissAlertReturnType,
  dismissAlert,
} from './dismissAlert.js'
export {
  type EditBuyErrorType,
  type EditBuyParameters,
  type EditBuyReturnType,
  editBuy,
} from './editBuy.js'
export {
  type EditSendErrorType,
  type EditSendParameters,
  type EditSendReturnType,
  editSend,
} from './editSend.js'
export {
  type EditSwapErrorType,
  type EditSwapParameters,
  type EditSwapReturnType,
  editSwap,
} from './editSwap.js'
export {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from './estimateSendFee.js'
export {
  type FocusSecureFrameErrorType,
  type FocusSecureFrameParameters,
  type FocusSecureFrameReturnType,
  focusSecureFrame,
} from './focusSecureFrame.js'
export {
  type ForgetWalletConnectDeepLinkErrorType,
  type ForgetWalletConnectDeepLinkParameters,
  type ForgetWalletConnectDeepLinkReturnType,
  forgetWalletConnectDeepLink,
} from './forgetWalletConnectDeepLink.js'
export {
  type GetAccountDataErrorType,
  type GetAccountDataParameters,
  type GetAccountDataReturnType,
  getAccountData,
} from './getAccountData.js'
export {
  type GetActorsErrorType,
  type GetActorsParameters,
  type GetActorsReturnType,
  getActors,
} from './getActors.js'
export {
  type CallsReceipt,
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from './getCallsStatus.js'
export {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
} from './getNameSuggestions.js'
export {
  type GetNftsErrorType,
  type GetNftsParameters,
  type GetNftsReturnType,
  getNfts,
} from './getNfts.js'
export {
  type GetSessionsErrorType,
  type GetSessionsParameters,
  type GetSessionsReturnType,
  getSessions,
} from './getSessions.js'
export {
  type GetWalletRegistryErrorType,
  type GetWalletRegistryParameters,
  type GetWalletRegistryReturnType,
  getWalletRegistry,
} from './getWalletRegistry.js'
export {
  type Erc20TransferPermission,
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
} from './grantPermissions.js'
export {
  type HideSecureFrameErrorType,
  type HideSecureFrameParameters,
  type HideSecureFrameReturnType,
  hideSecureFrame,
} from './hideSecureFrame.js'
export {
  type LoadMoreNftsErrorType,
  type LoadMoreNftsParameters,
  type LoadMoreNftsReturnType,
  loadMoreNfts,
} from './loadMoreNfts.js'
export {
  type LoadNftsErrorType,
  type LoadNftsParameters,
  type LoadNftsReturnType,
  loadNfts,
} from './loadNfts.js'
export {
  type LoadSessionsErrorType,
  type LoadSessionsParameters,
  type LoadSessionsReturnType,
  loadSessions,
} from './loadSessions.js'
export {
  type PayErrorType,
  type PayParameters,
  type PayReturnType,
  pay,
} from './pay.js'
export {
  type RefreshPairingErrorType,
  type RefreshPairingParameters,
  type RefreshPairingReturnType,
  refreshPairing,
} from './refreshPairing.js'
export {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from './registerName.js'
export {
  type RejectWalletRequestsErrorType,
  type RejectWalletRequestsParameters,
  type RejectWalletRequestsReturnType,
  rejectWalletRequests,
} from './rejectWalletRequests.js'
export {
  type RemoveNetworkErrorType,
  type RemoveNetworkParameters,
  type RemoveNetworkReturnType,
  removeNetwork,
} from './removeNetwork.js'
export {
  type ResendEmailCodeErrorType,
  type ResendEmailCodeParameters,
  type ResendEmailCodeReturnType,
  resendEmailCode,
} from './resendEmailCode.js'
export {
  type RevokeSessionErrorType,
  type RevokeSessionParameters,
  type RevokeSessionReturnType,
  revokeSession,
} from './revokeSession.js'
export { type RouteErrorType, type RouteParameters, type RouteReturnType, route } from './route.js'
export {
  type SelectWalletErrorType,
  type SelectWalletParameters,
  type SelectWalletReturnType,
  selectWallet,
} from './selectWallet.js'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from './sendCalls.js'
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
export {
  type ShowSecureFrameErrorType,
  type ShowSecureFrameParameters,
  type ShowSecureFrameReturnType,
  showSecureFrame,
} from './showSecureFrame.js'
export {
  type ShowSnackbarErrorType,
  type ShowSnackbarParameters,
  type ShowSnackbarReturnType,
  showSnackbar,
} from './showSnackbar.js'
export {
  type SignInErrorType,
  type SignInParameters,
  type SignInReturnType,
  signIn,
} from './signIn.js'
export {
  type StartBuyErrorType,
  type StartBuyParameters,
  type StartBuyReturnType,
  startBuy,
} from './startBuy.js'
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
  type StartSwapErrorType,
  type StartSwapParameters,
  type StartSwapReturnType,
  startSwap,
} from './startSwap.js'
export {
  type SubmitBuyErrorType,
  type SubmitBuyParameters,
  type SubmitBuyReturnType,
  submitBuy,
} from './submitBuy.js'
export {
  type SubmitEmailErrorType,
  type SubmitEmailParameters,
  type SubmitEmailReturnType,
  submitEmail,
} from './submitEmail.js'
export {
  type SubmitPayErrorType,
  type SubmitPayParameters,
  type SubmitPayReturnType,
  submitPay,
} from './submitPay.js'
export {
  type SubmitSendErrorType,
  type SubmitSendParameters,
  type SubmitSendReturnType,
  submitSend,
} from './submitSend.js'
export {
  type SubmitSwapErrorType,
  type SubmitSwapParameters,
  type SubmitSwapReturnType,
  submitSwap,
} from './submitSwap.js'
export {
  type SwitchConnectionErrorType,
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from './switchConnection.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './switchNetwork.js'
export {
  type SyncAuthThemeErrorType,
  type SyncAuthThemeParameters,
  type SyncAuthThemeReturnType,
  syncAuthTheme,
} from './syncAuthTheme.js'
export {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from './updateEmail.js'
export {
  type WaitForEmailCodeErrorType,
  type WaitForEmailCodeParameters,
  type WaitForEmailCodeReturnType,
  waitForEmailCode,
} from './waitForEmailCode.js'
export {
  type WaitForUpdateEmailPrimaryCodeErrorType,
  type WaitForUpdateEmailPrimaryCodeParameters,
  type WaitForUpdateEmailPrimaryCodeReturnType,
  waitForUpdateEmailPrimaryCode,
} from './waitForUpdateEmailPrimaryCode.js'
export {
  type WaitForUpdateEmailSecondaryCodeErrorType,
  type WaitForUpdateEmailSecondaryCodeParameters,
  type WaitForUpdateEmailSecondaryCodeReturnType,
  waitForUpdateEmailSecondaryCode,
} from './waitForUpdateEmailSecondaryCode.js'
