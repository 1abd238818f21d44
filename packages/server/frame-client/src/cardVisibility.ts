/** Calls `onChange(true)` while `element` can be seen by the visitor, `onChange(false)` when not. */
export type WatchVisibility = (element: Element, onChange: (visible: boolean) => void) => () => void

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/**
 * Whether the card's Approve button can really be seen. Where the browser has
 * IntersectionObserver v2 (`trackVisibility`: Chromium), "visible" means drawn unobscured, at
 * full opacity and untransformed, so a page that covers the frame with its own content or fades
 * it out never gets a visible button. Elsewhere it falls back to "in the frame's viewport".
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
