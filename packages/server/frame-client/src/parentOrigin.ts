/** What the frame reads of its window to learn who embeds it. */
export type FrameWindow = {
  parent: unknown
  location: { ancestorOrigins?: { length: number; item(index: number): string | null } }
  document: { referrer: string }
}

/**
 * The origin of the page that embeds the frame: `location.ancestorOrigins` where the browser
 * has it (it cannot be forged), else the referrer's origin (the app sends it with
 * `referrerpolicy="origin"`). `undefined` when the frame is not embedded or the origin is
 * not a web origin.
 */
export function parentOrigin(frameWindow: FrameWindow & { self?: unknown }): string | undefined {
  if (frameWindow.parent === frameWindow || frameWindow.parent === frameWindow.self) {
    return undefined
  }
  const ancestors = frameWindow.location.ancestorOrigins
  const candidate =
    ancestors && ancestors.length > 0
      ? (ancestors.item(0) ?? undefined)
      : frameWindow.document.referrer || undefined
  if (candidate === undefined) return undefined
  try {
    const url = new URL(candidate)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}
