import type { FrameMessageEvent, FramePostTarget } from '../channelPort.js'

/** A window of a test: it records what is posted to it and delivers it to its listeners. */
export type FakeWindow = {
  readonly origin: string
  /** Every message posted to this window, with the target origin it was posted to. */
  readonly posted: { message: unknown; targetOrigin: string }[]
  listen(handler: (event: FrameMessageEvent) => void): () => void
  listenerCount(): number
  /** A `message` event arrives, as the browser would deliver it. */
  dispatch(event: FrameMessageEvent): void
  /** This window as `sender` reaches it: what `sender` posts arrives here, later, cloned. */
  from(sender: FakeWindow): FramePostTarget
  /** This window as an `event.source`. */
  asSource(): MessageEventSource
}

export function createFakeWindow(origin: string): FakeWindow {
  const handlers = new Set<(event: FrameMessageEvent) => void>()
  const posted: FakeWindow['posted'] = []
  const window: FakeWindow = {
    origin,
    posted,
    listen(handler) {
      handlers.add(handler)
      return () => handlers.delete(handler)
    },
    listenerCount: () => handlers.size,
    dispatch(event) {
      for (const handler of [...handlers]) handler(event)
    },
    from(sender) {
      return {
        postMessage(message, targetOrigin) {
          posted.push({ message, targetOrigin })
          // Browsers drop a message whose target origin is not the receiver's.
          if (targetOrigin !== origin) return
          const data = structuredClone(message)
          queueMicrotask(() =>
            window.dispatch({ data, origin: sender.origin, source: sender.asSource() }),
          )
        },
      }
    },
    asSource: () => window as unknown as MessageEventSource,
  }
  return window
}
