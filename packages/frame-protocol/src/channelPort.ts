import type * as z from 'zod/mini'

/** What a channel reads of a `message` event. A DOM `MessageEvent` is one. */
export type FrameMessageEvent = {
  data: unknown
  origin: string
  source: MessageEventSource | null
}

/** A window to post to: `iframe.contentWindow`, `window.parent`, or a test double. */
export type FramePostTarget = { postMessage(message: unknown, targetOrigin: string): void }

export type FrameChannelLogger = { warn(message: string, details?: unknown): void }

export type FrameChannelPortParameters = {
  /**
   * The other window, or a function that returns it when a message is posted: an iframe's
   * `contentWindow` changes when the frame reloads.
   */
  target: FramePostTarget | (() => FramePostTarget | null)
  /** The other window's origin, such as `https://secure.example.com`; never `'*'`. */
  targetOrigin: string
  /** The window messages must come from (`event.source`); when absent, only the origin is checked. */
  source?: () => MessageEventSource | null
  /** Subscribes to `message` events and returns the unsubscribe; defaults to `window`'s. */
  listen?: (handler: (event: FrameMessageEvent) => void) => () => void
  /** Where ignored messages are reported; defaults to `console`. */
  logger?: FrameChannelLogger
}

/** The sending and receiving end shared by both sides of the channel. */
export type FrameChannelPort = {
  /** Posts to the target origin; false when there is no target window. */
  post(message: unknown): boolean
  /** Reports a dropped message or a failure to the logger, marked as the channel's. */
  warn(message: string, details?: unknown): void
  close(): void
}

const warningPrefix = '[latch] frame channel:'

function assertOrigin(origin: string): void {
  let parsed: URL | undefined
  try {
    parsed = new URL(origin)
  } catch {
    parsed = undefined
  }
  // An origin is exactly what `event.origin` reads: scheme, host and port, no path or slash.
  if (!parsed || origin === 'null' || parsed.origin !== origin) {
    throw new TypeError(
      `${warningPrefix} targetOrigin must be an origin such as https://secure.example.com, got ${JSON.stringify(origin)}`,
    )
  }
}

function listenToWindow(handler: (event: FrameMessageEvent) => void): () => void {
  if (typeof window === 'undefined') {
    throw new TypeError(`${warningPrefix} outside a browser, pass \`listen\``)
  }
  window.addEventListener('message', handler)
  return () => window.removeEventListener('message', handler)
}

/**
 * Opens one side's port: posts only to `targetOrigin`, and hands `onMessage` only the
 * messages of that origin and source that pass `schema`. Messages of other origins or windows
 * are dropped silently (they are not for it); those of the other end failing `schema` with one
 * warning; nothing a message holds can make the listener throw.
 */
export function openChannelPort<Message>(
  parameters: FrameChannelPortParameters,
  schema: z.ZodMiniType<Message>,
  onMessage: (message: Message) => void,
): FrameChannelPort {
  const { target, targetOrigin, source, listen = listenToWindow, logger = console } = parameters
  assertOrigin(targetOrigin)
  const warn = (message: string, ...details: [details?: unknown]) =>
    logger.warn(`${warningPrefix} ${message}`, ...details)

  const unlisten = listen((event) => {
    try {
      // A window hears every window's messages: the page's own scripts, extensions, a login
      // popup of the frame's origin posting its result to the page. Those of another origin
      // or window are not for this channel, and saying so would fill the console of a normal
      // visit; a message of the other end that breaks the protocol is worth a warning.
      if (event.origin !== targetOrigin) return
      if (source && event.source !== source()) return
      const parsed = schema.safeParse(event.data)
      if (!parsed.success) {
        warn('ignored a message that fails its schema', parsed.error.issues)
        return
      }
      onMessage(parsed.data)
    } catch (error) {
      warn('a message could not be handled', error)
    }
  })

  return {
    post(message) {
      const window = typeof target === 'function' ? target() : target
      if (!window) return false
      window.postMessage(message, targetOrigin)
      return true
    },
    warn,
    close: unlisten,
  }
}
