export {
  type AppEventType,
  type FrameNoticeType,
  type FrameReplyType,
  type ReplyOutcome,
  appEventTypes,
  frameEventTypes,
  frameNoticeTypes,
  frameReplyType,
} from './eventTypes.js'
