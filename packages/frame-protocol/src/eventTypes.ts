// The event types of the secure-frame protocol (SPEC.md §3 "Frame event envelope").

/** Requests the app sends to the frame. Each is answered by a `_SUCCESS` or `_ERROR` event. */
export const appEventTypes = [
  'APP_SWITCH_NETWORK',
  'APP_CONNECT_EMAIL',
  'APP_CONNECT_DEVICE',
  'APP_CONNECT_OTP',
  'APP_CONNECT_SOCIAL',
  'APP_GET_FARCASTER_URI',
  'APP_CONNECT_FARCASTER',
  'APP_GET_USER',
  'APP_GET_SOCIAL_REDIRECT_URI',
  'APP_SIGN_OUT',
  'APP_IS_CONNECTED',
  'APP_GET_CHAIN_ID',
  'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'APP_INIT_SMART_ACCOUNT',
  'APP_SET_PREFERRED_ACCOUNT',
  'APP_RPC_REQUEST',
  'APP_UPDATE_EMAIL',
  'APP_UPDATE_EMAIL_PRIMARY_OTP',
  'APP_UPDATE_EMAIL_SECONDARY_OTP',
  'APP_SYNC_THEME',
  'APP_SYNC_DAPP_DATA',
  'APP_RELOAD',
  'APP_RPC_ABORT',
] as const
export type AppEventType = (typeof appEventTypes)[number]

export type ReplyOutcome = 'SUCCESS' | 'ERROR'
type RequestName<T extends AppEventType> = T extends `APP_${infer Name}` ? Name : never
export type FrameReplyType<
  T extends AppEventType = AppEventType,
  Outcome extends ReplyOutcome = ReplyOutcome,
> = `FRAME_${RequestName<T>}_${Outcome}`

/** Events the frame sends on its own, not as a reply. */
export const frameNoticeTypes = [
  'FRAME_READY',
  'FRAME_SESSION_UPDATE',
  'FRAME_RELOAD_SUCCESS',
  'FRAME_RELOAD_ERROR',
  // The frame's URL answered a site not among the project's frame ancestors (latch-server).
  'FRAME_UNVERIFIED_DOMAIN',
] as const
export type FrameNoticeType = (typeof frameNoticeTypes)[number]

/**
 * The type of the frame's reply to an app request.
 *
 * @example
 * frameReplyType('APP_CONNECT_EMAIL', 'SUCCESS') // 'FRAME_CONNECT_EMAIL_SUCCESS'
 */
export function frameReplyType<T extends AppEventType, Outcome extends ReplyOutcome>(
  request: T,
  outcome: Outcome,
): FrameReplyType<T, Outcome> {
  return `FRAME_${request.slice('APP_'.length)}_${outcome}` as FrameReplyType<T, Outcome>
}

/** Every type the frame may send: replies to each request, and notices. */
export type FrameEventType = FrameReplyType | FrameNoticeType

/** Every type the frame may send: replies to each request, and notices. */
export const frameEventTypes: readonly FrameEventType[] = [
  ...appEventTypes.flatMap((type) => [
    frameReplyType(type, 'SUCCESS'),
    frameReplyType(type, 'ERROR'),
  ]),
  ...frameNoticeTypes,
].filter((type, index, all) => all.indexOf(type) === index)
