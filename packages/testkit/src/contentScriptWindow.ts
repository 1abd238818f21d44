/**
 * The page's window as a browser extension's content script sees it: the window the wallet's
 * page-side code (`injectedWeb3`, `window.keplr`) posts its requests on, and where the
 * content script posts the answers and dispatches the wallet's events.
 */
export type ContentScriptWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'postMessage' | 'dispatchEvent'
> & { readonly location: { readonly href: string; readonly origin: string } }

/**
 * Listens to what the page itself posts (`source` is the window, `origin` its own), as a
 * content script does, and hands on each message's data as a JSON copy: the extension's
 * message port carries JSON, so the background never holds an object of the page. Returns
 * the removal of the listener.
 */
export function listenToPage(
  window: ContentScriptWindow,
  onMessage: (data: unknown) => void,
): () => void {
  const listener = (event: Event) => {
    const { data, source, origin } = event as MessageEvent
    if (source !== window || origin !== window.location.origin) return
    let copy: unknown
    try {
      copy = JSON.parse(JSON.stringify(data ?? null))
    } catch {
      return
    }
    onMessage(copy)
  }
  window.addEventListener('message', listener)
  return () => window.removeEventListener('message', listener)
}

/** Posts `message` to the page, to its own origin only. */
export function postToPage(window: ContentScriptWindow, message: unknown): void {
  window.postMessage(message, window.location.origin)
}

/** Dispatches the event `type` on the page's window, made by the page's own `Event`. */
export function dispatchToPage(window: ContentScriptWindow, type: string): void {
  const PageEvent = (window as { Event?: typeof Event }).Event ?? Event
  window.dispatchEvent(new PageEvent(type))
}
