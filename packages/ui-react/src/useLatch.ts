import type { LatchClient } from '@latch/core'
import { useLatchContext } from './LatchContext.js'

/** The Latch client of the nearest `<LatchProvider>`. */
export function useLatch(): LatchClient {
  return useLatchContext().client
}
