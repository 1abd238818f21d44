import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'

/** The refusals a test has queued for a test wallet's user (its `rejectNext()` control). */
export type RejectionQueue = {
  /**
   * Queues a refusal of the next request `target` names (a method or a feature); without a
   * target, of the next request that asks the user anything.
   */
  push(target?: string): void
  /** Uses up the first refusal queued for `request`, if any, by throwing the user's refusal. */
  take(request: string): void
}

/**
 * The `rejectNext()` queue of a test wallet. `prompting` holds the requests that ask the
 * user, the ones a refusal without a target waits for; `refusal` is the error the wallet's
 * user gives, EIP-1193's 4001 unless the wallet's protocol says otherwise.
 *
 * @example
 * const rejections = createRejectionQueue(new Set(['personal_sign']))
 * rejections.push()
 * rejections.take('eth_chainId') // passes: it asks the user nothing
 * rejections.take('personal_sign') // throws ProviderRpcError 4001
 */
export function createRejectionQueue(
  prompting: ReadonlySet<string>,
  refusal: () => Error = () =>
    new ProviderRpcError(providerErrorCodes.userRejectedRequest, 'User rejected the request.'),
): RejectionQueue {
  const targets: (string | undefined)[] = []
  return {
    push(target) {
      targets.push(target)
    },
    take(request) {
      const index = targets.findIndex((target) =>
        target === undefined ? prompting.has(request) : target === request,
      )
      if (index === -1) return
      targets.splice(index, 1)
      throw refusal()
    },
  }
}
