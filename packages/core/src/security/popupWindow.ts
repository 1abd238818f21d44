import { isSafePageUrl } from './safeUrl.js'

/** A popup window as Latch uses it. */
export type PopupWindow = {
  readonly closed: boolean
  location: { href: string }
  close(): void
  focus(): void
}

/** The part of `window` that opens a popup; a test passes a fake one. */
export type PopupOpener = {
  open(url: string, target: string, features: string): PopupWindow | null
  screenX: number
  screenY: number
  outerWidth: number
  outerHeight: number
}

/** One named popup of a page. */
export type Popup = {
  /**
   * Opens a blank popup of the given size centred on the page, or focuses the one still open.
   * Browsers allow it only in a click, so it is called there, before anything is awaited; a
   * blocked popup reads as closed.
   */
  open(): void
  /** Sends the popup to `uri` (an http(s) page only); false when no popup is open. */
  navigate(uri: string): boolean
  /** The open popup, if any. */
  window(): PopupWindow | undefined
  isClosed(): boolean
  close(): void
}

/**
 * A popup opened blank in the click and sent to its page once the page is known (the
 * social login's, the onramp provider's): browsers block a window opened after an `await`.
 *
 * @example
 * const popup = createPopup({ name: 'latch-onramp', width: 480, height: 720 })
 * button.onclick = () => popup.open()
 */
export function createPopup(
  { name, width, height }: { name: string; width: number; height: number },
  opener: PopupOpener = globalThis as unknown as PopupOpener,
): Popup {
  let popup: PopupWindow | undefined
  const isClosed = () => !popup || popup.closed
  return {
    open() {
      if (!isClosed()) {
        popup?.focus()
        return
      }
      const left = opener.screenX + (opener.outerWidth - width) / 2
      const top = opener.screenY + (opener.outerHeight - height) / 2
      const features = `popup,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`
      // Outside a browser (a server render, a test) there is no window to open: it reads as blocked.
      popup =
        typeof opener.open === 'function'
          ? (opener.open('', name, features) ?? undefined)
          : undefined
    },
    navigate(uri) {
      if (!popup || popup.closed || !isSafePageUrl(uri)) return false
      popup.location.href = uri
      return true
    },
    window: () => (isClosed() ? undefined : popup),
    isClosed,
    close() {
      if (!isClosed()) popup?.close()
      popup = undefined
    },
  }
}
