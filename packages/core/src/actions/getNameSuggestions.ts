import type { LatchClient } from '../client/latchClient.js'
import type { NameError } from '../errors/names.js'
import { withErrorReporting } from '../machines/telemetry.js'
import { getNameSuggestions as nameSuggestions } from '../services/nameSuggestions.js'

export type GetNameSuggestionsParameters = {
  /** The name the visitor typed, with or without the zone. */
  name: string
  signal?: AbortSignal | undefined
}

export type GetNameSuggestionsReturnType = readonly string[]

/**
 * "Error fetching name suggestions" when the blockchain service fails or is not configured;
 * an `AbortError` (a `DOMException`) when `signal` aborted.
 */
export type GetNameSuggestionsErrorType = NameError | DOMException

/**
 * Free names like `name` (`GET /v1/profile/suggestions/{name}` of the blockchain service).
 *
 * @example
 * const names = await getNameSuggestions(latch, { name: 'ada' }) // ['ada1.latch', …]
 */
export function getNameSuggestions(
  latch: LatchClient,
  { name, signal }: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  const { blockchain, errorReporter } = latch._internal.services
  // The service's code loading is part of the call: its failure is the call's too, and is
  // reported as the actions the client runs are (SPEC.md §8 "Generic").
  return withErrorReporting(nameSuggestions, errorReporter)(
    blockchain && {
      getNameSuggestions: async (...args) => (await blockchain()).getNameSuggestions(...args),
    },
    name,
    signal,
  )
}
