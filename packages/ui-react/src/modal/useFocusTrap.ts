import { type KeyboardEvent, type RefObject, useEffect } from 'react'

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)]
}

/**
 * While `active`: moves focus into `container` (its first control) in the next animation
 * frame, keeps Tab and Shift+Tab cycling inside it, and gives focus back to what had it (the
 * trigger) when it ends. Returns the keydown handler to put on the container.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const element = container.current
    if (!active || !element) return
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // `focus()` lays the page out at once. In the frame's callbacks it uses the layout that
    // frame computes anyway, before painting; in the commit that shows the container, it
    // would hold that commit, and the frame, back.
    const frame = requestAnimationFrame(() => (focusablesIn(element)[0] ?? element).focus())
    return () => {
      cancelAnimationFrame(frame)
      if (trigger?.isConnected) trigger.focus()
    }
  }, [active, container])

  return (event) => {
    const element = container.current
    if (!active || !element || event.key !== 'Tab') return
    const items = focusablesIn(element)
    const first = items[0]
    const last = items.at(-1)
    const current = document.activeElement
    if (!first || !last) {
      event.preventDefault()
      element.focus()
    } else if (event.shiftKey && (current === first || !element.contains(current))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (current === last || !element.contains(current))) {
      event.preventDefault()
      first.focus()
    }
  }
}
