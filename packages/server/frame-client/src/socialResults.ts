import { SOCIAL_LOGIN_RESULT, socialResultMessageSchema } from '@latch/frame-protocol'

/** The social-login results the callback page hands straight to this frame. */
export type SocialResults = {
  /** The login this frame started (its authorization URL): only its result is taken. */
  expect(authorizationUrl: string): void
  /**
   * The address the provider sent the popup back to, with its code: resolves once the
   * callback page has posted it (normally before the page asks), or rejects after `timeoutMs`.
   */
  next(timeoutMs: number): Promise<string>
  stop(): void
}

/** The part of `window` this uses; a test passes a fake one. */
export type ResultWindow = {
  location: { origin: string }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

const stateOf = (url: string): string | undefined => {
  try {
    return new URL(url).searchParams.get('state') ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The frame's end of the social callback. The provider sends the popup back to a page of this
 * origin, which posts the result (its address, with the authorization code) to this frame
 * only, and tells the site's page no more than that it is done: the code never reaches the
 * site. Only a message of this origin, of the result's shape, for the state of the login this
 * frame started, is taken.
 */
export function listenForSocialResults(frameWindow: ResultWindow): SocialResults {
  let state: string | undefined
  let result: string | undefined
  let waiting: ((resultUri: string) => void) | undefined
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== frameWindow.location.origin) return
    const parsed = socialResultMessageSchema.safeParse(event.data)
    if (!parsed.success || parsed.data.type !== SOCIAL_LOGIN_RESULT) return
    if (state === undefined || stateOf(parsed.data.resultUri) !== state) return
    result = parsed.data.resultUri
    waiting?.(result)
  }
  frameWindow.addEventListener('message', onMessage)
  return {
    expect(authorizationUrl) {
      state = stateOf(authorizationUrl)
      result = undefined
    },
    next(timeoutMs) {
      return new Promise<string>((resolve, reject) => {
        const done = (resultUri: string) => {
          clearTimeout(timer)
          waiting = undefined
          // Spent: a result is used once.
          state = undefined
          result = undefined
          resolve(resultUri)
        }
        const timer = setTimeout(() => {
          waiting = undefined
          reject(new Error('Failed to connect'))
        }, timeoutMs)
        if (result !== undefined) done(result)
        else waiting = done
      })
    },
    stop: () => frameWindow.removeEventListener('message', onMessage),
  }
}
