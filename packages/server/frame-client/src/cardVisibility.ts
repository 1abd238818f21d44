/** Calls `onChange(true)` while `element` can be seen by the visitor, `onChange(false)` when not. */
export type WatchVisibility = (element: Element, onChange: (visible: boolean) => void) => () => void

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/**
 * Whether the card's Approve button can really be seen. Where the browser has
 * IntersectionObserver v2 (`trackVisibility`: Chromium), "visible" means drawn unobscured, at
 * full opacity and untransformed, so a page that covers the frame with its own content or fades
 * it out never gets a visible button. Elsewhere it falls back to "in the frame's viewport":
 * there the card sends the visitor to its approval window instead ({@link seesCoveredCards}).
 */
export const watchVisibility: WatchVisibility = (element, onChange) => {
  const view = element.ownerDocument.defaultView
  if (!view || typeof view.IntersectionObserver !== 'function') {
    onChange(true)
    return () => {}
  }
  const options = { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit
  const observer = new view.IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1] as VisibilityEntry | undefined
    if (!entry) return
    const inView = entry.isIntersecting && entry.intersectionRatio >= 0.99
    onChange(inView && (entry.isVisible ?? true))
  }, options)
  observer.observe(element)
  return () => observer.disconnect()
}

/** The part of `window` {@link seesCoveredCards} reads. */
export type VisibilityFeatures = { IntersectionObserverEntry?: { prototype: object } }

/**
 * Whether this browser tells the frame when the page covers it: IntersectionObserver v2's
 * `isVisible` (Chromium). Found by the feature itself, never by the user agent, so a browser
 * that gains it keeps the in-frame Approve, and one that lacks it (Firefox, Safari) is never
 * trusted with a click the page may have aimed. The page cannot change the answer: it runs in
 * another origin's realm and reaches none of this document's globals.
 */
export function seesCoveredCards(view: VisibilityFeatures): boolean {
  const prototype = view.IntersectionObserverEntry?.prototype
  return typeof prototype === 'object' && prototype !== null && 'isVisible' in prototype
}

/** The part of a top-level window {@link watchWhileFocused} reads. */
export type FocusWindow = {
  addEventListener(type: 'focus' | 'blur', listener: () => void): void
  removeEventListener(type: 'focus' | 'blur', listener: () => void): void
  document: {
    visibilityState: DocumentVisibilityState
    hasFocus(): boolean
    addEventListener(type: 'visibilitychange', listener: () => void): void
    removeEventListener(type: 'visibilitychange', listener: () => void): void
  }
}

/**
 * `watch`, but "visible" only while the window is also shown and focused: the approval
 * window's Approve works once the window has been in front for the card's delay, so a page
 * that opens a window of its own over it, or closes one just as the visitor clicks twice
 * (double-clickjacking), hands the approval window no click it aimed.
 */
export function watchWhileFocused(
  view: FocusWindow,
  watch: WatchVisibility = watchVisibility,
): WatchVisibility {
  return (element, onChange) => {
    let seen = false
    let last: boolean | undefined
    const update = () => {
      const visible =
        seen && view.document.visibilityState === 'visible' && view.document.hasFocus()
      if (visible === last) return
      last = visible
      onChange(visible)
    }
    view.addEventListener('focus', update)
    view.addEventListener('blur', update)
    view.document.addEventListener('visibilitychange', update)
    const stopWatching = watch(element, (visible) => {
      seen = visible
      update()
    })
    update()
    return () => {
      stopWatching()
      view.removeEventListener('focus', update)
      view.removeEventListener('blur', update)
      view.document.removeEventListener('visibilitychange', update)
    }
  }
}
