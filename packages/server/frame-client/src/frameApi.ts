/** The frame's calls to its own server: same origin, JSON, the session's bearer token. */
export type FrameApi = {
  get<T>(path: string, options?: FrameApiOptions): Promise<T>
  post<T>(path: string, body: unknown, options?: FrameApiOptions): Promise<T>
}

export type FrameApiOptions = { token?: string | undefined; signal?: AbortSignal | undefined }

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
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    { token, signal }: FrameApiOptions = {},
  ): Promise<T> {
    const response = await fetchApi(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
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
  }
  return {
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
  }
}
