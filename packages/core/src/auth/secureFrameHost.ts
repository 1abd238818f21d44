import {
  type AppFrameChannel,
  createFrameChannel,
  type FrameChannelLogger,
  type FrameChannelPortParameters,
  type FramePostTarget,
} from '@latch/frame-protocol'
import type { ActorRefFrom } from 'xstate'
import { settled } from '../client/settled.js'
import { DEFAULT_BORDER_RADIUS_PX, MODAL_Z_INDEX } from '../constants/ui.js'
import { FrameError } from '../errors/frame.js'
import type { frameLifecycleMachine } from '../machines/frameLifecycle.js'

/** The part of an `<iframe>` element the host uses. */
export type SecureFrameElement = {
  setAttribute(name: string, value: string): void
  readonly contentWindow: (FramePostTarget & object) | null
  /** The `load` event: the frame's page, or the browser's error page, finished loading. */
  addEventListener(type: 'load', listener: () => void): void
  remove(): void
  focus?(): void
}

/** Where the frame shows, in the page's viewport (CSS pixels), as `getBoundingClientRect()` gives it. */
export type SecureFrameRect = {
  top: number
  left: number
  width: number
  height: number
}

export type SecureFrameShowOptions = {
  /** Above the modal: its z-index + 1 ({@link MODAL_Z_INDEX} + 1 by default). */
  zIndex?: number
  /** The corner radius, in pixels (the modal's inner radius by default). */
  borderRadius?: number
}

/** The part of `document` the host uses; a test passes a fake one. */
export type SecureFrameDocument = {
  createElement(tagName: 'iframe'): SecureFrameElement
  body: { appendChild(element: SecureFrameElement): unknown }
}

export type SecureFrameHostParameters = {
  /** The frame page with its query (see `secureFrameUrl`). */
  url: string
  /** `document` by default. */
  document?: SecureFrameDocument
  /** Subscribes to the page's `message` events; `window`'s by default. */
  listen?: FrameChannelPortParameters['listen']
  logger?: FrameChannelLogger
  /**
   * The frame lifecycle machine (`frameLifecycle.ts`), an actor of the client's system (system
   * id `frame`): the host tells it what the frame does, and waits on it. Its effects (loading
   * the page again, the iframe-load-failed alert) are the client's.
   */
  lifecycle: FrameLifecycle
}

/** The frame lifecycle machine's actor, as far as the host drives it. */
export type FrameLifecycle = Pick<
  ActorRefFrom<typeof frameLifecycleMachine>,
  'send' | 'getSnapshot' | 'subscribe'
>

export type SecureFrameStatus =
  | 'created'
  | 'loading'
  | 'pageLoaded'
  | 'ready'
  | 'initialised'
  | 'failed'

/** The secure frame, inserted into the page on first use, and the channel to it. */
export type SecureFrameHost = {
  /** The frame's origin: the only one messages go to and are accepted from. */
  readonly origin: string
  readonly channel: AppFrameChannel
  /**
   * Inserts the frame on the first call (again after a failed load) and resolves once it is
   * initialised: ready, then {@link FRAME_READY_DELAY_MS} later. Rejects with "Unable to load
   * email login dependency" when it does not report ready within {@link FRAME_LOAD_TIMEOUT_MS},
   * or within {@link FRAME_READY_AFTER_LOAD_MS} of its page's load (its server is down).
   */
  ready(): Promise<void>
  status(): SecureFrameStatus
  /**
   * Shows the frame over `rect` (position fixed, above the modal, rounded, taking the pointer):
   * the approval card it draws for a signing request then sits in the modal's view. Does
   * nothing before the frame is inserted.
   */
  show(rect: SecureFrameRect, options?: SecureFrameShowOptions): void
  /** Hides the frame again (its state at rest). */
  hide(): void
  /** Moves the keyboard focus into the shown frame. */
  focus(): void
  /** Loads the frame's page again: a fresh start (the lifecycle's `reloadFrame`). */
  reloadPage(): void
  /** Removes the frame, stops listening and rejects the requests still waiting. */
  destroy(): void
}

// Hidden, and kept out of the accessibility tree and of the tab order: the frame has no UI.
const hiddenStyle = 'position:absolute;width:0;height:0;border:0;visibility:hidden'

/** Whole CSS pixels, never negative, for the frame's `style` (no text from elsewhere reaches it). */
function px(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0
}

function shownStyle(rect: SecureFrameRect, options: SecureFrameShowOptions): string {
  const zIndex = Math.trunc(options.zIndex ?? MODAL_Z_INDEX + 1)
  const radius = px(options.borderRadius ?? DEFAULT_BORDER_RADIUS_PX * 4)
  // `top`/`left` may be negative: a rect scrolled partly out of view.
  const top = Number.isFinite(rect.top) ? Math.round(rect.top) : 0
  const left = Number.isFinite(rect.left) ? Math.round(rect.left) : 0
  return [
    'position:fixed',
    `top:${top}px`,
    `left:${left}px`,
    `width:${px(rect.width)}px`,
    `height:${px(rect.height)}px`,
    'border:0',
    `border-radius:${radius}px`,
    `z-index:${zIndex}`,
    'visibility:visible',
    'pointer-events:auto',
    'color-scheme:normal',
  ].join(';')
}
// Its own origin's storage and cookies keep the session; popups let the frame open the
// provider pages it may need; nothing else (no top navigation, no downloads).
const sandbox = 'allow-scripts allow-same-origin allow-forms allow-popups'

/**
 * Hosts the secure frame (SPEC.md §4 "Frame lifecycle", §7 "Embedded frame"): a hidden
 * `<iframe>` of `url` appended to `document.body` when first needed, told to the client's
 * frame-lifecycle machine (load timeout, the iframe-load-failed alert, reload, ready delay),
 * and the app's end of the frame channel, pinned to exactly the frame's origin.
 *
 * @example
 * const host = createSecureFrameHost({ url, lifecycle: system.get('frame') })
 * await host.ready()
 * await host.channel.request('APP_IS_CONNECTED')
 */
export function createSecureFrameHost({
  url,
  document = globalThis.document as unknown as SecureFrameDocument,
  listen,
  logger,
  lifecycle,
}: SecureFrameHostParameters): SecureFrameHost {
  const origin = new URL(url).origin
  let element: SecureFrameElement | undefined
  const frameWindow = () => element?.contentWindow ?? null

  const channel = createFrameChannel({
    side: 'app',
    target: frameWindow,
    source: () => frameWindow() as MessageEventSource | null,
    targetOrigin: origin,
    ...(listen ? { listen } : {}),
    ...(logger ? { logger } : {}),
  })
  const stopReady = channel.on('FRAME_READY', ({ version }) =>
    lifecycle.send({ type: 'frame.ready', ...(version === undefined ? {} : { version }) }),
  )
  const stopUnverified = channel.on('FRAME_UNVERIFIED_DOMAIN', () =>
    lifecycle.send({ type: 'frame.unverifiedDomain' }),
  )

  function insert() {
    const iframe = document.createElement('iframe')
    iframe.setAttribute('title', 'Latch secure frame')
    iframe.setAttribute('aria-hidden', 'true')
    iframe.setAttribute('tabindex', '-1')
    iframe.setAttribute('style', hiddenStyle)
    iframe.setAttribute('sandbox', sandbox)
    // The frame learns which site embeds it from the referrer's origin, never its path.
    iframe.setAttribute('referrerpolicy', 'origin')
    iframe.setAttribute('src', url)
    iframe.addEventListener('load', () => lifecycle.send({ type: 'frame.pageLoaded' }))
    element = iframe
    document.body.appendChild(iframe)
  }

  return {
    origin,
    channel,
    async ready() {
      const status = lifecycle.getSnapshot().value
      if (status === 'created') {
        insert()
        lifecycle.send({ type: 'frame.load' })
      } else if (status === 'failed') {
        lifecycle.send({ type: 'frame.reload' })
      }
      const done = await settled(
        lifecycle,
        (snapshot) => snapshot.matches('initialised') || snapshot.matches('failed'),
      )
      if (done.matches('failed')) throw done.context.error ?? new FrameError('LOAD_FAILED')
    },
    status: () => lifecycle.getSnapshot().value,
    show(rect, options = {}) {
      if (!element) return
      element.setAttribute('style', shownStyle(rect, options))
      // Shown, it is part of the page: announced, and reachable with the keyboard.
      element.setAttribute('aria-hidden', 'false')
      element.setAttribute('tabindex', '0')
    },
    hide() {
      if (!element) return
      element.setAttribute('style', hiddenStyle)
      element.setAttribute('aria-hidden', 'true')
      element.setAttribute('tabindex', '-1')
    },
    focus() {
      element?.focus?.()
    },
    reloadPage() {
      element?.setAttribute('src', url)
    },
    destroy() {
      stopReady()
      stopUnverified()
      channel.close()
      element?.remove()
      element = undefined
    },
  }
}
