import { type RefObject, useLayoutEffect } from 'react'

/**
 * Keeps the fixed element of `ref` over the visual viewport while `active`: the part of the
 * page the visitor sees. A phone lays out `position: fixed` against its layout viewport, which
 * grows with a page wider than the screen (a row of buttons that does not wrap), and shrinks
 * the visual viewport under the on-screen keyboard: covering the layout viewport would put the
 * modal partly off-screen, or under the keyboard. Where the two viewports are the same (a
 * desktop), the element keeps covering the window. A field in it that has the focus is
 * scrolled into sight each time the visual viewport resizes.
 */
export function useVisualViewportFit(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport
    if (!active || !element || !viewport) return
    const { style } = element
    const place = () => {
      // Where `left: 0; top: 0` lands is where the fixed layout's origin is on screen.
      Object.assign(style, { inset: 'auto', left: '0px', top: '0px', width: '', height: '' })
      const origin = element.getBoundingClientRect()
      Object.assign(style, {
        left: `${viewport.offsetLeft - origin.left}px`,
        top: `${viewport.offsetTop - origin.top}px`,
        width: `${viewport.width}px`,
        height: `${viewport.height}px`,
      })
    }
    // The field being typed in stays in sight as the keyboard takes the bottom of the screen:
    // on a resize only, so that a scroll of the visitor's own is not pulled back.
    const resize = () => {
      place()
      const focused = document.activeElement
      if (focused instanceof HTMLElement && focused !== element && element.contains(focused)) {
        focused.scrollIntoView({ block: 'nearest' })
      }
    }
    place()
    viewport.addEventListener('resize', resize)
    viewport.addEventListener('scroll', place)
    return () => {
      viewport.removeEventListener('resize', resize)
      viewport.removeEventListener('scroll', place)
      Object.assign(style, { inset: '', left: '', top: '', width: '', height: '' })
    }
  }, [ref, active])
}
