export {
  type AppEventType,
  appEventTypes,
  type FrameNoticeType,
  type FrameReplyType,
  frameEventTypes,
  frameNoticeTypes,
  frameReplyType,
  type ReplyOutcome,
} from './eventTypes.js'
