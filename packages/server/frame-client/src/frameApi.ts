/**
 * The frame's calls to its own server: same origin, `POST` with a JSON body (the only kind the
 * server answers, see the server's frameApiGuard.ts), the session in its HttpOnly cookie.
 */
export type FrameApi = {
  post<T>(path: string, body: unknown, options?: FrameApiOptions): Promise<T>
}

export type FrameApiOptions = { signal?: AbortSignal | undefined }

/** The server refused: `message` is what the frame replies to the app. */
export class FrameApiError extends Error {
  override readonly name = 'FrameApiError'
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message)
  }
}

// The frame protocol's default error text (SPEC.md §8).
const defaultMessage = 'An error occurred'

/**
 * The API of the frame's origin.
 *
 * @example
 * const api = createFrameApi()
 * await api.post('/api/origin-check', { projectId, origin })
 */
export function createFrameApi(fetchApi: typeof fetch = (...args) => fetch(...args)): FrameApi {
  return {
    async post<T>(path: string, body: unknown, { signal }: FrameApiOptions = {}): Promise<T> {
      const response = await fetchApi(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        ...(signal === undefined ? {} : { signal }),
        credentials: 'same-origin',
      })
      const answer = (await response.json().catch(() => undefined)) as
        | { error?: { code?: string; message?: string } }
        | undefined
      if (!response.ok) {
        throw new FrameApiError(
          answer?.error?.message || defaultMessage,
          response.status,
          answer?.error?.code,
        )
      }
      return answer as T
    },
  }
}
