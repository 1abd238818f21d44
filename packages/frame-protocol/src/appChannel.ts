import { type FrameChannelPortParameters, openChannelPort } from './channelPort.js'
import {
  type AppEventType,
  type FrameNoticeType,
  frameNoticeTypes,
  frameReplyType,
} from './eventTypes.js'
import { FrameError } from './frameError.js'
import { type FrameEvent, frameEventSchema } from './schemas/frameEvent.js'
import { type AppEventPayload, appEventPayloadSchemas } from './schemas/payloads.js'
import type { NoticePayload, SuccessPayload } from './schemas/replies.js'
import { defaultFrameRequestTimeouts } from './timeouts.js'

export type AppFrameChannelParameters = FrameChannelPortParameters & {
  side: 'app'
  /**
   * Milliseconds each request type waits for its reply, over
   * {@link defaultFrameRequestTimeouts}; `Infinity` waits without a timeout.
   */
  timeouts?: Partial<Record<AppEventType, number>>
  /** Makes request ids; defaults to `crypto.randomUUID`. */
  randomId?: () => string
}

export type FrameRequestOptions = {
  /** Aborting rejects the request; an aborted `APP_RPC_REQUEST` also tells the frame. */
  signal?: AbortSignal
}

/** A request's payload and options; the payload may be left out when every field is optional. */
export type FrameRequestArgs<T extends AppEventType> =
  Record<never, never> extends AppEventPayload<T>
    ? [payload?: AppEventPayload<T>, options?: FrameRequestOptions]
    : [payload: AppEventPayload<T>, options?: FrameRequestOptions]

/** The app's end of the channel: it asks the frame, and hears its notices. */
export type AppFrameChannel = {
  /**
   * Posts the request `type` and resolves with the frame's `_SUCCESS` payload. Rejects with a
   * {@link FrameError}: the frame's `_ERROR` message, a timeout, an abort, an invalid payload,
   * or no frame window.
   */
  request<T extends AppEventType>(type: T, ...args: FrameRequestArgs<T>): Promise<SuccessPayload<T>>
  /** Calls `listener` with each notice of `type`; returns the unsubscribe. */
  on<T extends FrameNoticeType>(type: T, listener: (payload: NoticePayload<T>) => void): () => void
  /** Stops listening and rejects every pending request as aborted. */
  close(): void
}

type PendingRequest = {
  type: AppEventType
  resolve(payload: unknown): void
  reject(error: Error): void
}

const noticeTypes: ReadonlySet<string> = new Set(frameNoticeTypes)

type FrameErrorEvent = Extract<FrameEvent, { type: `${string}_ERROR` }>

function isError(event: FrameEvent): event is FrameErrorEvent {
  return event.type.endsWith('_ERROR')
}

function abortError(type: AppEventType, cause?: unknown): FrameError {
  return new FrameError(type === 'APP_RPC_REQUEST' ? 'RPC_ABORTED' : 'ABORTED', { cause })
}

export function createAppChannel(parameters: AppFrameChannelParameters): AppFrameChannel {
  const timeouts = { ...defaultFrameRequestTimeouts, ...parameters.timeouts }
  const randomId = parameters.randomId ?? (() => crypto.randomUUID())
  const pending = new Map<string, PendingRequest>()
  const listeners = new Map<string, Set<(payload: never) => void>>()
  let closed = false

  const port = openChannelPort(parameters, frameEventSchema, (event: FrameEvent) => {
    const waiting = event.id === undefined ? undefined : pending.get(event.id)
    const isNotice = noticeTypes.has(event.type)
    if (waiting && event.type === frameReplyType(waiting.type, 'SUCCESS')) {
      waiting.resolve(event.payload)
    } else if (waiting && event.type === frameReplyType(waiting.type, 'ERROR') && isError(event)) {
      waiting.reject(FrameError.fromReply(event.payload.message))
    } else if (!isNotice) {
      port.warn('ignored a reply that matches no pending request', {
        id: event.id,
        type: event.type,
      })
    }
    if (!isNotice) return
    for (const listener of listeners.get(event.type) ?? []) {
      try {
        ;(listener as (payload: unknown) => void)(event.payload)
      } catch (error) {
        port.warn(`a ${event.type} listener failed`, error)
      }
    }
  })

  function request<T extends AppEventType>(
    type: T,
    ...[payload, options = {}]: FrameRequestArgs<T>
  ): Promise<SuccessPayload<T>> {
    return new Promise<SuccessPayload<T>>((resolve, reject) => {
      const { signal } = options
      if (closed || signal?.aborted) return reject(abortError(type, signal?.reason))
      const parsed = appEventPayloadSchemas[type].safeParse(payload ?? {})
      if (!parsed.success) return reject(new FrameError('INVALID_MESSAGE', { cause: parsed.error }))
      const id = randomId()
      if (pending.has(id)) return reject(new TypeError(`randomId returned an id in use: ${id}`))

      let timer: ReturnType<typeof setTimeout> | undefined
      const onAbort = () => {
        finish()
        reject(abortError(type, signal?.reason))
        if (type === 'APP_RPC_REQUEST') request('APP_RPC_ABORT').catch(() => {})
      }
      // Settles once: the id leaves the pending map, so a second reply matches nothing.
      const finish = () => {
        pending.delete(id)
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      }
      pending.set(id, {
        type,
        resolve: (result) => {
          finish()
          resolve(result as SuccessPayload<T>)
        },
        reject: (error) => {
          finish()
          reject(error)
        },
      })

      try {
        if (!port.post({ id, type, payload: parsed.data })) {
          pending.get(id)?.reject(new FrameError('IFRAME_NOT_SET'))
          return
        }
      } catch (error) {
        pending.get(id)?.reject(error instanceof Error ? error : new Error(String(error)))
        return
      }
      const timeout = timeouts[type]
      if (timeout !== undefined && Number.isFinite(timeout)) {
        timer = setTimeout(
          () => pending.get(id)?.reject(new FrameError('REQUEST_TIMED_OUT')),
          timeout,
        )
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  }

  return {
    request,
    on(type, listener) {
      let set = listeners.get(type)
      if (!set) {
        set = new Set()
        listeners.set(type, set)
      }
      set.add(listener)
      return () => set.delete(listener)
    },
    close() {
      if (closed) return
      closed = true
      port.close()
      listeners.clear()
      for (const entry of [...pending.values()]) entry.reject(abortError(entry.type))
    },
  }
}
