import { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants/time.js'

/** Loads one image ahead of its use; resolves once it has loaded or failed. */
export type PreloadImage = (url: string) => Promise<void>

/**
 * Loads `url` into the browser's cache through an `Image`; resolves at once where there is
 * none (a server, a test without a DOM).
 */
export const preloadImage: PreloadImage = (url) => {
  const ImageElement = globalThis.Image
  if (!ImageElement) return Promise.resolve()
  return new Promise((resolve) => {
    const image = new ImageElement()
    image.onload = () => resolve()
    image.onerror = () => resolve()
    image.src = url
  })
}

/**
 * Loads `urls` ahead, waiting {@link IMAGE_PRELOAD_TIMEOUT_MS} at most (SPEC.md §9): images
 * that have not loaded by then show as they come.
 *
 * @example
 * await preloadImages(wallets.flatMap((wallet) => wallet.image_url ?? []))
 */
export async function preloadImages(
  urls: readonly string[],
  load: PreloadImage = preloadImage,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, IMAGE_PRELOAD_TIMEOUT_MS)
  })
  await Promise.race([Promise.all(urls.map(load)), timeout])
  clearTimeout(timer)
}
