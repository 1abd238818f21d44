import { type FrameChannelPortParameters, openChannelPort } from './channelPort.js'
import { type AppEventType, type FrameNoticeType, frameReplyType } from './eventTypes.js'
import { FrameError, frameErrorMessages } from './frameError.js'
import { type AppEvent, appEventSchema } from './schemas/appEvent.js'
import type { AppEventPayload } from './schemas/payloads.js'
import {
  type NoticePayload,
  noticePayloadSchemas,
  type SuccessPayload,
  successPayloadSchemas,
} from './schemas/replies.js'

export type FrameSideChannelParameters = FrameChannelPortParameters & { side: 'frame' }

/** Answers one request type: its result becomes `_SUCCESS`, a throw becomes `_ERROR`. */
export type FrameRequestHandler<T extends AppEventType> = (
  payload: AppEventPayload<T>,
) => SuccessPayload<T> | Promise<SuccessPayload<T>>

// Indexing a mapped type, rather than instantiating the handler type with `T`, keeps the
// literal types of a handler's result (`{ action: 'VERIFY_OTP' }`) when TypeScript checks it.
type FrameRequestHandlers = { [Type in AppEventType]: FrameRequestHandler<Type> }

/** The frame's end of the channel: it answers the app's requests and posts notices. */
export type FrameSideChannel = {
  /** Answers every request of `type` with `handler`; returns the unsubscribe. */
  handle<T extends AppEventType>(type: T, handler: FrameRequestHandlers[T]): () => void
  /** Posts a notice such as FRAME_READY; throws a {@link FrameError} for an invalid payload. */
  notify<T extends FrameNoticeType>(type: T, ...payload: NoticeArgs<T>): void
  /** Stops listening; replies of handlers still running are not posted. */
  close(): void
}

/** A notice's payload, which may be left out when every field is optional. */
export type NoticeArgs<T extends FrameNoticeType> =
  Record<never, never> extends NoticePayload<T>
    ? [payload?: NoticePayload<T>]
    : [payload: NoticePayload<T>]

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : frameErrorMessages.REQUEST_FAILED
}

export function createFrameSideChannel(parameters: FrameSideChannelParameters): FrameSideChannel {
  const handlers = new Map<AppEventType, (payload: unknown) => unknown>()
  let closed = false

  function reply(id: string, type: string, payload: unknown): void {
    if (closed) return
    try {
      if (!port.post({ id, type, payload })) {
        port.warn(new FrameError('PARENT_NOT_SET').message)
      }
    } catch (error) {
      port.warn(`could not post ${type}`, error)
    }
  }

  function answer(event: AppEvent & { id: string }): void {
    const { id, type } = event
    const fail = (message: string) => reply(id, frameReplyType(type, 'ERROR'), { message })
    const handler = handlers.get(type)
    if (!handler) {
      fail(frameErrorMessages.REQUEST_FAILED)
      return
    }
    new Promise((resolve) => resolve(handler(event.payload))).then(
      (result) => {
        const parsed = successPayloadSchemas[type].safeParse(result)
        if (parsed.success) {
          reply(id, frameReplyType(type, 'SUCCESS'), parsed.data)
          return
        }
        port.warn(`the ${type} handler's result fails its schema`, {
          issues: parsed.error.issues,
        })
        fail(frameErrorMessages.REQUEST_FAILED)
      },
      (error: unknown) => fail(errorMessage(error)),
    )
  }

  const port = openChannelPort(parameters, appEventSchema, (event: AppEvent) => {
    if (event.id === undefined) {
      port.warn(`ignored a ${event.type} without id: it cannot be answered`)
      return
    }
    answer({ ...event, id: event.id })
  })

  return {
    handle(type, handler) {
      if (handlers.has(type)) throw new TypeError(`${type} already has a handler`)
      const entry = handler as (payload: unknown) => unknown
      handlers.set(type, entry)
      return () => {
        if (handlers.get(type) === entry) handlers.delete(type)
      }
    },
    notify(type, ...[payload]) {
      const parsed = noticePayloadSchemas[type].safeParse(payload)
      if (!parsed.success) throw new FrameError('INVALID_MESSAGE', { cause: parsed.error })
      if (closed) return
      if (!port.post({ type, payload: parsed.data })) throw new FrameError('PARENT_NOT_SET')
    },
    close() {
      if (closed) return
      closed = true
      port.close()
      handlers.clear()
    },
  }
}
