import type * as z from 'zod/mini'
import {
  type AppEventType,
  appEventTypes,
  type FrameEventType,
  type FrameNoticeType,
  type FrameReplyType,
  frameNoticeTypes,
  frameReplyType,
} from '../eventTypes.js'
import { type FrameMessage, messageUnionSchema } from './envelope.js'
import {
  type ErrorPayload,
  errorPayloadSchema,
  type NoticePayload,
  noticePayloadSchemas,
  type SuccessPayload,
  successPayloadSchemas,
} from './replies.js'

type ReplyEvent = {
  [Type in AppEventType]:
    | FrameMessage<FrameReplyType<Type, 'SUCCESS'>, SuccessPayload<Type>>
    | FrameMessage<FrameReplyType<Type, 'ERROR'>, ErrorPayload>
}[AppEventType]

type NoticeEvent = {
  [Type in FrameNoticeType]: FrameMessage<Type, NoticePayload<Type>>
}[FrameNoticeType]

/**
 * An event from the frame to the app: a reply to a request, or a notice;
 * `FrameEvent<'FRAME_READY'>` is that one event.
 *
 * @example
 * const ready: FrameEvent<'FRAME_READY'> = { type: 'FRAME_READY', payload: { version: '4' } }
 */
export type FrameEvent<T extends FrameEventType = FrameEventType> = Extract<
  ReplyEvent | NoticeEvent,
  { type: T }
>

// FRAME_RELOAD_* are both the replies to APP_RELOAD and notices, with the same payloads: the
// map keeps one schema per type.
const schemaByType = new Map<string, z.ZodMiniType>([
  ...appEventTypes.flatMap((type) => [
    [frameReplyType(type, 'SUCCESS'), successPayloadSchemas[type]] as const,
    [frameReplyType(type, 'ERROR'), errorPayloadSchema] as const,
  ]),
  ...frameNoticeTypes.map((type) => [type, noticePayloadSchemas[type]] as const),
])

/** Every frame-to-app event, discriminated by `type`. */
export const frameEventSchema: z.ZodMiniType<FrameEvent> = messageUnionSchema<FrameEvent>([
  ...schemaByType,
])
