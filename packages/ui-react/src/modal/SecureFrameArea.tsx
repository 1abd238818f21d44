import { focusSecureFrame, hideSecureFrame, showSecureFrame } from '@latch/core'
import { useLayoutEffect, useRef } from 'react'
import { useLatch } from '../useLatch.js'

/** The modal's z-index (a site may set its own), so that the frame goes just above it. */
function frameZIndex(element: HTMLElement): number | undefined {
  const modal = Number.parseInt(getComputedStyle(element).getPropertyValue('--latch-z-index'), 10)
  return Number.isFinite(modal) ? modal + 1 : undefined
}

export type SecureFrameAreaProps = {
  /** What the frame shows there, for assistive technology. */
  label: string
  /** `code`: the height of the frame's one-time code field, not of an approval card. */
  size?: 'card' | 'code'
  /** Moves the focus into the frame as soon as it shows (the code field: type at once). */
  autoFocus?: boolean
}

/**
 * The area the embedded wallet's secure frame is shown over: the frame draws there, in its
 * own origin, what the page's script must neither read nor click (an approval card with its
 * Approve and Reject, the one-time code field). Core places the frame on this area's
 * rectangle, again whenever it moves, and hides it when the area goes away. Focusing the area
 * moves the focus into the frame.
 */
export function SecureFrameArea({ label, size = 'card', autoFocus = false }: SecureFrameAreaProps) {
  const client = useLatch()
  const area = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const element = area.current
    if (!element) return
    // The theme does not change while the view shows: read once, not on every move.
    const zIndex = frameZIndex(element)
    const borderRadius = Number.parseFloat(getComputedStyle(element).borderTopLeftRadius)
    const style = {
      ...(zIndex === undefined ? {} : { zIndex }),
      ...(Number.isFinite(borderRadius) ? { borderRadius } : {}),
    }
    const place = () => showSecureFrame(client, { rect: element.getBoundingClientRect(), ...style })
    // Moves come in bursts (a scroll): the frame is placed once per animation frame.
    let frame: number | undefined
    const schedule = () => {
      frame ??= requestAnimationFrame(() => {
        frame = undefined
        place()
      })
    }
    place()
    if (autoFocus) focusSecureFrame(client)
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule)
    resized?.observe(element)
    // The page may scroll or resize under the modal, and the modal rises in (or shakes) with
    // an animation of its own, which moves the area without resizing it.
    const dialog = element.closest<HTMLElement>('[role="dialog"]')
    const animated = (event: Event) => {
      if (event.target === dialog) schedule()
    }
    const events = ['resize', 'scroll'] as const
    for (const type of events) window.addEventListener(type, schedule, true)
    dialog?.addEventListener('animationend', animated)
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame)
      resized?.disconnect()
      for (const type of events) window.removeEventListener(type, schedule, true)
      dialog?.removeEventListener('animationend', animated)
      hideSecureFrame(client)
    }
  }, [client, autoFocus])
  return (
    <section
      ref={area}
      className={`latch-secure-frame-area latch-secure-frame-area--${size}`}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a stop in the tab order that hands the focus to the frame
      tabIndex={0}
      onFocus={() => focusSecureFrame(client)}
    />
  )
}
