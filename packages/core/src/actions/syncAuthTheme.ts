import type { AuthThemePayload } from '../auth/authConnector.js'
import type { LatchClient } from '../client/latchClient.js'

/** The modal's theme, as the frame takes it. */
export type SyncAuthThemeParameters = AuthThemePayload

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type SyncAuthThemeReturnType = void

/** None: without `auth` it does nothing; before the frame has loaded, the theme waits. */
export type SyncAuthThemeErrorType = never

/**
 * Tells the embedded wallet's frame the modal's theme (`APP_SYNC_THEME`): at once when the
 * frame runs, else when it has loaded. Does nothing without `auth`.
 *
 * @example
 * syncAuthTheme(latch, { themeMode: 'dark' })
 */
export function syncAuthTheme(
  latch: LatchClient,
  theme: SyncAuthThemeParameters,
): SyncAuthThemeReturnType {
  latch._internal.auth?.syncTheme(theme)
}
