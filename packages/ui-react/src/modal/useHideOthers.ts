import { type RefObject, useEffect } from 'react'

/**
 * While `active`: hides the rest of the page from screen readers (`aria-hidden` on every
 * other child of `body`), as a modal dialog must; restores it afterwards.
 */
export function useHideOthers(root: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = root.current
    if (!active || !element) return
    const hidden = [...document.body.children].filter(
      (child) =>
        child !== element && !child.contains(element) && !child.hasAttribute('aria-hidden'),
    )
    for (const child of hidden) child.setAttribute('aria-hidden', 'true')
    return () => {
      for (const child of hidden) child.removeAttribute('aria-hidden')
    }
  }, [active, root])
}
