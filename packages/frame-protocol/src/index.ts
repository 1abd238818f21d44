export type {
  AppFrameChannel,
  AppFrameChannelParameters,
  FrameRequestArgs,
  FrameRequestOptions,
} from './appChannel.js'
export { type CreateFrameChannelParameters, createFrameChannel } from './channel.js'
export type {
  FrameChannelLogger,
  FrameChannelPortParameters,
  FrameMessageEvent,
  FramePostTarget,
} from './channelPort.js'
export {
  type AppEventType,
  appEventTypes,
  type FrameEventType,
  type FrameNoticeType,
  type FrameReplyType,
  frameEventTypes,
  frameNoticeTypes,
  frameReplyType,
  type ReplyOutcome,
} from './eventTypes.js'
export {
  FrameError,
  type FrameErrorCode,
  type FrameErrorOptions,
  frameErrorMessages,
} from './frameError.js'
export type {
  FrameRequestHandler,
  FrameSideChannel,
  FrameSideChannelParameters,
  NoticeArgs,
} from './frameSideChannel.js'
export {
  approvalRpcMethods,
  classifyRpcMethod,
  type RpcMethodKind,
  safeRpcMethods,
} from './rpcMethods.js'
export { type AppEvent, appEventSchema } from './schemas/appEvent.js'
export { type FrameEnvelope, type FrameMessage, frameEnvelopeSchema } from './schemas/envelope.js'
export {
  type EmbeddedAccountType,
  embeddedAccountTypes,
  type FrameSocialProvider,
  frameSocialProviders,
  type ThemeMode,
  themeModes,
} from './schemas/fields.js'
export { type FrameEvent, frameEventSchema } from './schemas/frameEvent.js'
export { type AppEventPayload, appEventPayloadSchemas } from './schemas/payloads.js'
export {
  type ErrorPayload,
  errorPayloadSchema,
  type NoticePayload,
  noticePayloadSchemas,
  type SuccessPayload,
  successPayloadSchemas,
  type UserRecord,
  userRecordSchema,
} from './schemas/replies.js'
export {
  type RpcChainNamespace,
  type RpcRequestPayload,
  rpcChainNamespaces,
  rpcRequestPayloadSchema,
  solanaCommitments,
} from './schemas/rpcRequest.js'
export {
  SOCIAL_LOGIN_RESULT,
  type SocialResultMessage,
  socialResultMessageSchema,
} from './schemas/socialResult.js'
export {
  nativeAssetAddress,
  type ReadWalletGetAssetsParamsReturnType,
  readWalletGetAssetsParams,
  type WalletAsset,
  type WalletAssetType,
  type WalletGetAssetsRequest,
  type WalletGetAssetsResponse,
  walletAssetTypes,
  walletGetAssetsResponseSchema,
} from './schemas/walletAssets.js'
export { defaultFrameRequestTimeouts, FRAME_REQUEST_TIMEOUT_MS } from './timeouts.js'
