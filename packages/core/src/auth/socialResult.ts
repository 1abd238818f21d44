import { type FrameMessageEvent, socialResultMessageSchema } from '@latch/frame-protocol'

export type ListenForSocialResultParameters = {
  /** The secure site's origin: the only one the result may come from. */
  origin: string
  /** The open popup: the only window the result may come from. */
  source: () => unknown
  onResult: (resultUri: string) => void
  /** Subscribes to the page's `message` events; `window`'s by default. */
  listen?: (handler: (event: FrameMessageEvent) => void) => () => void
}

function listenToWindow(handler: (event: FrameMessageEvent) => void): () => void {
  window.addEventListener('message', handler)
  return () => window.removeEventListener('message', handler)
}

/**
 * Waits for the social-login popup's result message (SPEC.md §4 "Social login"): only from the
 * secure site's origin and the popup window, and only of the result's shape; anything else,
 * which any page may post, is ignored. Returns the unsubscribe.
 */
export function listenForSocialResult({
  origin,
  source,
  onResult,
  listen = listenToWindow,
}: ListenForSocialResultParameters): () => void {
  return listen((event) => {
    if (event.origin !== origin) return
    const popup = source()
    if (!popup || event.source !== popup) return
    const parsed = socialResultMessageSchema.safeParse(event.data)
    if (parsed.success) onResult(parsed.data.resultUri)
  })
}
