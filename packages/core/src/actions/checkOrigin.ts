import type { LatchClient } from '../client/latchClient.js'

/**
 * Whether this page's origin may use email and social login (SPEC.md §5): the config
 * service's allowed origins, checked once per page; `true` without a config service.
 *
 * @example
 * if (!(await checkOrigin(latch))) hideEmailLogin()
 */
export function checkOrigin(latch: LatchClient): Promise<boolean> {
  return latch._internal.services.checkOrigin()
}
