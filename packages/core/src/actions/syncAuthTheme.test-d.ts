import { describe, expectTypeOf, it } from 'vitest'
import type { AuthThemePayload } from '../auth/authConnector.js'
import type { LatchClient } from '../client/latchClient.js'
import {
  type SyncAuthThemeErrorType,
  type SyncAuthThemeParameters,
  type SyncAuthThemeReturnType,
  syncAuthTheme,
} from './syncAuthTheme.js'

// Checked by `tsc` (the typecheck task): a failing `expectTypeOf`, or a `@ts-expect-error` that no
// longer errors, fails it. Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('syncAuthTheme', () => {
  it('parameters: the theme, as the frame takes it', () => {
    expectTypeOf(syncAuthTheme).parameter(1).toEqualTypeOf<SyncAuthThemeParameters>()
    expectTypeOf<SyncAuthThemeParameters>().toEqualTypeOf<AuthThemePayload>()
    syncAuthTheme(latch, { themeMode: 'dark' })
    // @ts-expect-error: the theme mode is light or dark
    syncAuthTheme(latch, { themeMode: 'sepia' })
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(syncAuthTheme).returns.toEqualTypeOf<SyncAuthThemeReturnType>()
    expectTypeOf<SyncAuthThemeReturnType>().toEqualTypeOf<void>()
  })

  it('behavior: never throws (without auth it does nothing)', () => {
    expectTypeOf<SyncAuthThemeErrorType>().toBeNever()
  })
})
