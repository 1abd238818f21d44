import { RequestError } from '../http/requestError.js'

/**
 * The `RequestError` that `run` throws. Fails the test when `run` returns; any other error is
 * a bug and is thrown again.
 *
 * @example
 * expect(refusalOf(() => profile.read('hi'))).toMatchObject({ status: 400 })
 */
export function refusalOf(run: () => unknown): RequestError {
  try {
    run()
  } catch (error) {
    if (error instanceof RequestError) return error
    throw error
  }
  throw new Error('not refused')
}
