import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { FetchNameSuggestionsError, NameError } from '../errors/names.js'
import {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
} from './getNameSuggestions.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('getNameSuggestions', () => {
  it('parameters: name is required, signal optional', () => {
    expectTypeOf(getNameSuggestions).parameter(1).toEqualTypeOf<GetNameSuggestionsParameters>()
    expectTypeOf<GetNameSuggestionsParameters>().toEqualTypeOf<{
      name: string
      signal?: AbortSignal | undefined
    }>()
    // @ts-expect-error: name is required
    getNameSuggestions(latch, { signal: new AbortController().signal })
  })

  it('behavior: resolves with read-only names', () => {
    expectTypeOf(getNameSuggestions).returns.toEqualTypeOf<Promise<GetNameSuggestionsReturnType>>()
    expectTypeOf<GetNameSuggestionsReturnType>().toEqualTypeOf<readonly string[]>()
  })

  it('behavior: rejects with a NameError, or an abort', () => {
    expectTypeOf<GetNameSuggestionsErrorType>().toEqualTypeOf<NameError | DOMException>()
    expectTypeOf<GetNameSuggestionsErrorType>().toExtend<Error>()
    expectTypeOf<FetchNameSuggestionsError>().toExtend<GetNameSuggestionsErrorType>()
  })
})
