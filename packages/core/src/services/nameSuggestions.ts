import { NAME_ZONE } from '../constants/limits.js'
import { isAbortError } from '../errors/abort.js'
import { NameError } from '../errors/names.js'
import type { BlockchainService } from './blockchainService.js'

/**
 * Names like `name` that are still free, under {@link NAME_ZONE} (SPEC.md §7
 * `GET /v1/profile/suggestions/{name}`). Any failure, a missing blockchain service included,
 * is "Error fetching name suggestions"; an abort stays an `AbortError`.
 *
 * @example
 * await getNameSuggestions(blockchain, 'ada') // ['ada1.latch', 'ada-x.latch', …]
 */
export async function getNameSuggestions(
  blockchain: Pick<BlockchainService, 'getNameSuggestions'> | undefined,
  name: string,
  signal?: AbortSignal,
): Promise<readonly string[]> {
  try {
    if (!blockchain) throw new Error('no blockchain service is configured (services.blockchainUrl)')
    const { suggestions } = await blockchain.getNameSuggestions(name, NAME_ZONE, { signal })
    return suggestions.flatMap((suggestion) => (suggestion.registered ? [] : [suggestion.name]))
  } catch (cause) {
    if (isAbortError(cause)) throw cause
    throw new NameError('FETCH_SUGGESTIONS_FAILED', { cause })
  }
}
